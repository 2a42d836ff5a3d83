#!/usr/bin/env bash
# meson's wrapper around `swift build`: builds the release binary with its scratch path inside the
# meson build directory and copies it to meson's output.  swift-build.sh SOURCE SCRATCH OUTPUT
set -euo pipefail
source_dir=$1 scratch=$2 output=$3
cp "$("$source_dir/meson-helpers/release-build.sh" "$source_dir" "$scratch")" "$output"
