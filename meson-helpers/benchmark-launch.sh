#!/usr/bin/env bash
# Launch benchmark: time from exec to the first frame showing the chart (the app quits there when
# BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1), and peak RSS, side by side with a minimal GTK 4 window in C
# (the floor), in the same Xvfb session. Prints both medians and the ratios.
#   meson-helpers/benchmark-launch.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
meson-helpers/install-deps.sh
command -v /usr/bin/time >/dev/null || { apt-get install -y -qq time >/dev/null; }
swift build -c release --static-swift-stdlib --scratch-path .build-release --product boxoffice 2>&1 | sed "/prohibited flag/d" | tail -n 1
app="$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/boxoffice"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/floor" meson-helpers/bench/floor.c $(pkg-config --cflags --libs gtk4)

cat >"$work/measure.sh" <<'INNER'
#!/usr/bin/env bash
# Runs inside one Xvfb + D-Bus session: alternates app and floor so both see the same conditions.
set -euo pipefail
runs=$1 app=$2 floor=$3 work=$4
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1
measure() {  # prints "milliseconds peak_kB"
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$work/rss" timeout 20 "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  end=$(date +%s%N)
  echo "$(( (end - start) / 1000000 )) $(cat "$work/rss")"
}
# Warm the page cache and font cache once for each.
"$floor"
BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1 BOXOFFICE_CACHE_DIR="$work/cache" XDG_CONFIG_HOME="$work/config" timeout 20 "$app" >/dev/null 2>&1 || true
unset BOXOFFICE_KOBIS_KEY BOXOFFICE_KAKAO_KEY   # the sample: no network in the measurement
for i in $(seq "$runs"); do
  echo "app $(BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1 BOXOFFICE_CACHE_DIR="$work/cache" XDG_CONFIG_HOME="$work/config" measure "$app")"
  echo "floor $(measure "$floor")"
done
INNER
chmod +x "$work/measure.sh"
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" "$work/measure.sh" "$runs" "$app" "$work/floor" "$work" >"$work/results"

python3 - "$work/results" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
def col(kind, i): return [float(r[i]) for r in rows if r[0] == kind]
app_ms, floor_ms = statistics.median(col("app", 1)), statistics.median(col("floor", 1))
app_kb, floor_kb = statistics.median(col("app", 2)), statistics.median(col("floor", 2))
print(f"runs: {len(col('app', 1))} each, GSK_RENDERER=cairo, Xvfb")
print(f"launch → first frame  app {app_ms:.0f} ms   floor {floor_ms:.0f} ms   ratio {app_ms / floor_ms:.2f}")
print(f"peak RSS              app {app_kb / 1024:.1f} MB  floor {floor_kb / 1024:.1f} MB  ratio {app_kb / floor_kb:.2f}")
PY
