#!/usr/bin/env bash
# The Debian package, for users without a Swift toolchain: boxoffice_VERSION_amd64.deb (VERSION is
# meson.build's project version). What `meson install` puts under /usr (the release binaries `boxoffice`
# and `boxoffice-app` and the search provider, with the Swift runtime linked in, stripped; the desktop
# file, metainfo, icons, Korean catalogue, sample data, D-Bus service and search-provider key file),
# the copyright (meson-helpers/deb/copyright) and changelog in usr/share/doc/boxoffice, DEBIAN/control
# with the dependencies dpkg-shlibdeps finds plus what is opened at run time (libsoup, glib-networking),
# then `lintian`, which must report no errors. Prints the package's path on standard output.
#   meson-helpers/package-deb.sh [OUTPUT_DIR]      (default .build-deb)
# Builds in .build-meson, the meson build directory test-install.sh uses (prefix /usr), so after
# test.sh the release binaries are already there. DEBFULLNAME and DEBEMAIL name the maintainer.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build-deb}
build=.build-meson
meson-helpers/install-deps.sh >&2
# The packaging tools: dpkg-shlibdeps (dpkg-dev) and lintian.
missing=()
for p in dpkg-dev lintian; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "Installing: ${missing[*]}" >&2
  $sudo_cmd apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ -d "$build" ] || meson setup "$build" --prefix=/usr >&2
option() {  # the value of one meson build option
  meson introspect --buildoptions "$build" | python3 -c 'import json, sys
print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == sys.argv[1]))' "$1"
}
[ "$(option prefix)" = /usr ] || { echo "package-deb.sh: $build is not configured with --prefix=/usr" >&2; exit 1; }
version=$(meson introspect --projectinfo "$build" | python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
arch=$(dpkg --print-architecture)
meson compile -C "$build" 2>&1 | sed '/prohibited flag/d' | tail -n 2 >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
meson install -C "$build" --no-rebuild --quiet --destdir "$root" >&2
binaries=(usr/bin/boxoffice usr/bin/boxoffice-app usr/libexec/boxoffice-search-provider)
for f in "${binaries[@]}"; do
  [ -f "$root/$f" ] || { echo "package-deb.sh: meson did not install $f" >&2; exit 1; }
  # What dh_strip does: the symbol tables and debug information go (about 95 MB down to 63 MB each).
  strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/$f"
  # The Swift runtime is linked in: no libswift*.so may be needed, nor anything the system lacks.
  libs=$(ldd "$root/$f" 2>&1 || true)
  if grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found' <<<"$libs"; then
    echo "package-deb.sh: $f needs a library the package does not bring" >&2; exit 1
  fi
done

# What dh_compress and dh_link do to manual pages: compressed, and boxoffice-app's a link to boxoffice's page.
man1=$root/usr/share/man/man1
gzip -9n "$man1/boxoffice.1" "$man1/boxoffice-search-provider.1"
rm "$man1/boxoffice-app.1"
ln -s boxoffice.1.gz "$man1/boxoffice-app.1.gz"

doc=$root/usr/share/doc/boxoffice
mkdir -p "$doc"
cp meson-helpers/deb/copyright "$doc/copyright"
mkdir -p "$root/usr/share/lintian/overrides"
cp meson-helpers/deb/lintian-overrides "$root/usr/share/lintian/overrides/boxoffice"
maintainer="${DEBFULLNAME:-The BoxOffice developers} <${DEBEMAIL:-boxoffice-app@users.noreply.github.com}>"
# The version's date is its last commit's, so the same tree makes the same package.
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH=$epoch
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
{
  printf 'boxoffice (%s) unstable; urgency=medium\n\n' "$version"
  printf '  * Built from the BoxOffice source at commit %s.\n\n' "$commit"
  printf ' -- %s  %s\n' "$maintainer" "$(LC_ALL=C date -u -R -d "@$epoch")"
} | gzip -9n >"$doc/changelog.gz"   # a native package (no Debian revision): changelog.gz

find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
for f in "${binaries[@]}"; do chmod 0755 "$root/$f"; done

# Dependencies: the libraries the binaries link (dpkg-shlibdeps wants a debian/control beside it), then
# what they open at run time: libsoup on the first request (dlopen, Sources/CSoupLoader), glib-networking
# for HTTPS; GTK 4 and libadwaita named even where shlibdeps found them.
mkdir -p "$work/debian"
printf 'Source: boxoffice\n\nPackage: boxoffice\nArchitecture: %s\n' "$arch" >"$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O "${binaries[@]/#/root/}" 2>"$work/shlibdeps.log") \
  || { cat "$work/shlibdeps.log" >&2; exit 1; }
depends=${shlibs#shlibs:Depends=}
for p in libgtk-4-1 libadwaita-1-0 libsoup-3.0-0 glib-networking; do
  grep -qE "(^|, )$p( |,|$)" <<<"$depends" || depends="$depends, $p"
done
[ -n "${shlibs#shlibs:Depends=}" ] || { echo "package-deb.sh: dpkg-shlibdeps found nothing: $shlibs" >&2; exit 1; }

mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<EOF
Package: boxoffice
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: fonts-noto-cjk, yelp
Section: video
Priority: optional
Homepage: https://github.com/boxoffice-app/boxoffice
Description: Korean film box office (KOBIS) for the GNOME desktop
 BoxOffice shows the box office of the Korean Film Council (KOBIS,
 영화진흥위원회): the daily, weekend and weekly top 10 with rank changes,
 audience and sales, as a list, a grid of posters or a table; a film's
 credits, poster and run day by day; the market by year, month and weekend.
 Charts are saved, so saved days can be browsed offline.
 .
 The same charts are printed by the command \`boxoffice\`, and GNOME Shell's
 Activities search finds films from the saved history. Without a KOBIS API
 key it runs on bundled sample data.
EOF
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
# On removal: the daily check's timer links in users' own systemd folders (the script says why).
install -m 0755 meson-helpers/deb/prerm "$root/DEBIAN/prerm"

mkdir -p "$out"
deb="$out/boxoffice_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$root" "$deb" >&2
# lintian: no errors (its warnings, and the one override, are in docs/INTERNALS.md, "Packaging").
lintian --fail-on error "$deb" >&2 || {
  echo "package-deb.sh: lintian reports errors" >&2; exit 1; }
echo "$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
