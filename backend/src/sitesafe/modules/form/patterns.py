"""Pattern rules tested as the front end tests them: `new RegExp(pattern).test(subject)`.

Where JavaScript would keep searching for a very long time, the server gives up and counts the rule as
failed: a subject longer than `MAX_SUBJECT` code units, a search longer than the sandbox's time limit,
and every pattern after `MAX_STOPPED` such searches in one validation (so one request cannot hold the
workers for long). A browser facing such a search would hang; a normal value is never affected.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sitesafe.modules.form.js.regexp import translate
from sitesafe.modules.form.js.sandbox import Outcome, RegexSandbox, shared_sandbox

MAX_SUBJECT = 20_000
MAX_STOPPED = 3


@lru_cache(maxsize=1024)
def python_pattern(source: str) -> str | None:
    """The translation of a JavaScript pattern, or None when the rule is ignored (see `js.regexp`)."""
    translated = translate(source)
    if translated is None:
        return None
    try:
        re.compile(translated)  # e.g. a lookbehind of variable width: JavaScript has it, Python not
    except (re.error, RecursionError, OverflowError):
        return None
    return translated


def code_units(text: str) -> int:
    return len(text) + sum(1 for ch in text if ch > "\uffff")


class PatternTester:
    """Tests the pattern rules of one validation (the budget of stopped searches is per validation)."""

    def __init__(self, sandbox: RegexSandbox | None = None) -> None:
        self.sandbox = sandbox
        self.stopped = 0

    def test(self, pattern: object, subject: str) -> bool | None:
        """Whether the subject matches; None when there is no usable pattern (the rule is ignored)."""
        if not isinstance(pattern, str) or pattern == "":
            return None
        translated = python_pattern(pattern)
        if translated is None:
            return None
        if self.stopped >= MAX_STOPPED or code_units(subject) > MAX_SUBJECT:
            return False
        outcome = (self.sandbox or shared_sandbox()).search(translated, subject)
        if outcome is Outcome.STOPPED:
            self.stopped += 1
        if outcome is Outcome.INVALID:
            return None
        return outcome is Outcome.FOUND
