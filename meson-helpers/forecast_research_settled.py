"""A settled forecast from the run's own tail (issue 44; docs/FORECAST.md "A settled forecast from the run's own
tail"): once a week brought at most 1 % of the total so far T, what is left is the run's tail. The last seven
days brought w, the seven before them p; their decay r = min(w / p, rcap) (rcap when p is 0); the rest is
w × r / (1 − r), at most `cap` × w. The figure is T + rest, the 80 % range T + lo × rest … T + hi × rest.

    meson-helpers/forecast_research_settled.py            # the settled instances of 2017-2019 (choosing)
    HELD_OUT=1 meson-helpers/forecast_research_settled.py # and of the held-out periods, once chosen
"""
import datetime as dt
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from forecast_research_weeks import settled  # noqa: E402

# Chosen on 2017-2019 by the rule in docs/FORECAST.md (grids below).
TAIL = dict(rcap=0.5, cap=1, lo=0, hi=4)
GRID = dict(rcap=(0.5, 0.6, 0.7, 0.8, 0.9), cap=(1, 2, 4, 8, 1e9), hi=(1, 1.5, 2, 3, 4, 6, 8, 12), lo=(0, .25, .5))


def weeks(daily, d):
    """The last seven days' admissions up to D d and the seven before them (daily[n - 1] is D n's)."""
    w = sum(daily[max(0, d - 7):d])
    p = sum(daily[max(0, d - 14):max(0, d - 7)])
    return w, p


def tail(total, w, p, m=TAIL):
    """(figure, low, high) of a settled forecast: total so far, the last week's and the week before's admissions."""
    r = min(w / p, m['rcap']) if p > 0 else m['rcap']
    rest = min(w * r / (1 - r), m['cap'] * w)
    return total + rest, total + m.get('lo', 0) * rest, total + m['hi'] * rest


def daily_of(run, d):
    daily = [0] * d
    total = 0
    for x in run.days:
        n = run.dnum(x[0])
        if n > d:
            break
        total = x[3]
        if n >= 1:
            daily[n - 1] = x[2]
    return daily, total


def instances(runs, a, b, first_only=False):
    """Every (run, D, T, w, p, final) of a run opened a … b, on each D from 14 it is ranked and settled."""
    out = []
    for r in runs:
        if not a <= r.open <= b:
            continue
        ranked = sorted({r.dnum(x[0]) for x in r.days if r.dnum(x[0]) >= 14})
        for d in ranked:
            if not settled(r, d):
                continue
            daily, total = daily_of(r, d)
            w, p = weeks(daily, d)
            out.append((r, d, total, w, p, r.final))
            if first_only:
                break
    return out


def score(inst, m):
    if not inst:
        return None
    res = [(tail(T, w, p, m), fin) for _, _, T, w, p, fin in inst]
    e = np.array([f / fin - 1 for (f, _, _), fin in res])
    cov = np.array([lo <= fin <= hi for (_, lo, hi), fin in res])
    below = np.array([fin < lo for (_, lo, _), fin in res])
    return dict(n=len(inst), med=float(np.median(abs(e))), bias=float(np.median(e)), cov=float(cov.mean()),
                below=float(below.mean()), one=float(np.mean([T == fin for _, _, T, _, _, fin in inst])))


def line(name, s):
    return '%-34s n=%4d median |error| %6.3f%% bias %+6.3f%% range covers %5.1f%% (final below low %4.1f%%)' % (
        name, s['n'], 100 * s['med'], 100 * s['bias'], 100 * s['cov'], 100 * s['below'])


def choose(inst):
    """The rule: rcap, cap minimise the figure's median |error| (ties: the smaller cap, then rcap); hi the smallest
    whose range covers >= 90 %; lo the largest whose low end is above the final in <= 5 %."""
    best = min(((score(inst, dict(TAIL, rcap=rc, cap=c))['med'], c, rc) for rc in GRID['rcap'] for c in GRID['cap']))
    m = dict(TAIL, rcap=best[2], cap=best[1])
    m['hi'] = next((h for h in GRID['hi'] if score(inst, dict(m, lo=0, hi=h))['cov'] >= .9), GRID['hi'][-1])
    m['lo'] = max(lo for lo in GRID['lo'] if score(inst, dict(m, lo=lo))['below'] <= .05)
    return m


def main():
    from importlib import import_module
    fr = import_module('forecast-research')
    teaching, _, _ = fr.load()
    periods = fr.PERIODS if os.environ.get('HELD_OUT') else fr.PERIODS[:1]
    inst = instances(teaching, periods[0][1], periods[0][2])
    for rc in GRID['rcap']:
        print(' '.join('rcap %.1f cap %-4g %.3f%%' % (rc, c, 100 * score(inst, dict(TAIL, rcap=rc, cap=c))['med'])
                       for c in GRID['cap']))
    m = choose(inst)
    print('chosen on 2017-2019:', m, '(shipped:', TAIL, ')')
    for pname, a, b in periods:
        for first in (False, True):
            s = instances(teaching, a, b, first_only=first)
            if not s:
                continue
            tag = '%s %s' % (pname, 'first settled day' if first else 'every settled day')
            print(line(tag + ', T alone', score(s, dict(m, cap=0, hi=0))))
            print(line(tag + ', the tail', score(s, m)))
        d14 = [x for x in instances(teaching, a, b) if x[1] == 14]
        for r, d, T, w, p, fin in d14:
            f, lo, hi = tail(T, w, p, m)
            print('   D14 %s %s T %d w %d p %d: %d (%d..%d) final %d' % (r.open, r.title, T, w, p, f, lo, hi, fin))


if __name__ == '__main__':
    main()
