#!/usr/bin/env bash
# History benchmark (issue 12), not a timed test: builds a history of 10 years × 10 rows a day
# (36,520 rows, ~10 films running at once, each for 35 days) in a fresh cache, then loads single
# films' runs with `boxoffice run` and prints the load time (measured inside the process, without
# start-up: BOXOFFICE_TRACE_HISTORY=1), the median over the runs, and the database's size.
# Targets: a run loads in under 5 ms; the database stays under 20 MB.
# Usage: meson-helpers/benchmark-history.sh [runs] [--release]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
config=debug
[[ "${2:-}" == "--release" ]] && config=release
swift build -c "$config" --product boxoffice >/dev/null
bin=".build/$config/boxoffice"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export BOXOFFICE_CACHE_DIR="$dir" HOME="$dir" LANG=C.UTF-8 BOXOFFICE_TRACE_HISTORY=1
unset BOXOFFICE_KOBIS_KEY
# Let the app create and migrate its own database, then fill it directly.
"$bin" run 00000000 >/dev/null 2>&1 || true
python3 - "$dir/cache.sqlite" <<'PY'
import sqlite3, sys, datetime
db = sqlite3.connect(sys.argv[1])
start = datetime.date(2014, 1, 1)
days = 3652
rows = []
for i in range(days):
    d = start + datetime.timedelta(days=i)
    # A film opens every 3.5 days; the ten newest are ranked (so each runs about 35 days; some opened
    # before the first day).
    newest = max(k for k in range(i * 2 // 7 - 1, i * 2 // 7 + 2) if k * 7 // 2 <= i)
    running = range(newest - 9, newest + 1)
    for rank, k in enumerate(sorted(running, key=lambda k: i - k * 7 // 2), start=1):
        age = i - k * 7 // 2
        opening = start + datetime.timedelta(days=k * 7 // 2)
        audience = max(100, 300000 // (age + 1) // rank)
        total = sum(max(100, 300000 // (a + 1) // rank) for a in range(age + 1))
        rows.append((int(d.strftime("%Y%m%d")), "", f"2{k + 100:07d}", rank, audience, audience * 10000, 1000 // rank,
                     4000 // rank, total, total * 10000, f"{30 / rank:.1f}", f"영화 {k}번째 이야기",
                     int(opening.strftime("%Y%m%d"))))
db.executemany("INSERT INTO history VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
db.commit()
db.execute("VACUUM")
db.close()
print(f"rows: {len(rows)} over {days} days")
PY
size=$(stat -c %s "$dir/cache.sqlite")
times=()
for r in $(seq 1 "$runs"); do
  code=$(printf '2%07d' $(( 100 + (r * 97) % 1000 )))
  line=$("$bin" run "$code" --format json 2>&1 >/dev/null | grep 'loaded the run')
  times+=("$(sed -E 's/.* in ([0-9.]+) ms/\1/' <<<"$line")")
  echo "$line"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
printf 'build: %s; one run loaded: median %s ms over %d films (target < 5 ms)\n' "$config" "$median" "$runs"
printf 'database: %.1f MB (target < 20 MB)\n' "$(echo "$size / 1048576" | bc -l)"
