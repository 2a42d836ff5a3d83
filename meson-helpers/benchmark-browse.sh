#!/usr/bin/env bash
# Browsing saved data, driven by real key presses (XTest) in the app with the loopback KOBIS server:
# frames from the key press to the painted chart (20 saved days, a weekend, a segment), Enter to a film
# window's first frame against a chart switch, the requests made (none), and resident memory after 60
# days and 30 film windows. Prints the figures; see BrowseBenchmark.swift.
# The debug build, inside the test runner: the tests' @testable imports need testing enabled, and the
# release compiler (Swift 6.3.1) crashes building BoxOfficeUI that way.
#   meson-helpers/benchmark-browse.sh
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
config=debug
swift build --build-tests -c "$config" 2>&1 | sed "/prohibited flag/d" | grep -E "error|Compiling|Build" | tail -n 3
GSETTINGS_BACKEND=memory GSK_RENDERER=cairo BOXOFFICE_BENCHMARK=browse dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1200x24" \
  swift test --skip-build -c "$config" --disable-swift-testing --filter BrowseBenchmark 2>&1 | grep -E "^browse:|error|failed" || true
