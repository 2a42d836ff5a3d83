#!/usr/bin/env bash
# Installs what BoxOffice needs, builds it in release mode and starts it. Arguments go to boxoffice.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
swift build -c release --static-swift-stdlib --scratch-path .build-release --product boxoffice 2>&1 | sed "/prohibited flag/d" >&2
# The Korean catalogue, as meson would install it.
mkdir -p .build-release/locale/ko/LC_MESSAGES
msgfmt -o .build-release/locale/ko/LC_MESSAGES/boxoffice.mo po/ko.po
export BOXOFFICE_LOCALE_DIR="$PWD/.build-release/locale"
exec "$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/boxoffice" "$@"
