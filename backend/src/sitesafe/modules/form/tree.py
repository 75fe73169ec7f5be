"""The structure of a design as schema/tree.ts and schema/types.ts read it: which nodes carry a field,
and the child lists of every container kind (card/batch `list`, grid/tabs/selectInputList
`columns[].list`, table `trs[].tds[].list`, and the same shapes in unknown forked types)."""

from __future__ import annotations

from typing import Any

from sitesafe.modules.form.js.values import UNDEFINED, prop

NO_MODEL_TYPES = ("button", "divider", "card", "grid", "table", "alert", "text", "html", "tabs")
UPLOAD_TYPES = ("uploadFile", "uploadImg")


class DesignError(ValueError):
    """Not a design the front end can read (it would refuse to import it, or throw while rendering)."""


def has_model(node: Any) -> bool:
    kind, model = prop(node, "type"), prop(node, "model")
    return kind not in NO_MODEL_TYPES and isinstance(model, str) and model != ""


def type_of(node: Any) -> str | None:
    kind = prop(node, "type")
    return kind if isinstance(kind, str) else None


def _list_of(holder: Any) -> list[Any]:
    if holder is None:
        raise DesignError("a column or cell is null")
    found = prop(holder, "list")
    return found if isinstance(found, list) else []


def child_lists(node: Any) -> list[list[Any]]:
    if node is None:
        raise DesignError("a node is null")
    out: list[list[Any]] = []
    if isinstance(prop(node, "list"), list):
        out.append(node["list"])
    columns = prop(node, "columns")
    if isinstance(columns, list):
        out += [_list_of(column) for column in columns]
    rows = prop(node, "trs")
    if isinstance(rows, list):
        for row in rows:
            if row is None:
                raise DesignError("a table row is null")
            out += [_list_of(cell) for cell in iterate(prop(row, "tds"))]
    return out


def iterate(value: Any) -> list[Any]:
    """`for (const x of value ?? [])` over what a design may hold: arrays; a string's characters are
    never nodes with fields, and other values make JavaScript throw."""
    if value is None or value is UNDEFINED or isinstance(value, str):
        return []
    if isinstance(value, list):
        return value
    raise DesignError("not a list")


def options_of(node: Any) -> Any:
    """`node.options ?? {}`."""
    options = prop(node, "options")
    return {} if options is None or options is UNDEFINED else options
