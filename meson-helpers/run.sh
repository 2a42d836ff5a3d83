#!/usr/bin/env bash
# Installs what BoxOffice needs, builds it in release mode and starts it. Arguments go to boxoffice.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
bin=$(meson-helpers/release-build.sh)
# The Korean catalogue, as meson would install it.
mkdir -p .build-release/locale/ko/LC_MESSAGES
msgfmt -o .build-release/locale/ko/LC_MESSAGES/boxoffice.mo po/ko.po
export BOXOFFICE_LOCALE_DIR="$PWD/.build-release/locale"
exec "$bin/boxoffice" "$@"
