"""Reading a JavaScript pattern's source: the cursor, character escapes and character classes, with the
leniencies of ECMA-262 Annex B (non-Unicode mode)."""

from __future__ import annotations

import re

from sitesafe.modules.form.js.charset import CLASS_ESCAPES, Ranges, complement

_HEX2 = re.compile(r"[0-9a-fA-F]{2}")
_HEX4 = re.compile(r"[0-9a-fA-F]{4}")
OCTAL = "01234567"
CONTROL = {"f": 0x0C, "n": 0x0A, "r": 0x0D, "t": 0x09, "v": 0x0B}


class Refused(Exception):
    """JavaScript refuses the pattern (SyntaxError) or Python cannot express it."""


class Reader:
    def __init__(self, src: str, named: bool) -> None:
        self.src = src
        self.pos = 0
        self.named = named  # the pattern has named groups: `\k` is then a reference, never the letter k

    def peek(self, ahead: int = 0) -> str:
        i = self.pos + ahead
        return self.src[i] if i < len(self.src) else ""

    def character_escape(self, in_class: bool) -> int:
        """The code unit of the escape at `pos` (a backslash); moves past it."""
        ch = self.peek(1)
        if ch == "":
            raise Refused("\\ at end of pattern")
        self.pos += 2
        if ch in CONTROL:
            return CONTROL[ch]
        if ch == "c":
            letter = self.peek()
            if letter.isascii() and (letter.isalpha() or (in_class and (letter.isdigit() or letter == "_"))):
                self.pos += 1
                return ord(letter) % 32
            self.pos -= 1  # `\c` without a control letter is a backslash; the `c` is read next
            return ord("\\")
        if ch in ("x", "u"):
            hexed = (_HEX2 if ch == "x" else _HEX4).match(self.src, self.pos)
            if hexed:
                self.pos = hexed.end()
                return int(hexed.group(), 16)
            return ord(ch)
        if ch in OCTAL:
            return self.octal(int(ch))
        if ch == "k" and in_class and self.named:
            raise Refused("invalid escape")
        return ord(ch)  # an identity escape: `\/`, `\-`, `\8`, `\a`, ...

    def octal(self, value: int) -> int:
        """A legacy octal escape after its first digit: up to three digits, at most 0o377."""
        if self.peek() in OCTAL and self.peek():
            value = value * 8 + int(self.peek())
            self.pos += 1
            if value < 32 and self.peek() in OCTAL and self.peek():
                value = value * 8 + int(self.peek())
                self.pos += 1
        return value

    def char_class(self) -> Ranges:
        self.pos += 1
        negated = self.peek() == "^"
        if negated:
            self.pos += 1
        ranges: Ranges = []
        while self.peek() != "]":
            if self.peek() == "":
                raise Refused("unterminated character class")
            first = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.pos += 1
                last = self.class_atom()
                if isinstance(first, int) and isinstance(last, int):
                    if first > last:
                        raise Refused("range out of order in character class")
                    ranges.append((first, last))
                    continue
                ranges += [*_as_ranges(first), (0x2D, 0x2D), *_as_ranges(last)]
                continue
            ranges += _as_ranges(first)
        self.pos += 1
        return complement(ranges) if negated else ranges

    def class_atom(self) -> int | Ranges:
        ch = self.peek()
        if ch != "\\":
            self.pos += 1
            return ord(ch)
        escaped = self.peek(1)
        if escaped in CLASS_ESCAPES:
            self.pos += 2
            return CLASS_ESCAPES[escaped]
        if escaped == "b":
            self.pos += 2
            return 0x08
        return self.character_escape(in_class=True)


def _as_ranges(atom: int | Ranges) -> Ranges:
    return [(atom, atom)] if isinstance(atom, int) else atom
