"""A JavaScript `new RegExp(source)` (no flags) translated into an equivalent Python `re` pattern.

Without flags JavaScript parses the pattern in non-Unicode mode with the web-compatibility grammar of
ECMA-262 Annex B and matches UTF-16 code units. The translation is exact over a subject given as code
units (`worker.to_code_units`):

- every character class, `.`, `\\d \\w \\s` (and negations) becomes an explicit set of code units, so
  Python's Unicode-aware classes never apply (`\\s` includes U+FEFF, `.` excludes \\r U+2028 U+2029);
- `^` / `$` become `\\A` / `\\Z` (Python's `$` also matches before a final newline); `\\b` / `\\B` are
  spelt out with ASCII word characters (Python's `\\B` never matches an empty subject);
- Annex B leniencies are honoured: `]`, `{`, `}` as literals, `\\8`, identity escapes such as `\\a` or
  `\\/`, `\\c` without a control letter, octal escapes (`\\12`), `\\k` when there are no named groups,
  class ranges whose end is a class escape (`[\\d-z]`), quantified lookaheads;
- named groups become numbered groups; a back reference to a group that has not matched yet matches
  the empty string, as in JavaScript (Python would fail);
- every literal is escaped, so a Python-only construct (`a*+`, `(?i)`, `a{,5}`) can never slip through.

`translate` returns None where JavaScript throws a SyntaxError (the front end then ignores the rule)
and where Python cannot express the pattern (a lookbehind of variable width, a back reference inside a
lookbehind, regexp modifiers, duplicate group names): such a rule is ignored on the server too.
"""

from __future__ import annotations

import re

from sitesafe.modules.form.js.charset import BOUNDARY, CLASS_ESCAPES, DOT, NOT_BOUNDARY, emit_char, emit_set
from sitesafe.modules.form.js.reader import Reader, Refused
from sitesafe.modules.form.js.worker import to_code_units

# Counts above this behave alike on subjects no longer than the sandbox accepts (20,000 code units).
MAX_COUNT = 65_535
MAX_DEPTH = 100
_BRACED = re.compile(r"\{([0-9]+)(?:(,)([0-9]*))?\}")
_NAME = re.compile(r"<([^>]*)>")
_DIGITS = re.compile(r"[0-9]+")


def _is_name(name: str) -> bool:
    """RegExpIdentifierName (ID_Start / ID_Continue, `$`, `_`, ZWNJ, ZWJ), surrogate pairs joined."""
    name = name.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    if not name or not (name[0] in "$_" or name[0].isidentifier()):
        return False
    return all(ch in "$_\u200c\u200d" or f"a{ch}".isidentifier() for ch in name[1:])


def scan_groups(src: str) -> list[str | None]:
    """The capturing groups in order of their opening parenthesis: their name, or None."""
    groups: list[str | None] = []
    i, in_class = 0, False
    while i < len(src):
        ch = src[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            if not src.startswith("?", i + 1):
                groups.append(None)
            elif src.startswith("?<", i + 1) and src[i + 3 : i + 4] not in ("=", "!"):
                named = _NAME.match(src, i + 2)
                groups.append(named.group(1) if named else "")
        i += 1
    return groups


class _Parser(Reader):
    def __init__(self, src: str) -> None:
        groups = scan_groups(src)
        super().__init__(src, named=any(name is not None for name in groups))
        self.group_count = len(groups)
        self.names: dict[str, int] = {}
        for number, name in enumerate(groups, start=1):
            if name is not None:
                if not _is_name(name):
                    raise Refused("invalid capture group name")
                if name in self.names:
                    raise Refused("duplicate capture group name")
                self.names[name] = number
        self.opened = 0
        self.closed: set[int] = set()
        self.depth = 0
        self.lookbehind = 0

    def braced(self, at: int) -> re.Match[str] | None:
        return _BRACED.match(self.src, at)

    def pattern(self) -> str:
        body = self.disjunction()
        if self.pos < len(self.src):
            raise Refused("unmatched )")
        return body

    def disjunction(self) -> str:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Refused("too deeply nested")
        alternatives = [self.alternative()]
        while self.peek() == "|":
            self.pos += 1
            alternatives.append(self.alternative())
        self.depth -= 1
        return "|".join(alternatives)

    def alternative(self) -> str:
        terms = []
        while self.peek() not in ("", "|", ")"):
            terms.append(self.term())
        return "".join(terms)

    def term(self) -> str:
        src, pos = self.src, self.pos
        if src[pos] in ("^", "$"):
            self.pos += 1
            self.refuse_quantifier()
            return "\\A" if src[pos] == "^" else "\\Z"
        if src.startswith(("\\b", "\\B"), pos):
            self.pos += 2
            self.refuse_quantifier()
            return BOUNDARY if src[pos + 1] == "b" else NOT_BOUNDARY
        if src.startswith(("(?<=", "(?<!"), pos):
            self.lookbehind += 1
            group = self.group(4, src[pos : pos + 4])
            self.lookbehind -= 1
            self.refuse_quantifier()
            return group
        if src.startswith(("(?=", "(?!"), pos):  # Annex B: a lookahead may be quantified
            atom = "(?:" + self.group(3, src[pos : pos + 3]) + ")"
        else:
            atom = self.atom()
        return atom + self.quantifier()

    def refuse_quantifier(self) -> None:
        if self.peek() in ("*", "+", "?") or (self.peek() == "{" and self.braced(self.pos)):
            raise Refused("nothing to repeat")

    def quantifier(self) -> str:
        ch = self.peek()
        if ch in ("*", "+", "?"):
            self.pos += 1
            text = ch
        elif ch == "{" and (m := self.braced(self.pos)):
            low = int(m.group(1))
            high = None if m.group(2) and not m.group(3) else int(m.group(3) or m.group(1))
            if high is not None and high < low:
                raise Refused("numbers out of order in {} quantifier")
            low, high = min(low, MAX_COUNT), None if high is None else min(high, MAX_COUNT)
            text = (
                f"{{{low}}}"
                if high == low and not m.group(2)
                else f"{{{low},{'' if high is None else high}}}"
            )
            self.pos = m.end()
        else:
            return ""
        if self.peek() == "?":
            self.pos += 1
            text += "?"
        return text

    def group(self, opener: int, python_opener: str) -> str:
        self.pos += opener
        inner = self.disjunction()
        if self.peek() != ")":
            raise Refused("unterminated group")
        self.pos += 1
        return python_opener + inner + ")"

    def atom(self) -> str:
        ch = self.peek()
        if ch == "(":
            return self.parenthesis()
        if ch == ".":
            self.pos += 1
            return DOT
        if ch == "[":
            return emit_set(self.char_class())
        if ch == "\\":
            return self.atom_escape()
        if ch in ("*", "+", "?") or (ch == "{" and self.braced(self.pos)):
            raise Refused("nothing to repeat")
        self.pos += 1
        return emit_char(ord(ch))

    def parenthesis(self) -> str:
        src, pos = self.src, self.pos
        if src.startswith("(?:", pos):
            return self.group(3, "(?:")
        if src.startswith("(?<", pos):
            named = _NAME.match(src, pos + 2)
            assert named is not None  # scan_groups refused a name without its ">"
            number = self.open_group()
            return self.close_group(number, self.group(named.end() - pos, f"(?P<g{number}>"))
        if src.startswith("(?", pos):
            raise Refused("invalid group")  # JavaScript's modifiers `(?i:...)` are not translated
        number = self.open_group()
        return self.close_group(number, self.group(1, f"(?P<g{number}>"))

    def open_group(self) -> int:
        self.opened += 1
        return self.opened

    def close_group(self, number: int, text: str) -> str:
        self.closed.add(number)
        return text

    def atom_escape(self) -> str:
        ch = self.peek(1)
        if ch == "":
            raise Refused("\\ at end of pattern")
        if ch in "123456789":
            digits = _DIGITS.match(self.src, self.pos + 1)
            assert digits is not None
            if int(digits.group()) <= self.group_count:
                self.pos += 1 + len(digits.group())
                return self.reference(int(digits.group()))
        if ch == "k" and self.named:
            named = _NAME.match(self.src, self.pos + 2)
            if named is None or named.group(1) not in self.names:
                raise Refused("invalid named reference")
            self.pos = named.end()
            return self.reference(self.names[named.group(1)])
        if ch in CLASS_ESCAPES:
            self.pos += 2
            return emit_set(CLASS_ESCAPES[ch])
        return emit_char(self.character_escape(in_class=False))

    def reference(self, number: int) -> str:
        if self.lookbehind:
            raise Refused("back reference inside a lookbehind")
        if number not in self.closed:
            return "(?:)"  # not matched yet (a forward or enclosing group): matches the empty string
        return f"(?(g{number})(?P=g{number}))"

    # ----- classes -----------------------------------------------------------------------------


def translate(source: str) -> str | None:
    """The Python pattern equivalent to `new RegExp(source)` on code-unit subjects, or None (see above)."""
    try:
        return _Parser(to_code_units(source)).pattern()
    except Refused:
        return None
