"""The checks of one field value, ported from validate/checks.ts; each returns the first failing
message or None. Order: required, then the pattern rules in order, then the check of the type."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sitesafe.modules.form.js import values as js
from sitesafe.modules.form.js.values import prop
from sitesafe.modules.form.patterns import PatternTester
from sitesafe.modules.form.tree import type_of

# The texts of texts.ts (`T`) that validation prints.
REQUIRED = "必填项"


def number_min(label: str, limit: float) -> str:
    return f"{label}不能小于{js.number_text(limit)}"


def number_max(label: str, limit: float) -> str:
    return f"{label}不能大于{js.number_text(limit)}"


def too_precise(label: str, precision: int) -> str:
    return f"{label}最多{precision}位小数"


def not_in_options(label: str) -> str:
    return f"{label}的值不在可选项中"


def upload_limit(limit: float) -> str:
    return f"最大上传数量为{js.number_text(limit)}"


def pattern_fallback(label: str) -> str:
    return f"{label}格式不正确"


Check = Callable[[Any, Any, Any], "str | None"]


def rules_of(node: Any) -> list[Any]:
    rules = prop(node, "rules")
    return [r for r in rules if isinstance(r, (dict, list))] if isinstance(rules, list) else []


def is_required(node: Any) -> bool:
    return any(prop(r, "required") is True for r in rules_of(node))


def _label(node: Any) -> str:
    return js.text(prop(node, "label"))


def decimals(number: float) -> int:
    """How many decimals `String(number)` shows (exponent included: 1e-7 has 7)."""
    text = js.number_text(number)
    mantissa, _, exponent = text.partition("e")
    fraction = len(mantissa.split(".")[1]) if "." in mantissa else 0
    return fraction + int(exponent[1:]) if exponent.startswith("-") else fraction


def precision_of(value: Any) -> int | None:
    """The number precision option: an integer 0…50, anything else means no precision."""
    n = js.to_number(value)
    return int(n) if n is not None and n.is_integer() and 0 <= n <= 50 else None


def number_check(node: Any, options: Any, value: Any) -> str | None:
    n = js.to_number(value)
    if n is None:
        return None
    low, high = js.to_number(prop(options, "min")), js.to_number(prop(options, "max"))
    if low is not None and n < low:
        return number_min(_label(node), low)
    if high is not None and n > high:
        return number_max(_label(node), high)
    precision = precision_of(prop(options, "precision"))
    if precision is not None and decimals(n) > precision:
        return too_precise(_label(node), precision)
    return None


def option_check(node: Any, options: Any, value: Any) -> str | None:
    """Values of select/radio/checkbox must be among the static options (dynamic ones are not checked)."""
    dynamic, choices = prop(options, "dynamic"), prop(options, "options")
    if dynamic is True or dynamic == "true" or not isinstance(choices, list):
        return None
    allowed = {js.text(prop(choice, "value")) for choice in choices}
    chosen = value if isinstance(value, list) else [value]
    return None if all(js.text(v) in allowed for v in chosen) else not_in_options(_label(node))


def upload_check(node: Any, options: Any, value: Any) -> str | None:
    limit = js.to_number(prop(options, "limit"))
    if limit is None or limit < 1:
        return None
    return upload_limit(limit) if len(js.upload_items(value)) > limit else None


TYPE_CHECKS: dict[str, Check] = {
    "number": number_check,
    "select": option_check,
    "radio": option_check,
    "checkbox": option_check,
    "uploadFile": upload_check,
    "uploadImg": upload_check,
}


def pattern_subject(value: Any) -> str | None:
    """Pattern rules apply to strings and finite numbers (as their decimal text) only."""
    if isinstance(value, str):
        return value
    if js.is_number(value) and js.to_number(value) is not None:
        return js.number_text(value)
    return None


def _message(rule: Any, fallback: str) -> str:
    message = prop(rule, "message")
    return message if isinstance(message, str) and message else fallback


def check_field(node: Any, options: Any, value: Any, patterns: PatternTester) -> str | None:
    rules = rules_of(node)
    if js.is_empty(value):
        required = next((r for r in rules if prop(r, "required") is True), None)
        return None if required is None else _message(required, REQUIRED)
    subject = pattern_subject(value)
    if subject is not None:
        for rule in rules:
            if patterns.test(prop(rule, "pattern"), subject) is False:
                return _message(rule, pattern_fallback(_label(node)))
    kind = type_of(node)
    check = TYPE_CHECKS.get(kind) if kind is not None else None
    return check(node, options, value) if check else None
