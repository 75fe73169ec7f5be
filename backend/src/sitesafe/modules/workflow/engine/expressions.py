"""The safe expression language of conditions, completion rules and listeners.

Python-like syntax read with `ast.parse(mode="eval")`, then walked by a small evaluator that only knows
the whitelisted nodes: literals (numbers, strings, true/false/null, lists, dicts), variable names,
subscripts, arithmetic (+ - * / // %), comparisons incl. `in`, `and`/`or`/`not`, `a if c else b` and a
few functions. No attributes, no calls of anything else, no power operator: nothing reaches eval/exec.
`*` and `%` on text would repeat it or format it (`"%0999999999d" % 1`) into a string of any size before
the result is looked at, so `*`, `//` and `%` take numbers only.
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable, Mapping
from typing import Any

MAX_LENGTH = 2000
MAX_NODES = 300
MAX_TEXT = 10_000
MAX_ITEMS = 1_000

CONSTANTS: dict[str, Any] = {
    "true": True,
    "false": False,
    "null": None,
    "True": True,
    "False": False,
    "None": None,
}

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
# The operators that would repeat or format text and lists: numbers only (the name is for the message).
_NUMBERS_ONLY: dict[type[ast.operator], str] = {
    ast.Mult: "乘法",
    ast.FloorDiv: "整除（//）",
    ast.Mod: "取余（%）",
}
_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}


class ExpressionError(Exception):
    """A refused or failing expression; the message is for people (Chinese)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _num(value: Any) -> float:
    if isinstance(value, bool) or value is None:
        raise ExpressionError("数值函数需要数字")
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError as exc:
            raise ExpressionError(f"“{value}”不是数字") from exc
    if isinstance(value, int | float):
        return value
    raise ExpressionError("数值函数需要数字")


def _to_int(value: Any) -> int:
    return int(_num(value))


def _contains(haystack: Any, needle: Any) -> bool:
    if haystack is None:
        return False
    return needle in haystack


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "len": lambda v: len(v) if v is not None else 0,
    "min": lambda *v: min(*v) if len(v) > 1 else min(v[0]),
    "max": lambda *v: max(*v) if len(v) > 1 else max(v[0]),
    "abs": lambda v: abs(_num(v)),
    "round": lambda v, n=0: round(_num(v), _to_int(n)),
    "int": _to_int,
    "float": _num,
    "str": lambda v: "" if v is None else str(v),
    "contains": _contains,
    "empty": lambda v: v is None or v == "" or v == [] or v == {},
}


def parse(expression: str) -> ast.Expression:
    """Parse and check against the whitelist; raises ExpressionError with a readable message."""
    text = (expression or "").strip()
    if not text:
        raise ExpressionError("表达式不能为空")
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"表达式过长（最多 {MAX_LENGTH} 个字符）")
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ExpressionError(f"表达式语法错误（第 {exc.offset or 0} 个字符附近）") from exc
    except (MemoryError, RecursionError) as exc:
        raise ExpressionError("表达式过于复杂") from exc
    nodes = list(ast.walk(tree))
    if len(nodes) > MAX_NODES:
        raise ExpressionError("表达式过于复杂")
    for node in nodes:
        _check_node(node)
    return tree


_ALLOWED = (
    ast.Expression,
    ast.BoolOp,
    ast.And,
    ast.Or,
    ast.UnaryOp,
    ast.Not,
    ast.USub,
    ast.UAdd,
    ast.BinOp,
    ast.Compare,
    ast.IfExp,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.List,
    ast.Tuple,
    ast.Dict,
    ast.Subscript,
    ast.Call,
    *_BINARY,
    *_COMPARE,
)


def _check_node(node: ast.AST) -> None:
    if not isinstance(node, _ALLOWED):
        raise ExpressionError(f"表达式不支持该写法：{_describe(node)}")
    if isinstance(node, ast.Constant) and not isinstance(node.value, str | int | float | bool | type(None)):
        raise ExpressionError("表达式只支持数字、文本、true/false/null")
    if isinstance(node, ast.Name) and node.id.startswith("_"):
        raise ExpressionError(f"变量名不能以下划线开头：{node.id}")
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            raise ExpressionError(f"不支持的函数，可用：{'、'.join(FUNCTIONS)}")
        if node.keywords:
            raise ExpressionError("函数不支持命名参数")
    if isinstance(node, ast.BinOp):
        _check_operands(node)
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        raise ExpressionError("表达式不支持切片")


def _check_operands(node: ast.BinOp) -> None:
    """Text, a list or an object written next to * // % is refused before anything is evaluated."""
    operator_name = _NUMBERS_ONLY.get(type(node.op))
    for side in (node.left, node.right):
        written = isinstance(side, ast.List | ast.Tuple | ast.Dict) or (
            isinstance(side, ast.Constant) and isinstance(side.value, str)
        )
        if operator_name and written:
            raise ExpressionError(f"{operator_name}只能用于数字")


def _describe(node: ast.AST) -> str:
    names = {
        ast.Attribute: "属性访问 a.b",
        ast.Lambda: "lambda",
        ast.Pow: "乘方 **",
        ast.NamedExpr: "赋值 :=",
        ast.ListComp: "推导式",
        ast.GeneratorExp: "推导式",
        ast.DictComp: "推导式",
        ast.SetComp: "推导式",
        ast.Starred: "星号展开",
        ast.JoinedStr: "f 字符串",
    }
    for kind, text in names.items():
        if isinstance(node, kind):
            return text
    return type(node).__name__


def variables(expression: str) -> set[str]:
    """The variable names an expression reads (constants and function names excluded)."""
    tree = parse(expression)
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return names - called - set(CONSTANTS)


def evaluate(expression: str | ast.Expression, context: Mapping[str, Any]) -> Any:
    """Evaluate against `context` (variable name -> value)."""
    tree = parse(expression) if isinstance(expression, str) else expression
    try:
        return _Evaluator(context).eval(tree.body)
    except ExpressionError:
        raise
    except ZeroDivisionError as exc:
        raise ExpressionError("表达式计算出错：除数为 0") from exc
    except (TypeError, ValueError, KeyError, IndexError, OverflowError) as exc:
        raise ExpressionError(f"表达式计算出错：{_reason(exc)}") from exc
    except (MemoryError, RecursionError) as exc:
        raise ExpressionError("表达式计算出错：结果过大") from exc


def _reason(exc: Exception) -> str:
    if isinstance(exc, KeyError | IndexError):
        return "取值的键或下标不存在"
    if isinstance(exc, TypeError):
        return "值的类型不匹配"
    return "值无效"


class _Evaluator:
    def __init__(self, context: Mapping[str, Any]) -> None:
        self.context = context

    def eval(self, node: ast.AST) -> Any:
        method = getattr(self, "_" + type(node).__name__)
        return _bounded(method(node))

    def _Constant(self, node: ast.Constant) -> Any:
        return node.value

    def _Name(self, node: ast.Name) -> Any:
        if node.id in self.context:
            return self.context[node.id]
        if node.id in CONSTANTS:
            return CONSTANTS[node.id]
        raise ExpressionError(f"变量未定义：{node.id}")

    def _List(self, node: ast.List) -> Any:
        return [self.eval(e) for e in node.elts]

    _Tuple = _List

    def _Dict(self, node: ast.Dict) -> Any:
        if any(k is None for k in node.keys):
            raise ExpressionError("表达式不支持 ** 展开")
        return {
            self.eval(k): self.eval(v) for k, v in zip(node.keys, node.values, strict=True) if k is not None
        }

    def _Subscript(self, node: ast.Subscript) -> Any:
        target = self.eval(node.value)
        if not isinstance(target, dict | list | str):
            raise ExpressionError("只能对对象、列表或文本取值")
        return target[self.eval(node.slice)]

    def _BoolOp(self, node: ast.BoolOp) -> Any:
        is_and = isinstance(node.op, ast.And)
        value: Any = is_and
        for item in node.values:
            value = self.eval(item)
            if bool(value) != is_and:
                return value
        return value

    def _UnaryOp(self, node: ast.UnaryOp) -> Any:
        value = self.eval(node.operand)
        if isinstance(node.op, ast.Not):
            return not value
        number = _num(value)
        return -number if isinstance(node.op, ast.USub) else number

    def _BinOp(self, node: ast.BinOp) -> Any:
        left, right = self.eval(node.left), self.eval(node.right)
        numbers_only = _NUMBERS_ONLY.get(type(node.op))
        if numbers_only and not all(_is_number(v) for v in (left, right)):
            raise ExpressionError(f"{numbers_only}只能用于数字")
        return _BINARY[type(node.op)](left, right)

    def _Compare(self, node: ast.Compare) -> Any:
        left = self.eval(node.left)
        for op, comparator in zip(node.ops, node.comparators, strict=True):
            right = self.eval(comparator)
            if not _COMPARE[type(op)](left, right):
                return False
            left = right
        return True

    def _IfExp(self, node: ast.IfExp) -> Any:
        return self.eval(node.body) if self.eval(node.test) else self.eval(node.orelse)

    def _Call(self, node: ast.Call) -> Any:
        assert isinstance(node.func, ast.Name)
        return FUNCTIONS[node.func.id](*(self.eval(a) for a in node.args))


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _bounded(value: Any) -> Any:
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise ExpressionError("表达式结果文本过长")
    if isinstance(value, list | dict) and len(value) > MAX_ITEMS:
        raise ExpressionError("表达式结果过大")
    return value
