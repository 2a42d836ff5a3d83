#!/usr/bin/env bash
# The market benchmark (issue 26): ten years of synthetic history (2014–2023: the whole market's 36,520
# rows seeded by benchmark-history.sh's own code, plus a Korean chart of ten rows every day), in a cache
# the release app made itself. Measured:
#   compute  a year's market (2023, with 2022 for the same days last year and the Korean chart): the reads
#            and the computation inside `boxoffice market`, without process start-up (BOXOFFICE_TRACE_MARKET);
#            goal < 5 ms;
#   cli      `boxoffice market --year 2023 --format csv`, exec to exit, against
#            meson-helpers/bench/market-reader.c (libsqlite3 only: the same reads, the same estimates, the same
#            CSV, checked byte for byte first); goal within 2× the C program.
#   meson-helpers/benchmark-market.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
bin=$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))
app=$bin/boxoffice
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
cc -O2 -o "$work/market-reader" meson-helpers/bench/market-reader.c $(pkg-config --cflags --libs sqlite3) -lm

while read -r name; do unset "$name"; done < <(compgen -e | grep '^BOXOFFICE_' || true)
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/xdg-cache" LANG=C.UTF-8 LC_ALL=C.UTF-8
export BOXOFFICE_NOW=2024-01-01T09:00:00+09:00
mkdir -p "$HOME"
history="$work/history"

# The app creates and migrates its database; benchmark-history.sh's seeding code fills the whole market.
BOXOFFICE_CACHE_DIR="$history" "$app" run 00000000 >/dev/null 2>&1 || true
awk '/python3 - .*<<.PY.$/ { inside = 1; next } inside && /^PY$/ { exit } inside' meson-helpers/benchmark-history.sh >"$work/seed.py"
[ -s "$work/seed.py" ] || { echo "could not find the seeding code in meson-helpers/benchmark-history.sh" >&2; exit 1; }
seeded=$(python3 "$work/seed.py" "$history/cache.sqlite")
# The Korean chart: every day, the whole market's rows with shares of their own (within Korean films).
korean=$(python3 - "$history/cache.sqlite" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("""INSERT INTO history SELECT day, '|repNationCd=K', movieCode, rank, audience / 2, sales / 2, screens, shows,
              audienceTotal, salesTotal, printf('%.1f', 45.0 / rank), title, openDate FROM history WHERE segment = ''""")
db.commit()
n = db.execute("SELECT COUNT(*) FROM history WHERE segment = '|repNationCd=K'").fetchone()[0]
db.execute("VACUUM")
print(f"Korean chart rows: {n}")
PY
)

BOXOFFICE_CACHE_DIR="$history" "$app" market --year 2023 --format csv >"$work/app.out"
"$work/market-reader" "$history/cache.sqlite" 2023 >"$work/c.out"
cmp -s "$work/app.out" "$work/c.out" || { echo "market-reader prints other text than boxoffice market:" >&2; diff "$work/app.out" "$work/c.out" >&2; exit 1; }
[ "$(grep -c '^2023-' "$work/app.out")" -eq 12 ] || { echo "boxoffice market did not print twelve months" >&2; exit 1; }

python3 - "$runs" "$app" "$work" "$history" "$seeded" "$korean" <<'PY'
import os, re, statistics, subprocess, sys, time
runs, app, work, history, seeded, korean = int(sys.argv[1]), *sys.argv[2:]
env = dict(os.environ, BOXOFFICE_CACHE_DIR=history)
devnull = os.open(os.devnull, os.O_WRONLY)
def spawn(argv):
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status, _ = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0: sys.exit(f"{argv} failed")
    return (time.perf_counter_ns() - start) / 1e6
cli = [app, "market", "--year", "2023", "--format", "csv"]
c = [f"{work}/market-reader", f"{history}/cache.sqlite", "2023"]
for _ in range(3): spawn(cli); spawn(c)
wall = {"cli": [], "c": []}
compute = {"rows": [], "from rows": [], "year": [], "weekends": []}
for _ in range(runs):
    wall["cli"].append(spawn(cli)); wall["c"].append(spawn(c))
    for kind, extra in (("year", []), ("weekends", ["--weekends"])):
        err = subprocess.run([app, "market", "--year", "2023", "--format", "csv"] + extra, env=dict(env, BOXOFFICE_TRACE_MARKET="1"),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr
        found = dict((what, float(ms)) for what, ms in re.findall(r"computed the (rows|market of \d+ from them|market of \d+|weekends of \d+) in ([0-9.]+) ms", err))
        if kind == "weekends":
            compute["weekends"].append(found["weekends of 2023"])
        else:
            compute["rows"].append(found["rows"]); compute["from rows"].append(found["market of 2023 from them"]); compute["year"].append(found["market of 2023"])
m = statistics.median
cpu = os.popen("grep -m1 'model name' /proc/cpuinfo").read().split(":", 1)[-1].strip()
print(f"runs: {runs} each, alternated; machine: {os.cpu_count()} CPUs, {cpu}")
print(f"history: {seeded}; {korean}; database {os.path.getsize(history + '/cache.sqlite') / 1048576:.1f} MB")
print(f"a year's market (2023 against 2022, Korean share): median {m(compute['year']):.2f} ms, slowest {max(compute['year']):.2f} ms (goal < 5)")
print(f"  of which reading its rows (opening the database included) {m(compute['rows']):.2f} ms, the computation {m(compute['from rows']):.2f} ms")
print(f"the year's weekend index (rows and computation):  median {m(compute['weekends']):.2f} ms, slowest {max(compute['weekends']):.2f} ms")
print(f"boxoffice market --year 2023 --format csv  {m(wall['cli']):6.1f} ms   C {m(wall['c']):5.1f} ms   ratio {m(wall['cli']) / m(wall['c']):5.2f}   (goal ≤ 2)")
PY
