"""Field linkage, ported from linkage/linkage.ts: the state (hidden/disabled) of every node from its
options and its `options.linkage` rules; the format is documented on `Linkage` in schema/types.ts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sitesafe.modules.form.js import values as js
from sitesafe.modules.form.js.values import UNDEFINED, prop
from sitesafe.modules.form.tree import DesignError, child_lists, has_model, options_of

OPS = ("eq", "ne", "in", "notIn", "empty", "notEmpty", "gt", "lt")
ACTIONS = ("show", "hide", "disable", "enable")
PASSES = 8
Lookup = Callable[[str], Any]


@dataclass(frozen=True)
class NodeState:
    hidden: bool
    disabled: bool


def map_key(value: Any) -> tuple[Any, ...]:
    """A node's `key` as a JavaScript Map compares it (strings and numbers apart, objects by identity)."""
    if isinstance(value, str):
        return ("s", value)
    if isinstance(value, bool):
        return ("b", value)
    if js.is_number(value):
        return ("n", js.as_double(value))
    if value is None or value is UNDEFINED:
        return ("null",) if value is None else ("undefined",)
    return ("o", id(value))


def _is_condition(cond: Any) -> bool:
    field, op = prop(cond, "field"), prop(cond, "op")
    return isinstance(field, str) and isinstance(op, str) and op in OPS


def linkage_of(options: Any) -> list[dict[str, Any]]:
    """The well-formed linkage rules of a node (malformed entries are ignored)."""
    raw = prop(options, "linkage")
    if not isinstance(raw, list):
        return []
    rules = []
    for rule in raw:
        action, when = prop(rule, "action"), prop(rule, "when")
        if not (isinstance(action, str) and action in ACTIONS):
            continue
        if all(map(_is_condition, when)) if isinstance(when, list) else _is_condition(when):
            rules.append(rule)
    return rules


def _scalar(value: Any) -> str:
    return "" if value is None or value is UNDEFINED else js.text(value)


def _equals(a: Any, b: Any) -> bool:
    if isinstance(a, list) or isinstance(b, list):
        x = a if isinstance(a, list) else [a]
        y = b if isinstance(b, list) else [b]
        return len(x) == len(y) and all(_scalar(v) == _scalar(w) for v, w in zip(x, y, strict=True))
    return _scalar(a) == _scalar(b)


def _in_list(actual: Any, expected: Any) -> bool:
    allowed = [_scalar(v) for v in (expected if isinstance(expected, list) else [expected])]
    if isinstance(actual, list):
        return any(_scalar(v) in allowed for v in actual)
    return _scalar(actual) in allowed


def _compare(actual: Any, expected: Any, sign: int) -> bool:
    a, b = js.to_number(actual), js.to_number(expected)
    if a is None or b is None:
        return False
    return a > b if sign > 0 else a < b


def test_condition(cond: dict[str, Any], lookup: Lookup) -> bool:
    actual, expected = lookup(cond["field"]), prop(cond, "value")
    op: str = cond["op"]
    if op in ("eq", "ne"):
        return _equals(actual, expected) == (op == "eq")
    if op in ("in", "notIn"):
        return _in_list(actual, expected) == (op == "in")
    if op in ("empty", "notEmpty"):
        return js.is_empty(actual) == (op == "empty")
    return _compare(actual, expected, 1 if op == "gt" else -1)


def rule_holds(rule: dict[str, Any], lookup: Lookup) -> bool:
    when = rule["when"]
    conditions = when if isinstance(when, list) else [when]
    results = (test_condition(c, lookup) for c in conditions)
    return any(results) if prop(rule, "match") == "any" else all(results)


def _flag(value: Any) -> bool:
    """`value === true || value === 'true'`."""
    return value is True or (isinstance(value, str) and value == "true")


def node_state(options: Any, lookup: Lookup) -> NodeState:
    """A node's own state: `options.hidden` / `options.disabled` win, then its linkage rules."""
    hidden, disabled = _flag(prop(options, "hidden")), _flag(prop(options, "disabled"))
    for rule in linkage_of(options):
        holds = rule_holds(rule, lookup)
        action = rule["action"]
        if (action == "hide" and holds) or (action == "show" and not holds):
            hidden = True
        if (action == "disable" and holds) or (action == "enable" and not holds):
            disabled = True
    return NodeState(hidden, disabled)


@dataclass
class _Pass:
    """One evaluation of every node's state, with the fields hidden in the previous pass read as empty."""

    options: Callable[[Any], Any]
    read: Lookup
    states: dict[tuple[Any, ...], NodeState]
    hidden_models: set[str]

    def visit(self, items: list[Any], parent: NodeState) -> None:
        for node in items:
            if node is None:
                raise DesignError("a node is null")
            own = node_state(self.options(node), self.read)
            state = NodeState(parent.hidden or own.hidden, parent.disabled or own.disabled)
            self.states[map_key(prop(node, "key"))] = state
            if state.hidden and has_model(node):
                self.hidden_models.add(node["model"])
            if prop(node, "type") != "batch":
                for child in child_lists(node):
                    self.visit(child, state)


def compute_states(
    nodes: list[Any], values: Any, options: Callable[[Any], Any] = options_of, lookup: Lookup | None = None
) -> dict[tuple[Any, ...], NodeState]:
    """States of every node of a list, by `map_key(key)` (batch columns are evaluated per row).

    A hidden container hides its descendants; a condition reading a hidden field sees it as empty
    (iterated to a fixed point, so chains of linkage settle)."""
    base: Lookup = lookup or (lambda field: js.get(values, field))
    hidden_models: set[str] = set()
    states: dict[tuple[Any, ...], NodeState] = {}
    for _ in range(PASSES):
        blocked = frozenset(hidden_models)

        def read(field: str, blocked: frozenset[str] = blocked) -> Any:
            return UNDEFINED if field in blocked else base(field)

        current = _Pass(options, read, {}, set())
        current.visit(nodes, NodeState(False, False))
        states = current.states
        stable = current.hidden_models == hidden_models
        hidden_models = current.hidden_models
        if stable:
            break
    return states
