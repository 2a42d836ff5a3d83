#!/usr/bin/env bash
# Validates every GtkBuilder file under Sources (or the files given) with GTK's own gtk4-builder-tool;
# prints each failing file with GTK's message and exits 1. Needs a display (test.sh runs it under
# xvfb-run), as the tool builds the objects to check their types and properties.
# Debian 12's tool (GTK 4.8) knows neither our template classes nor libadwaita's types: it looks a
# template's parent up with g_type_from_name, which finds only registered types ("Failed to lookup template
# parent type AdwWindow"). So each file is checked as a copy where `<template class="X" parent="P">` is
# `<object class="P">` (same lines, so GTK's line numbers hold), with libadwaita preloaded: GtkBuilder
# resolves an unknown class by its get_type function in the process (adw_window_get_type), which the
# preloaded library provides. The XCTest TemplateFilesTests does the same inside the test run.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v gtk4-builder-tool >/dev/null || { echo "gtk4-builder-tool is missing (apt install libgtk-4-bin)"; exit 1; }
if [ $# -gt 0 ]; then files=("$@"); else mapfile -t files < <(find Sources -name '*.ui' | sort); fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
# A template class used inside another file (the film window's PosterView) is checked as its parent class too.
nested=$(find Sources -name '*.ui' -exec grep -ho '<template class="[^"]*" parent="[^"]*"' {} + \
  | sed -E 's#<template class="([^"]*)" parent="([^"]*)"#s/<object class="\1"/<object class="\2"/;#' | tr -d '\n')
for file in "${files[@]}"; do
  copy="$scratch/$(basename "$file")"
  sed -E 's#<template class="[^"]*" parent="([^"]*)"#<object class="\1"#; s#</template>#</object>#' "$file" \
    | sed "$nested" >"$copy"
  message=$(GTK_A11Y=none LD_PRELOAD=libadwaita-1.so.0 gtk4-builder-tool validate "$copy" 2>&1)
  status=$?
  if [ "$status" -ne 0 ] || [ -n "$message" ]; then
    echo "$file: gtk4-builder-tool validate failed (exit $status):"
    printf '%s\n' "${message//$copy/$file}"
    failed=1
  fi
done
[ "$failed" -eq 0 ] && echo "gtk4-builder-tool validate: ${#files[@]} .ui files valid"
exit "$failed"
