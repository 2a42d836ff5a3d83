#!/usr/bin/env bash
# Forecast benchmark (issue 35), not a timed test: the release `boxoffice forecast` over ten years of
# history (benchmark-history.sh's 36,520 seeded rows, whose 1,043 ended runs join the 1,831 shipped ones),
# timed from exec to exit, and `boxoffice forecast --backtest` over every film of 2018–2022.
# Goals: a forecast in under 10 ms; the backtest in under 5 s.
#   meson-helpers/benchmark-forecast.sh [runs]
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
"$app" forecast 20182530 --at-day 7 >/dev/null   # 극한직업, shipped; the answer is checked to work once
SEEDED="$seeded" python3 - "$runs" "$app" <<'PY'
import os, statistics, subprocess, sys, time
runs, app = int(sys.argv[1]), sys.argv[2]
# Exec to exit, and the process's own CPU time (user + system), which other work on the machine moves less.
def timed(args):
    start = time.perf_counter()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        sys.exit(f"{args} failed")
    return (time.perf_counter() - start) * 1000, (usage.ru_utime + usage.ru_stime) * 1000
def wall(args):
    return timed(args)[0]
cases = [("shipped film at D7 (극한직업)", [app, "forecast", "20182530", "--at-day", "7"]),
         ("history film at D7", [app, "forecast", "20000500", "--at-day", "7"]),
         ("history film, latest day, json", [app, "forecast", "20001100", "--format", "json"])]
for name, args in cases:
    measured = [timed(args) for _ in range(runs)]
    times = sorted(wall for wall, _ in measured)
    cpu = statistics.median(cpu for _, cpu in measured)
    print(f"{name}: median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9) - 1]:.1f} ms,"
          f" CPU {cpu:.1f} ms ({runs} runs)")
times = sorted(wall([app, "forecast", "--backtest", "--at-day", "7"]) for _ in range(3))
print(f"backtest at D7 over 2018–2022 (shipped and history runs): median {statistics.median(times) / 1000:.2f} s (3 runs)")
print(f"history: {os.environ['SEEDED']}")
PY
