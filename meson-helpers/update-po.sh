#!/usr/bin/env bash
# The GNOME way: po/ko.po is the source of the Korean translation, edited with gettext tools (or any
# .po editor). This re-extracts the message ids (English) from every Swift file that calls tr(...) and
# from the desktop and metainfo templates into po/boxoffice.pot, merges them into po/ko.po (new ones
# arrive empty, for a translator to fill in), and fails while any message is untranslated or fuzzy.
# meson's i18n module builds the catalogue from po/LINGUAS and po/POTFILES (targets boxoffice-pot,
# boxoffice-update-po); this script needs no build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
data=(Data/kr.boxoffice.BoxOffice.desktop.in Data/kr.boxoffice.BoxOffice.metainfo.xml.in)
ui=($(find Sources -name '*.ui' | sort))
{ grep -rlzP '\btr(Plural)?\(\s*"' Sources | sort; printf '%s\n' "${ui[@]}" "${data[@]}"; } > po/POTFILES
xgettext --language=C --keyword=tr --keyword=trPlural:1,2 --from-code=UTF-8 --package-name=BoxOffice -o po/boxoffice.pot \
  $(grep '\.swift$' po/POTFILES)
# The GtkBuilder files' translatable="yes" texts, with their context="…" (xgettext reads them as Glade).
xgettext --join-existing --from-code=UTF-8 -o po/boxoffice.pot --language=Glade "${ui[@]}"
xgettext --join-existing --from-code=UTF-8 -o po/boxoffice.pot --language=Desktop "${data[0]}"
xgettext --join-existing --from-code=UTF-8 -o po/boxoffice.pot "${data[1]}"
msgmerge --quiet --update --backup=none --no-fuzzy-matching po/ko.po po/boxoffice.pot
msgattrib --no-obsolete -o po/ko.po po/ko.po
missing=$(msgattrib --no-wrap --untranslated po/ko.po; msgattrib --no-wrap --only-fuzzy po/ko.po)
if grep -q '^msgid "[^"]' <<<"$missing"; then
  echo "po/ko.po: translate these (then run this again):"
  grep -A1 '^msgid "[^"]' <<<"$missing"
  exit 1
fi
msgfmt --check --statistics -o /dev/null po/ko.po
