#!/usr/bin/env python3
"""Research harness for the film forecast (issue 44, docs/FORECAST.md "Research").

Reads Data/forecast/reference-runs.tsv (the runs the app ships, cut by build-reference-runs.py as the app cuts a
history: a gap after a preview day, before the opening, ends no run) and the daily charts' CSV (for the market's
level), and backtests forecast methods on the issue's protocol: films that opened in a period, were in the top 10
on every day D1…Dh, and whose first run ended before the data's end; target: the total on the run's last ranked day;
each forecast made as of Dh from the runs that had ended (15th day after their last ranked day) by then.

    meson-helpers/forecast-research.py [METHOD ...]      # default: every method; prints one table per method
    CHOSEN_ONLY=1 meson-helpers/forecast-research.py ...  # the years chosen on alone (2017-2019), to choose
Needs numpy (research only; the app's method is plain Swift).
"""
import csv
import datetime as dt
import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # when loaded as a module from elsewhere
from forecast_research_ranges import RANGE_KEYS, log_range  # noqa: E402
from forecast_research_trees import tree_forecasts  # noqa: E402
from forecast_research_settled import tail, weeks  # noqa: E402
from forecast_research_weeks import round6, settled, week2  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.join(HERE, '../Data/forecast/reference-runs.tsv')
CSV = os.path.join(HERE, '../../shared/fixtures/runs/kobis_daily_top10_2017_2022.csv')
if not os.path.exists(CSV):
    CSV = '/work/shared/fixtures/runs/kobis_daily_top10_2017_2022.csv'
END_GAP = 14
DAYS = [int(x) for x in os.environ.get('DAYS', '3 7 10 14').split()]
PERIODS = [('chosen on 2017-2019', dt.date(2017, 1, 1), dt.date(2019, 12, 31)),
           ('held out A 2020-03..2022-04', dt.date(2020, 3, 1), dt.date(2022, 4, 30)),
           ('held out B 2022-05..12', dt.date(2022, 5, 1), dt.date(2022, 12, 31))]
if os.environ.get('CHOSEN_ONLY'):  # choosing: the held-out periods are not even printed
    PERIODS = PERIODS[:1]
LUNAR = {2016: ((2, 8), (9, 15)), 2017: ((1, 28), (10, 4)), 2018: ((2, 16), (9, 24)), 2019: ((2, 5), (9, 13)),
         2020: ((1, 25), (10, 1)), 2021: ((2, 12), (9, 21)), 2022: ((2, 1), (9, 10)), 2023: ((1, 22), (9, 29))}


def ymd(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def is_holiday(d):
    if (d.month == 12 and d.day in (24, 25)) or (d.month == 1 and d.day == 1):
        return True
    for m, day in LUNAR.get(d.year, ()):
        if abs((dt.date(d.year, m, day) - d).days) <= 1:
            return True
    return False


def is_summer(d):
    return (d.month == 7 and d.day >= 25) or (d.month == 8 and d.day <= 15)


class Run:
    def __init__(self, code, opening, title, days):
        self.code, self.title, self.days = code, title, days
        first = days[0][0]
        self.open = opening if opening is not None and abs((first - opening).days) <= 366 else first
        self.first, self.last = first, days[-1][0]
        self.final = days[-1][3]
        self.ends = self.last + dt.timedelta(days=END_GAP + 1)
        self.teaches = None

    def dnum(self, d):
        return (d - self.open).days + 1

    def day_of(self, n):
        return self.open + dt.timedelta(days=n - 1)

    def ranked_every_day(self, h):
        have = {self.dnum(x[0]) for x in self.days}
        return all(n in have for n in range(1, h + 1))


def load():
    runs, span, head, days = [], None, None, []
    for line in open(TSV, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if f[0].startswith('#'):
            continue
        if f[0] == 'span':
            span = (ymd(f[1]), ymd(f[2]))
        elif f[0] == 'R':
            if head:
                runs.append(Run(*head, days))
            head, days = (f[1], None if f[2] == '-' else ymd(f[2]), f[3]), []
        else:
            days.append((ymd(f[0]), int(f[1]), int(f[2]), int(f[3]), int(f[4]), int(f[5]), float(f[6] or 0)))
    runs.append(Run(*head, days))
    for r in runs:
        if not (r.first == span[0] and r.open < span[0]) and r.ends <= span[1]:
            r.teaches = r.ends
    market = {}
    with open(CSV, newline='', encoding='utf-8') as f:
        for row in csv.DictReader(f):
            d = ymd(row['targetDt'])
            market[d] = market.get(d, 0) + int(row['audiCnt'])
    return [r for r in runs if r.teaches], runs, market


def market_level(market, day, n):
    vals = [market.get(day - dt.timedelta(days=i), 0) for i in range(n)]
    return math.log(sum(vals) / n + 1)


def shape(run, d, market):
    """RunShape of the app (its point exactly) plus the extra figures the research tries."""
    daily, screens, shows, shares, ranks = [0] * d, [0] * d, [0] * d, [0.0] * d, [11] * d
    latest = None
    for x in run.days:
        n = run.dnum(x[0])
        if n > d:
            break
        latest = x
        if n >= 1:
            daily[n - 1], screens[n - 1], shows[n - 1], shares[n - 1], ranks[n - 1] = x[2], x[4], x[5], x[6], x[1]
    if latest is None or latest[3] <= 0:
        return None
    c = float(latest[3])
    days = [run.day_of(n) for n in range(1, d + 1)]
    pt = [math.log(v / c + 1e-3) for v in daily]
    previews = max(0.0, c - sum(daily)) / c
    pt += [0.3 * math.log(c), 2 * math.log((screens[-1] + 1) / (screens[0] + 1)), 4 * latest[6] / 100, 2 * previews,
           2 * math.log((shows[-1] + 1) / (max(shows) + 1)), math.log((daily[-1] + 1) / (shows[-1] + 1)),
           latest[1] / 10, sum(map(is_holiday, days)) / 3, sum(map(is_summer, days)) / 7]
    # Word of mouth: weekdays after the first weekend against it; the second Fri-Sun against the first.
    first_sun = next((i for i, x in enumerate(days) if x.weekday() == 6), None)
    wk = 0.0
    if first_sun is not None and first_sun >= 1:
        wkend = (daily[first_sun] + daily[first_sun - 1]) / 2
        after = [daily[i] for i in range(first_sun + 1, d) if days[i].weekday() < 4]
        if after and wkend > 0:
            wk = math.log((sum(after) / len(after) + 1) / (wkend + 1))
    w2 = 0.0
    if d >= 10:
        pairs = [(i, i - 7) for i in range(7, d) if days[i].weekday() >= 4 and i - 7 >= 0]
        a = sum(daily[i] for i, _ in pairs[-3:])
        b = sum(daily[j] for _, j in pairs[-3:])
        if a > 0 and b > 0:
            w2 = math.log(a / b)
    mk7 = market_level(market, days[-1], 7)
    mk28 = market_level(market, days[-1], 28)
    decay = math.log((daily[-1] + daily[-2 if d > 1 else -1] + 1) / (daily[0] + daily[1 if d > 1 else 0] + 1))
    extra = [math.log(c), decay, math.log((daily[-1] + 1) / (shows[-1] + 1)), math.log((daily[-1] + 1) / (screens[-1] + 1)),
             latest[6] / 100, mk7, mk28, math.log(c / d) - mk28, previews, math.log((screens[-1] + 1) / (screens[0] + 1)),
             latest[1] / 10, (ranks[0] - ranks[-1]) / 10, (latest[6] - shares[0]) / 100, wk, w2,
             math.log((shows[-1] + 1) / (max(shows) + 1)), sum(map(is_holiday, days)) / 3, sum(map(is_summer, days)) / 7]
    hold = None
    if d >= 10:
        span = min(7, d - 7)
        compared = [x - dt.timedelta(days=1) for x in days[d - span - 7:d]] + [days[-1]]
        last = sum(daily[d - span:d])
        before = sum(daily[d - span - 7:d - 7])
        hold = last / before if before > 0 and not any(map(is_holiday, compared)) else None
    return dict(total=latest[3], point=np.array(pt), extra=np.array(extra), wd=run.open.weekday(), hold=hold,
                settled=settled(run, d), week2=week2(daily, days, d), weeks=weeks(daily, d))


class Table:
    """Every teaching run's shape at D h, as arrays."""

    def __init__(self, runs, h, market):
        self.h = h
        rows = [(r, shape(r, h, market)) for r in runs]
        rows = [(r, s) for r, s in rows if s]
        self.runs = [r for r, _ in rows]
        self.P = np.array([s['point'] for _, s in rows])
        self.X = np.array([s['extra'] for _, s in rows])
        self.wd = np.array([s['wd'] for _, s in rows])
        self.total = np.array([s['total'] for _, s in rows], dtype=float)
        self.final = np.array([r.final for r in self.runs], dtype=float)
        self.y = np.log(self.final / self.total)
        self.teach = np.array([r.teaches.toordinal() for r in self.runs])
        self.key = [(r.code, r.first) for r in self.runs]
        self.hold = [s['hold'] for _, s in rows]
        self.settled = np.array([s['settled'] for _, s in rows])
        self.weeks = [s['weeks'] for _, s in rows]
        self.W = np.hstack([self.X, np.array([s['week2'] for _, s in rows])])
        self.order = sorted(range(len(self.runs)), key=lambda i: self.key[i])
        self.rank = np.empty(len(self.runs), dtype=int)
        self.rank[self.order] = np.arange(len(self.runs))
        # ranked on D h (the app would have forecast it then); in the population (ranked every day D1..Dh)
        self.on_day = np.array([any(r.dnum(x[0]) == h for x in r.days) for r in self.runs])
        self.population = np.array([r.ranked_every_day(h) for r in self.runs])


def wmedian(values, weights):
    o = np.argsort(values, kind='stable')
    v, w = values[o], weights[o]
    c = np.cumsum(w)
    return float(v[np.searchsorted(c, c[-1] / 2)])


def neighbours(T, i, refs, k):
    d = ((T.P[refs] - T.P[i]) ** 2).sum(axis=1) + (T.wd[refs] != T.wd[i])
    o = np.lexsort((T.rank[refs], d))[:k]
    return refs[o], d[o]


def ridge(T, i, refs, w, lam, cols=None, week2=False):
    XX = T.W if week2 and T.h >= 10 else T.X
    X = XX[refs] if cols is None else XX[refs][:, cols]
    x0 = XX[i] if cols is None else XX[i][cols]
    y = T.y[refs]
    sw = w / w.sum()
    mu = sw @ X
    sd = np.sqrt(sw @ (X - mu) ** 2) + 1e-9
    Z = (X - mu) / sd
    ym = sw @ y
    A = Z.T @ (Z * sw[:, None]) + lam * np.eye(Z.shape[1])
    beta = np.linalg.solve(A, Z.T @ (sw * (y - ym)))
    return float(ym + ((x0 - mu) / sd) @ beta)


def method_forecast(T, i, refs, m):
    """The log multiple forecast for run i from `refs` (indices), and the neighbours' log multiples."""
    asof = T.runs[i].day_of(T.h).toordinal()
    age = (asof - T.teach[refs]) / 365.25
    rec = 0.5 ** (age / m['half']) if m.get('half') else np.ones(len(refs))
    nb, dist = neighbours(T, i, refs, m.get('k', 20))
    mult = T.y[nb]
    if m.get('half') and m.get('wmedian'):
        wn = 0.5 ** ((asof - T.teach[nb]) / 365.25 / m['half'])
        if m.get('dw'):
            wn = wn / (dist + m['dw'])
        f = wmedian(mult, wn)
    else:
        f = float(np.median(mult))
    if m.get('ridge') is not None:
        g = ridge(T, i, refs, rec, m['ridge'], m.get('cols'), m.get('week2'))
        a = m.get('alpha', 0.5)
        if m.get('alpha_from') and T.h >= m['alpha_from'][0]:
            a = m['alpha_from'][1]
        f = (1 - a) * f + a * g
    if m.get('gbm') is not None and T.h >= m.get('gbm_from', 0):
        t = tree_forecasts(T, m, T.W if m.get('feats') == 'w2' and T.h >= 10 else T.X)[i]
        if not np.isnan(t):
            f = (1 - m['gbm']) * f + m['gbm'] * t
    return f, mult, nb


CENTRES = {}


def centres(tables, m, history=True):
    """Each teaching run's log multiple forecast at each D h (NaN: not ranked on D h, or too few runs), once per
    centre method: the ranges below only read them."""
    key = (tuple(sorted((k, v) for k, v in m.items() if k not in RANGE_KEYS)), history)
    if key in CENTRES:
        return CENTRES[key]
    out = {}
    for h, T in tables.items():
        n = len(T.runs)
        fc = np.full(n, np.nan)
        nb_mult = [None] * n
        torder = np.lexsort((T.rank, T.teach))
        teach_sorted = T.teach[torder]
        for i in range(n):
            if not T.on_day[i]:
                continue
            asof = T.runs[i].day_of(h).toordinal()
            cut = np.searchsorted(teach_sorted, asof, side='right')
            refs = torder[:cut]
            refs = refs[refs != i]
            if not history:
                refs = refs[T.teach[refs] <= m['history_cut']]
            if len(refs) < 20:
                continue
            f, mult, _ = method_forecast(T, i, refs, m)
            fc[i] = f
            nb_mult[i] = mult
        out[h] = (fc, nb_mult, torder, teach_sorted)
    CENTRES[key] = out
    return out


def evaluate(tables, m, verbose=False, history=True):
    out = {}
    for h, (fc, nb_mult, torder, teach_sorted) in centres(tables, m, history).items():
        T = tables[h]
        err = T.y - fc  # log final / forecast, recorded once each run has ended
        res = []
        for i in range(len(T.runs)):
            if not T.population[i] or np.isnan(fc[i]):
                continue
            f = fc[i]
            lo, hi = log_range(T, i, f, fc, err, torder, teach_sorted, nb_mult[i], m)
            if m.get('settled') and T.settled[i]:
                lo = hi = f  # the app's settled forecast: one figure
            c = T.total[i]
            fcast = max(c, round(c * math.exp(f)))
            low, high = max(c, round(c * math.exp(lo))), max(c, round(c * math.exp(hi)))
            if m.get('tail') and T.settled[i]:  # settled: the run's own tail (forecast_research_settled.py)
                fcast, low, high = (round(x) for x in tail(c, *T.weeks[i]))
            if m.get('cap', True) and c <= 17613682:
                high = min(high, 17613682)
            res.append((T.runs[i], fcast, low, high, T.final[i]))
        out[h] = res
    return out


def figures(res):
    if not res:
        return None
    fc = np.array([r[1] for r in res], dtype=float)
    fin = np.array([r[4] for r in res])
    e = fc / fin - 1
    cov = np.array([r[2] <= r[4] <= r[3] for r in res])
    big = fin >= 1e6
    cls = [fin < 1e6, (fin >= 1e6) & (fin < 5e6), fin >= 5e6]
    return dict(n=len(res), med=np.median(abs(e)), w20=np.mean(abs(e) <= .2), big=np.median(abs(e[big])) if big.any() else np.nan,
                nbig=int(big.sum()), cov=cov.mean(), covc=[cov[c].mean() if c.any() else np.nan for c in cls],
                ncls=[int(c.sum()) for c in cls], bias=np.median(e))


def report(name, out):
    lines = []
    for pname, a, b in PERIODS:
        for h in DAYS:
            res = [r for r in out[h] if a <= r[0].open <= b]
            f = figures(res)
            if f:
                lines.append('%-24s %-28s D%-2d n=%3d med %5.1f%% w20 %5.1f%% >=1M %5.1f%% (%d) cov %5.1f%% [%s] bias %+5.1f%%' % (
                    name, pname, h, f['n'], 100 * f['med'], 100 * f['w20'], 100 * f['big'], f['nbig'], 100 * f['cov'],
                    ' '.join('%.0f' % (100 * c) for c in f['covc']), 100 * f['bias']))
    print('\n'.join(lines), flush=True)


K = dict(k=20, half=2, wmedian=True, ridge=0.01, alpha=0.3, range='past')
METHODS = {
    'app (20 nearest, median)': dict(k=20),
    'A: +past-error range': dict(k=20, range='past'),
    'B: recency wmedian k20 H2': dict(k=20, half=2, wmedian=True, range='past'),
    'C: recency wmedian k40 H2': dict(k=40, half=2, wmedian=True, range='past'),
    'D: ridge only H2': dict(k=20, half=2, ridge=1.0, alpha=1.0, range='past'),
    'E: B + ridge blend .5': dict(k=20, half=2, wmedian=True, ridge=1.0, alpha=0.5, range='past'),
    'F: C + ridge blend .5': dict(k=40, half=2, wmedian=True, ridge=1.0, alpha=0.5, range='past'),
    'G: app median + ridge .5': dict(k=20, half=2, ridge=1.0, alpha=0.5, range='past'),
    'H: ridge only l.01': dict(k=20, half=2, ridge=0.01, alpha=1.0, range='past'),
    'I: B + ridge l.01 .5': dict(k=20, half=2, wmedian=True, ridge=0.01, alpha=0.5, range='past'),
    'J: B + ridge l.1 .3': dict(k=20, half=2, wmedian=True, ridge=0.1, alpha=0.3, range='past'),
    'K: B + ridge l.01 .3': K,
    'L: K with half-life 1 year': dict(K, half=1),
    'M: K with half-life 4 years': dict(K, half=4),
    'N: K with 30 nearest': dict(K, k=30),
    'O: K, past errors of 100 runs': dict(K, pool=100),
    # The range within each size class (the centre is K's): which past errors, and how scaled.
    'K, 75 nearest in forecast size': dict(K, near=75),
    'K, 100 nearest in forecast size': dict(K, near=100),
    'K, 150 nearest in forecast size': dict(K, near=150),
    'K, 100 nearest in size of last 600': dict(K, near=100, within=600),
    'K, last 150 of its size class': dict(K, classes=True),
    'K, last 100 of its size class': dict(K, classes=True, pool=100),
    **{'K, errors x (fc / median fc)^%g' % g: dict(K, grow=g) for g in (.05, .075, .1, .125, .15, .2, .4)},
    **{'K, errors x (fc / own fc)^%g' % g: dict(K, grow=g, growref='own') for g in (.05, .075, .1, .125, .15, .2)},
    'K, errors x (fc / median fc)^0.2 if wider': dict(K, grow=.2, growup=True),
    'K, errors x (fc / 30만)^0.2': dict(K, grow=.2, growref=3e5),
    'K, errors x (fc / 30만)^0.2 if wider': dict(K, grow=.2, growref=3e5, growup=True),
    'K, errors x (fc / 100만)^0.2 if wider': dict(K, grow=.2, growref=1e6, growup=True),
    'K, neighbours range': dict(K, range=None),
    'K, neighbours range about it': dict(K, range='shifted'),
}


CHOSEN = 'K, errors x (fc / median fc)^0.1'
METHODS.update(round6(METHODS[CHOSEN]))
METHODS['chosen, settled from its own tail'] = dict(METHODS[CHOSEN], settled=True, tail=True)


def doubled(name, out):
    films = sorted((r[0].open, r[0].title, r[1], r[4]) for r in out.get(7, []) if r[4] >= 2 * r[1])
    print('%s: %d films ended >= 2x their D7 forecast' % (name, len(films)))
    for o, t, f, fin in films:
        if fin >= 1e6:
            print('   %s %s forecast %d final %d (%.1fx)' % (o, t, f, fin, fin / f))


def main():
    teaching, _, market = load()
    tables = {h: Table(teaching, h, market) for h in DAYS}
    if sys.argv[1:] == ['--extras']:
        doubled('app', evaluate(tables, METHODS['app (20 nearest, median)']))
        doubled('chosen', evaluate(tables, METHODS[CHOSEN]))
        cut = dict(METHODS[CHOSEN], history_cut=dt.date(2022, 4, 30).toordinal())
        report('chosen, no history 2022-05..', evaluate(tables, cut, history=False))
        return
    names = sys.argv[1:] or list(METHODS)
    for name in names:
        report(name, evaluate(tables, METHODS[name]))


if __name__ == '__main__':
    main()
