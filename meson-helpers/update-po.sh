#!/usr/bin/env bash
# Re-extracts the message ids (English) from every Swift file that calls tr(...) and from the desktop
# and metainfo templates, and regenerates the Korean catalogue; fails if a message has no Korean
# translation in po/make-ko.py.
set -euo pipefail
cd "$(dirname "$0")/.."
data=(Data/kr.boxoffice.BoxOffice.desktop.in Data/kr.boxoffice.BoxOffice.metainfo.xml.in)
{ grep -rl 'tr("' Sources | sort; printf '%s\n' "${data[@]}"; } > po/POTFILES
xgettext --language=C --keyword=tr --from-code=UTF-8 --package-name=BoxOffice -o po/boxoffice.pot \
  $(grep '\.swift$' po/POTFILES)
xgettext --join-existing --from-code=UTF-8 -o po/boxoffice.pot --language=Desktop "${data[0]}"
xgettext --join-existing --from-code=UTF-8 -o po/boxoffice.pot "${data[1]}"
python3 po/make-ko.py
msgfmt --check --statistics -o /dev/null po/ko.po
