#!/usr/bin/env bash
# Draws a 365-day run with the detail window's cairo chart 200 times at scale 1 and 2 (an image surface,
# so only the drawing is timed) and prints the median, 95th percentile and slowest against a 16.7 ms frame;
# then switches the Market view between 2018's year, month and weekends and times each switch to its frame.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
swift build --build-tests -c "${1:-debug}" >/dev/null
BOXOFFICE_BENCHMARK=1 dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1200x24" \
  swift test --skip-build -c "${1:-debug}" --disable-swift-testing --filter 'RunChartBenchmark|MarketViewTests.testBenchmark' 2>&1 | grep -E "run chart,|market view,"
