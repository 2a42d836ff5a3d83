#!/usr/bin/env bash
# Installs what BoxOffice needs and runs the whole test suite: unit, service (loopback HTTP), command
# line, and GTK UI tests under a headless X server and a private D-Bus session.
#   meson-helpers/test.sh          the suite, then the meson install test
#   meson-helpers/test.sh --asan   the suite built with AddressSanitizer, GLib criticals fatal
# Without --asan, in CI (CI=true) or when asked (BOXOFFICE_TEST_DEB=1), it then builds the Debian package
# and installs, runs and removes it (meson-helpers/test-deb.sh): a developer's machine gets no package
# installed unless asked.
set -euo pipefail
cd "$(dirname "$0")/.."
asan=0
[ "${1:-}" = "--asan" ] && asan=1
meson-helpers/install-deps.sh
start=$(date +%s)
# The user guide (help/C, Mallard) and its Korean pages as itstool builds them from help/ko/ko.po at install:
# each valid before any Swift test runs.
help_ko=$(mktemp -d)
msgfmt --check -o "$help_ko/ko.mo" help/ko/ko.po
itstool -m "$help_ko/ko.mo" -o "$help_ko" help/C/*.page
yelp-check validate help/C/*.page "$help_ko"/*.page || { echo "yelp-check: the help pages are not valid Mallard"; rm -rf "$help_ko"; exit 1; }
rm -rf "$help_ko"
export GSETTINGS_BACKEND=memory GSK_RENDERER=cairo
# The accessibility bus's socket goes in the runtime folder (~/.cache/at-spi without one): a private folder
# keeps another session's bus from replacing it under this run (the AT-SPI tests read through it).
XDG_RUNTIME_DIR=$(mktemp -d)
export XDG_RUNTIME_DIR
# The app's GSettings schema, compiled into the build folder (as meson compiles it where it installs it).
mkdir -p .build/schemas
cp Data/kr.boxoffice.BoxOffice.gschema.xml .build/schemas/
glib-compile-schemas --strict .build/schemas
export GSETTINGS_SCHEMA_DIR="$PWD/.build/schemas"
if [ "$asan" -eq 1 ]; then
  # fontconfig and Mesa keep allocations until exit: leak reports would fail every process.
  export ASAN_OPTIONS=detect_leaks=0 G_DEBUG=fatal-criticals
  build=(--sanitize=address --scratch-path .build-asan)
  # Core's tests are pure Swift arithmetic (no C, no GObject): the plain run covers them, and under the sanitizer
  # its backtests would cost CI ten minutes of its ninety.
  only=(--skip BoxOfficeCoreTests)
  log=.build-asan/test.log
else
  build=()
  only=()
  log=.build/test.log
fi
swift build --build-tests "${build[@]}" 2>&1 | sed '/prohibited flag/d'
mkdir -p "$(dirname "$log")"
# The search provider's tests write its D-Bus service file (pointing at the built provider) into this folder,
# which the session bus reads for activatable names: it must be on XDG_DATA_DIRS when dbus-run-session starts.
scratch=.build; [ "$asan" -eq 1 ] && scratch=.build-asan
mkdir -p "$scratch/search-provider-dbus/dbus-1/services"
export XDG_DATA_DIRS="$PWD/$scratch/search-provider-dbus:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
# Every GtkBuilder file, checked by GTK's own gtk4-builder-tool before the Swift tests (it builds the objects:
# a display and a session bus, as the UI tests have). A failure names the file and GTK's message.
set +e
ui=$(dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1200x24" meson-helpers/validate-ui.sh 2>&1)
ui_status=$?
grep -v '^dbus-daemon' <<<"$ui"
[ "$ui_status" -eq 0 ] || { echo "a .ui file is not valid (above)"; exit 1; }
dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1200x24" \
  swift test --skip-build --disable-swift-testing "${build[@]}" "${only[@]}" >"$log" 2>&1
status=$?
set -e
# Failures in full, passes as a count.
grep -vE "^Test Case '.*' (started|passed)|^Test Suite '.*' (started|passed)|prohibited flag" "$log" || true
install_status=0
[ "$asan" -eq 1 ] || meson-helpers/test-install.sh || install_status=$?
# The Debian package, installed on this machine and removed again: CI's machine is thrown away after.
deb_status=0
if [ "$asan" -eq 0 ]; then
  if [ "${CI:-}" = true ] || [ "${BOXOFFICE_TEST_DEB:-}" = 1 ]; then
    meson-helpers/test-deb.sh || deb_status=$?
  else
    echo "the .deb test installs and removes the boxoffice package here, so it runs in CI or when asked:"
    echo "  BOXOFFICE_TEST_DEB=1 meson-helpers/test.sh   (or meson-helpers/test-deb.sh alone)"
  fi
fi
# The code's layout (.swift-format: 120 columns): `swift format format -i -r Sources Tests` mends what this lists.
format_status=0
if [ "$asan" -eq 0 ]; then
  lint=$(swift format lint -r Sources Tests 2>&1) || true
  [ -z "$lint" ] || { printf '%s\n' "$lint" | head -n 40; echo "swift format lint: $(wc -l <<<"$lint") places to mend"; format_status=1; }
fi
# The last summary is the whole run's ("Executed 303 tests, with 1 test skipped and 0 failures").
summary=$(grep -E "Executed [0-9]+ tests?, with ([0-9]+ tests? skipped and )?[0-9]+ failures?" "$log" | tail -n 1)
executed=$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")
failed=$(sed -E 's/.* ([0-9]+) failures?.*/\1/' <<<"$summary")
skipped=$(grep -oE "[0-9]+ tests? skipped" <<<"$summary" | grep -oE "^[0-9]+" || echo 0)
echo "test suite wall time: $(( $(date +%s) - start )) s"
if [ -z "$summary" ]; then echo "no test summary found (a crash?)"; exit 1; fi
[ "$install_status" -eq 0 ] || { echo "the meson install test failed"; status=1; }
[ "$deb_status" -eq 0 ] || { echo "the Debian package test failed"; status=1; }
[ "$format_status" -eq 0 ] || status=1
# A crashed test process can leave a passing summary behind: the exit status decides.
[ "$status" -eq 0 ] || [ "$failed" -gt 0 ] || failed=1
echo "$([ "$asan" -eq 1 ] && echo asan || echo tests): $((executed - failed - skipped)) passed, $failed failed, $skipped skipped (benchmarks run only from their scripts)"
exit "$status"
