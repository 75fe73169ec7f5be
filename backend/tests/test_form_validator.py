"""The server's form validation against the front end's: the shared fixture case by case, then what only
the server has to get right (JavaScript patterns in Python, JavaScript value rules, runaway patterns)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sitesafe.modules.form.design import IMPORT_FAILED, DesignError, import_design, parse_design
from sitesafe.modules.form.js import values as js
from sitesafe.modules.form.js.regexp import translate
from sitesafe.modules.form.js.sandbox import Outcome, RegexSandbox
from sitesafe.modules.form.patterns import MAX_STOPPED, MAX_SUBJECT, PatternTester
from sitesafe.modules.form.validator import collect_values, validate_values

FIXTURE = (
    Path(__file__).resolve().parents[2] / "frontend/src/form-designer/__fixtures__/validation-cases.json"
)
CASES: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))


def test_the_fixture_is_the_front_ends() -> None:
    assert len(CASES) >= 45
    assert len({case["name"] for case in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_fixture_case(case: dict[str, Any]) -> None:
    result = validate_values(case["design"], case["values"])
    assert result == {"valid": case["valid"], "errors": case["errors"]}


def field(kind: str = "input", model: str = "v", **extra: Any) -> dict[str, Any]:
    return {"type": kind, "label": "值", "key": f"{kind}_{model}", "model": model, "options": {}, **extra}


def pattern_design(pattern: str, message: str = "格式不对") -> dict[str, Any]:
    return {
        "list": [field(rules=[{"required": False, "message": ""}, {"pattern": pattern, "message": message}])]
    }


# (pattern, subject, what `new RegExp(pattern).test(subject)` gives in JavaScript; None = SyntaxError)
JS_PATTERNS = [
    (r"^1\d{10}$", "13800138000", True),
    (r"^1\d{10}$", "13800138000\n", False),  # Python's `$` matches before a final newline
    (r"^\d+$", "١٢٣", False),  # Python's `\d` takes every Unicode digit
    (r"^\s$", "\ufeff", True),
    (r"^\s$", "\x1c", False),  # a blank for Python's `\s`, not for JavaScript
    (r"^.$", "\r", False),
    (r"^.$", "\u2028", False),
    (r"^.$", "😀", False),  # two UTF-16 code units
    (r"^..$", "😀", True),
    (r"^[😀]$", "😀", False),
    (r"^[\u4e00-\u9fa5]{2,4}$", "张三", True),
    (r"(?<y>\d{4})-\k<y>", "2024-2024", True),
    (r"(?<y>\d{4})-\k<y>", "2024-2025", False),
    (r"^(a)?\1b$", "b", True),  # a group that did not match: JavaScript matches the empty string
    (r"\1(a)", "a", True),
    (r"^\/\/$", "//", True),
    (r"^a{,5}$", "a{,5}", True),  # not a quantifier in JavaScript (in Python it is {0,5})
    (r"^a{,5}$", "aaa", False),
    (r"^\12$", "\n", True),  # an octal escape
    (r"^\8$", "8", True),
    (r"^[\d-z]$", "-", True),
    (r"^\c1$", "\\c1", True),
    (r"^[\b]$", "\x08", True),
    (r"^\u{41}$", "u" * 41, True),
    (r"^\p{L}$", "p{L}", True),
    (r"^\p{L}$", "中", False),
    (r"[^]", "\n", True),
    (r"[]", "a", False),
    (r"^\B$", "", True),  # Python's `\B` never matches an empty string
    (r"^(?=a)*b$", "b", True),
    (r"\k<x>(?<x>a)", "a", True),
    (r"^(?=.*\d)(?=.*[a-z]).{8,}$", "abcdefg1", True),
    (r"^(?=.*\d)(?=.*[a-z]).{8,}$", "abcdefgh", False),
    ("([", "x", None),
    ("a**", "a", None),
    ("a*+", "aaa", None),  # possessive in Python, "nothing to repeat" in JavaScript
    ("x{2,1}", "xx", None),
    ("[z-a]", "z", None),
    ("(?i)a", "A", None),
    ("(?<a>x)(?<a>y)", "xy", None),
    ("^*", "", None),
]


@pytest.mark.parametrize(("pattern", "subject", "expected"), JS_PATTERNS)
def test_patterns_match_as_in_javascript(pattern: str, subject: str, expected: bool | None) -> None:
    assert PatternTester().test(pattern, subject) is expected
    result = validate_values(pattern_design(pattern), {"v": subject})
    failed = expected is False
    assert result["errors"] == ([{"field": "v", "message": "格式不对"}] if failed else [])


def test_what_python_cannot_express_is_ignored_like_an_invalid_pattern() -> None:
    assert translate(r"(?<=a+)b") is not None  # JavaScript accepts it ...
    assert PatternTester().test(r"(?<=a+)b", "ab") is None  # ... Python has no variable-width lookbehind
    assert PatternTester().test(r"(?<=\d{2})x", "12x") is True


def test_translation_escapes_every_literal() -> None:
    assert translate("^a.b$") == r"\Aa[^\u000a\u000d\u2028-\u2029]b\Z"
    assert translate(r"[\s\S]") == "(?s:.)"
    assert translate("a{,5}") == r"a\{\,5\}"
    assert translate(r"(?<year>\d)\k<year>") == r"(?P<g1>[\u0030-\u0039])(?(g1)(?P=g1))"


def test_a_runaway_pattern_is_stopped_and_fails() -> None:
    tester = PatternTester()
    assert tester.test(r"(a+)+$", "a" * 40 + "b") is False
    assert tester.stopped == 1
    assert tester.test(r"^1\d{10}$", "13800138000") is True  # the worker was replaced
    design = pattern_design(r"\d*\d*\d*$", "只能是数字")
    result = validate_values(design, {"v": "1" * 300 + "x"})
    assert result["errors"] == [{"field": "v", "message": "只能是数字"}]


def test_after_a_few_stops_the_remaining_patterns_of_a_validation_fail_at_once() -> None:
    tester = PatternTester()
    for _ in range(MAX_STOPPED):
        assert tester.test(r"(x+x+)+y", "x" * 40) is False
    assert tester.stopped == MAX_STOPPED
    assert tester.test("a", "a") is False
    assert PatternTester().test("a", "a") is True


def test_too_long_a_subject_fails_the_rule() -> None:
    assert PatternTester().test(r"\S", "x" * MAX_SUBJECT) is True
    assert PatternTester().test(r"\S", "x" * (MAX_SUBJECT + 1)) is False


def test_a_worker_that_dies_is_replaced() -> None:
    sandbox = RegexSandbox(workers=1, time_limit=0.2)
    try:
        assert sandbox.search("a", "a") is Outcome.FOUND
        sandbox._idle[0].proc.kill()
        assert sandbox.search("a", "a") is Outcome.STOPPED
        assert sandbox.search("a", "b") is Outcome.NOT_FOUND
    finally:
        sandbox.close()


NUMBER_TEXTS = [
    (18, "18"),
    (1.0, "1"),
    (1.5, "1.5"),
    (1e21, "1e+21"),
    (1e20, "100000000000000000000"),
    (1e-7, "1e-7"),
    (0.000001, "0.000001"),
    (-0.0, "0"),
    (0.1 + 0.2, "0.30000000000000004"),
    (2**53 + 1, "9007199254740992"),
]
NUMERIC_STRINGS = [
    (" 12 ", 12.0),
    ("0x1A", 26.0),
    ("0b11", 3.0),
    ("1e3", 1000.0),
    (".5", 0.5),
    ("5.", 5.0),
    ("\ufeff7", 7.0),
    ("1_0", None),
    ("-0x1", None),
    ("Infinity", None),
    ("abc", None),
    ("", None),
    (" ", None),
    ("nan", None),
]


@pytest.mark.parametrize(("number", "text"), NUMBER_TEXTS)
def test_numbers_print_as_javascript_prints_them(number: float, text: str) -> None:
    assert js.number_text(number) == text


@pytest.mark.parametrize(("text", "number"), NUMERIC_STRINGS)
def test_numeric_strings_read_as_javascript_reads_them(text: str, number: float | None) -> None:
    assert js.to_number(text) == number


def test_a_number_string_is_checked_against_min_max_and_precision() -> None:
    design = {"list": [field("number", "n", options={"min": 1, "max": 30, "precision": 0})]}
    assert validate_values(design, {"n": " 0x1F "})["errors"] == [{"field": "n", "message": "值不能大于30"}]
    assert validate_values(design, {"n": "2.5"})["errors"] == [{"field": "n", "message": "值最多0位小数"}]
    assert validate_values(design, {"n": "abc"})["valid"]


def test_models_named_like_object_members_behave_as_in_the_browser() -> None:
    # `values.toString` is a function in JavaScript: the field is never empty and never among the options.
    design = {"list": [field(model="toString", rules=[{"required": True, "message": "必填"}])]}
    assert validate_values(design, {})["valid"]
    choice = field("select", "valueOf", options={"options": [{"value": "1"}]})
    assert validate_values({"list": [choice]}, {})["errors"] == [
        {"field": "valueOf", "message": "值的值不在可选项中"}
    ]
    assert collect_values({"list": [choice, field(model="a")]}, {"a": "x"}) == {"a": "x"}


def test_values_javascript_cannot_print_are_refused() -> None:
    design = {"list": [field("select", "s", options={"options": [{"value": "1"}]})]}
    with pytest.raises(js.ScriptError):
        validate_values(design, {"s": {"toString": 1}})


def test_collected_values_are_what_get_data_returns() -> None:
    design = {
        "list": [
            field(model="a"),
            field(model="b", options={"hidden": True}),
            field("uploadImg", "p"),
            field(
                model="c",
                options={"linkage": [{"action": "show", "when": {"field": "a", "op": "eq", "value": "1"}}]},
            ),
        ]
    }
    values = {"a": "2", "b": "stale", "p": '[{"url": "/f"}]', "c": "stale", "extra": 1}
    assert collect_values(design, values) == {"a": "2", "p": [{"url": "/f"}]}


def test_import_fills_what_old_designs_lack() -> None:
    old = {
        "list": [
            {"type": "input", "name": "旧标签", "model": "a", "rules": [{"required": True, "message": ""}]},
            {"type": "input", "model": "b", "options": None},
            {
                "type": "table",
                "trs": [
                    {"tds": [{"colspan": 0, "list": [field(model="c", rules=[{"required": True}])]}, {}]}
                ],
            },
        ]
    }
    design = import_design(old)
    assert design["list"][0]["label"] == "旧标签" and design["list"][0]["key"] == "a"
    assert design["list"][1]["options"] == {}
    assert design["list"][2]["trs"][0]["tds"] == [{"colspan": 1, "rowspan": 1, "list": []}]
    assert validate_values(design, {})["errors"] == [{"field": "a", "message": "必填项"}]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        '{"list": {}}',
        '{"list": [null]}',
        '{"list": [{"label": "no type"}]}',
        '{"list": [{"type": "grid", "columns": [null]}]}',
        '{"list": [{"type": "input", "list": [null]}]}',
        '{"list": [], "x": NaN}',
        '{"list": [{"type": "input", "options": {"toString": 1}}]}',
        '{"list": ' + '[{"type": "card", "list": ' * 60 + "[]" + "}]" * 60 + "}",
    ],
)
def test_designs_the_front_end_cannot_import_are_refused(text: str) -> None:
    with pytest.raises(DesignError, match=IMPORT_FAILED):
        parse_design(text)


def test_a_design_over_two_megabytes_is_refused() -> None:
    with pytest.raises(DesignError, match="表单设计内容过大，最大2MB"):
        parse_design(json.dumps({"list": [], "padding": "x" * 2 * 1024 * 1024}))
