#!/usr/bin/env bash
# Records benchmark (issue 38), not a timed test: the release `boxoffice records` over ten years of
# history (benchmark-history.sh's 36,520 seeded rows, 2014–2023, merged with the 1,831 shipped runs),
# timed inside the process (BOXOFFICE_TRACE_RECORDS: merging both sources and every list, and with reading them) and
# from exec to exit, in each format.
# Goal: the records over ten years of history in under 20 ms.
#   meson-helpers/benchmark-records.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
bin=$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))
app=$bin/boxoffice
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
while read -r name; do unset "$name"; done < <(compgen -e | grep '^BOXOFFICE_' || true)
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/xdg-cache" LANG=C.UTF-8 LC_ALL=C.UTF-8
export BOXOFFICE_CACHE_DIR="$work/history"
mkdir -p "$HOME"
# The app creates and migrates its database; benchmark-history.sh's own seeding fills it.
"$app" run 00000000 >/dev/null 2>&1 || true
awk '/python3 - .*<<.PY.$/ { inside = 1; next } inside && /^PY$/ { exit } inside' meson-helpers/benchmark-history.sh >"$work/seed.py"
[ -s "$work/seed.py" ] || { echo "could not find the seeding code in meson-helpers/benchmark-history.sh" >&2; exit 1; }
seeded=$(python3 "$work/seed.py" "$BOXOFFICE_CACHE_DIR/cache.sqlite")
"$app" records | sed -n 1p   # the period the records name: the history's and the shipped runs' days
SEEDED="$seeded" python3 - "$runs" "$app" <<'PY'
import os, re, statistics, subprocess, sys, time
runs, app = int(sys.argv[1]), sys.argv[2]
env = dict(os.environ, BOXOFFICE_TRACE_RECORDS="1")
def one(args):
    start = time.perf_counter()
    done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True, env=env, text=True)
    laps = [float(x) for x in re.findall(r" in ([0-9.]+) ms", done.stderr)]
    computed = float(re.search(r"records computed in ([0-9.]+) ms", done.stderr).group(1))
    return computed, (time.perf_counter() - start) * 1000, sum(laps)
for name, args in [("table", [app, "records"]), ("json", [app, "records", "--format", "json"]),
                   ("csv", [app, "records", "--format", "csv"])]:
    results = [one(args) for _ in range(runs)]
    inside = sorted(r[0] for r in results)
    wall = sorted(r[1] for r in results)
    loaded = sorted(r[2] for r in results)
    p90 = lambda xs: xs[int(len(xs) * 0.9) - 1]
    print(f"records, {name}: merging and every list median {statistics.median(inside):.1f} ms (p90 {p90(inside):.1f}); "
          f"with reading both sources {statistics.median(loaded):.1f} ms; "
          f"exec to exit median {statistics.median(wall):.1f} ms (p90 {p90(wall):.1f}) ({runs} runs)")
print(f"history: {os.environ['SEEDED']}")
PY
