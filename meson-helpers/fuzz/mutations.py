"""Mutations of API bodies and poster images for meson-helpers/fuzz/fuzz.py: JSON-aware (wrong types,
huge numbers, deep nesting, control characters …) and image-aware (truncated, flipped, huge headers …)."""

import json
import re
import struct
import zlib

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


# Int64.max decodes and then overflows any sum (KOBIS's totCnt + 99 trapped the coming list, issue 45).
HUGE_NUMBERS = ["99999999999999999999999", "9223372036854775807", "-1", "1e400", "NaN"]
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
