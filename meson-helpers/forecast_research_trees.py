"""Small gradient-boosted trees for the research harness (meson-helpers/forecast-research.py, issue 44): least
squares on the log multiple, each run weighted toward recent ones, refit at monthly or yearly steps on the runs
ended by then. Plain numpy, deterministic (no subsampling); histogram splits on quantile bins of the training runs."""
import datetime as dt

import numpy as np

BINS = 32


class Trees:
    def __init__(self, X, y, w, depth=2, trees=100, shrink=0.1, min_leaf=20):
        self.edges = []
        B = np.empty(X.shape, dtype=np.int64)
        for j in range(X.shape[1]):
            e = np.unique(np.quantile(X[:, j], np.linspace(0, 1, BINS + 1)[1:-1]))
            self.edges.append(e)
            B[:, j] = np.searchsorted(e, X[:, j], side='right')
        w = w / w.sum()
        self.base = float(w @ y)
        self.shrink, self.depth = shrink, depth
        self.trees = []
        pred = np.full(len(y), self.base)
        n = len(y)
        for _ in range(trees):
            r = y - pred
            node = np.zeros(n, dtype=np.int64)
            splits = []  # per level: {node: (feature, bin threshold)}
            for level in range(depth):
                nodes = 2 ** level
                best = {}
                for j in range(X.shape[1]):
                    idx = node * (BINS + 1) + B[:, j]
                    sw = np.bincount(idx, weights=w, minlength=nodes * (BINS + 1)).reshape(nodes, -1)
                    sr = np.bincount(idx, weights=w * r, minlength=nodes * (BINS + 1)).reshape(nodes, -1)
                    sc = np.bincount(idx, minlength=nodes * (BINS + 1)).reshape(nodes, -1)
                    cw, cr, cc = np.cumsum(sw, 1), np.cumsum(sr, 1), np.cumsum(sc, 1)
                    tw, tr, tc = cw[:, -1:], cr[:, -1:], cc[:, -1:]
                    lw, lr, lc = cw[:, :-1], cr[:, :-1], cc[:, :-1]
                    rw, rr, rc = tw - lw, tr - lr, tc - lc
                    ok = (lc >= min_leaf) & (rc >= min_leaf) & (lw > 0) & (rw > 0)
                    with np.errstate(divide='ignore', invalid='ignore'):
                        gain = np.where(ok, lr ** 2 / lw + rr ** 2 / rw - tr ** 2 / np.maximum(tw, 1e-300), -np.inf)
                    for k in range(nodes):
                        b = int(np.argmax(gain[k]))
                        if gain[k, b] > best.get(k, (-np.inf,))[0] + 1e-15:
                            best[k] = (gain[k, b], j, b)
                level_splits = {k: (j, b) for k, (g, j, b) in best.items() if np.isfinite(g) and g > 0}
                splits.append(level_splits)
                go = np.zeros(n, dtype=np.int64)
                for k, (j, b) in level_splits.items():
                    at = node == k
                    go[at] = B[at, j] > b
                node = node * 2 + go
            leaves = 2 ** depth
            lw = np.bincount(node, weights=w, minlength=leaves)
            lr = np.bincount(node, weights=w * r, minlength=leaves)
            value = np.where(lw > 0, lr / np.maximum(lw, 1e-300), 0.0)
            self.trees.append((splits, value))
            pred += shrink * value[node]

    def predict(self, X):
        X = np.atleast_2d(X)
        B = np.empty(X.shape, dtype=np.int64)
        for j, e in enumerate(self.edges):
            B[:, j] = np.searchsorted(e, X[:, j], side='right')
        out = np.full(len(X), self.base)
        for splits, value in self.trees:
            node = np.zeros(len(X), dtype=np.int64)
            for level_splits in splits:
                go = np.zeros(len(X), dtype=np.int64)
                for k, (j, b) in level_splits.items():
                    at = node == k
                    go[at] = B[at, j] > b
                node = node * 2 + go
            out += self.shrink * value[node]
        return out


def steps(first, last, monthly):
    """The refit days: the first of each month (or each January) from `first` through `last`."""
    out, d = [], dt.date(first.year, 1 if not monthly else first.month, 1)
    while d <= last:
        out.append(d)
        d = dt.date(d.year + (d.month == 12 if monthly else 1), d.month % 12 + 1 if monthly else 1, 1)
    return out


FITS = {}


def tree_forecasts(T, m, X=None):
    """Each run's log multiple from the trees refit at the last step on or before its as-of day, trained on the
    runs that had ended by that step (weighted by recency as of it); NaN where fewer than `fewest` had."""
    X = T.X if X is None else X
    key = (T.h, m.get('depth', 2), m.get('trees', 100), m.get('shrink', .1), m.get('leaf', 20), m.get('half'),
           m.get('monthly', True), m.get('feats', 'x'), m.get('fewest', 60))
    if key in FITS:
        return FITS[key]
    asof = np.array([r.day_of(T.h).toordinal() for r in T.runs])
    days = steps(dt.date.fromordinal(int(asof.min())), dt.date.fromordinal(int(asof.max())), m.get('monthly', True))
    out = np.full(len(T.runs), np.nan)
    ords = np.array([d.toordinal() for d in days])
    which = np.searchsorted(ords, asof, side='right') - 1
    for s, day in enumerate(ords):
        need = which == s
        if not need.any():
            continue
        refs = np.nonzero(T.teach <= day)[0]
        if len(refs) < m.get('fewest', 60):
            continue
        w = 0.5 ** ((day - T.teach[refs]) / 365.25 / m['half']) if m.get('half') else np.ones(len(refs))
        model = Trees(X[refs], T.y[refs], w, m.get('depth', 2), m.get('trees', 100), m.get('shrink', .1),
                      m.get('leaf', 20))
        out[need] = model.predict(X[need])
    FITS[key] = out
    return out
