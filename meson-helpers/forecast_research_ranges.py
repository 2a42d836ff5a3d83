"""The 80 % range of the research harness (meson-helpers/forecast-research.py): which past errors it is read from,
and how they are scaled (issue 44: 70-90 % coverage within each size class)."""
import math

import numpy as np


def quantile(sorted_vals, q):
    pos = q * (len(sorted_vals) - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (pos - lo)


def silverman_range(mult):
    from scipy.stats import norm
    m = np.sort(mult)
    n = len(m)
    sd = m.std(ddof=1)
    iqr = (quantile(m, .75) - quantile(m, .25)) / 1.34
    s = min(sd, iqr) if iqr > 0 else sd
    bw = 0.5 * 0.9 * s * n ** -0.2
    if bw <= 0:
        return quantile(m, .1), quantile(m, .9)
    from scipy.optimize import brentq
    f = lambda x, p: norm.cdf((x - m) / bw).mean() - p
    return (brentq(f, m[0] - 10 * bw, m[-1] + 10 * bw, args=(.1,)), brentq(f, m[0] - 10 * bw, m[-1] + 10 * bw, args=(.9,)))


RANGE_KEYS = {'range', 'pool', 'widen', 'cap', 'near', 'within', 'classes', 'grow', 'growref', 'growup', 'settled',
              'floor', 'floor_from', 'unsettled', 'grow_from', 'tail'}
CLASS_EDGES = (1e6, 5e6)


def past_pool(T, i, f, fc, err, torder, teach_sorted, m):
    """The past errors a forecast's range is read from: of the runs ended by its day (ranked on its D h, forecast),
    the latest `pool`; with `near`, of the latest `within` (all: None) the `near` whose own forecast's size
    (log of its total so far × its forecast multiple) was nearest this one's (ties: the later run); with `classes`,
    the latest `pool` whose forecast fell in the same size class (< 100만, 100만–500만, ≥ 500만)."""
    asof = T.runs[i].day_of(T.h).toordinal()
    cut = np.searchsorted(teach_sorted, asof, side='right')
    ended = [j for j in torder[:cut] if j != i and not np.isnan(err[j])]
    if m.get('unsettled'):
        ended = [j for j in ended if not T.settled[j]]
    size = math.log(T.total[i]) + f
    if m.get('near'):
        cand = ended[-m['within']:] if m.get('within') else ended
        cand = cand[::-1]
        sizes = np.log(T.total[cand]) + fc[cand]
        o = np.argsort(np.abs(sizes - size), kind='stable')[:m['near']]
        return [cand[k] for k in o]
    if m.get('classes'):
        cls = lambda s: sum(s >= math.log(e) for e in CLASS_EDGES)
        same = [j for j in ended if cls(math.log(T.total[j]) + fc[j]) == cls(size)]
        if len(same) >= 30:
            return same[-m.get('pool', 150):]
    return ended[-m.get('pool', 150):]


def log_range(T, i, f, fc, err, torder, teach_sorted, nb_mult, m):
    """The 80 % range of run i's log multiple, forecast f: from past errors (m['range'] == 'past', when 30 or
    more), else the neighbours' multiples (nb_mult), or their spread moved to f ('shifted')."""
    pool = past_pool(T, i, f, fc, err, torder, teach_sorted, m) if m.get('range') == 'past' else []
    if len(pool) >= 30:
        # the app reads the range and the chances from one distribution: f + each past error, smoothed
        e = err[pool]
        grow = m.get('grow_from', (99, 0))[1] if T.h >= m.get('grow_from', (99, 0))[0] else m.get('grow')
        if grow:
            # wider for bigger forecasts: each error scaled by exp(grow × (size − a reference size)): the
            # pool's median size, each error's own run's size ('own'), or a fixed total (a number)
            sizes = np.log(T.total[pool]) + fc[pool]
            ref = m.get('growref', 'median')
            ref = sizes if ref == 'own' else np.median(sizes) if ref == 'median' else math.log(ref)
            x = math.log(T.total[i]) + f - ref
            if m.get('growup'):
                x = np.maximum(x, 0)
            e = e * np.exp(grow * x)
        lo, hi = silverman_range(f + e)
        if m.get('floor') and T.h >= m.get('floor_from', 0):
            lo, hi = min(lo, f - m['floor']), max(hi, f + m['floor'])
    elif m.get('range') == 'shifted':
        lo, hi = silverman_range(nb_mult)
        mid = float(np.median(nb_mult))
        lo, hi = f + m.get('widen', 1) * (lo - mid), f + m.get('widen', 1) * (hi - mid)
    else:
        lo, hi = silverman_range(nb_mult)
    return lo, hi
