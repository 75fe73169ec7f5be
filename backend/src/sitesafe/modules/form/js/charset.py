"""Sets of UTF-16 code units, the only kind of class the translated patterns use (Python's own
`\\d \\w \\s .` are Unicode-aware; JavaScript's without the `u` flag are not, or differ)."""

from __future__ import annotations

Ranges = list[tuple[int, int]]
DIGIT: Ranges = [(0x30, 0x39)]
WORD: Ranges = [(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)]
SPACE: Ranges = [(0x09, 0x0D), (0x20, 0x20), (0xA0, 0xA0), (0x1680, 0x1680), (0x2000, 0x200A)]
SPACE += [(0x2028, 0x2029), (0x202F, 0x202F), (0x205F, 0x205F), (0x3000, 0x3000), (0xFEFF, 0xFEFF)]
LINE_TERMINATORS: Ranges = [(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)]


def normalize(ranges: Ranges) -> Ranges:
    merged: Ranges = []
    for lo, hi in sorted(ranges):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


def complement(ranges: Ranges) -> Ranges:
    out: Ranges = []
    start = 0
    for lo, hi in normalize(ranges):
        if lo > start:
            out.append((start, lo - 1))
        start = hi + 1
    if start <= 0xFFFF:
        out.append((start, 0xFFFF))
    return out


def emit_set(ranges: Ranges) -> str:
    """A Python class matching exactly these code units (every member escaped). A set reaching U+FFFF
    is written as the negation of its complement, which Python compiles without visiting each member."""
    merged = normalize(ranges)
    if not merged:
        return "(?!)"
    if merged == [(0, 0xFFFF)]:
        return "(?s:.)"
    negated = merged[-1][1] == 0xFFFF
    parts = [
        f"\\u{lo:04x}" if lo == hi else f"\\u{lo:04x}-\\u{hi:04x}"
        for lo, hi in (complement(merged) if negated else merged)
    ]
    return ("[^" if negated else "[") + "".join(parts) + "]"


def emit_char(code: int) -> str:
    ch = chr(code)
    if ch.isascii() and (ch.isalnum() or ch == "_"):
        return ch
    if 0x20 <= code < 0x7F:
        return "\\" + ch
    return f"\\u{code:04x}"


DOT = emit_set(complement(LINE_TERMINATORS))
CLASS_ESCAPES: dict[str, Ranges] = {
    "d": DIGIT,
    "D": complement(DIGIT),
    "w": WORD,
    "W": complement(WORD),
    "s": SPACE,
    "S": complement(SPACE),
}
_W = emit_set(WORD)
# Spelt out: Python's `\\B` never matches an empty subject, JavaScript's does.
BOUNDARY = f"(?:(?<={_W})(?!{_W})|(?<!{_W})(?={_W}))"
NOT_BOUNDARY = f"(?:(?<={_W})(?={_W})|(?<!{_W})(?!{_W}))"
