"""The research harness's figures of a run's second week and its settled state, and the methods of round 6
(meson-helpers/forecast-research.py; docs/FORECAST.md "Boosted trees, the second week, and D14's ranges")."""
import math

import numpy as np


def settled(run, d):
    """The app's `Forecaster.settled`: from D14, some day's last seven days brought at most 1 % of its total."""
    if d < 14:
        return False
    daily, totals = [0] * (d + 1), [0] * (d + 1)
    for x in run.days:
        n = run.dnum(x[0])
        if n > d:
            break
        if n >= 1:
            daily[n] = x[2]
        totals[max(n, 0)] = x[3]
    week = 0
    for n in range(1, d + 1):
        totals[n] = max(totals[n], totals[n - 1])
        week += daily[n] - (daily[n - 7] if n > 7 else 0)
        if n >= 14 and totals[n] > 0 and week * 100 <= totals[n]:
            return True
    return False


def week2(daily, days, d):
    """The second week's own figures (0 before D10): its daily mean against the first week's, the weekdays
    after its weekend against that weekend, its Saturday and Sunday against the first week's, and the last three
    days against the same days a week before (all logs)."""
    if d < 10:
        return np.zeros(4)
    lg = lambda a, b: math.log((a + 1) / (b + 1))
    level = lg(sum(daily[7:d]) / (d - 7), sum(daily[:7]) / 7)
    suns = [i for i in range(7, d) if days[i].weekday() == 6]
    wkday = 0.0
    if suns:
        s = suns[-1]
        after = [daily[i] for i in range(s + 1, d) if days[i].weekday() < 4]
        if after:
            wkday = lg(sum(after) / len(after), (daily[s] + daily[s - 1]) / 2)
    sats = [i for i in range(7, d) if days[i].weekday() == 5 and i + 1 < d]
    wkend = lg(daily[sats[-1]] + daily[sats[-1] + 1], daily[sats[-1] - 7] + daily[sats[-1] - 6]) if sats else 0.0
    last3 = lg(sum(daily[d - 3:d]), sum(daily[d - 10:d - 7]))
    return np.array([level, wkday, wkend, last3])


def round6(chosen):
    """The candidates of round 6, each with the app's settled forecasts (the chosen method so too, as the
    baseline)."""
    S = dict(chosen, settled=True)
    GB = dict(S, depth=2, trees=100, shrink=.1, leaf=20, monthly=True)
    return {
        'chosen, settled as the app': S,
        'T1: K + trees d2 .3 monthly': dict(GB, gbm=.3),
        'T2: K + trees d2 .5 monthly': dict(GB, gbm=.5),
        'T3: K + trees d3 .3 monthly': dict(GB, depth=3, gbm=.3),
        'T4: K + trees d3 .5 monthly': dict(GB, depth=3, gbm=.5),
        'T5: K + trees d2 .5 yearly': dict(GB, monthly=False, gbm=.5),
        'T6: .7 nearest + .3 trees d2': dict(GB, ridge=None, gbm=.3),
        'T7: trees d2 alone': dict(GB, gbm=1.0),
        'W1: ridge + week 2 from D10': dict(S, week2=True),
        'W2: ridge + week 2, share .5 from D10': dict(S, week2=True, alpha_from=(10, .5)),
        'W3: K + trees d2 on week 2 .5 from D10': dict(GB, feats='w2', gbm=.5, gbm_from=10),
        # added after the rows above were read on 2017-2019 (the trees helped from D10 and hurt at D7): from D10 only
        'T3 from D10: K + trees d3 .3': dict(GB, depth=3, gbm=.3, gbm_from=10),
        'T4 from D10: K + trees d3 .5': dict(GB, depth=3, gbm=.5, gbm_from=10),
        'T2 from D10: K + trees d2 .5': dict(GB, gbm=.5, gbm_from=10),
        'T3 from D10 with R4': dict(GB, depth=3, gbm=.3, gbm_from=10, grow_from=(14, .2)),
        'R1: past errors of unsettled runs': dict(S, unsettled=True),
        **{'R2: floor %g from D10' % w: dict(S, floor=w, floor_from=10) for w in (.03, .05, .08, .12)},
        'R3: growth .2 from D10': dict(S, grow_from=(10, .2)),
        'R4: growth .2 from D14': dict(S, grow_from=(14, .2)),
    }

