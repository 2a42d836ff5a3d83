#!/usr/bin/python3
"""Lists what a screen reader can reach in a running BoxOffice, as AT-SPI (the bus Orca reads) shows it.

    /usr/bin/python3 meson-helpers/atspi-audit.py --pid PID [--window TITLE] [--wait 10] [--check]

Finds the application by its process id, then prints one JSON object per line for every visible object
a user can reach or hear: focusable or actionable objects, radio and check items, images, and table
cells. Each line has the object's path of roles, its role, name, description, states (with "checked" and
"selected") and "group", the name of the nearest named panel or list around it (a radio group's name). With --check it prints, after the list, one line "PROBLEM: …" for each object
whose name is empty, a GTK type name ("Gtk…", "Adw…") or a mnemonic form ("_X", "(_X)"), or an image named by its icon ("go-next-symbolic"), and exits 1
if there is any. Decorative images must not appear at all: an image listed with no name is a problem.

Run it under the same session bus as the app (dbus-run-session); AT-SPI's own bus is started by
at-spi2-core on demand. GTK 4.8 answers over that bus only while its main loop runs: the UI tests run
this script as a child process and keep iterating while waiting for it.
"""

import argparse
import json
import re
import sys
import time

import pyatspi

INTERACTIVE_ROLES = {
    "push button", "toggle button", "check box", "radio button", "menu item", "check menu item",
    "radio menu item", "combo box", "entry", "password text", "text", "spin button", "slider",
    "list item", "table cell", "table row", "column header", "page tab", "link", "switch", "menu",
    "tree item", "image", "toggle button", "button",
}
MNEMONIC = re.compile(r"(^|[^_])_[^_\s]|\(_.\)")
TYPE_NAME = re.compile(r"^(Gtk|Adw)[A-Z]|\b(Gtk|Adw)[A-Z][A-Za-z]+")
ICON_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)+$")


def find_app(pid, wait):
    """The application whose process is `pid`, re-fetching the desktop until `wait` seconds pass: a
    pyatspi process can miss an app that registered (or a window that opened) after it started."""
    deadline = time.monotonic() + wait
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:
                continue
        if time.monotonic() > deadline:
            return None
        time.sleep(0.2)


def states_of(obj):
    s = obj.getState()
    names = []
    for state, word in (
        (pyatspi.STATE_FOCUSABLE, "focusable"), (pyatspi.STATE_FOCUSED, "focused"),
        (pyatspi.STATE_CHECKED, "checked"), (pyatspi.STATE_SELECTED, "selected"),
        (pyatspi.STATE_PRESSED, "pressed"), (pyatspi.STATE_SENSITIVE, "sensitive"),
        (pyatspi.STATE_SHOWING, "showing"), (pyatspi.STATE_VISIBLE, "visible"),
        (pyatspi.STATE_CHECKABLE, "checkable") if hasattr(pyatspi, "STATE_CHECKABLE") else (None, None),
    ):
        if state is not None and s.contains(state):
            names.append(word)
    return names


def has_size(obj):
    try:
        extents = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return extents.width > 0 and extents.height > 0
    except Exception:
        return True


def has_action(obj):
    try:
        return obj.queryAction().nActions > 0
    except Exception:
        return False


def walk(obj, path, out, depth=0, group=""):
    if obj is None or depth > 60:
        return
    try:
        role = obj.getRoleName()
        name = obj.name or ""
        states = states_of(obj)
    except Exception:
        return
    # GTK 4.8 sets no "showing" state on widgets, and lists a stack's hidden pages as "visible": an object
    # never allocated (no size on screen) is left out with what it holds.
    if role not in ("application", "frame", "window", "dialog"):
        if "visible" not in states or not has_size(obj):
            return
    here = path + [role]
    # A label is read where it is, not reached (GTK 4.8 gives labels an action all the same).
    reachable = "focusable" in states or (role != "label" and (has_action(obj) or role in INTERACTIVE_ROLES))
    # A scroll pane is listed with what it holds, not itself: GTK 4.8 marks it focusable, but its focusable
    # child takes the keyboard first.
    containers = ("frame", "window", "application", "filler", "panel", "scroll pane")
    if ("focusable" in states and role not in containers[:3] + ("scroll pane",)) or (
            reachable and role not in containers):
        try:
            description = obj.description or ""
        except Exception:
            description = ""
        out.append({
            "path": "/".join(here), "role": role, "name": name, "description": description,
            "states": states, "focusable": "focusable" in states, "group": group,
        })
    try:
        children = list(obj)
    except Exception:
        children = []
    # The nearest named panel or list around an object: a radio group's name, say.
    inner = name if role in ("panel", "list", "table", "tree table", "page tab list") and name else group
    for child in children:
        walk(child, here, out, depth + 1, inner)


def problem(item):
    name = item["name"].strip()
    if not name:
        return "no name"
    if TYPE_NAME.search(name):
        return "a GTK type name"
    if MNEMONIC.search(name):
        return "a mnemonic mark"
    if item["role"] == "image" and ICON_NAME.match(name):
        return "an icon name"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--window", default=None, help="only the window whose title contains this")
    parser.add_argument("--wait", type=float, default=10)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()

    deadline = time.monotonic() + args.wait
    app = find_app(args.pid, args.wait)
    if app is None:
        print(f"no application with process {args.pid} on the AT-SPI bus", file=sys.stderr)
        return 2
    windows = []
    while True:
        windows = [w for w in app if w is not None and (args.window is None or args.window in (w.name or ""))]
        if windows or time.monotonic() > deadline:
            break
        time.sleep(0.2)
        app = find_app(args.pid, max(0.0, deadline - time.monotonic())) or app
    if not windows:
        print(f"no window titled like {args.window!r}", file=sys.stderr)
        return 2
    out = []
    for window in windows:
        walk(window, [], out)
    problems = 0
    for item in out:
        print(json.dumps(item, ensure_ascii=False))
    if args.check:
        for item in out:
            why = problem(item)
            if why:
                problems += 1
                print(f"PROBLEM: {why}: {item['role']} {item['name']!r} at {item['path']}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
