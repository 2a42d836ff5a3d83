#!/usr/bin/env bash
# Re-extracts the message ids (English) from every Swift file that calls tr(...) and regenerates the
# Korean catalogue; fails if a message has no Korean translation in po/make-ko.py.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rl 'tr("' Sources | sort > po/POTFILES
xgettext --language=C --keyword=tr --from-code=UTF-8 --package-name=BoxOffice -o po/boxoffice.pot $(cat po/POTFILES)
python3 po/make-ko.py
msgfmt --check --statistics -o /dev/null po/ko.po
