"""The generated resource's contract test (docs/adding-a-resource.md §8): the CRUD contract with data
chosen from the fields, so it runs as written; the resource's own rules are added as further tests."""

from __future__ import annotations

import re

from sitesafe.modules.system.codegen.kinds import describe
from sitesafe.modules.system.codegen.render_backend import _q
from sitesafe.modules.system.codegen.spec import MARKER, FieldSpec, Spec

# crud_helpers' fresh values (tests/crud_helpers.py), imported by a generated test as it uses them
_FRESH_HELPERS = ("unique", "unique_day", "unique_moment")
_PLAIN = {
    "date": ('"2026-01-02"', '"2026-02-03"'),
    "datetime": ('"2026-01-02 03:04:05"', '"2026-02-03 04:05:06"'),
}


def _fresh(f: FieldSpec) -> str:
    """A value no other row of the test session holds."""
    if f.text:
        length = f.length or 50
        return f'unique("{f.attr[0]}")' if length >= 12 else f'unique("")[-{length}:]'
    if f.is_int:
        return 'int(unique("")[-4:])' if f.kind == "smallint" else 'int(unique("")[-6:])'
    if f.kind == "date":
        return "unique_day()"
    if f.kind == "datetime":
        return "unique_moment()"
    return 'float(unique("")[-4:])'


def _float(f: FieldSpec, value: float) -> str:
    digits = describe(f.kind).digits
    return str(float(int(value))) if digits is not None and digits[1] == 0 else str(value)


def _value(f: FieldSpec, key: FieldSpec) -> str:
    if f.multiple:
        return '["示例"]'
    if f is key or f.unique:
        return _fresh(f)
    if f.text:
        return _q("示例"[: f.length or 2])
    if f.is_int:
        return "7"
    if f.kind == "bool":
        return "True"
    if f.kind in _PLAIN:
        return _PLAIN[f.kind][0]
    return _float(f, 12.5)


def _changed(f: FieldSpec) -> str:
    if f.multiple:
        return '["改过", "再改"]'
    if f.unique:
        return _fresh(f)
    if f.text:
        return _q("改过"[: f.length or 2])
    if f.is_int:
        return "8"
    if f.kind == "bool":
        return f'not row["{f.wire}"]'
    if f.kind in _PLAIN:
        return _PLAIN[f.kind][1]
    return _float(f, 8.5)


def _bad(spec: Spec) -> tuple[str, str]:
    for f in spec.form:
        if f.text and f.required:
            return f'{{"{f.wire}": " "}}', f"{f.title}不能为空"
    for f in spec.form:
        if f.text and f.length is not None:
            return f'{{"{f.wire}": "x" * {f.length + 1}}}', f"{f.title}长度不能超过{f.length}位"
    for f in spec.form:
        if f.is_int:
            return f'{{"{f.wire}": "a"}}', f"{f.title}必须为整数"
    for f in spec.form:
        if f.kind == "bool":
            return f'{{"{f.wire}": "a"}}', f"{f.title}必须为布尔值"
        if f.kind == "date":
            return f'{{"{f.wire}": "x"}}', f"{f.title}格式不正确，应为yyyy-MM-dd"
        if f.kind == "datetime":
            return f'{{"{f.wire}": "x"}}', f"{f.title}格式不正确，应为yyyy-MM-dd HH:mm:ss"
    f = spec.form[0]
    return f'{{"{f.wire}": "a"}}', f"{f.title}必须为数字"


def contract_test_py(spec: Spec) -> str:
    key = spec.key
    other = next((f for f in spec.form if f is not key), key)
    bad_fields, bad_message = _bad(spec)
    unique = next((f for f in spec.form if f.unique), None)
    duplicate = (
        f"(6013002, {_q(f'{unique.title}重复，请检查{unique.wire}参数')})" if unique is not None else "None"
    )
    headers = [f.title for f in spec.table_fields] + (["状态"] if spec.has_status else []) + ["创建时间"]
    contracts = ["ExportContract", *(["StatusContract"] if spec.has_status else [])]
    search = (
        [
            "",
            "    def search(self, payload: dict[str, Any]) -> dict[str, Any]:",
            f'        day = payload["{key.wire}"][:10]',
            f'        return {{"{key.wire}Begin": day, "{key.wire}End": day}}',
        ]
        if key.range_search
        else []
    )
    body = [
        f"class Test{spec.class_name}({', '.join(contracts)}):",
        f"    name = {_q(spec.name)}",
        f"    title = {_q(spec.title)}",
        f"    key = {_q(key.wire)}",
        "    not_found = 6013001",
        '    delete_shape = "array"',
        f"    export_headers = ({''.join(_q(h) + ', ' for h in headers).rstrip(', ')},)",
        f"    bad = ({bad_fields}, {_q(bad_message)})",
        f"    duplicate: ClassVar[tuple[int, str] | None] = {duplicate}",
        "",
        "    def payload(self, ctx: AppContext) -> dict[str, Any]:",
        "        return {",
        *(f'            "{f.wire}": {_value(f, key)},' for f in spec.form),
        "        }",
        "",
        "    def change(self, row: dict[str, Any]) -> dict[str, Any]:",
        f'        return {{"{other.wire}": {_fresh(other) if other is key else _changed(other)}}}',
        *search,
    ]
    used = [name for name in _FRESH_HELPERS if re.search(rf"\b{name}\(", "\n".join(body))]
    lines = [
        f'"""{spec.title}（{spec.name}）的接口契约测试。',
        "",
        f"由{MARKER}于 {spec.created} 生成；资源自己的规则请作为测试方法添加在下面。",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Any, ClassVar",
        "",
        f"from crud_contract import {', '.join(sorted(contracts))}",
        *([f"from crud_helpers import {', '.join(used)}"] if used else []),
        "from sitesafe.core.context import AppContext",
        "",
        "",
        *body,
    ]
    return "\n".join(lines) + "\n"
