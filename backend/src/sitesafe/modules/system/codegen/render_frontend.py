"""The screen of a generated resource (docs/adding-a-resource.md §7): a `ResourceDef` rendered by the
console's CrudPage, registered by its folder (`gen/<busName>/index`) in the view registry."""

from __future__ import annotations

import json

from sitesafe.modules.system.codegen.kinds import describe
from sitesafe.modules.system.codegen.spec import MARKER, FieldSpec, Spec


def _s(text: str) -> str:
    """A TypeScript string literal."""
    return "'" + json.dumps(text, ensure_ascii=False)[1:-1].replace('\\"', '"').replace("'", "\\'") + "'"


def _ts_type(f: FieldSpec) -> str:
    py = describe(f.kind).py_type
    base = {"int": "number", "float": "number", "bool": "boolean"}.get(py, "string")
    if f.multiple:
        base = "string[]"
    return f"{base} | null" if f.nullable else base


def _control(f: FieldSpec) -> dict[str, str]:
    """type / dictCode / props of a field, from its control (作用类型) and kind."""
    kind = describe(f.kind)
    if f.kind == "bool":
        return {"type": "'switch'"}
    if f.multiple:
        return {"type": "'dict'", "dictCode": _s(f.dict_code or ""), "multiple": "true"}
    if f.dict_code and f.effect in ("select", "radio", "checkbox"):
        return {"type": "'radio'" if f.effect == "radio" else "'dict'", "dictCode": _s(f.dict_code)}
    if f.kind == "date":
        return {"type": "'date'"}
    if f.kind == "datetime":
        return {"type": "'datetime'"}
    if kind.py_type in ("int", "float"):
        precision = 0 if kind.py_type == "int" else (kind.digits[1] if kind.digits else None)
        props = "{ precision: 0 }" if precision == 0 else f"{{ precision: {precision} }}" if precision else ""
        return {"type": "'number'", **({"props": props} if props else {})}
    if f.effect == "textarea" or (kind.length or 0) > 255:
        return {"type": "'textarea'"}
    return {}


def _column(f: FieldSpec) -> str:
    parts = [f"key: {_s(f.wire)}", f"title: {_s(f.title)}"]
    control = _control(f)
    parts += [f"{name}: {value}" for name, value in control.items() if name != "props"]
    if not f.in_table:
        parts.append("inTable: false")
    if f.in_query and not f.range_search:
        parts.append("inSearch: true")
    if not f.in_form:
        parts.append("inForm: false")
    if f.in_table:
        parts.append("sorter: true")
    if control.get("type") == "'textarea'" or f.ellipsis:
        parts.append("ellipsis: true")
    rules = []
    if f.required:
        rules.append("required: true")
    if f.text and f.length:
        rules.append(f"max: {f.length}")
    if rules:
        parts.append(f"rules: {{ {', '.join(rules)} }}")
    if "props" in control:
        parts.append(f"props: {control['props']}")
    return f"    {{ {', '.join(parts)} }},"


def _range(f: FieldSpec) -> str:
    keys = f"[{_s(f.wire + 'Begin')}, {_s(f.wire + 'End')}]"
    return (
        f"    {{ key: {_s(f.wire + 'Range')}, title: {_s(f.title)}, type: 'date-range', rangeKeys: {keys}, "
        "inSearch: true, inTable: false, inForm: false, inDetail: false },"
    )


def index_tsx(spec: Spec) -> str:
    row = [f"  {f.wire}: {_ts_type(f)};" for f in spec.fields]
    if spec.has_status:
        row.append("  status: number;")
    columns = [_column(f) for f in spec.fields]
    columns += [_range(f) for f in spec.fields if f.range_search]
    if spec.has_status:
        columns.append(
            "    { key: 'status', title: '状态', type: 'dict', dictCode: 'common_status', inForm: false },"
        )
    api = "{ export: true, detail: true" + (", changeStatus: true" if spec.has_status else "") + " }"
    return "\n".join(
        [
            "/**",
            f" * {spec.title}：由{MARKER}于 {spec.created} 生成（{spec.author}），可自由修改。",
            f" * 数据表 {spec.table}；接口 /{spec.name}/*，见 docs/adding-a-resource.md §7。",
            " */",
            "import { CrudPage, type ResourceDef } from '@/shared/crud';",
            "",
            f"export interface {spec.class_name} {{",
            "  id: string;",
            *row,
            "  createTime?: string | null;",
            "  version?: number | null;",
            "}",
            "",
            f"export const {spec.name}Def: ResourceDef<{spec.class_name}> = {{",
            f"  name: {_s(spec.name)},",
            f"  title: {_s(spec.title)},",
            f"  api: {api},",
            "  detail: true,",
            "  deleteShape: 'array',",
            "  batchDelete: true,",
            "  columns: [",
            *columns,
            "  ],",
            "};",
            "",
            f"export default function {spec.class_name}Page() {{",
            f"  return <CrudPage def={{{spec.name}Def}} />;",
            "}",
            "",
        ]
    )
