#!/usr/bin/env bash
# Validates the desktop integration files when they exist.
set -euo pipefail
cd "$(dirname "$0")/.."
shopt -s nullglob
for f in Data/*.desktop Data/*.desktop.in; do desktop-file-validate "$f"; echo "ok: $f"; done
for f in Data/*.metainfo.xml; do appstreamcli validate --no-net --pedantic "$f" >/dev/null || appstreamcli validate --no-net "$f"; echo "ok: $f"; done
for f in Data/*.gschema.xml; do d=$(mktemp -d); cp "$f" "$d/"; glib-compile-schemas --strict --dry-run "$d"; rm -r "$d"; echo "ok: $f"; done
