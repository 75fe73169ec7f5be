"""JSON values read the way the front end's JavaScript reads them.

Values come from `JSON.parse` on both sides, but JavaScript then converts them by its own rules: numbers
are doubles printed in their shortest form (`1.0` prints as `1`), `Number(" 0x1A ")` is 26, and reading
a property of a plain object also finds the members every object inherits (`values.toString` is a
function, so a field whose model is `toString` is never empty). These helpers reproduce exactly that.
"""

from __future__ import annotations

import json
import math
import re
from decimal import Decimal
from typing import Any


class ScriptError(Exception):
    """JavaScript would throw a TypeError on these values (the browser could not validate them either)."""


class _Undefined:
    """JavaScript's `undefined` (a missing key), distinct from `null` (None)."""

    _instance: _Undefined | None = None

    def __new__(cls) -> _Undefined:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undefined"

    def __bool__(self) -> bool:
        return False


UNDEFINED: Any = _Undefined()


class Inherited:
    """A member a plain object or an array inherits (a function, or `Object.prototype` for `__proto__`)."""

    def __init__(self, text: str) -> None:
        self.text = text  # what `String(member)` gives

    def __repr__(self) -> str:
        return f"Inherited({self.text!r})"


def _functions(names: str) -> dict[str, Inherited]:
    return {name: Inherited(f"function {name}() {{ [native code] }}") for name in names.split()}


OBJECT_MEMBERS: dict[str, Inherited] = {
    **_functions(
        "hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf"
        " __defineGetter__ __defineSetter__ __lookupGetter__ __lookupSetter__"
    ),
    "constructor": Inherited("function Object() { [native code] }"),
    "__proto__": Inherited("[object Object]"),
}
ARRAY_MEMBERS: dict[str, Inherited] = {
    **OBJECT_MEMBERS,
    **_functions(
        "at concat copyWithin entries every fill filter find findIndex findLast findLastIndex flat flatMap"
        " forEach includes indexOf join keys lastIndexOf map pop push reduce reduceRight reverse shift"
        " slice some sort splice toLocaleString toReversed toSorted toSpliced toString unshift values with"
    ),
    "constructor": Inherited("function Array() { [native code] }"),
}
_INDEX = re.compile(r"0|[1-9][0-9]*")


def get(obj: Any, key: str) -> Any:
    """`obj[key]` for a key that comes from the design (a model or a linkage field)."""
    if isinstance(obj, dict):
        return obj[key] if key in obj else OBJECT_MEMBERS.get(key, UNDEFINED)
    if isinstance(obj, list):
        if _INDEX.fullmatch(key):
            index = int(key)
            return obj[index] if index < len(obj) else UNDEFINED
        if key == "length":
            return len(obj)
        return ARRAY_MEMBERS.get(key, UNDEFINED)
    return UNDEFINED


def has(obj: Any, key: str) -> bool:
    """`key in obj` (own or inherited)."""
    if isinstance(obj, dict):
        return key in obj or key in OBJECT_MEMBERS
    if isinstance(obj, list):
        if _INDEX.fullmatch(key):
            return int(key) < len(obj)
        return key == "length" or key in ARRAY_MEMBERS
    return False


def prop(obj: Any, key: str) -> Any:
    """`obj.key` for a fixed key of the format (`options`, `rules`, ...), never an inherited name."""
    return obj.get(key, UNDEFINED) if isinstance(obj, dict) else UNDEFINED


def is_number(value: Any) -> bool:
    """`typeof value === 'number'`."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def as_double(value: int | float) -> float:
    """A JSON number as the double JavaScript holds (huge integers become Infinity)."""
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def number_text(value: int | float) -> str:
    """`String(n)` for a number (ECMA-262 Number::toString)."""
    x = as_double(value)
    if math.isnan(x):
        return "NaN"
    if x == 0:
        return "0"
    if x < 0:
        return "-" + number_text(-x)
    if math.isinf(x):
        return "Infinity"
    _, digit_tuple, exponent = Decimal(repr(x)).as_tuple()
    digits = "".join(map(str, digit_tuple)).rstrip("0")
    assert isinstance(exponent, int)
    k = len(digits)
    n = exponent + len(digit_tuple)  # the value is 0.<digits> × 10^n
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return f"{digits[:n]}.{digits[n:]}"
    if -6 < n <= 0:
        return "0." + "0" * -n + digits
    e = n - 1
    mantissa = digits if k == 1 else f"{digits[0]}.{digits[1:]}"
    return f"{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"


def text(value: Any) -> str:
    """`String(value)` (also what a template literal prints)."""
    if isinstance(value, str):
        return value
    if value is None:
        return "null"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    if is_number(value):
        return number_text(value)
    if isinstance(value, list):
        return ",".join("" if v is None or v is UNDEFINED else text(v) for v in value)
    if isinstance(value, Inherited):
        return value.text
    if "toString" in value:
        raise ScriptError("an object whose toString is not a function cannot become a string")
    return "[object Object]"


# StrWhiteSpaceChar: WhiteSpace (with the Zs category) and LineTerminator, as trim() and Number() use.
WHITESPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
WHITESPACE += "\u2028\u2029\u202f\u205f\u3000\ufeff"
_DECIMAL = re.compile(r"[+-]?(?:Infinity|(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)")
_RADIX = re.compile(r"0(?:[xX](?P<x>[0-9a-fA-F]+)|[oO](?P<o>[0-7]+)|[bB](?P<b>[01]+))")


def trim(value: str) -> str:
    return value.strip(WHITESPACE)


def string_number(value: str) -> float:
    """`Number(string)`: decimal, Infinity, 0x/0o/0b literals around blanks; anything else is NaN."""
    body = trim(value)
    if body == "":
        return 0.0
    if _DECIMAL.fullmatch(body):
        return float(body)
    radix = _RADIX.fullmatch(body)
    if radix is None:
        return math.nan
    base, digits = next((k, v) for k, v in radix.groupdict().items() if v is not None)
    return as_double(int(digits, {"x": 16, "o": 8, "b": 2}[base]))


def to_number(value: Any) -> float | None:
    """values.ts `toNumber`: a finite number from a number or a non-blank numeric string, else None."""
    if is_number(value):
        number = as_double(value)
    elif isinstance(value, str) and trim(value) != "":
        number = string_number(value)
    else:
        return None
    return number if math.isfinite(number) else None


def is_empty(value: Any) -> bool:
    """values.ts `isEmptyValue`: undefined, null, "", "[]" and [] are empty."""
    if value is UNDEFINED or value is None:
        return True
    if isinstance(value, list):
        return len(value) == 0
    return isinstance(value, str) and value in ("", "[]")


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def parse_json(source: str) -> Any:
    """`JSON.parse`: like json.loads, but NaN and Infinity are not JSON."""
    return json.loads(source, parse_constant=_no_constant)


def upload_items(value: Any) -> list[Any]:
    """values.ts `parseUploadValue`: an array, or the array a JSON string holds; anything else is []."""
    if isinstance(value, list):
        return value
    if isinstance(value, str) and trim(value) != "":
        try:
            parsed = parse_json(value)
        except (ValueError, RecursionError):
            return []
        return parsed if isinstance(parsed, list) else []
    return []
