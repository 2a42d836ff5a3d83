#!/usr/bin/env bash
# The search provider's benchmark (issue 27), not a timed test: ten years of synthetic history (2014–2023,
# benchmark-history.sh's 36,520 whole-market rows, 1,043 films) and 300 films' saved details with English titles,
# in a cache the release app made itself; then meson-helpers/bench/search-client.c calls the provider on a private
# session bus as GNOME Shell does, D-Bus starting the release provider from a service file. Measured from the call
# to the reply:
#   cold   the provider stopped before each call, so D-Bus starts it: exec to its first answer; goal < 50 ms;
#   warm   GetInitialResultSet, GetSubsearchResultSet and GetResultMetas of the running provider for a few
#          queries (one matching every film: the most work); goal < 10 ms;
#   write  the first answer after another process wrote to the cache (the provider reads every film again).
#   meson-helpers/benchmark-search-provider.sh [runs] [BIN_DIR]   (BIN_DIR: release binaries already built)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
bin=${2:-$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046
cc -O2 -o "$work/search-client" meson-helpers/bench/search-client.c $(pkg-config --cflags --libs gio-2.0 sqlite3)

while read -r name; do unset "$name"; done < <(compgen -e | grep '^BOXOFFICE_' || true)
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/xdg-cache" LANG=ko_KR.UTF-8 LANGUAGE=
mkdir -p "$HOME"
history="$work/history"
BOXOFFICE_CACHE_DIR="$history" "$bin/boxoffice" run 00000000 >/dev/null 2>&1 || true
awk '/python3 - .*<<.PY.$/ { inside = 1; next } inside && /^PY$/ { exit } inside' meson-helpers/benchmark-history.sh >"$work/seed.py"
[ -s "$work/seed.py" ] || { echo "could not find the seeding code in meson-helpers/benchmark-history.sh" >&2; exit 1; }
python3 "$work/seed.py" "$history/cache.sqlite"
# Saved details for 300 of the films (as KOBIS sends them: the English title in movieNmEn).
python3 - "$history/cache.sqlite" <<'PY'
import sqlite3, sys, json, time
db = sqlite3.connect(sys.argv[1])
codes = [r[0] for r in db.execute("SELECT DISTINCT movieCode FROM history ORDER BY movieCode LIMIT 300")]
for i, code in enumerate(codes):
    body = {"movieInfoResult": {"movieInfo": {"movieCd": code, "movieNm": f"영화 {i}번째 이야기", "movieNmEn": f"Story Number {i}",
            "prdtYear": "2015", "openDt": "20150101", "nations": [{"nationNm": "한국"}], "genres": [], "directors": [], "actors": []},
            "source": "영화진흥위원회"}}
    db.execute("INSERT OR REPLACE INTO response (kind, key, body, fetchedAt) VALUES ('movie', ?, ?, ?)",
               (code, json.dumps(body, ensure_ascii=False).encode(), time.time()))
db.commit()
print(f"details: {len(codes)} films")
PY
printf 'database: %.1f MB\n' "$(echo "$(stat -c %s "$history/cache.sqlite") / 1048576" | bc -l)"
mkdir -p "$work/share/dbus-1/services"
printf '[D-BUS Service]\nName=kr.boxoffice.BoxOffice.SearchProvider\nExec=%s\n' "$bin/boxoffice-search-provider" \
  >"$work/share/dbus-1/services/kr.boxoffice.BoxOffice.SearchProvider.service"
export XDG_DATA_DIRS="$work/share:/usr/share" BOXOFFICE_CACHE_DIR="$history"
# 영화: every film (1,043, sorted by total); ㅇㅎ: initials, every film; 이야기 7: a few; story number 12: English.
dbus-run-session -- "$work/search-client" "$runs" "$history/cache.sqlite" "영화" "ㅇㅎ" "이야기 7" "story number 12" "없는 제목" 2>&1 |
  grep -av 'dbus-daemon'
