#!/usr/bin/env bash
# meson's wrapper around `swift build`: builds the release binary with its scratch path inside the
# meson build directory and copies it to meson's output.  swift-build.sh SOURCE SCRATCH OUTPUT
set -euo pipefail
source_dir=$1 scratch=$2 output=$3
swift build -c release --static-swift-stdlib --package-path "$source_dir" --scratch-path "$scratch" \
  --product boxoffice 2>&1 | sed '/prohibited flag/d'
cp "$(swift build -c release --static-swift-stdlib --package-path "$source_dir" --scratch-path "$scratch" --show-bin-path)/boxoffice" "$output"
