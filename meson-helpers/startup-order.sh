#!/usr/bin/env bash
# Regenerates meson-helpers/startup-order.txt, the order release-build.sh links functions in: every
# function of boxoffice-app that runs from exec to the first frame of the chart (the sample, in
# Korean), as Valgrind's callgrind records it under Xvfb, then every function of `boxoffice` that runs
# in its cached answers (`daily` from the sample, `run` over an empty history, `market` over ten years; both binaries link
# with the one list, and each skips the names it lacks). Run it after changes to what the launch or the
# answers do; a stale list still links, it only packs the code less tightly.
#   meson-helpers/startup-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
meson-helpers/install-deps.sh
command -v valgrind >/dev/null || apt-get install -y -qq valgrind >/dev/null
bin=$(meson-helpers/release-build.sh 2> >(tail -n 1 >&2))
app=$bin/boxoffice-app
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The stripped copies below run from $work/bin, and a release binary finds its data only as installed, beside it
# (../share/<app-id>, as release-build.sh links it for the staged ones): without it the launch recorded had no
# sample, so no chart (nor its rows' code), and `boxoffice daily` answered nothing.
mkdir -p "$work/bin" "$work/share"
ln -s "$PWD/Data" "$work/share/kr.boxoffice.BoxOffice"
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
# Valgrind reads the symbol table only: the binary's debug information (lld's DWARF 5, after patchelf)
# is more than its reader takes.
objcopy --strip-debug "$app" "$work/bin/boxoffice-app"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/bin/boxoffice-app" >/dev/null 2>"$work/valgrind.log"
INNER
chmod +x "$work/record.sh"
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" "$work/record.sh" "$app" "$work"
# Stripped as the app is: Valgrind gives up on the debug information (and the runs below recorded nothing).
objcopy --strip-debug "$bin/boxoffice" "$work/bin/boxoffice"
front=$work/bin/boxoffice
for run in "daily --date 2022-01-05" "run 20112207"; do
  # shellcheck disable=SC2086
  env -u BOXOFFICE_KOBIS_KEY LANG=C.UTF-8 BOXOFFICE_CACHE_DIR="$work/cache" \
    valgrind --tool=callgrind --callgrind-out-file="$work/front-${run%% *}.out" "$front" $run >/dev/null 2>>"$work/valgrind.log" || true
done
# `market` over ten years of history (benchmark-history.sh's seeding code, as benchmark-market.sh seeds it):
# its reads and computation, packed after the rest.
BOXOFFICE_CACHE_DIR="$work/history" "$front" run 00000000 >/dev/null 2>&1 || true
awk '/python3 - .*<<.PY.$/ { inside = 1; next } inside && /^PY$/ { exit } inside' meson-helpers/benchmark-history.sh >"$work/seed.py"
python3 "$work/seed.py" "$work/history/cache.sqlite" >/dev/null
env -u BOXOFFICE_KOBIS_KEY LANG=C.UTF-8 BOXOFFICE_CACHE_DIR="$work/history" BOXOFFICE_NOW=2024-01-01T09:00:00+09:00 \
  valgrind --tool=callgrind --callgrind-out-file="$work/front-market.out" "$front" market --year 2023 --format csv \
  >/dev/null 2>>"$work/valgrind.log" || true
python3 - meson-helpers/startup-order.txt "$work/callgrind.out" "$work/bin/boxoffice-app" "$work/front-daily.out" "$front" "$work/front-run.out" "$front" "$work/front-market.out" "$front" <<'PY'
import re, sys
target, runs = sys.argv[1], list(zip(sys.argv[2::2], sys.argv[3::2]))
# callgrind names objects and functions once, "(id) name", and by id after that; "fn=" opens the
# costs of a function, in the object of the latest "ob=".
order, seen = [], set()
pattern = re.compile(r'(c?ob|c?fn)=\((\d+)\)(?: (.*))?$')
for out, binary in runs:
    objects, functions, current, before = {}, {}, None, len(order)
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
    print(f"{out.rsplit('/', 1)[-1]}: {len(order) - before} more functions")
open(target, "w").write("".join(f"{fn}\n" for fn in order))
print(f"{len(order)} functions in all; written to {target}")
PY
