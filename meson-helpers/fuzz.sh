#!/usr/bin/env bash
# Fuzzes the terminal commands (daily, movie, poster, coming) with mutated API responses served on 127.0.0.1.
# Usage: meson-helpers/fuzz.sh N [--seed S] [--binary PATH] [--keep DIR]
#        meson-helpers/fuzz.sh --replay DIR/caseNNNNN-….meta.json [--binary PATH]
# The binary defaults to $BOXOFFICE_BIN, else .build/debug/boxoffice. See meson-helpers/fuzz/fuzz.py.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ -x /usr/bin/python3 ]; then python=/usr/bin/python3; else python=python3; fi
exec "$python" "$here/fuzz/fuzz.py" "$@"
