#!/usr/bin/env bash
# Installs what BoxOffice needs, builds it in release mode and starts it. Arguments go to boxoffice.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
swift build -c release --static-swift-stdlib --scratch-path .build-release --product boxoffice 2>&1 | sed "/prohibited flag/d" >&2
exec "$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/boxoffice" "$@"
