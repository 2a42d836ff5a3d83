#!/usr/bin/env python3
"""Writes boxoffice(1) from what the built boxoffice-app says of itself (ArgumentParser's
--experimental-dump-help for the window and for every terminal command its --help lists), so the manual
never leaves out an option or a command. Usage: man-page.py BOXOFFICE_APP OUTPUT_FILE VERSION"""
import json
import os
import re
import subprocess
import sys

app, output, version = sys.argv[1:4]
app = os.path.abspath(app)  # meson passes it relative to the build folder
env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", LANGUAGE="")


def run(*args):
    return subprocess.run([app, *args], env=env, check=True, capture_output=True, text=True).stdout


def dump(*args):
    return json.loads(run(*args, "--experimental-dump-help"))["command"]


def roff(text):
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line) if line.startswith((".", "'")) else line for line in text.split("\n"))


def option_lines(command):
    lines = []
    for arg in command.get("arguments", []):
        if not arg.get("shouldDisplay", True) or arg.get("valueName") == "help":
            continue
        names = arg.get("names", [])
        spelled = ", ".join(("-" if n["kind"] == "short" else "--") + n["name"] for n in names)
        value = arg.get("valueName", "")
        if arg["kind"] == "positional":
            head = "\\fI" + roff(value.upper()) + "\\fR"
        elif arg["kind"] == "option":
            head = "\\fB" + roff(spelled) + "\\fR \\fI" + roff(value.upper()) + "\\fR"
        else:
            head = "\\fB" + roff(spelled) + "\\fR"
        body = arg.get("abstract", "")
        values = arg.get("allValues") or []
        if values and arg.get("kind") == "option" and not all(re.search(r"\b%s\b" % re.escape(v), body) for v in values):
            body += " One of: " + ", ".join(arg["allValues"]) + "."
        if arg.get("defaultValue") not in (None, ""):
            body += " Default: " + arg["defaultValue"] + "."
        lines += [".TP", head, roff(body.strip())]
    return lines


def synopsis(name, command):
    parts = []
    for arg in command.get("arguments", []):
        if not arg.get("shouldDisplay", True) or arg.get("valueName") == "help":
            continue
        value = arg.get("valueName", "").upper()
        if arg["kind"] == "positional":
            parts.append("\\fI" + roff(value) + "\\fR" + ("..." if arg.get("isRepeating") else ""))
            continue
        name_ = arg.get("preferredName") or arg["names"][0]
        spelled = ("-" if name_["kind"] == "short" else "--") + name_["name"]
        text = "\\fB" + roff(spelled) + "\\fR" + (" \\fI" + roff(value) + "\\fR" if arg["kind"] == "option" else "")
        parts.append(text if not arg.get("isOptional") else "[" + text + "]")
    return ".B boxoffice" + ("" if not name else " " + name) + "\n" + " ".join(parts)


help_text = run("--help")
listed = re.search(r"Terminal commands[^\n]*\n((?:  \S+ +.*\n)+)", help_text)
commands = [line.split()[0] for line in listed.group(1).splitlines()] if listed else []
window = dump()

out = [
    '.TH BOXOFFICE 1 "" "BoxOffice %s" "User Commands"' % version,
    ".SH NAME",
    "boxoffice, boxoffice\\-app \\- the Korean box office (KOBIS) in a GNOME window and in the terminal",
    ".SH SYNOPSIS",
    synopsis("", window),
    ".br",
    ".B boxoffice",
    "\\fICOMMAND\\fR [\\fIOPTIONS\\fR]",
    ".SH DESCRIPTION",
    roff(window.get("abstract", "")),
    "Without a command, \\fBboxoffice\\fR opens the window (\\fBboxoffice\\-app\\fR, which the desktop file"
    " starts, takes the same arguments). With a command it prints to the terminal: \\fBdaily\\fR, \\fBweekly\\fR,"
    " \\fBrun\\fR and \\fBmarket\\fR answer from the saved cache and history without starting anything else when"
    " they can.",
    ".SH OPTIONS",
    *option_lines(window),
    ".SH COMMANDS",
]
for name in commands:
    if name == "help":
        continue
    command = dump(name)
    out += [".SS " + roff(name), synopsis(name, command), ".PP", roff(command.get("abstract", ""))]
    if command.get("discussion"):
        out += [".PP", roff(command["discussion"].strip())]
    out += option_lines(command)
out += [
    ".SH ENVIRONMENT",
    ".TP", "\\fBBOXOFFICE_KOBIS_KEY\\fR, \\fBBOXOFFICE_KAKAO_KEY\\fR",
    "The KOBIS key and the Kakao REST API key; they win over the keys saved in Preferences. Without a KOBIS key"
    " the bundled sample is shown, and says so.",
    ".TP", "\\fBBOXOFFICE_KOBIS_URL\\fR, \\fBBOXOFFICE_KAKAO_URL\\fR",
    "Other servers for the two APIs (a mirror, a test server); keys travel only over HTTPS or to this machine.",
    ".TP", "\\fBBOXOFFICE_CACHE_DIR\\fR",
    "Where responses, posters and the history are saved (default: \\fI$XDG_CACHE_HOME/kr.boxoffice.BoxOffice\\fR).",
    ".SH FILES",
    ".TP", "\\fI$XDG_CONFIG_HOME/kr.boxoffice.BoxOffice/\\fR",
    "\\fIkeys\\fR: the keys saved in Preferences (mode 0600); \\fIstate.ini\\fR: the window's size, chart and layout.",
    ".TP", "\\fI$XDG_CACHE_HOME/kr.boxoffice.BoxOffice/\\fR",
    "\\fIcache.sqlite\\fR: saved responses and the history of daily charts; \\fIposters/\\fR: saved posters.",
    ".TP", "\\fI/usr/lib/systemd/user/boxoffice\\-check.timer\\fR",
    "The daily check, off until Preferences' \\(lqCheck every day\\(rq turns it on"
    " (\\fBsystemctl \\-\\-user enable \\-\\-now boxoffice\\-check.timer\\fR does the same).",
    ".SH SEE ALSO",
    "The KOBIS Open API: https://www.kobis.or.kr/kobisopenapi",
]
with open(output, "w", encoding="utf-8") as f:
    f.write("\n".join(out) + "\n")
