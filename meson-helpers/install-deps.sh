#!/usr/bin/env bash
# Installs the Debian 12 packages BoxOffice builds, runs and tests with. Idempotent; quick when done.
set -euo pipefail
packages=(
  libgtk-4-dev libadwaita-1-dev libsoup-3.0-dev glib-networking libsqlite3-dev   # build + run
  fonts-noto-cjk                                                                  # Hangul glyphs
  xvfb xauth dbus at-spi2-core libxtst-dev                                        # headless UI tests (XTest keys)
  python3-pyatspi                                                                 # the AT-SPI audit (meson-helpers/atspi-audit.py)
  desktop-file-utils appstream gettext meson ninja-build patchelf                 # install, validation, release link
  libgtk-4-bin                                                                    # gtk4-builder-tool validates the .ui files
  locales                                                                         # ko_KR / en_US for the UI tests
  poppler-utils                                                                   # the print tests read the PDF (pdftotext)
  yelp-tools itstool                                                              # the help: validated, translated, opened by F1
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "Installing: ${missing[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# The Korean and English UI tests switch locales in-process: both must exist.
if ! locale -a 2>/dev/null | grep -qi '^ko_KR.utf8$' || ! locale -a 2>/dev/null | grep -qi '^en_US.utf8$'; then
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd sed -i -E 's/^# *(ko_KR.UTF-8 UTF-8|en_US.UTF-8 UTF-8)/\1/' /etc/locale.gen
  $sudo_cmd locale-gen >/dev/null
fi
command -v swift >/dev/null || { echo "Swift 6 is needed (swift.org toolchain on PATH)"; exit 1; }
