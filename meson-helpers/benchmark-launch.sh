#!/usr/bin/env bash
# Launch benchmark: time from exec to the first frame showing the chart (the app quits there when
# BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1), and peak RSS, in one Xvfb session, alternating three programs:
#   the app (release build, static stdlib, the sample, Korean),
#   same-screen: the same main window written in C with libadwaita from the app's own template and GResource
#   (meson-helpers/bench/same-screen.c),
#   floor: the smallest GTK 4 window (meson-helpers/bench/floor.c).
# Prints the medians and the app's ratios to both, and saves both first frames as PNG, to check by eye
# that the app and its C mirror drew the same screen.
#   meson-helpers/benchmark-launch.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
meson-helpers/install-deps.sh
command -v /usr/bin/time >/dev/null || { apt-get install -y -qq time >/dev/null; }
app=$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))/boxoffice-app
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/floor" meson-helpers/bench/floor.c $(pkg-config --cflags --libs gtk4)
# The C mirror builds the app's own templates from the same GResource, compiled the same way.
glib-compile-resources --sourcedir=Sources/BoxOfficeUI --generate-source --target="$work/resources.c" \
  Sources/BoxOfficeUI/BoxOffice.gresource.xml
cc -O2 -o "$work/same-screen" meson-helpers/bench/same-screen.c "$work/resources.c" $(pkg-config --cflags --libs libadwaita-1)
# Korean, as our users see it: the catalogue compiled where the app looks for it.
mkdir -p "$work/locale/ko/LC_MESSAGES"
msgfmt -o "$work/locale/ko/LC_MESSAGES/boxoffice.mo" po/ko.po
frames=.build-release/bench
mkdir -p "$frames"

cat >"$work/measure.sh" <<'INNER'
#!/usr/bin/env bash
# Runs inside one Xvfb + D-Bus session: alternates app and floor so both see the same conditions.
set -euo pipefail
runs=$1 app=$2 floor=$3 work=$4 frames=$5
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 LANG=ko_KR.UTF-8 LC_ALL=ko_KR.UTF-8
export BOXOFFICE_LOCALE_DIR="$work/locale" BOXOFFICE_CACHE_DIR="$work/cache" XDG_CONFIG_HOME="$work/config"
measure() {  # prints "milliseconds peak_kB"
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$work/rss" timeout 20 "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000000 )) $(cat "$work/rss")"
}
unset BOXOFFICE_KOBIS_KEY BOXOFFICE_KAKAO_KEY   # the sample: no network in the measurement
# Warm the page cache and font cache once for each, saving the first frames.
"$floor"
"$work/same-screen" --png "$frames/same-screen-first-frame.png"
BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1 BOXOFFICE_FIRST_FRAME_PNG="$frames/app-first-frame.png" timeout 20 "$app" >/dev/null
for i in $(seq "$runs"); do
  echo "app $(BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1 measure "$app")"
  echo "same $(measure "$work/same-screen")"
  echo "floor $(measure "$floor")"
done
INNER
chmod +x "$work/measure.sh"
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" "$work/measure.sh" "$runs" "$app" "$work/floor" "$work" "$PWD/$frames" >"$work/results"

python3 - "$work/results" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
def col(kind, i): return [float(r[i]) for r in rows if r[0] == kind]
ms = {k: statistics.median(col(k, 1)) for k in ("app", "same", "floor")}
kb = {k: statistics.median(col(k, 2)) for k in ("app", "same", "floor")}
print(f"runs: {len(col('app', 1))} each, alternated, GSK_RENDERER=cairo, Xvfb, LANG=ko_KR.UTF-8")
print(f"launch → first frame  app {ms['app']:.0f} ms   same screen in C {ms['same']:.0f} ms   ratio {ms['app'] / ms['same']:.2f}"
      f"   (bare window {ms['floor']:.0f} ms, ratio {ms['app'] / ms['floor']:.2f})")
print(f"peak RSS              app {kb['app'] / 1024:.1f} MB  same screen in C {kb['same'] / 1024:.1f} MB  ratio {kb['app'] / kb['same']:.2f}"
      f"   (bare window {kb['floor'] / 1024:.1f} MB, ratio {kb['app'] / kb['floor']:.2f})")
print("first frames: .build-release/bench/app-first-frame.png, .build-release/bench/same-screen-first-frame.png")
PY
