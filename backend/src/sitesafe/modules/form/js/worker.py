"""The process that runs translated patterns for `sandbox.py`, so that a pattern which backtracks for
too long is stopped (a SIGALRM interrupts Python's matcher; a thread could not be stopped at all).

Protocol: one JSON array `[pattern, subject, seconds]` per line on stdin, one answer per line on stdout:
`1` found, `0` not found, `T` stopped after `seconds`, `E` not a valid Python pattern.
Standard library only: it runs as `python -I -S worker.py`.
"""

from __future__ import annotations

import json
import re
import signal
import sys


def to_code_units(text: str) -> str:
    """The string as JavaScript sees it: characters beyond U+FFFF become surrogate pairs."""
    if text.isascii() or max(text) <= "\uffff":
        return text
    out = []
    for ch in text:
        code = ord(ch)
        if code > 0xFFFF:
            code -= 0x10000
            out.append(chr(0xD800 + (code >> 10)) + chr(0xDC00 + (code & 0x3FF)))
        else:
            out.append(ch)
    return "".join(out)


class Stopped(Exception):
    """The time of one search ran out."""


def _alarm(_signum: int, _frame: object) -> None:
    raise Stopped


def answer(pattern: str, subject: str, seconds: float) -> str:
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        try:
            compiled = re.compile(pattern)
        except (re.error, RecursionError, OverflowError, ValueError, MemoryError):
            return "E"
        return "1" if compiled.search(to_code_units(subject)) else "0"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def main() -> None:
    signal.signal(signal.SIGALRM, _alarm)
    for line in sys.stdin:
        try:
            pattern, subject, seconds = json.loads(line)
            reply = answer(pattern, subject, seconds)
        except Stopped:
            reply = "T"
        sys.stdout.write(reply + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
