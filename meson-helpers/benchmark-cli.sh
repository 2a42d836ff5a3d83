#!/usr/bin/env bash
# Command-line benchmark (issue 14): the release CLI against C programs doing the same work, timed
# side by side and alternated in one run, from exec to exit, with peak RSS:
#   daily  `boxoffice daily --date 2022-01-05 --offline`, served from the disk cache (the SQLite
#          database the app made itself, filled once from a loopback server with the KOBIS fixture),
#          against meson-helpers/bench/cache-reader.c (libsqlite3 only: reads the same saved body,
#          parses its JSON, prints the same table);
#   run    `boxoffice run CODE` (always offline) over the 36,520-row history of
#          meson-helpers/benchmark-history.sh (seeded by its own code), against
#          meson-helpers/bench/run-reader.c (the same two queries, the same table and milestones).
# Before timing, each C program's output is checked to be byte for byte the CLI's, so both sides do
# the same work. Goal (issue 14): the CLI within 2× the C program's time for both. For scale, an empty
# C program linked against the app's shared libraries is timed in the same rounds.
# Wall and CPU time come from spawning each program straight from Python (wait4), since the fork and
# exec of /usr/bin/time would add about a millisecond to programs that take a few; peak RSS comes from
# /usr/bin/time -f %M in runs of their own, alternated with the timed ones (a child spawned from
# Python would report Python's own RSS, inherited until its exec, when that is the larger).
#   meson-helpers/benchmark-cli.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
meson-helpers/install-deps.sh
command -v /usr/bin/time >/dev/null || { sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"; $sudo_cmd apt-get install -y -qq time >/dev/null; }
bin=$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))
app=$bin/boxoffice
work=$(mktemp -d)
server=""
trap '[ -z "$server" ] || kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
for program in cache-reader run-reader; do
  # shellcheck disable=SC2046
  cc -O2 -o "$work/$program" "meson-helpers/bench/$program.c" $(pkg-config --cflags --libs sqlite3)
done
# For scale: a C program that does nothing but is linked against boxoffice-app's shared libraries
# (GTK, libadwaita, libsoup … : what every command loaded before `boxoffice` answered from the cache
# itself, as a static executable).
mapfile -t needed < <(readelf -d "$bin/boxoffice-app" | sed -n -E 's/.*Shared library: \[(.*)\]/-l:\1/p')
printf 'int main(void) { return 0; }\n' >"$work/floor.c"
cc -O2 -o "$work/floor" "$work/floor.c" -Wl,--no-as-needed "${needed[@]}"
libraries="${#needed[@]} linked, $(ldd "$work/floor" | grep -c '=>') loaded"

# Nothing from the caller's environment: no key file, no other cache, English (the C programs print English).
while read -r name; do unset "$name"; done < <(compgen -e | grep '^BOXOFFICE_' || true)
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/xdg-cache" LANG=C.UTF-8 LC_ALL=C.UTF-8
mkdir -p "$HOME"
day=2022-01-05
daily="$work/daily" history="$work/history"

# 1. The daily cache: the app fetches the day once from a loopback server (plain http is allowed for
#    127.0.0.1) and saves the body as it does from KOBIS; the measured runs are then --offline.
cat >"$work/server.py" <<'PY'
import http.server, sys
body = open(sys.argv[1], "rb").read()
class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        ok = "/boxoffice/searchDailyBoxOfficeList.json" in self.path and "targetDt=" + sys.argv[2] in self.path
        self.send_response(200 if ok else 404)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body) if ok else 0))
        self.end_headers()
        if ok: self.wfile.write(body)
    def log_message(self, *args): pass
server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
with open(sys.argv[3], "w") as f: f.write(str(server.server_address[1]))
server.serve_forever()
PY
python3 "$work/server.py" Tests/Fixtures/daily_20220105.json "${day//-/}" "$work/port.tmp" & server=$!
for _ in $(seq 50); do [ -s "$work/port.tmp" ] && break; sleep 0.1; done
port=$(cat "$work/port.tmp")
BOXOFFICE_CACHE_DIR="$daily" BOXOFFICE_KOBIS_KEY=benchmark BOXOFFICE_KOBIS_URL="http://127.0.0.1:$port" \
  "$app" daily --date "$day" >/dev/null
kill "$server"; wait "$server" 2>/dev/null || true; server=""

# 2. The history: the app creates and migrates its database, then benchmark-history.sh's own seeding
#    code (its first Python block, taken from that script) fills it with 10 years × 10 rows a day.
BOXOFFICE_CACHE_DIR="$history" "$app" run 00000000 >/dev/null 2>&1 || true
awk '/python3 - .*<<.PY.$/ { inside = 1; next } inside && /^PY$/ { exit } inside' meson-helpers/benchmark-history.sh >"$work/seed.py"
[ -s "$work/seed.py" ] || { echo "could not find the seeding code in meson-helpers/benchmark-history.sh" >&2; exit 1; }
seeded=$(python3 "$work/seed.py" "$history/cache.sqlite")
codes=()   # the films timed, as benchmark-history.sh picks them
for r in $(seq 1 "$runs"); do codes+=("$(printf '2%07d' $(( 100 + (r * 97) % 1000 )))"); done

# 3. Same work on both sides: the C programs print exactly what the CLI prints.
# (The daily command needs a key to read the cache: without one it would answer from the bundled sample.)
BOXOFFICE_CACHE_DIR="$daily" BOXOFFICE_KOBIS_KEY=benchmark "$app" daily --date "$day" --offline >"$work/app.out"
"$work/cache-reader" "$daily/cache.sqlite" "$day" >"$work/c.out"
cmp -s "$work/app.out" "$work/c.out" || { echo "cache-reader prints other text than boxoffice daily:" >&2; diff "$work/app.out" "$work/c.out" >&2; exit 1; }
[ "$(grep -c '^ *[0-9]' "$work/app.out")" -eq 10 ] || { echo "boxoffice daily did not print ten rows from the cache" >&2; exit 1; }
for code in $(printf '%s\n' "${codes[@]}" | sort -u); do
  BOXOFFICE_CACHE_DIR="$history" "$app" run "$code" >"$work/app.out"
  "$work/run-reader" "$history/cache.sqlite" "$code" >"$work/c.out"
  cmp -s "$work/app.out" "$work/c.out" || { echo "run-reader prints other text than boxoffice run $code:" >&2; diff "$work/app.out" "$work/c.out" >&2; exit 1; }
done

# 4. Timed, alternated: app daily, C daily, app run, C run; the same film for both sides of a round.
SEEDED="$seeded" LIBRARIES="$libraries" FULL="$bin/boxoffice-app" python3 - "$runs" "$app" "$work" "$daily" "$history" "$day" "${codes[@]}" <<'PY'
import os, statistics, sys, time
runs, app, work, daily, history, day = int(sys.argv[1]), *sys.argv[2:7]
codes = sys.argv[7:]
base = dict(os.environ)
devnull = os.open(os.devnull, os.O_WRONLY)

def spawn(argv, env):
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{argv} failed with status {os.waitstatus_to_exitcode(status)}")
    return usage

def measure(argv, env):  # -> (wall ms, peak RSS kB, CPU ms)
    start = time.perf_counter_ns()
    usage = spawn(argv, env)
    wall = (time.perf_counter_ns() - start) / 1e6
    spawn(["/usr/bin/time", "-f", "%M", "-o", f"{work}/rss"] + argv, env)
    with open(f"{work}/rss") as f: rss = int(f.read().split()[-1])
    return wall, rss, (usage.ru_utime + usage.ru_stime) * 1000

def sides(code):
    return [
        ("daily app", [app, "daily", "--date", day, "--offline"], dict(base, BOXOFFICE_CACHE_DIR=daily, BOXOFFICE_KOBIS_KEY="benchmark")),
        ("daily c", [f"{work}/cache-reader", f"{daily}/cache.sqlite", day], base),
        ("run app", [app, "run", code], dict(base, BOXOFFICE_CACHE_DIR=history)),
        ("run c", [f"{work}/run-reader", f"{history}/cache.sqlite", code], base),
        ("floor", [f"{work}/floor"], base),
        ("daily full", [os.environ["FULL"], "daily", "--date", day, "--offline"], dict(base, BOXOFFICE_CACHE_DIR=daily, BOXOFFICE_KOBIS_KEY="benchmark")),
    ]

for name, argv, env in sides(codes[0]) * 3:   # warm the page cache (the app is a large static binary)
    measure(argv, env)
results = {}
for i in range(runs):
    for name, argv, env in sides(codes[i % len(codes)]):
        results.setdefault(name, []).append(measure(argv, env))

def med(name, k): return statistics.median(r[k] for r in results[name])
cpu = os.popen("grep -m1 'model name' /proc/cpuinfo").read().split(":", 1)[-1].strip()
print(f"runs: {runs} each, alternated, LANG=C.UTF-8, stdout to /dev/null; machine: {os.cpu_count()} CPUs, {cpu}")
for kind, label in (("daily", f"daily {day} from the cache"), ("run", "run over the history")):
    a, c = f"{kind} app", f"{kind} c"
    print(f"{label:<32} boxoffice {med(a, 0):6.1f} ms   C {med(c, 0):5.1f} ms   ratio {med(a, 0) / med(c, 0):5.2f}   (goal ≤ 2)")
    print(f"{'  CPU (user + system)':<32} boxoffice {med(a, 2):6.1f} ms   C {med(c, 2):5.1f} ms   ratio {med(a, 2) / max(med(c, 2), 0.001):5.2f}")
    print(f"{'  peak RSS':<32} boxoffice {med(a, 1) / 1024:6.1f} MB   C {med(c, 1) / 1024:5.1f} MB   ratio {med(a, 1) / med(c, 1):5.2f}")
print(f"for scale: an empty C program linked like boxoffice-app ({os.environ['LIBRARIES']} libraries) takes "
      f"{med('floor', 0):.1f} ms and {med('floor', 1) / 1024:.1f} MB; the same daily answered by boxoffice-app "
      f"(the window's binary) {med('daily full', 0):.1f} ms")
print(f"history: {os.environ['SEEDED']}, database {os.path.getsize(history + '/cache.sqlite') / 1048576:.1f} MB; "
      f"the daily cache's database {os.path.getsize(daily + '/cache.sqlite') / 1024:.0f} kB")
PY
