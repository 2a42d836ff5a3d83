#!/usr/bin/env bash
# Installs what BoxOffice needs and runs the whole test suite: unit, service (loopback HTTP), command
# line, and GTK UI tests under a headless X server and a private D-Bus session.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
start=$(date +%s)
swift build --build-tests 2>&1 | sed '/prohibited flag/d'
export GSETTINGS_BACKEND=memory GSK_RENDERER=cairo
log=.build/test.log
set +e
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" \
  swift test --skip-build --disable-swift-testing >"$log" 2>&1
status=$?
set -e
# Failures in full, passes as a count.
grep -vE "^Test Case '.*' (started|passed)|^Test Suite '.*' (started|passed)|prohibited flag" "$log" || true
install_status=0
meson-helpers/test-install.sh || install_status=$?
summary=$(grep -E "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1)
executed=$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")
failed=$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<<"$summary")
echo "test suite wall time: $(( $(date +%s) - start )) s"
if [ -z "$summary" ]; then echo "no test summary found"; exit 1; fi
[ "$install_status" -eq 0 ] || { echo "the meson install test failed"; status=1; }
echo "tests: $((executed - failed)) passed, $failed failed"
exit "$status"
