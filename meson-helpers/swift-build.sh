#!/usr/bin/env bash
# meson's wrapper around `swift build`: builds the release binaries with their scratch path inside the
# meson build directory and copies the three to meson's output folder.  swift-build.sh SOURCE SCRATCH OUTDIR
set -euo pipefail
source_dir=$1 scratch=$2 outdir=$3
bin=$("$source_dir/meson-helpers/release-build.sh" "$source_dir" "$scratch")
cp "$bin/boxoffice" "$bin/boxoffice-app" "$bin/boxoffice-search-provider" "$outdir/"
