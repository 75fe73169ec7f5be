"""Server-side port of the front end's `validateValues` / `collectValues` (validate/validate.ts).

Same fields, same order, same Chinese messages: `validation-cases.json` in the front end pins both
sides. Values are keyed by model as `getData()` returns them; a dynamic table (batch) is an array of
row objects, its cells reported as `<batch model>.<row>.<column model>`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

from sitesafe.modules.form.checks import check_field
from sitesafe.modules.form.js import values as js
from sitesafe.modules.form.js.values import UNDEFINED, Inherited, prop
from sitesafe.modules.form.linkage import Lookup, NodeState, compute_states, map_key
from sitesafe.modules.form.patterns import PatternTester
from sitesafe.modules.form.tree import UPLOAD_TYPES, DesignError, child_lists, has_model, iterate, options_of


class FieldError(TypedDict):
    field: str
    message: str


class ValidationResult(TypedDict):
    valid: bool
    errors: list[FieldError]


@dataclass(frozen=True)
class Field:
    node: dict[str, Any]
    model: str
    options: Any


States = dict[tuple[Any, ...], NodeState]


def _collect(nodes: list[Any], states: States, options: Callable[[Any], Any], out: list[Field]) -> None:
    for node in nodes:
        state = states.get(map_key(prop(node, "key")))
        if state is not None and state.hidden:
            continue
        node_options = options(node)
        if has_model(node):
            if prop(node_options, "noFormItem") is not True:
                out.append(Field(node, node["model"], node_options))
            continue  # batch / selectInputList children live inside their value
        for child in child_lists(node):
            _collect(child, states, options, out)


def collectable_fields(nodes: list[Any], values: Any, lookup: Lookup | None = None) -> list[Field]:
    """The fields whose values are validated and returned: not hidden (statically, by linkage or inside
    a hidden container) and not `noFormItem`."""
    states = compute_states(nodes, values, options_of, lookup)
    out: list[Field] = []
    _collect(nodes, states, options_of, out)
    return out


def batch_row_fields(batch: dict[str, Any], row: Any, top: Any) -> list[Field]:
    """The visible columns of one batch row (linkage inside a row reads the row first, then the form)."""

    def lookup(field: str) -> Any:
        return js.get(row, field) if js.has(row, field) else js.get(top, field)

    return collectable_fields(iterate(prop(batch, "list")), row, lookup)


def _rows(value: Any) -> list[Any]:
    if not isinstance(value, list):
        return []
    return [row if isinstance(row, (dict, list)) else {} for row in value]


def _top_list(design: Any) -> list[Any]:
    nodes = prop(design, "list")
    if not isinstance(nodes, list):
        raise DesignError("the design has no list")
    return nodes


def _text(value: Any) -> str:
    """The renderer's `str(v)`: a string as is, null/undefined as "", anything else `String(v)`."""
    if value is None or value is UNDEFINED:
        return ""
    return js.text(value)


def _select_input_list_errors(
    field: Field, value: Any, values: Any, patterns: PatternTester
) -> list[FieldError]:
    """选择输入列: the inputs of every checked column, validated against that column's item (linkage
    reads the item first, then the form); errors are `<model>.<column index>.<child model>`."""
    errors: list[FieldError] = []
    items = _rows(value)
    columns = prop(field.node, "columns")
    for i, column in enumerate(columns if isinstance(columns, list) else []):
        col = column if isinstance(column, dict) else {}
        wanted = _text(prop(col, "value"))
        item = next((it for it in items if _text(js.get(it, "value")) == wanted), None)
        if item is None or js.get(item, "checked") is not True:
            continue
        children = prop(col, "list")

        def lookup(name: str, item: Any = item) -> Any:
            return js.get(item, name) if js.has(item, name) else js.get(values, name)

        for cell in collectable_fields(children if isinstance(children, list) else [], item, lookup):
            message = check_field(cell.node, cell.options, js.get(item, cell.model), patterns)
            if message is not None:
                errors.append({"field": f"{field.model}.{i}.{cell.model}", "message": message})
    return errors


def validate_values(
    design: Any, values: dict[str, Any], patterns: PatternTester | None = None
) -> ValidationResult:
    """Validates every visible field and every row of every dynamic table; the first error of each."""
    patterns = patterns or PatternTester()
    errors: list[FieldError] = []
    for field in collectable_fields(_top_list(design), values):
        value = js.get(values, field.model)
        message = check_field(field.node, field.options, value, patterns)
        if message is not None:
            errors.append({"field": field.model, "message": message})
        if field.node.get("type") == "selectInputList":
            errors.extend(_select_input_list_errors(field, value, values, patterns))
            continue
        if field.node.get("type") != "batch":
            continue
        for i, row in enumerate(_rows(value)):
            for cell in batch_row_fields(field.node, row, values):
                cell_message = check_field(cell.node, cell.options, js.get(row, cell.model), patterns)
                if cell_message is not None:
                    errors.append({"field": f"{field.model}.{i}.{cell.model}", "message": cell_message})
    return {"valid": not errors, "errors": errors}


def collect_values(design: Any, values: dict[str, Any]) -> dict[str, Any]:
    """What `getData()` returns (as JSON): visible fields only, uploads as arrays, keyed by model."""
    out: dict[str, Any] = {}
    for field in collectable_fields(_top_list(design), values):
        value = js.get(values, field.model)
        if field.node.get("type") in UPLOAD_TYPES:
            value = js.upload_items(value)
        # JSON.stringify leaves out undefined and functions; assigning `__proto__` sets no own key.
        if value is UNDEFINED or isinstance(value, Inherited) or field.model == "__proto__":
            out.pop(field.model, None)
            continue
        out[field.model] = value
    return out
