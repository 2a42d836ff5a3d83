#!/usr/bin/env bash
# The user guide as HTML, for a desktop without a Help app (F1 then offers these pages in the browser):
#   help-html.sh SOURCE_ROOT LANG OUTDIR   (LANG: C, or a language with help/LANG/LANG.po)
# The Korean pages are translated through itstool as meson's gnome.yelp() does for the Mallard install.
set -euo pipefail
src=$1 lang=$2 out=$3
rm -rf "$out" && mkdir -p "$out"
pages=("$src"/help/C/*.page)
if [ "$lang" != C ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  msgfmt -o "$work/$lang.mo" "$src/help/$lang/$lang.po"
  itstool -m "$work/$lang.mo" -o "$work" "${pages[@]}"
  pages=("$work"/*.page)
fi
yelp-build html -o "$out/" "${pages[@]}"
