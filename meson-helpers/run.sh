#!/usr/bin/env bash
# Installs what BoxOffice needs, builds it in release mode and starts it. Arguments go to boxoffice.
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
bin=$(meson-helpers/release-build.sh)
# The Korean catalogue, as meson would install it.
mkdir -p .build-release/locale/ko/LC_MESSAGES
msgfmt -o .build-release/locale/ko/LC_MESSAGES/boxoffice.mo po/ko.po
export BOXOFFICE_LOCALE_DIR="$PWD/.build-release/locale"
# The GSettings schema, compiled beside the build (meson install puts it in the system's schema folder).
mkdir -p .build-release/schemas
cp Data/kr.boxoffice.BoxOffice.gschema.xml .build-release/schemas/
glib-compile-schemas --strict .build-release/schemas
export GSETTINGS_SCHEMA_DIR="$PWD/.build-release/schemas"
exec "$bin/boxoffice" "$@"
