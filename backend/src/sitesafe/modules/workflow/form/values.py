"""Form values of a process against its frozen design: field keys, validation with the shared form
validator (`modules/form/validator.py`, the same rules as the designer's renderer), field permissions.

Permissions per node: `write` may change, `read` is shown but kept, `hidden` is neither shown nor
changeable. Defaults: at the start node every field is writable, at an approval node read-only."""

from __future__ import annotations

from typing import Any

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.form.design import import_design
from sitesafe.modules.form.js.values import ScriptError, parse_json
from sitesafe.modules.form.tree import child_lists, has_model, iterate
from sitesafe.modules.form.validator import collect_values, validate_values


def load_design(text: str) -> dict[str, Any]:
    design: dict[str, Any] = import_design(parse_json(text))
    return design


def field_keys(design: dict[str, Any]) -> set[str]:
    """The models of every field of the design (containers walked, dynamic-table cells excluded)."""
    found: set[str] = set()

    def walk(nodes: list[Any]) -> None:
        for node in iterate(nodes):
            if has_model(node):
                found.add(node["model"])
            if isinstance(node, dict) and node.get("type") != "batch":
                for sub in child_lists(node):
                    walk(sub)

    walk(design.get("list", []))
    return found


def perm_of(perms: dict[str, str], key: str, *, start: bool) -> str:
    return perms.get(key, "write" if start else "read")


def merge_values(
    design: dict[str, Any],
    stored: dict[str, Any],
    submitted: dict[str, Any] | None,
    perms: dict[str, str],
    *,
    start: bool,
) -> dict[str, Any]:
    """The instance's values after a node's submit: writable fields from `submitted`, the rest kept.

    A changed value of a read-only or hidden field is refused (a forged request); the writable fields
    are validated by the shared validator (errors of fields this node cannot edit are not its own)."""
    keys = field_keys(design)
    merged = dict(stored)
    for key, value in (submitted or {}).items():
        if key not in keys:
            continue
        if perm_of(perms, key, start=start) != "write":
            if value != stored.get(key):
                raise AppError(ErrorCode.WF_FIELD_FORBIDDEN, field=_label(design, key))
            continue
        merged[key] = value
    try:
        result = validate_values(design, merged)
        collected = collect_values(design, merged)
    except (ScriptError, RecursionError, ValueError):
        raise AppError(ErrorCode.WF_FORM_VALUES_INVALID, reason="表单数据格式不正确") from None
    own = [e for e in result["errors"] if perm_of(perms, e["field"].split(".")[0], start=start) == "write"]
    if own:
        raise AppError(
            ErrorCode.WF_FORM_VALUES_INVALID,
            reason=",".join(e["message"] for e in own),
            data={"valid": False, "errors": own},
        )
    kept = {k: v for k, v in stored.items() if k not in collected and k in keys}
    return {**kept, **collected}


def visible_values(values: dict[str, Any], perms: dict[str, str], *, start: bool) -> dict[str, Any]:
    """What a node may see: hidden fields left out."""
    return {k: v for k, v in values.items() if perm_of(perms, k, start=start) != "hidden"}


def _label(design: dict[str, Any], key: str) -> str:
    def walk(nodes: list[Any]) -> str | None:
        for node in iterate(nodes):
            if isinstance(node, dict) and node.get("model") == key:
                return str(node.get("label") or key)
            for sub in child_lists(node) if isinstance(node, dict) else []:
                found = walk(sub)
                if found:
                    return found
        return None

    return walk(design.get("list", [])) or key
