#!/usr/bin/env bash
# Regenerates meson-helpers/startup-order.txt, the order release-build.sh links functions in: every
# function of the binary that runs from exec to the first frame of the chart (the sample, in Korean),
# as Valgrind's callgrind records it under Xvfb. Run it after changes to what the launch does; a stale
# list still links (unknown names are skipped), it only packs the launch's code less tightly.
#   meson-helpers/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
command -v valgrind >/dev/null || apt-get install -y -qq valgrind >/dev/null
app=$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))/boxoffice-app
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/locale/ko/LC_MESSAGES"
msgfmt -o "$work/locale/ko/LC_MESSAGES/boxoffice.mo" po/ko.po
cat >"$work/record.sh" <<'INNER'
#!/usr/bin/env bash
set -euo pipefail
app=$1 work=$2
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 LANG=ko_KR.UTF-8 LC_ALL=ko_KR.UTF-8
export BOXOFFICE_LOCALE_DIR="$work/locale" BOXOFFICE_CACHE_DIR="$work/cache" XDG_CONFIG_HOME="$work/config"
export BOXOFFICE_EXIT_AFTER_FIRST_FRAME=1
unset BOXOFFICE_KOBIS_KEY BOXOFFICE_KAKAO_KEY
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$app" >/dev/null 2>"$work/valgrind.log"
INNER
chmod +x "$work/record.sh"
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" "$work/record.sh" "$app" "$work"
python3 - "$work/callgrind.out" "$app" meson-helpers/startup-order.txt <<'PY'
import re, sys
out, binary, target = sys.argv[1:]
# callgrind names objects and functions once, "(id) name", and by id after that; "fn=" opens the
# costs of a function, in the object of the latest "ob=".
objects, functions, order, seen, current = {}, {}, [], set(), None
pattern = re.compile(r'(c?ob|c?fn)=\((\d+)\)(?: (.*))?$')
for line in open(out, errors="replace"):
    m = pattern.match(line.rstrip("\n"))
    if not m:
        continue
    kind, ident, name = m.groups()
    table = objects if kind.endswith("ob") else functions
    if name:
        table[ident] = name
    if kind == "ob":
        current = objects.get(ident)
    elif kind == "fn" and current == binary:
        fn = functions.get(ident)
        if fn and not fn.startswith("0x") and fn not in seen:
            seen.add(fn)
            order.append(fn)
open(target, "w").write("".join(f"{fn}\n" for fn in order))
print(f"{len(order)} functions ran before the first frame; written to {target}")
PY
