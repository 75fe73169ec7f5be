"""Chinese messages for request validation errors (1012001), joined with `,`.

A field's label is its `title` (declared on the schema field / Query), else a common label, else its name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, get_args

from pydantic import BaseModel

_CJK = re.compile(r"[\u4e00-\u9fff]")

COMMON_LABELS: Mapping[str, str] = {
    "id": "主键",
    "pageNo": "页码",
    "pageSize": "每页条数",
    "sortField": "排序字段",
    "sortOrder": "排序方式",
    "projectId": "项目",
}

_TEMPLATES: Mapping[str, str] = {
    "missing": "{label}不能为空",
    "string_too_long": "{label}长度不能超过{max_length}位",
    "too_short": "{label}至少需要{min_length}项",
    "too_long": "{label}最多{max_length}项",
    "int_parsing": "{label}必须为整数",
    "int_type": "{label}必须为整数",
    "int_from_float": "{label}必须为整数",
    "float_parsing": "{label}必须为数字",
    "float_type": "{label}必须为数字",
    "decimal_parsing": "{label}必须为数字",
    "decimal_type": "{label}必须为数字",
    "decimal_max_places": "{label}最多保留{decimal_places}位小数",
    "decimal_max_digits": "{label}数值过大",
    "decimal_whole_digits": "{label}数值过大",
    "bool_parsing": "{label}必须为布尔值",
    "bool_type": "{label}必须为布尔值",
    "string_type": "{label}必须为字符串",
    "greater_than_equal": "{label}不能小于{ge}",
    "greater_than": "{label}必须大于{gt}",
    "less_than_equal": "{label}不能大于{le}",
    "less_than": "{label}必须小于{lt}",
    "literal_error": "{label}取值不正确",
    "enum": "{label}取值不正确",
    "string_pattern_mismatch": "{label}格式不正确",
    "date_format": "{label}格式不正确，应为yyyy-MM-dd",
    "datetime_format": "{label}格式不正确，应为yyyy-MM-dd HH:mm:ss",
    "dict_type": "{label}必须为对象",
    "model_type": "{label}必须为对象",
    "model_attributes_type": "{label}必须为对象",
    "list_type": "{label}必须为数组",
    "web_url": "{label}只能是http(s)地址或相对地址",
    "id_range": "{label}超出取值范围",
}


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The models a field holds: itself, or inside a list, an optional or another union."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [model for arg in get_args(annotation) for model in _models_in(arg)]


def _model_labels(
    model: type[BaseModel], prefix: str, out: dict[str, str], seen: frozenset[type[BaseModel]] = frozenset()
) -> None:
    """Titles by wire key; fields of nested models (also list items, whose index the key leaves out)
    under `outer.inner`."""
    for name, info in model.model_fields.items():
        key = prefix + (info.alias or name)
        if info.title:
            out[key] = info.title
        for inner in _models_in(info.annotation):
            if inner not in seen:
                _model_labels(inner, key + ".", out, seen | {model})


def collect_labels(params: Iterable[Any], body_params: Iterable[Any]) -> dict[str, str]:
    """Labels keyed by wire name, from FastAPI parameter fields (query params and body models)."""
    out: dict[str, str] = {}
    for field in params:
        info = field.field_info
        annotation = info.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            _model_labels(annotation, "", out)
        elif info.title:
            out[field.alias] = info.title
    for field in body_params:
        annotation = field.field_info.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            _model_labels(annotation, "", out)
        elif field.field_info.title:
            out[field.alias] = field.field_info.title
    return out


def _label(loc: Sequence[Any], labels: Mapping[str, str]) -> str:
    parts = [str(p) for p in loc[1:] if not isinstance(p, int)] if len(loc) > 1 else []
    if not parts:
        return "请求参数"
    key = ".".join(parts)
    return labels.get(key) or COMMON_LABELS.get(parts[-1]) or labels.get(parts[-1]) or parts[-1]


def error_message(error: Mapping[str, Any], labels: Mapping[str, str]) -> str:
    kind = str(error.get("type", ""))
    ctx = dict(error.get("ctx") or {})
    label = _label(error.get("loc", ()), labels)
    if "input" in error and error["input"] is None and kind.endswith(("_type", "_parsing")):
        return f"{label}不能为空"  # an explicit null where a value is required
    if kind in ("too_long", "too_short") and isinstance(error.get("input"), str):
        # a length rule on an optional text (`Text | None`) is checked on the union: still characters
        kind = f"string_{kind}"
    if kind == "string_too_short":
        if ctx.get("min_length", 1) <= 1:
            return f"{label}不能为空"
        return f"{label}长度不能少于{ctx['min_length']}位"
    if kind in _TEMPLATES:
        try:
            return _TEMPLATES[kind].format(label=label, **ctx)
        except (KeyError, IndexError):
            return f"{label}格式不正确"
    if kind == "value_error" and "error" in ctx:
        return str(ctx["error"])
    message = str(error.get("msg", ""))
    if _CJK.search(message):
        return message
    return f"{label}格式不正确"


def join_messages(errors: Sequence[Mapping[str, Any]], labels: Mapping[str, str]) -> str:
    seen: list[str] = []
    for error in errors:
        message = error_message(error, labels)
        if message not in seen:
            seen.append(message)
    return ",".join(seen)
