#!/usr/bin/env bash
# The release build, in one place for run.sh, meson (swift-build.sh) and the benchmarks: the static
# Swift standard library, every function in its own section, linked by lld in the order of
# meson-helpers/startup-order.txt, so the code a launch runs sits together in a few pages instead of
# being spread over the 18 MB of code (the kernel maps a binary's code 64 KB around every page
# touched; see docs/PERFORMANCE.md, "The release build"), with concrete type metadata reached through
# accessors (a mangled name makes the runtime scan every protocol conformance in the binary). Both executables:
# `boxoffice-app` (the window and every command) and `boxoffice` (one static executable answering from
# the cache, handing the rest on), and `boxoffice-search-provider` (GNOME Shell's search, GIO and the Store).
# Prints the folder holding copies of them on standard output.
#   release-build.sh [SOURCE_DIR [SCRATCH_DIR]]
set -euo pipefail
source_dir=$(cd "${1:-$(dirname "$0")/..}" && pwd)
scratch=${2:-$source_dir/.build-release}
flags=(-c release --static-swift-stdlib --package-path "$source_dir" --scratch-path "$scratch"
       -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
       -Xlinker "--symbol-ordering-file=$source_dir/meson-helpers/startup-order.txt" -Xlinker --no-warn-symbol-ordering)
for product in boxoffice-app boxoffice boxoffice-search-provider; do
  swift build "${flags[@]}" --product "$product" 2>&1 | sed '/prohibited flag/d' >&2
done
bin=$(swift build "${flags[@]}" --show-bin-path)
# libsoup is opened with dlopen on the first request (Sources/CSoupLoader), but its pkg-config flags
# still link it: the window's binary drops it from the libraries loaded at start, once sure that
# nothing in it calls libsoup directly.
if readelf -d "$bin/boxoffice-app" | grep -q 'Shared library: \[libsoup-3.0.so.0\]'; then
  undefined=$(nm -D --undefined-only "$bin/boxoffice-app")
  if grep -q ' soup_' <<<"$undefined"; then
    echo "release-build.sh: boxoffice-app calls libsoup directly; go through Sources/CSoupLoader" >&2
    exit 1
  fi
  patchelf --remove-needed libsoup-3.0.so.0 "$bin/boxoffice-app"
fi
# With the Swift libraries linked in, nothing is looked up beside the binary: without the $ORIGIN run
# path the loader goes straight to the system's libraries (about 30 failed opens fewer at each start).
if readelf -d "$bin/boxoffice-app" | grep -q 'RUNPATH'; then
  if readelf -d "$bin/boxoffice-app" | grep -q 'Shared library: \[libswift'; then
    echo "release-build.sh: boxoffice-app needs Swift's shared libraries; it is meant to link them in" >&2
    exit 1
  fi
  patchelf --remove-rpath "$bin/boxoffice-app"
fi
# What users run is a copy (meson install, a package), and so is what run.sh and the benchmarks run: the
# linker writes its output through mmap, and the page cache keeps such a file in single pages that a
# process faults in one by one (`boxoffice daily` from the cache: 366 page faults against 330 for a copy,
# about a millisecond more of its three).
staged=$scratch/staged
mkdir -p "$staged"
for product in boxoffice-app boxoffice boxoffice-search-provider; do
  install -m 755 "$bin/$product" "$staged/.$product.new"
  mv -f "$staged/.$product.new" "$staged/$product"
done
# Release binaries look for their data only as installed, beside them (`../share/<app-id>/`): the staged copies
# find the source tree's Data/ there, as an installed binary finds its own.
mkdir -p "$scratch/share"
ln -sfn "$source_dir/Data" "$scratch/share/kr.boxoffice.BoxOffice"
echo "$staged"
