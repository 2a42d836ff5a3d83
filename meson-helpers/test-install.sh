#!/usr/bin/env bash
# The install path a user takes: meson setup, compile, install (into a scratch DESTDIR), meson test
# (desktop-file-validate, appstreamcli validate), then the installed binary finds its sample data and
# its Korean catalogue without the source tree.
set -euo pipefail
cd "$(dirname "$0")/.."
build=.build-meson
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
[ -d "$build" ] || meson setup "$build" --prefix=/usr >/dev/null
meson compile -C "$build" 2>&1 | sed '/prohibited flag/d' | tail -n 2
DESTDIR="$dest" meson install -C "$build" --quiet
meson test -C "$build" --no-rebuild --print-errorlogs
for f in bin/boxoffice bin/boxoffice-app share/applications/kr.boxoffice.BoxOffice.desktop share/metainfo/kr.boxoffice.BoxOffice.metainfo.xml \
         share/icons/hicolor/scalable/apps/kr.boxoffice.BoxOffice.svg \
         share/icons/hicolor/symbolic/apps/kr.boxoffice.BoxOffice-symbolic.svg \
         share/locale/ko/LC_MESSAGES/boxoffice.mo share/kr.boxoffice.BoxOffice/sample/daily_20220105.json \
         share/kr.boxoffice.BoxOffice/forecast/reference-runs.tsv share/kr.boxoffice.BoxOffice/calendar/temporary-holidays.tsv \
         libexec/boxoffice-search-provider share/gnome-shell/search-providers/kr.boxoffice.BoxOffice.search-provider.ini \
         share/dbus-1/services/kr.boxoffice.BoxOffice.SearchProvider.service share/dbus-1/services/kr.boxoffice.BoxOffice.service \
         lib/systemd/user/boxoffice-check.service lib/systemd/user/boxoffice-check.timer \
         share/man/man1/boxoffice.1 share/man/man1/boxoffice-app.1 \
         share/help/C/kr.boxoffice.BoxOffice/index.page share/help/ko/kr.boxoffice.BoxOffice/index.page \
         share/kr.boxoffice.BoxOffice/help-html/C/index.html share/kr.boxoffice.BoxOffice/help-html/ko/index.html \
         share/glib-2.0/schemas/kr.boxoffice.BoxOffice.gschema.xml; do
  [ -e "$dest/usr/$f" ] || { echo "install: missing $f"; exit 1; }
done
# The user guide: every page valid Mallard as installed, the Korean pages translated by itstool from help/ko/ko.po.
yelp-check validate "$dest"/usr/share/help/C/kr.boxoffice.BoxOffice/*.page "$dest"/usr/share/help/ko/kr.boxoffice.BoxOffice/*.page
grep -q '<title>BoxOffice 도움말</title>' "$dest/usr/share/help/ko/kr.boxoffice.BoxOffice/index.page" \
  || { echo "install: the Korean help is not translated"; exit 1; }
# The installed schema compiles, and gsettings reads its keys (the .deb's trigger compiles it in /usr).
schemas="$dest/compiled-schemas"
mkdir -p "$schemas" && cp "$dest/usr/share/glib-2.0/schemas/"*.gschema.xml "$schemas/"
glib-compile-schemas --strict "$schemas"
[ "$(GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$schemas" gsettings get kr.boxoffice.BoxOffice layout)" = "'list'" ] \
  || { echo "install: gsettings cannot read kr.boxoffice.BoxOffice layout"; exit 1; }
# One licence said everywhere: the LICENSE file, meson's project, the metainfo (with the developer's id).
grep -qx 'MIT License' LICENSE || { echo "install: LICENSE is not MIT's"; exit 1; }
grep -q "license: 'MIT'" meson.build
metainfo="$dest/usr/share/metainfo/kr.boxoffice.BoxOffice.metainfo.xml"
grep -q '<project_license>MIT</project_license>' "$metainfo"
grep -q '<developer id="kr.boxoffice">' "$metainfo" || { echo "install: the metainfo names no developer id"; exit 1; }
grep -q '^Name\[ko\]=박스오피스$' "$dest/usr/share/applications/kr.boxoffice.BoxOffice.desktop"
# The desktop starts the window's binary itself: no hand-off through `boxoffice` at launch.
grep -q '^Exec=boxoffice-app$' "$dest/usr/share/applications/kr.boxoffice.BoxOffice.desktop"
# GNOME Shell starts it by D-Bus (a launch, a notification's click after the app has exited): the desktop file says
# so, and the service file for the app's id starts the installed binary as a GApplication service.
grep -q '^DBusActivatable=true$' "$dest/usr/share/applications/kr.boxoffice.BoxOffice.desktop"
app_service="$dest/usr/share/dbus-1/services/kr.boxoffice.BoxOffice.service"
grep -qx 'Name=kr.boxoffice.BoxOffice' "$app_service"
grep -qx 'Exec=/usr/bin/boxoffice-app --gapplication-service' "$app_service" || { echo "install: $(cat "$app_service")"; exit 1; }
# GNOME Shell's search: the key file names the desktop file and the bus name the service file starts, and
# that starts the installed provider, which links no GTK, libadwaita or libsoup.
ini="$dest/usr/share/gnome-shell/search-providers/kr.boxoffice.BoxOffice.search-provider.ini"
grep -q '^DesktopId=kr.boxoffice.BoxOffice.desktop$' "$ini"
grep -q '^BusName=kr.boxoffice.BoxOffice.SearchProvider$' "$ini"
grep -q '^ObjectPath=/kr/boxoffice/BoxOffice/SearchProvider$' "$ini"
service="$dest/usr/share/dbus-1/services/kr.boxoffice.BoxOffice.SearchProvider.service"
grep -q '^Name=kr.boxoffice.BoxOffice.SearchProvider$' "$service"
grep -q '^Exec=/usr/libexec/boxoffice-search-provider$' "$service" || { echo "install: $(cat "$service")"; exit 1; }
if ldd "$dest/usr/libexec/boxoffice-search-provider" | grep -E 'libgtk|libadwaita|libsoup'; then
  echo "install: the search provider links GTK, libadwaita or libsoup"; exit 1
fi
# The manual has every terminal command the app lists, and no roff warning.
man1="$dest/usr/share/man/man1"
for c in daily weekly regions movie poster search person company history run market check; do
  grep -qx "\.SS $c" "$man1/boxoffice.1" || { echo "install: boxoffice(1) lacks $c"; exit 1; }
done
if command -v man >/dev/null; then
  warnings=$(LC_ALL=C.UTF-8 man --warnings -E UTF-8 -l -Tutf8 -Z "$man1/boxoffice.1" 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "install: boxoffice(1): $warnings"; exit 1; }
fi
# The daily check's units: the service runs the installed command; systemd reads both without complaint.
units="$dest/usr/lib/systemd/user"
grep -qx 'ExecStart=/usr/bin/boxoffice check' "$units/boxoffice-check.service" || { echo "install: $(cat "$units/boxoffice-check.service")"; exit 1; }
if command -v systemd-analyze >/dev/null; then
  systemd-analyze calendar "$(sed -n 's/^OnCalendar=//p' "$units/boxoffice-check.timer")" >/dev/null
  # verify checks ExecStart's program exists: the installed one, where the unit will find it.
  sed "s|/usr/bin/boxoffice|$dest/usr/bin/boxoffice|" "$units/boxoffice-check.service" >"$dest/boxoffice-check.service"
  cp "$units/boxoffice-check.timer" "$dest/"
  # --user needs a runtime folder, which a CI shell has not.
  mkdir -p "$dest/run" && chmod 700 "$dest/run"
  verify=$(XDG_RUNTIME_DIR="$dest/run" systemd-analyze --user verify "$dest/boxoffice-check.service" "$dest/boxoffice-check.timer" 2>&1) \
    || { echo "install: systemd-analyze verify: $verify"; exit 1; }
fi
# Other prefixes put the units where systemd looks for them: /usr/local's own folder, and for a home prefix
# ~/.local/share/systemd/user (meson's plan for each, without building).
for pair in "/usr/local:/usr/local/lib/systemd/user" "$dest/home/.local:$dest/home/.local/share/systemd/user"; do
  planned=$(meson setup "$dest/plan" --prefix="${pair%%:*}" >/dev/null && meson introspect "$dest/plan" --installed)
  rm -rf "$dest/plan"
  grep -q "\"${pair#*:}/boxoffice-check.timer\"" <<<"$planned" \
    || { echo "install: prefix ${pair%%:*} does not put the timer in ${pair#*:}"; exit 1; }
done
# A release binary finds data only beside it, as installed: a copy elsewhere never falls back to the folder it
# was built from, and says there is no sample.
mkdir -p "$dest/elsewhere" && cp "$dest/usr/bin/boxoffice" "$dest/elsewhere/"
if stray=$(env -u BOXOFFICE_KOBIS_KEY BOXOFFICE_CACHE_DIR="$dest/elsewhere" "$dest/elsewhere/boxoffice" daily --date 2022-01-05 2>&1); then
  echo "install: a copied release binary found a sample: $stray"; exit 1
fi
cache=$(mktemp -d)
out=$(env -u BOXOFFICE_KOBIS_KEY LANG=ko_KR.UTF-8 BOXOFFICE_CACHE_DIR="$cache" "$dest/usr/bin/boxoffice" daily --date 2022-01-05)
err=$(env -u BOXOFFICE_KOBIS_KEY LANG=ko_KR.UTF-8 BOXOFFICE_CACHE_DIR="$cache" "$dest/usr/bin/boxoffice" daily --date 2022-01-06 2>&1 || true)
# The installed binary forecasts from the reference runs installed beside it: 극한직업 at D7.
forecast=$(env -u BOXOFFICE_KOBIS_KEY LANG=C.UTF-8 BOXOFFICE_CACHE_DIR="$cache" "$dest/usr/bin/boxoffice" forecast 20182530 --at-day 7 --format json)
rm -rf "$cache"
python3 -c 'import json, sys; d = json.loads(sys.argv[1]); assert d["final"]["median"] == 8092975 and d["audienceToDate"] == 3894937, d["final"]' "$forecast" \
  || { echo "install: the installed boxoffice forecast printed $forecast"; exit 1; }
grep -q '샘플 데이터' <<<"$out" || { echo "install: the installed binary did not show the sample"; exit 1; }
grep -q '64,050' <<<"$out"
grep -q '샘플 데이터에 2022-01-06의 박스오피스가 없습니다' <<<"$err" || { echo "install: no Korean sentence: $err"; exit 1; }
echo "install: ok (the binaries, search provider with its key and service files, the app's D-Bus service file, the manual, the daily check's systemd units, desktop file, metainfo, icons, Korean catalogue, sample data, the forecast's reference runs)"
