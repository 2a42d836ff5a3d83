#!/usr/bin/env bash
# The Debian package as a user gets it: `apt-get install ./boxoffice_….deb`, then the installed files alone
# (PATH=/usr/bin, an empty home, no key; the source tree and the Swift toolchain hidden under empty
# folders in a mount namespace of its own) print the sample's chart with `boxoffice daily`, hand a
# command to boxoffice-app, draw the window's first frame under Xvfb (the desktop file's Exec, quitting
# after that frame, saved to .build-deb/first-frame.png, and again started by D-Bus as GNOME Shell starts it)
# and start the search provider through D-Bus from the installed service file; then `apt-get remove --purge` leaves nothing behind.
#   meson-helpers/test-deb.sh [PACKAGE.deb]     (without one: meson-helpers/package-deb.sh makes it)
# It installs a package on this machine: CI runs it (test.sh with CI=true), a developer asks for it.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$(id -u)" -eq 0 ] || exec sudo "$0" "$@"
repo=$PWD
start=$(date +%s)
if [ $# -gt 0 ]; then deb=$(readlink -f "$1"); else deb=$(meson-helpers/package-deb.sh); fi
[ -f "$deb" ] || { echo "test-deb.sh: no package at $deb"; exit 1; }
if dpkg-query -W -f='${Status}' boxoffice 2>/dev/null | grep -q "install ok installed"; then
  echo "test-deb.sh: boxoffice is installed already; this test installs and removes it (apt-get remove boxoffice first)"
  exit 1
fi
work=$(mktemp -d)
chmod 755 "$work"   # apt's own user reads the package from here
cleanup() {
  DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq boxoffice >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
cp "$deb" "$work/"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$work/$(basename "$deb")" >"$work/apt.log" 2>&1 \
  || { cat "$work/apt.log"; exit 1; }
echo "deb: installed $(dpkg-query -W -f='${Package} ${Version}, ${Installed-Size} KiB' boxoffice)"
# The user guide F1 opens (help:kr.boxoffice.BoxOffice): the pages in English and, translated, in Korean.
for f in /usr/share/help/C/kr.boxoffice.BoxOffice/index.page /usr/share/help/ko/kr.boxoffice.BoxOffice/index.page; do
  [ -f "$f" ] || { echo "deb: no $f"; exit 1; }
done
grep -q '<title>BoxOffice 도움말</title>' /usr/share/help/ko/kr.boxoffice.BoxOffice/index.page \
  || { echo "deb: the Korean help is not translated"; exit 1; }

# What runs with the installed files only. Hidden in its mount namespace: this source tree (the binaries
# know the path they were built from: the sample's last fallback) and the Swift toolchain.
hide=("$repo")
if command -v swift >/dev/null; then hide+=("$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"); fi
cat >"$work/installed.sh" <<'INNER'
#!/usr/bin/bash
set -euo pipefail
work=$1; shift
for dir in "$@"; do mount -t tmpfs -o size=64k,mode=0555 none "$dir"; done
[ ! -e "$1/meson.build" ] || { echo "deb: the source tree is still visible"; exit 1; }
! command -v swift >/dev/null || { echo "deb: a Swift toolchain is still on PATH"; exit 1; }
[ "$(command -v boxoffice)" = /usr/bin/boxoffice ] || { echo "deb: boxoffice is not /usr/bin/boxoffice"; exit 1; }
for f in /usr/bin/boxoffice /usr/bin/boxoffice-app /usr/libexec/boxoffice-search-provider; do
  if ldd "$f" 2>&1 | grep -E 'libswift|not found'; then echo "deb: $f needs a library the system lacks"; exit 1; fi
done
mkdir -p "$HOME" "$work/run"
cd "$work/run"

# The sample's latest day (Data/sample/daily_20220121.json), in Korean from the installed catalogue.
out=$(boxoffice daily)
first=$(sed -n '/^ *1 /{p;q}' <<<"$out")
expected='   1  –     스파이더맨: 노 웨이 홈   2021-12-15  31,569  7,039,482  286,449,810   29.9%'
if [ "$first" != "$expected" ]; then
  printf 'deb: boxoffice daily printed\n%s\nexpected a first row of\n%s\n' "$out" "$expected"; exit 1
fi
grep -q '샘플 데이터' <<<"$out" || { printf 'deb: no sample note in\n%s\n' "$out"; exit 1; }
# The row is the sample's: its #1, as the installed file says.
python3 - /usr/share/kr.boxoffice.BoxOffice/sample/daily_20220121.json "$first" <<'PY'
import json, sys
top = json.load(open(sys.argv[1]))["boxOfficeResult"]["dailyBoxOfficeList"][0]
row = sys.argv[2]
assert top["rank"] == "1" and top["movieNm"] in row and f'{int(top["audiCnt"]):,}' in row, (top, row)
PY
echo "deb: boxoffice daily → $first"
# The forecast from the installed reference runs, answered by the static boxoffice.
forecast=$(boxoffice forecast 20182530 --at-day 7 --format json)
python3 -c 'import json, sys; d = json.loads(sys.argv[1]); assert d["final"]["median"] == 8092975, d["final"]' "$forecast" \
  || { echo "deb: boxoffice forecast printed $forecast"; exit 1; }
echo "deb: boxoffice forecast 20182530 --at-day 7 → median 8,092,975 from /usr/share/kr.boxoffice.BoxOffice/forecast"
# A command the static boxoffice hands to the installed boxoffice-app.
film=$(boxoffice movie 20199882 2>"$work/movie.err") || { cat "$work/movie.err"; exit 1; }
grep -q '경관의 피' <<<"$film" || { printf 'deb: boxoffice movie printed\n%s\n' "$film"; exit 1; }
echo "deb: boxoffice movie 20199882 → $(head -n 1 <<<"$film")"

# The window's first frame, started as the desktop file says (the lock: one X test at a time on a machine).
frame_start=$(date +%s%N)
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/kr.boxoffice.BoxOffice.desktop)
# shellcheck disable=SC2086  # Exec is a command line
BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1 BOXOFFICE_FIRST_FRAME_PNG="$work/first-frame.png" BOXOFFICE_TRACE_STARTUP=1 \
  GSK_RENDERER=cairo NO_AT_BRIDGE=1 flock -o /tmp/ui-tests.lock \
  dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" timeout 60 $exec_line >"$work/app.out" 2>"$work/app.err" \
  || { echo "deb: $exec_line failed"; cat "$work/app.err"; exit 1; }
frame=$(grep -o 'first frame: page list, 2022-01-21, 10 rows' "$work/app.err") \
  || { echo "deb: no first frame of the sample's chart"; cat "$work/app.err"; exit 1; }
size=$(python3 -c 'import struct, sys
d = open(sys.argv[1], "rb").read(24)
assert d[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
print("%dx%d" % struct.unpack(">II", d[16:24]))' "$work/first-frame.png")
echo "deb: $exec_line → $frame, saved ${size} px ($(( ($(date +%s%N) - frame_start) / 1000000 )) ms with Xvfb's start)"

# GNOME Shell starts it by D-Bus instead (the desktop file's DBusActivatable=true; a notification's click when it
# is not running): `Activate` on its id runs the installed service file's `boxoffice-app --gapplication-service`,
# which draws the same first frame and quits after it. The bus (and so the app) gets this environment and display.
if command -v gdbus >/dev/null; then
  BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1 BOXOFFICE_TRACE_STARTUP=1 GSK_RENDERER=cairo NO_AT_BRIDGE=1 flock -o /tmp/ui-tests.lock \
    xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- bash -c '
      gdbus call --session --timeout 20 --dest kr.boxoffice.BoxOffice --object-path /kr/boxoffice/BoxOffice \
        --method org.freedesktop.Application.Activate "{}" >/dev/null || exit 1
      for _ in $(seq 200); do  # until the app has quit after its first frame (20 s at most)
        owned=$(gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
          --method org.freedesktop.DBus.NameHasOwner kr.boxoffice.BoxOffice) || exit 1
        [[ $owned == *true* ]] || exit 0
        sleep 0.1
      done
      exit 1' >"$work/activated.out" 2>"$work/activated.err" \
    || { echo "deb: the app started by D-Bus did not show its first frame and quit"; cat "$work/activated.err"; exit 1; }
  activated=$(grep -o 'first frame: page list, 2022-01-21, 10 rows' "$work/activated.err") \
    || { echo "deb: no first frame from the app D-Bus started"; cat "$work/activated.err"; exit 1; }
  echo "deb: Activate on kr.boxoffice.BoxOffice → D-Bus started boxoffice-app --gapplication-service → $activated"
fi

# What the app remembers: the schema libglib2.0-0's trigger compiled on install, read as gsettings reads it.
grep -q kr.boxoffice.BoxOffice /usr/share/glib-2.0/schemas/gschemas.compiled || { echo "deb: the schema was not compiled"; exit 1; }
if command -v gsettings >/dev/null; then
  layout=$(GSETTINGS_BACKEND=memory gsettings get kr.boxoffice.BoxOffice layout 2>&1) \
    && [ "$layout" = "'list'" ] || { echo "deb: gsettings get kr.boxoffice.BoxOffice layout → $layout"; exit 1; }
  echo "deb: gsettings get kr.boxoffice.BoxOffice layout → $layout (the schema compiled by the dpkg trigger)"
fi

# The daily check's systemd user units, installed disabled, running the installed command.
grep -qx 'ExecStart=/usr/bin/boxoffice check' /usr/lib/systemd/user/boxoffice-check.service \
  || { echo "deb: no daily check service"; exit 1; }
[ -f /usr/lib/systemd/user/boxoffice-check.timer ] || { echo "deb: no daily check timer"; exit 1; }
# What the service runs: with no film followed it asks nothing and says nothing.
said=$(boxoffice check 2>&1) || { echo "deb: boxoffice check failed: $said"; exit 1; }
[ -z "$said" ] || { echo "deb: boxoffice check with nothing followed said: $said"; exit 1; }
echo "deb: the daily check's units in /usr/lib/systemd/user; boxoffice check runs, quiet with nothing followed"

# GNOME Shell's search: D-Bus starts the installed provider from the installed service file.
if command -v gdbus >/dev/null; then
  answer=$(dbus-run-session -- gdbus call --session --timeout 10 --dest kr.boxoffice.BoxOffice.SearchProvider \
    --object-path /kr/boxoffice/BoxOffice/SearchProvider --method org.gnome.Shell.SearchProvider2.GetInitialResultSet \
    "['경관']" 2>"$work/dbus.err") || { cat "$work/dbus.err"; exit 1; }
  case $answer in "(@as [],)" | "([],)" | "(["*) ;; *) echo "deb: the search provider answered $answer"; exit 1 ;; esac
  echo "deb: search provider started by D-Bus, GetInitialResultSet ['경관'] → $answer"
fi
INNER
env -i PATH=/usr/bin HOME="$work/home" LANG=ko_KR.UTF-8 \
  unshare --mount --propagation private /usr/bin/bash "$work/installed.sh" "$work" "${hide[@]}"
mkdir -p .build-deb
cp "$work/first-frame.png" .build-deb/first-frame.png

# A user who turned the daily check on has a link to its timer in their own systemd folder (what systemd's
# EnableUnitFiles makes): removal takes it away rather than leave it dangling. (Skipped where that user's link is real.)
wants="$(getent passwd "$(id -u)" | cut -d: -f6)/.config/systemd/user/timers.target.wants"
planted=""
if [ ! -e "$wants/boxoffice-check.timer" ]; then
  mkdir -p "$wants" && ln -s /usr/lib/systemd/user/boxoffice-check.timer "$wants/boxoffice-check.timer" && planted=yes
fi
DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq boxoffice >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; exit 1; }
if [ -n "$planted" ] && [ -L "$wants/boxoffice-check.timer" ]; then
  rm -f "$wants/boxoffice-check.timer"; echo "deb: the enabled daily check's timer link was left dangling"; exit 1
fi
if dpkg-query -W -f='${Status}' boxoffice 2>/dev/null | grep -q "installed"; then echo "deb: still installed"; exit 1; fi
for f in /usr/bin/boxoffice /usr/bin/boxoffice-app /usr/libexec/boxoffice-search-provider /usr/share/kr.boxoffice.BoxOffice \
         /usr/share/dbus-1/services/kr.boxoffice.BoxOffice.service /usr/share/glib-2.0/schemas/kr.boxoffice.BoxOffice.gschema.xml \
         /usr/share/doc/boxoffice /usr/share/applications/kr.boxoffice.BoxOffice.desktop \
         /usr/share/help/C/kr.boxoffice.BoxOffice /usr/share/help/ko/kr.boxoffice.BoxOffice \
         /usr/lib/systemd/user/boxoffice-check.service /usr/lib/systemd/user/boxoffice-check.timer; do
  [ ! -e "$f" ] || { echo "deb: $f left after removal"; exit 1; }
done
echo "deb: removed, nothing left; ok ($(( $(date +%s) - start )) s; first frame in .build-deb/first-frame.png)"
