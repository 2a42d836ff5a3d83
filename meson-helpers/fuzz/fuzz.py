#!/usr/bin/env python3
"""Fuzzes the boxoffice terminal commands with mutated KOBIS and Kakao responses and poster images.

    meson-helpers/fuzz.sh N [--seed S] [--binary PATH] [--keep DIR]
    meson-helpers/fuzz.sh --replay DIR/caseNNNNN.meta.json [--binary PATH]

Each case takes a command (daily, movie, poster, coming in rotation), mutates the response it will see,
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
# A run still going after this is a hang (killed, and a failure). Generous: how fast a run is belongs to
# the benchmarks, and a sanitized build on a busy machine is several times slower; the times are reported.
HANG_LIMIT = 30.0 if "ASAN_OPTIONS" in os.environ else 10.0
SLOW_NOTE = 2.0       # noted (not a failure) from this long on
POSTER_MOVIE = "20124079"
KAKAO_FIXTURE = "kakao_image_gwanghae_poster_10docs.json"
MOVIE_LIST = "movielist_default.json"
IMAGE_FIXTURE = "poster.png"

DAILY_DAYS = [("2022-01-05", "daily_20220105.json")] * 3 + [
    ("2012-01-01", "daily_20120101.json"), ("2022-01-21", "daily_20220121.json")]
MOVIES = [("20124079", "movie_20124079.json")] * 3 + [("20199882", "movie_20199882.json")]


def fixture(name):
    return (FIXTURES / name).read_bytes()


from mutations import IMAGE_MUTATIONS, JSON_MUTATIONS, mutate


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
    kind = index % 4
    if kind == 3:
        # The real first page of the film list (totCnt 95,043: 40 pages a year), answering every page asked.
        body, names = mutate(rng, fx(MOVIE_LIST), JSON_MUTATIONS)
        return Case(index, ["coming", "--weeks", "1", "--format", "json"], body, kakao, image, "kobis",
                    [MOVIE_LIST] + names)
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
        elif path in ("/kobis/boxoffice/searchDailyBoxOfficeList.json", "/kobis/movie/searchMovieInfo.json",
                      "/kobis/movie/searchMovieList.json"):
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
        stdout, stderr = proc.communicate(timeout=HANG_LIMIT)
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
    elif r.status == 1 or (r.status == 2 and r.case.args[0] in ("daily", "coming")):
        # 2: `daily` for a day KOBIS has no numbers for yet, `coming` for weeks no film opens in, also said in
        # one sentence. `coming` says its cost (and what the list misses) first, each a sentence of its own.
        if r.case.args[0] == "coming":
            head = lines[:-1]
            if any(not (l.startswith("boxoffice: ") and l.endswith(".")) for l in head):
                kinds.append("not-a-sentence")
            lines = ["boxoffice: warning: (a note before the answer)"] * len(head) + lines[-1:]
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
    if r.seconds >= SLOW_NOTE and not r.timed_out:
        r.notes.append(f"over-{SLOW_NOTE:g}-s")
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
        p95 = sorted(times)[min(len(times) - 1, int(len(times) * 0.95))]
        print(f"fuzz: run time median {statistics.median(times):.0f} ms, 95th percentile {p95:.0f} ms, "
              f"max {max(times):.0f} ms (hang limit {HANG_LIMIT:g} s)")
        print(f"fuzz: slowest: case {slowest.case.index}, boxoffice {slowest.case.command.replace('{out}', 'OUT')} "
              f"({slowest.case.mutated}: {' + '.join(slowest.case.mutations)}), {slowest.seconds * 1000:.0f} ms")
    print(f"fuzz: {len(results) - len(failures)} passed, {len(failures)} failed", flush=True)
    return 0 if not failures and len(results) == options.count else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
