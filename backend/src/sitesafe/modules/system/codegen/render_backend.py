"""The back-end files of a generated resource: model, schemas, declaration and hooks, router, menu and
migration (docs/adding-a-resource.md §1-6), as source text."""

from __future__ import annotations

import json

from sitesafe.modules.system.codegen.kinds import INT_BOUNDS, describe
from sitesafe.modules.system.codegen.spec import MARKER, FieldSpec, Spec

AUDIT = (
    ('"create_time"', "sa.DateTime()"),
    ('"create_user"', "sa.BigInteger()"),
    ('"update_time"', "sa.DateTime()"),
    ('"update_user"', "sa.BigInteger()"),
)


def _q(text: str) -> str:
    """A Python string literal: JSON's escapes (quotes, backslashes, line breaks and every other
    control character) mean the same in Python, so no value can end the literal early."""
    return json.dumps(text, ensure_ascii=False)


def header(spec: Spec, what: str) -> str:
    return "\n".join(
        [
            f'"""{spec.title}{what}。',
            "",
            f"数据表 {spec.table}；由{MARKER}于 {spec.created} 生成（{spec.author}），可自由修改。",
            '"""',
        ]
    )


def _sa_name(sa_type: str) -> str:
    return sa_type.split("(")[0]


# ----- models.py ---------------------------------------------------------------------------------


def models_py(spec: Spec) -> str:
    types = {_sa_name(describe(f.kind).sa_type) for f in spec.fields}
    if spec.has_status:
        types.add("SmallInteger")
    py_types = {describe(f.kind).py_type for f in spec.fields}
    lines = [header(spec, "的表"), "", "from __future__ import annotations", ""]
    stdlib = sorted(t for t in ("date", "datetime") if t in py_types)
    if stdlib:
        lines += [f"from datetime import {', '.join(stdlib)}", ""]
    lines += [
        f"from sqlalchemy import {', '.join(sorted(types))}" if types else "",
        "from sqlalchemy.orm import Mapped, mapped_column",
        "",
        "from sitesafe.core.db import AuditMixin, Base, IdMixin",
        "from sitesafe.crud.model import VersionMixin",
        "",
        "",
        f"class {spec.class_name}(IdMixin, AuditMixin, VersionMixin, Base):",
        f"    __tablename__ = {_q(spec.table)}",
        "",
    ]
    for f in spec.fields:
        kind = describe(f.kind)
        annotation = kind.py_type if not f.nullable else f"{kind.py_type} | None"
        args = [kind.sa_type.replace("()", "")]
        if f.column != f.attr:
            args.insert(0, _q(f.column))
        if f.unique:
            args.append("unique=True")
        lines.append(f"    {f.attr}: Mapped[{annotation}] = mapped_column({', '.join(args)})")
    if spec.has_status:
        lines.append("    status: Mapped[int] = mapped_column(SmallInteger, default=0)")
    if not spec.fields and not spec.has_status:
        lines.append("    pass")
    return "\n".join(_tidy(lines)) + "\n"


def _tidy(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        if line == "" and out and out[-1] == "" and (len(out) < 2 or out[-2] == ""):
            continue
        out.append(line)
    return out


# ----- schemas.py --------------------------------------------------------------------------------


def _out_type(f: FieldSpec) -> str:
    base = {"date": "DateStr", "datetime": "DateTimeStr"}.get(
        describe(f.kind).py_type, describe(f.kind).py_type
    )
    if f.multiple:
        base = "CodeList"
    return base if not f.nullable else f"{base} | None = None"


def _constraints(f: FieldSpec) -> list[str]:
    kind = describe(f.kind)
    if f.text:
        parts = ["min_length=1"] if f.required else []
        return [*parts, f"max_length={kind.length}"]
    if f.is_int:
        bound = INT_BOUNDS[f.kind]
        return [f"ge={-bound - 1}", f"le={bound}"]
    if kind.digits is not None:
        precision, scale = kind.digits
        limit = 10 ** (precision - scale)
        return [f"gt=-{limit}", f"lt={limit}"]
    return []


def _in_type(f: FieldSpec) -> str:
    kind = describe(f.kind)
    if f.multiple:
        return "Codes"
    return {"str": "Text", "date": "DateStr", "datetime": "LocalDateTimeIn"}.get(kind.py_type, kind.py_type)


def _field(args: list[str], title: str) -> str:
    return f"Field({', '.join([*args, f'title={_q(title)}'])})"


def _query_lines(f: FieldSpec) -> list[str]:
    if f.range_search:
        return [
            f"    {f.attr}_begin: str | None = {_field(['None', 'max_length=19'], f.title + '开始')}",
            f"    {f.attr}_end: str | None = {_field(['None', 'max_length=19'], f.title + '结束')}",
        ]
    if f.query_type == "isNotNull":
        return [f"    {f.attr}: str | None = {_field(['None', 'max_length=5'], f.title + '不为空')}"]
    kind = describe(f.kind)
    typ = {"str": "str", "date": "DateStr"}.get(kind.py_type, kind.py_type)
    args = ["None", f"max_length={kind.length}"] if f.text else ["None"]
    return [f"    {f.attr}: {typ} | None = {_field(args, f.title)}"]


def schemas_py(spec: Spec) -> str:
    names = {"CamelModel"}
    for f in spec.fields:
        py = describe(f.kind).py_type
        if py == "date":
            names.add("DateStr")
        if py == "datetime" and f.in_form:
            names.add("LocalDateTimeIn")
        if py == "datetime" and (f.in_table or f.in_form):
            names.add("DateTimeStr")
    crud = {"AuditOut", "EditBase"} | (
        {"Text"} if any(f.text and f.in_form and not f.multiple for f in spec.fields) else set()
    )
    if any(f.multiple and f.in_form for f in spec.fields):
        crud.add("Codes")
    if any(f.multiple for f in spec.fields):
        crud.add("CodeList")
    lines = [
        header(spec, "的数据结构"),
        "",
        "from __future__ import annotations",
        "",
        "from pydantic import Field",
        "",
        f"from sitesafe.core.schema import {', '.join(sorted(names))}",
        f"from sitesafe.crud.schemas import {', '.join(sorted(crud))}",
        "",
        "",
        f"class {spec.class_name}Out(AuditOut):",
    ]
    out = [f"    {f.attr}: {_out_type(f)}" for f in spec.fields if not f.nullable]
    out += [f"    {f.attr}: {_out_type(f)}" for f in spec.fields if f.nullable]
    if spec.has_status:
        out.append("    status: int")
    lines += out or ["    pass"]
    lines += ["", "", f"class {spec.class_name}Query(CamelModel):"]
    query = [line for f in spec.query for line in _query_lines(f)]
    lines += query or ["    pass"]
    lines += ["", "", f"class {spec.class_name}Add(CamelModel):"]
    add = []
    for f in spec.form:
        args = _constraints(f)
        if f.required:
            add.append(f"    {f.attr}: {_in_type(f)} = {_field(args, f.title)}")
        else:
            add.append(f"    {f.attr}: {_in_type(f)} | None = {_field(['None', *args], f.title)}")
    lines += add or ["    pass"]
    lines += ["", "", f"class {spec.class_name}Edit({spec.class_name}Add, EditBase):", "    pass"]
    return "\n".join(lines) + "\n"


# ----- service.py --------------------------------------------------------------------------------


def _filter(f: FieldSpec) -> str:
    if f.range_search:
        return f'DateRange("{f.attr}_begin", "{f.attr}_end", "{f.attr}")'
    if f.query_type == "isNotNull":
        return f'NotNull("{f.attr}")'
    if f.query_type == "like" and f.text:
        return f'Like("{f.attr}")'
    if f.query_type in ("gt", "lt", "ge", "le", "ne"):
        return f'Compare("{f.attr}", "{f.query_type}")'
    return f'Eq("{f.attr}")'


def service_py(spec: Spec) -> str:
    filters = [_filter(f) for f in spec.query]
    filter_names = sorted({f.split("(")[0] for f in filters})
    uniques = [
        f'Unique("{f.attr}", ErrorCode.GEN_DATA_REPEAT, message={_q(f"{f.title}重复，请检查{f.wire}参数")})'
        for f in spec.form
        if f.unique
    ]
    resource_names = ["ExcelColumn", "Resource", *(["Unique"] if uniques else [])]
    actions = ["page", "list", "detail", "add", "edit", "delete", "export"]
    if spec.has_status:
        actions.append("changeStatus")
    sortable = {"createTime": "create_time"} | {f.wire: f.attr for f in spec.table_fields}
    lines = [
        header(spec, "的声明与规则"),
        "",
        "from __future__ import annotations",
        "",
        "from sitesafe.core.errors import ErrorCode",
    ]
    if filter_names:
        lines.append(f"from sitesafe.crud.filters import {', '.join(filter_names)}")
    lines += [
        f"from sitesafe.crud.resource import {', '.join(resource_names)}",
        *(["from sitesafe.crud.schemas import status_text"] if spec.has_status else []),
        "from sitesafe.crud.service import CrudService",
        f"from {spec.module}.models import {spec.class_name}",
        f"from {spec.module}.schemas import (",
        *(f"    {spec.class_name}{s}," for s in ("Add", "Edit", "Out", "Query")),
        ")",
        "",
        f"{spec.const} = Resource(",
        f"    name={_q(spec.name)},",
        f"    title={_q(spec.title)},",
        f"    model={spec.class_name},",
        f"    out={spec.class_name}Out,",
        f"    add={spec.class_name}Add,",
        f"    edit={spec.class_name}Edit,",
        "    not_found=ErrorCode.GEN_DATA_NOT_EXIST,",
        f"    query={spec.class_name}Query,",
        f"    filters=({''.join(f + ', ' for f in filters).rstrip(', ')}{',' if len(filters) == 1 else ''}),",
        "    sortable={",
        *(f'        "{k}": "{v}",' for k, v in sortable.items()),
        "    },",
        '    default_order=("-create_time", "-id"),',
    ]
    if uniques:
        lines += ["    uniques=(", *(f"        {u}," for u in uniques), "    ),"]
    lines += [f"    actions=frozenset({{{', '.join(_q(a) for a in actions)}}}),", "    export_columns=("]
    for f in spec.table_fields:
        width = min(max(len(f.title) * 2 + 4, 12), 40)
        lines.append(f"        ExcelColumn({_q(f.title)}, {_q(f.attr)}, {width}),")
    if spec.has_status:
        lines.append('        ExcelColumn("状态", "status", 10, status_text),')
    lines += [
        '        ExcelColumn("创建时间", "create_time", 20),',
        "    ),",
        ")",
        "",
        "",
        f"class {spec.class_name}Service(CrudService):",
        '    """Rules go into the hooks (docs/adding-a-resource.md §4): `check(act, row, action)`',
        "    for the row as it will be stored, `before_delete(act, rows, ids)` to keep rows in use,",
        '    `to_out(act, rows)` for related data in one batched query."""',
        "",
        "",
        f"service = {spec.class_name}Service({spec.const})",
    ]
    return "\n".join(lines) + "\n"


def router_py(spec: Spec) -> str:
    return "\n".join(
        [
            header(spec, "的接口"),
            "",
            "from __future__ import annotations",
            "",
            "from sitesafe.crud.router import crud_router",
            f"from {spec.module}.service import service",
            "",
            "router = crud_router(service)",
            "",
        ]
    )


def init_py(spec: Spec) -> str:
    return header(spec, "模块") + "\n"


def menu_py(spec: Spec) -> str:
    actions = ["page", "list", "detail", "add", "edit", "delete", "export"]
    if spec.has_status:
        actions.append("changeStatus")
    return "\n".join(
        [
            header(spec, "的菜单（初始化数据写入，见 sitesafe.modules.gen）"),
            "",
            "from __future__ import annotations",
            "",
            "from sitesafe.modules.system.menu.kit import MenuSeed, buttons, screen",
            "",
            f"APPLICATION = {_q(spec.app_code)}",
            "# the menu code of the directory the screen hangs under (None: top level of the application)",
            f"PARENT: str | None = {_q(spec.parent_code) if spec.parent_code else 'None'}",
            "MENU: MenuSeed = screen(",
            f"    {_q(spec.menu_code)},",
            f"    {_q(spec.title)},",
            f'    "/gen/{spec.bus}",',
            f'    "gen/{spec.bus}/index",',
            "    100,",
            f"    *buttons({_q(spec.menu_code)}, {_q(spec.title)}, {_q(spec.name)}, "
            + ", ".join(_q(a) for a in actions)
            + "),",
            ")",
            "",
        ]
    )


# ----- migration ---------------------------------------------------------------------------------


def _column(f: FieldSpec) -> str:
    return f"sa.Column({_q(f.column)}, sa.{describe(f.kind).sa_type}, nullable={f.nullable})"


def migration_py(spec: Spec) -> str:
    table = _q(spec.table)
    standard = [f"        sa.Column({name}, {typ}, nullable=True)," for name, typ in AUDIT]
    standard.append(
        '        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),'
    )
    lines = [
        f'"""{spec.title}：数据表 {spec.table}，由{MARKER}于 {spec.created} 生成。',
        "",
        "Creates the table, or, when it is already there (the table the code was generated from), adds",
        "the audit and version columns the CRUD machinery keeps.",
        "",
        f"Revision ID: {spec.revision}",
        f"Revises: {spec.down_revision}",
        '"""',
        "",
        "from collections.abc import Sequence",
        "",
        "import sqlalchemy as sa",
        "from alembic import op",
        "",
        f"revision: str = {_q(spec.revision)}",
        f"down_revision: str | None = {_q(spec.down_revision) if spec.down_revision else 'None'}",
        "branch_labels: str | Sequence[str] | None = None",
        "depends_on: str | Sequence[str] | None = None",
        "",
        "",
        "def _standard() -> list[sa.Column]:",
        "    return [",
        *standard,
        "    ]",
        "",
        "",
        "def upgrade() -> None:",
        "    inspector = sa.inspect(op.get_bind())",
        f"    if inspector.has_table({table}):",
        f'        present = {{c["name"] for c in inspector.get_columns({table})}}',
        "        for column in _standard():",
        "            if column.name not in present:",
        f"                op.add_column({table}, column)",
        "        return",
        "    op.create_table(",
        f"        {table},",
        '        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),',
        *(f"        {_column(f)}," for f in spec.fields),
        *(['        sa.Column("status", sa.SmallInteger(), nullable=False),'] if spec.has_status else []),
        "        *_standard(),",
        f'        sa.PrimaryKeyConstraint("id", name={_q("pk_" + spec.table)}),',
        *(
            f"        sa.UniqueConstraint({_q(f.column)}, name={_q(f'uq_{spec.table}_{f.column}')}),"
            for f in spec.fields
            if f.unique
        ),
        "    )",
        "",
        "",
        "def downgrade() -> None:",
        f"    op.drop_table({table})",
        "",
    ]
    return "\n".join(lines)
