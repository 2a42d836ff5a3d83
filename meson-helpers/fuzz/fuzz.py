#!/usr/bin/env python3
"""Fuzzes the boxoffice terminal commands with mutated KOBIS and Kakao responses and poster images.

    meson-helpers/fuzz.sh N [--seed S] [--binary PATH] [--keep DIR]
    meson-helpers/fuzz.sh --replay DIR/caseNNNNN.meta.json [--binary PATH]

Each case takes a command (daily, movie, poster in rotation), mutates the response it will see,
serves it from a loopback HTTP server and runs the binary once. A run passes when it exits 0, or
exits 1 with one sentence on stderr ("boxoffice: ….", warnings allowed before it), in under 2 s,
without printing an API key. Standard library only; deterministic for a seed.
"""

import argparse
import http.server
import json
import os
import re
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import random
import urllib.parse
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "Fixtures"

KOBIS_KEY = "0123456789abcdef0123456789abcdef"
KAKAO_KEY = "fedcba9876543210fedcba9876543210"
TIME_LIMIT = 10.0     # killed after this
SLOW = 2.0            # a run this long or longer fails
POSTER_MOVIE = "20124079"
KAKAO_FIXTURE = "kakao_image_gwanghae_poster_10docs.json"
IMAGE_FIXTURE = "poster.png"

DAILY_DAYS = [("2022-01-05", "daily_20220105.json")] * 3 + [
    ("2012-01-01", "daily_20120101.json"), ("2022-01-21", "daily_20220121.json")]
MOVIES = [("20124079", "movie_20124079.json")] * 3 + [("20199882", "movie_20199882.json")]


def fixture(name):
    return (FIXTURES / name).read_bytes()


# ---------------------------------------------------------------------------------------------
# JSON-aware mutations. Bodies are bytes; structural mutations work on text decoded with
# surrogateescape so that they still apply after a byte-level mutation broke the UTF-8.

KEY_RE = re.compile(r'"((?:[^"\\]|\\.)*)"\s*:\s*')
_decoder = json.JSONDecoder()


def _text(body):
    return body.decode("utf-8", "surrogateescape")


def _bytes(text):
    return text.encode("utf-8", "surrogateescape")


def _members(text):
    """(key, key_start, value_start, value_end, value) for every "key": value that still parses."""
    found = []
    for m in KEY_RE.finditer(text):
        start = m.end()
        try:
            value, end = _decoder.raw_decode(text, start)
        except (ValueError, RecursionError):
            continue
        found.append((m.group(1), m.start(), start, end, value))
    return found


def _pick(rng, members, want):
    chosen = [m for m in members if want(m[4])]
    return rng.choice(chosen) if chosen else None


def _splice(text, start, end, new):
    return text[:start] + new + text[end:]


def m_truncate(rng, body):
    if not body:
        return None
    at = rng.randrange(len(body))
    return body[:at], f"truncate@{at}"


def m_flip(rng, body):
    if not body:
        return None
    data = bytearray(body)
    count = rng.randint(1, 8)
    spots = []
    for _ in range(count):
        at = rng.randrange(len(data))
        data[at] ^= rng.randint(1, 255)
        spots.append(at)
    return bytes(data), "flip@" + ",".join(map(str, sorted(spots)))


WRONG_TYPES = ["123", "null", "[]", "{}", '["x"]', '{"a":1}', "true", "-0.5"]


def m_wrong_type(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: isinstance(v, str))
    if not m:
        return None
    new = rng.choice(WRONG_TYPES)
    return _bytes(_splice(text, m[2], m[3], new)), f"wrong-type({m[0]}={new})"


HUGE_NUMBERS = ["99999999999999999999999", "-1", "1e400", "NaN"]
NUMERIC = re.compile(r"-?\d+(\.\d+)?")


def m_huge_number(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text),
              lambda v: (isinstance(v, str) and NUMERIC.fullmatch(v)) or
                        (isinstance(v, (int, float)) and not isinstance(v, bool)))
    if not m:
        return None
    number = rng.choice(HUGE_NUMBERS)
    quoted = isinstance(m[4], str) if rng.random() < 0.75 else not isinstance(m[4], str)
    new = f'"{number}"' if quoted else number
    return _bytes(_splice(text, m[2], m[3], new)), f"huge-number({m[0]}={new})"


def m_deep_nesting(rng, body):
    depth = 10_000
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: True)
    if not m:
        return _bytes("[" * depth + text + "]" * depth), "deep-nesting(body)"
    new = "[" * depth + text[m[2]:m[3]] + "]" * depth
    return _bytes(_splice(text, m[2], m[3], new)), f"deep-nesting({m[0]})"


BAD_UTF8 = [b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xc0\xaf", b"\x80", b"\xe2\x82"]


def m_bad_utf8(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: isinstance(v, str))
    if not m:
        return None
    # Inside the quotes: at a random character of the string's raw text.
    inner_start, inner_end = m[2] + 1, m[3] - 1
    at = rng.randint(inner_start, inner_end)
    bad = rng.choice(BAD_UTF8)
    raw = _bytes(text[:at]) + bad + _bytes(text[at:])
    return raw, f"bad-utf8({m[0]}+{bad.hex()})"


def m_empty_array(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: isinstance(v, list) and v)
    if not m:
        return None
    return _bytes(_splice(text, m[2], m[3], "[]")), f"empty-array({m[0]})"


def m_duplicate_key(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: True)
    if not m:
        return None
    key_text = text[m[1]:m[2]]
    value = rng.choice(["null", '"duplicate"', "0", "{}", "[]", text[m[2]:m[3]]])
    # The copy goes after the original (last one wins in most decoders) or before it.
    if rng.random() < 0.5:
        new = _splice(text, m[3], m[3], "," + key_text + value)
        where = "after"
    else:
        new = _splice(text, m[1], m[1], key_text + value + ",")
        where = "before"
    return _bytes(new), f"duplicate-key({m[0]}={value[:20]},{where})"


def m_remove_key(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: True)
    if not m:
        return None
    start, end = m[1], m[3]
    rest = text[end:]
    stripped = rest.lstrip()
    if stripped.startswith(","):
        end += len(rest) - len(stripped) + 1
    else:
        before = text[:start].rstrip()
        if before.endswith(","):
            start = len(before) - 1
    return _bytes(text[:start] + text[end:]), f"remove-key({m[0]})"


def m_empty(rng, body):
    return b"", "empty-body"


def m_huge_string(rng, body):
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: isinstance(v, str))
    if not m:
        return None
    unit = rng.choice(["A", "가", "\u0301", "😀", "\\u0041"])
    count = 1_048_576 // len(unit.encode())
    return _bytes(_splice(text, m[2], m[3], '"' + unit * count + '"')), f"huge-string({m[0]},{unit.encode().hex()})"


def m_control_chars(rng, body):
    """A newline, carriage return or terminal escape inside a string value (JSON-escaped, so still valid)."""
    text = _text(body)
    m = _pick(rng, _members(text), lambda v: isinstance(v, str))
    if not m:
        return None
    inner = text[m[2] + 1:m[3] - 1]
    cut = rng.randint(0, len(inner))
    unit = rng.choice(["\\n", "\\r\\n", "\\u001b[31m", "\\t\\u0007"])
    return _bytes(_splice(text, m[2], m[3], '"' + inner[:cut] + unit + inner[cut:] + '"')), f"control-chars({m[0]})"


JSON_MUTATIONS = [m_truncate, m_flip, m_wrong_type, m_huge_number, m_deep_nesting, m_bad_utf8,
                  m_empty_array, m_duplicate_key, m_remove_key, m_empty, m_huge_string, m_control_chars]


# ---------------------------------------------------------------------------------------------
# Image mutations.

def _png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def _png_chunks(png):
    at, chunks = 8, []
    while at + 8 <= len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        chunks.append((kind, png[at + 8:at + 8 + length]))
        at += 12 + length
    return chunks


def i_truncate(rng, data):
    if not data:
        return None
    at = rng.randrange(len(data))
    return data[:at], f"img-truncate@{at}"


def i_flip(rng, data):
    result = m_flip(rng, data)
    return (result[0], "img-" + result[1]) if result else None


def i_huge_ihdr(rng, data):
    chunks = _png_chunks(data)
    if not chunks or chunks[0][0] != b"IHDR":
        return None
    width, height = rng.choice([(20000, 20000), (20000, 1), (1, 20000), (65535, 65535)])
    ihdr = struct.pack(">II", width, height) + chunks[0][1][8:]
    out = data[:8] + _png_chunk(b"IHDR", ihdr)
    keep_rest = rng.random() < 0.5
    if keep_rest:
        out += b"".join(_png_chunk(k, d) for k, d in chunks[1:])
    else:
        out += _png_chunk(b"IEND", b"")
    return out, f"img-huge-ihdr({width}x{height},{'rest' if keep_rest else 'iend'})"


MAGICS = {"gif": b"GIF89a", "jpeg": b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "webp": b"RIFF\x00\x10\x00\x00WEBPVP8 ",
          "png": b"\x89PNG\r\n\x1a\n"}


def i_magic_garbage(rng, data):
    name = rng.choice(sorted(MAGICS))
    garbage = bytes(rng.randrange(256) for _ in range(rng.choice([0, 16, 512, 8192])))
    return MAGICS[name] + garbage, f"img-{name}-magic+{len(garbage)}"


def i_html(rng, data):
    page = rng.choice([b"<html><body>Not a poster</body></html>",
                       b"<!DOCTYPE html>\n<html><head><title>403 Forbidden</title></head><body><h1>403</h1></body></html>\n"])
    return page, "img-html"


def i_svg(rng, data):
    size = rng.choice([(60, 90), (100000, 100000)])
    svg = ('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">'
           '<rect width="10" height="10" fill="red"/></svg>\n' % size).encode()
    return svg, f"img-svg({size[0]}x{size[1]})"


def i_empty(rng, data):
    return b"", "img-empty"


def i_huge(rng, data):
    return data + bytes(rng.randrange(256) for _ in range(1024)) * 1024, "img-1MB-trailing-garbage"


IMAGE_MUTATIONS = [i_truncate, i_flip, i_huge_ihdr, i_magic_garbage, i_html, i_svg, i_empty, i_huge]


def mutate(rng, body, mutations):
    names = []
    for _ in range(1 if rng.random() < 0.6 else 2):
        for _attempt in range(10):
            result = rng.choice(mutations)(rng, body)
            if result is not None:
                body, name = result
                names.append(name)
                break
    return body, names


# ---------------------------------------------------------------------------------------------
# Cases.

class Case:
    def __init__(self, index, args, kobis, kakao, image, mutated, mutations):
        self.index, self.args = index, args
        self.kobis, self.kakao, self.image = kobis, kakao, image
        self.mutated = mutated          # "kobis", "kakao" or "image"
        self.mutations = mutations

    @property
    def body(self):
        return {"kobis": self.kobis, "kakao": self.kakao, "image": self.image}[self.mutated]

    @property
    def command(self):
        return " ".join(self.args)


def make_case(index, seed, cache):
    rng = random.Random(f"boxoffice-fuzz:{seed}:{index}")

    def fx(name):
        if name not in cache:
            cache[name] = fixture(name)
        return cache[name]

    kakao, image = fx(KAKAO_FIXTURE), fx(IMAGE_FIXTURE)
    kind = index % 3
    if kind == 0:
        day, name = rng.choice(DAILY_DAYS)
        body, names = mutate(rng, fx(name), JSON_MUTATIONS)
        return Case(index, ["daily", "--date", day], body, kakao, image, "kobis", [name] + names)
    if kind == 1:
        code, name = rng.choice(MOVIES)
        body, names = mutate(rng, fx(name), JSON_MUTATIONS)
        return Case(index, ["movie", code], body, kakao, image, "kobis", [name] + names)
    movie = fx(f"movie_{POSTER_MOVIE}.json")
    args = ["poster", POSTER_MOVIE, "--output", "{out}"]
    if rng.random() < 0.5:
        body, names = mutate(rng, kakao, JSON_MUTATIONS)
        return Case(index, args, movie, body, image, "kakao", [KAKAO_FIXTURE] + names)
    body, names = mutate(rng, image, IMAGE_MUTATIONS)
    return Case(index, args, movie, kakao, body, "image", [IMAGE_FIXTURE] + names)


# ---------------------------------------------------------------------------------------------
# The loopback server: one for the whole run, answering with the current case's bodies.

IMAGE_URL_RE = re.compile(rb'("image_url"\s*:\s*")[hH][tT][tT][pP][sS]?://')


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"
    server_version = "fuzz"
    sys_version = ""

    def log_message(self, *args):
        pass

    def do_GET(self):
        case = self.server.case
        path = urllib.parse.urlsplit(self.path).path
        if case is not None:
            case.requests.append(path)
        if case is None:
            self.answer(503, b"no case", "text/plain")
        elif path in ("/kobis/boxoffice/searchDailyBoxOfficeList.json", "/kobis/movie/searchMovieInfo.json"):
            self.answer(200, case.kobis, "application/json")
        elif path == "/kakao/v2/search/image":
            base = f"http://127.0.0.1:{self.server.server_address[1]}/img/".encode()
            body = IMAGE_URL_RE.sub(lambda m: m.group(1) + base, case.kakao)
            self.answer(200, body, "application/json")
        elif path.startswith("/img/"):
            self.answer(200, case.image, "image/png")
        else:
            self.answer(404, b"not found", "text/plain")

    def answer(self, status, body, content_type):
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass   # the client gave up (too large, cancelled): fine
        self.close_connection = True


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = False
    case = None

    def handle_error(self, request, client_address):
        pass   # a client that hangs up mid-answer is not the harness's failure


def start_server():
    server = Server(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return server


# ---------------------------------------------------------------------------------------------
# Running and judging.

class Result:
    def __init__(self, case, status, seconds, stdout, stderr, timed_out):
        self.case, self.status, self.seconds = case, status, seconds
        self.stdout, self.stderr, self.timed_out = stdout, stderr, timed_out
        self.warnings = 0
        self.kind = None          # None: pass
        self.kinds = []
        self.notes = []

    @property
    def first_stderr_line(self):
        lines = _lines(self.stderr.decode("utf-8", "replace"))
        return lines[0] if lines else ""


def _lines(text):
    """Terminal lines: split at newlines only (a title may hold other separators)."""
    lines = text.split("\n")
    return lines[:-1] if lines and lines[-1] == "" else lines


def environment(port, home, cache):
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "BOXOFFICE_CACHE_DIR": cache, "LANG": "C.UTF-8",
           "BOXOFFICE_KOBIS_URL": f"http://127.0.0.1:{port}/kobis",
           "BOXOFFICE_KAKAO_URL": f"http://127.0.0.1:{port}/kakao",
           "BOXOFFICE_KOBIS_KEY": KOBIS_KEY, "BOXOFFICE_KAKAO_KEY": KAKAO_KEY}
    for name in ("ASAN_OPTIONS", "G_DEBUG"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def run_case(binary, server, case, scratch):
    work = Path(tempfile.mkdtemp(prefix=f"case{case.index}-", dir=scratch))
    home, cache, out = work / "home", work / "cache", work / "out"
    for d in (home, cache, out):
        d.mkdir()
    args = [a.replace("{out}", str(out / "p.img")) for a in case.args]
    case.requests = []
    server.case = case
    timed_out = False
    start = time.monotonic()
    proc = subprocess.Popen([binary] + args, env=environment(server.server_address[1], str(home), str(cache)),
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            cwd=str(work), start_new_session=True)
    try:
        stdout, stderr = proc.communicate(timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_group(proc)
        stdout, stderr = proc.communicate()
    seconds = time.monotonic() - start
    # Anything the app left behind in its session (it should leave nothing) goes too.
    _kill_group(proc)
    server.case = None
    shutil.rmtree(work, ignore_errors=True)
    return Result(case, proc.returncode, seconds, stdout, stderr, timed_out)


def _kill_group(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def judge(r):
    text = r.stderr.decode("utf-8", "replace")
    lines = _lines(text)
    r.warnings = sum(1 for l in lines if l.startswith("boxoffice: warning:"))
    kinds = []
    if r.timed_out:
        kinds.append("hang")
    elif r.status < 0 or r.status >= 128:
        number = -r.status if r.status < 0 else r.status - 128
        try:
            kinds.append("crash-" + signal.Signals(number).name)
        except ValueError:
            kinds.append(f"crash-{number}")
    elif r.status == 1 or (r.status == 2 and r.case.args[0] == "daily"):
        # 2: `daily` for a day KOBIS has no numbers for yet, also said in one sentence.
        rest = [l for l in lines if not l.startswith("boxoffice: warning:")]
        warnings_first = all(l.startswith("boxoffice: warning:") for l in lines[:len(lines) - 1])
        if not text.strip():
            kinds.append("empty-error")
        elif len(rest) != 1 or not warnings_first or not lines[-1] == rest[0]:
            kinds.append("multi-line-error")
        elif not (rest[0].startswith("boxoffice: ") and rest[0].endswith(".")):
            kinds.append("not-a-sentence")
    elif r.status != 0:
        kinds.append(f"status-{r.status}")
    if r.seconds >= SLOW and not r.timed_out:
        kinds.append("slow")
    for key in (KOBIS_KEY, KAKAO_KEY):
        if key.encode() in r.stdout or key.encode() in r.stderr:
            kinds.append("key-leak")
            break
    r.kinds = kinds
    r.kind = kinds[0] if kinds else None
    # Worth a look but within the rules: sentences that are huge, or carry terminal control characters.
    r.notes = []
    if len(r.stderr) > 4096:
        r.notes.append("stderr-over-4KB")
    if CONTROL_RE.search(text):
        r.notes.append("control-chars-on-stderr")
    return r


CONTROL_RE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def save(keep, r):
    keep.mkdir(parents=True, exist_ok=True)
    c = r.case
    stem = f"case{c.index:05d}-{c.args[0]}-{c.mutated}"
    ext = "img" if c.mutated == "image" else "json"
    (keep / f"{stem}.{ext}").write_bytes(c.body)
    meta = {"index": c.index, "args": c.args, "mutated": c.mutated, "mutations": c.mutations,
            "body": f"{stem}.{ext}", "status": r.status, "seconds": round(r.seconds, 3), "kinds": r.kinds,
            "requests": getattr(c, "requests", []),
            "stderr": r.stderr.decode("utf-8", "replace")[:4000], "stdout": r.stdout.decode("utf-8", "replace")[:2000]}
    (keep / f"{stem}.meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n")
    return keep / f"{stem}.meta.json"


def describe(r):
    c = r.case
    return (f"case {c.index}: boxoffice {c.command.replace('{out}', 'OUT')} | {c.mutated}: {' + '.join(c.mutations)} | "
            f"{','.join(r.kinds)} | status {r.status} | {r.seconds * 1000:.0f} ms | {r.first_stderr_line[:200]!r}")


def replay(meta_path, binary):
    """Serves a saved body again and runs its command once, printing what the app printed."""
    meta_path = Path(meta_path)
    meta = json.loads(meta_path.read_text())
    body = (meta_path.parent / meta["body"]).read_bytes()
    args = meta["args"]
    kobis = fixture(f"movie_{POSTER_MOVIE}.json") if args[0] == "poster" else body
    case = Case(meta["index"], args, kobis, fixture(KAKAO_FIXTURE), fixture(IMAGE_FIXTURE), meta["mutated"],
                meta["mutations"])
    if meta["mutated"] == "kakao":
        case.kakao = body
    elif meta["mutated"] == "image":
        case.image = body
    # A hand-written reproducer may replace any of the three answers.
    for part in ("kobis", "kakao", "image"):
        if meta.get(f"{part}_body"):
            setattr(case, part, (meta_path.parent / meta[f"{part}_body"]).read_bytes())
    server = start_server()
    scratch = tempfile.mkdtemp(prefix="boxoffice-fuzz-")
    try:
        r = judge(run_case(binary, server, case, scratch))
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(scratch, ignore_errors=True)
    sys.stdout.write(r.stdout.decode("utf-8", "replace")[:4000])
    sys.stderr.write(r.stderr.decode("utf-8", "replace")[:4000])
    print(f"\nreplay: status {r.status}, {r.seconds * 1000:.0f} ms, requests {case.requests}, "
          f"{'pass' if r.kind is None else 'FAIL ' + ','.join(r.kinds)}"
          f"{' (notes: ' + ', '.join(r.notes) + ')' if r.notes else ''}")
    return 0 if r.kind is None else 1


def main(argv):
    parser = argparse.ArgumentParser(prog="fuzz.sh", description=__doc__.split("\n\n")[0])
    parser.add_argument("count", type=int, nargs="?", help="number of cases")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--binary", default=os.environ.get("BOXOFFICE_BIN") or str(ROOT / ".build" / "debug" / "boxoffice"))
    parser.add_argument("--keep", help="save the bodies of failing cases here")
    parser.add_argument("--replay", help="run one saved case (a .meta.json written by --keep)")
    options = parser.parse_args(argv)
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        print(f"fuzz: no executable at {binary}", file=sys.stderr)
        return 2
    if options.replay:
        return replay(options.replay, binary)
    if options.count is None or options.count < 0:
        parser.error("give the number of cases")
    keep = Path(options.keep) if options.keep else None

    server = start_server()
    scratch = tempfile.mkdtemp(prefix="boxoffice-fuzz-")
    fixtures = {}
    results = []
    started = time.monotonic()
    try:
        for index in range(options.count):
            case = make_case(index, options.seed, fixtures)
            r = judge(run_case(binary, server, case, scratch))
            results.append(r)
            if r.kind is not None:
                line = "FAIL " + describe(r)
                if keep:
                    line += f" | saved {save(keep, r)}"
                print(line, flush=True)
    except KeyboardInterrupt:
        print(f"fuzz: interrupted after {len(results)} cases", flush=True)
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(scratch, ignore_errors=True)

    failures = [r for r in results if r.kind is not None]
    times = [r.seconds * 1000 for r in results]
    by_status = {}
    for r in results:
        by_status[r.status] = by_status.get(r.status, 0) + 1
    by_kind = {}
    for r in failures:
        by_kind[r.kind] = by_kind.get(r.kind, 0) + 1
    print(f"fuzz: {len(results)} cases (seed {options.seed}, binary {binary}) in {time.monotonic() - started:.1f} s")
    print(f"fuzz: exited 0: {by_status.get(0, 0)}, exited 1: {by_status.get(1, 0)}, "
          f"other: {len(results) - by_status.get(0, 0) - by_status.get(1, 0)}")
    print(f"fuzz: runs with warnings: {sum(1 for r in results if r.warnings)} "
          f"({sum(r.warnings for r in results)} warning lines)")
    if by_kind:
        print("fuzz: failures by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(by_kind.items())))
    notes = {}
    for r in results:
        for note in r.notes:
            notes.setdefault(note, []).append(r.case.index)
    if notes:
        print("fuzz: notes (not failures): " + ", ".join(
            f"{k} {len(v)} (e.g. case {', '.join(map(str, v[:3]))})" for k, v in sorted(notes.items())))
    if results:
        slowest = max(results, key=lambda r: r.seconds)
        print(f"fuzz: run time median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
        print(f"fuzz: slowest: case {slowest.case.index}, boxoffice {slowest.case.command.replace('{out}', 'OUT')} "
              f"({slowest.case.mutated}: {' + '.join(slowest.case.mutations)}), {slowest.seconds * 1000:.0f} ms")
    print(f"fuzz: {len(results) - len(failures)} passed, {len(failures)} failed", flush=True)
    return 0 if not failures and len(results) == options.count else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
