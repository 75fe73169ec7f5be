"""Reading a stored design the way the front end does (io/index.ts `importDesign`, io/normalize.ts).

The browser renders a stored form after importing it, so the server validates against the same
imported tree: `name` → `label` for designs before 3.0.7, labels as text, missing keys filled, options
made objects, and the 0-span placeholder cells of k-form-design ≥ 3.7.9 tables dropped. A design the
importer refuses ("导入失败，数据格式不对") is refused when it is saved, and so is one with an address no
page may follow (`addresses.py`).
"""

from __future__ import annotations

import json
import math
from typing import Any

from sitesafe.modules.form.addresses import check_addresses
from sitesafe.modules.form.js import values as js
from sitesafe.modules.form.js.values import OBJECT_MEMBERS, UNDEFINED, ScriptError
from sitesafe.modules.form.tree import DesignError, child_lists

IMPORT_FAILED = "导入失败，数据格式不对"
MAX_DESIGN_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 50
KNOWN_CHILDREN = {
    "card": "list",
    "batch": "list",
    "grid": "columns",
    "tabs": "columns",
    "selectInputList": "columns",
    "table": "trs",
}


class GeneratedKey:
    """A key `newKey()` would have made: unique, and equal to no key of the design."""


def _span(value: Any) -> float:
    """normalize.ts `spanOf`: a number as it is, missing as 1, anything else through `Number()`."""
    if value is None or value is UNDEFINED:
        return 1.0
    if js.is_number(value):
        return js.as_double(value)
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (str, list)):
        return js.string_number(js.text(value))
    js.text(value)  # an object: throws as JavaScript does when its toString is not a function
    return math.nan


def _list(raw: Any, depth: int) -> list[Any]:
    if raw is None or raw is UNDEFINED:
        return []
    if not isinstance(raw, list):
        raise DesignError("not an array")
    return [_node(item, depth) for item in raw]


def _columns(raw: Any, depth: int) -> list[Any]:
    if not isinstance(raw, list) or not all(isinstance(col, dict) for col in raw):
        raise DesignError("columns")
    return [{**col, "list": _list(col.get("list"), depth)} for col in raw]


def _rows(raw: Any, depth: int) -> list[Any]:
    if not isinstance(raw, list) or not all(isinstance(tr, dict) for tr in raw):
        raise DesignError("trs")
    rows = []
    for tr in raw:
        cells = []
        for td in tr.get("tds") if isinstance(tr.get("tds"), list) else []:
            if not isinstance(td, dict):
                raise DesignError("tds")
            colspan, rowspan = _span(td.get("colspan", UNDEFINED)), _span(td.get("rowspan", UNDEFINED))
            if colspan == 0 or rowspan == 0:
                continue  # an absorbed cell of the 3.7.9+ format
            cells.append(
                {
                    **td,
                    "colspan": colspan if math.isfinite(colspan) and colspan >= 1 else 1,
                    "rowspan": rowspan if math.isfinite(rowspan) and rowspan >= 1 else 1,
                    "list": _list(td.get("list"), depth),
                }
            )
        rows.append({**tr, "tds": cells})
    return rows


def _children(node: dict[str, Any], required: str, depth: int) -> None:
    if "list" in node or required == "list":
        node["list"] = _list(node.get("list"), depth)
    if "columns" in node or required == "columns":
        columns = node.get("columns")
        node["columns"] = _columns([] if columns is None else columns, depth)
    if "trs" in node or required == "trs":
        rows = node.get("trs")
        node["trs"] = _rows([] if rows is None else rows, depth)


def _node(raw: Any, depth: int) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise DesignError("a node is not an object")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind == "":
        raise DesignError("a node has no type")
    if depth > MAX_DEPTH:
        raise DesignError("nested too deeply")
    node = dict(raw)
    if not isinstance(node.get("label"), str):
        if isinstance(node.get("name"), str):
            node["label"] = node.pop("name")
        else:
            label = node.get("label")
            node["label"] = "" if label is None else js.text(label)
    if not isinstance(node.get("key"), str) or node["key"] == "":
        model = node.get("model")
        node["key"] = model if isinstance(model, str) and model else GeneratedKey()
    node["options"] = dict(raw["options"]) if isinstance(raw.get("options"), dict) else {}
    if "rules" in node and not isinstance(node["rules"], list):
        del node["rules"]
    if kind in KNOWN_CHILDREN or kind in OBJECT_MEMBERS:  # `KNOWN_CHILDREN[type]` finds inherited names
        _children(node, KNOWN_CHILDREN.get(kind, ""), depth + 1)
    else:
        attempt = dict(node)  # forks' own types: children read when they have the usual shape
        try:
            _children(attempt, "", depth + 1)
            node = attempt
        except (DesignError, ScriptError):
            pass
    return node


def import_design(raw: Any) -> dict[str, Any]:
    """The imported (normalized) design, as the front end's `importDesign` gives it."""
    if not isinstance(raw, dict):
        raise DesignError("not an object")
    if not isinstance(raw.get("list"), list):
        raise DesignError("no list array")
    try:
        return {**raw, "list": _list(raw["list"], 0)}
    except ScriptError as e:
        raise DesignError(str(e)) from e


def _walk(nodes: list[Any], depth: int = 0) -> None:
    """Reaches every node as rendering and validation do (they would throw where this raises)."""
    if depth > MAX_DEPTH:
        raise DesignError("nested too deeply")
    for node in nodes:
        for child in child_lists(node):
            _walk(child, depth + 1)


def _has_to_string_key(value: Any) -> bool:
    if isinstance(value, dict):
        return "toString" in value or any(_has_to_string_key(v) for v in value.values())
    return isinstance(value, list) and any(_has_to_string_key(v) for v in value)


def parse_design(text: str) -> dict[str, Any]:
    """A design text checked for saving, imported. Raises DesignError with the Chinese message."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_DESIGN_BYTES:
        raise DesignError(f"表单设计内容过大，最大{MAX_DESIGN_BYTES // 1024 // 1024}MB")
    try:
        raw = js.parse_json(text)
        # An object key `toString` makes JavaScript throw when the object is printed.
        if _has_to_string_key(raw):
            raise DesignError(IMPORT_FAILED)
        design = import_design(raw)
        _walk(design["list"])
    except (ValueError, RecursionError) as e:  # DesignError is a ValueError
        raise DesignError(IMPORT_FAILED) from e
    check_addresses(design["list"])
    return design


def design_text(value: Any) -> str:
    """A design given as JSON text (as k-form-design's 生成JSON) or as an object, checked, as text."""
    if isinstance(value, str):
        text = value
    else:
        try:
            text = json.dumps(value, ensure_ascii=False)
        except (ValueError, RecursionError) as e:
            raise DesignError(IMPORT_FAILED) from e
    parse_design(text)
    return text
