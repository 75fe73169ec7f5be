"""What one generation produces, decided once from its stored rows: names, fields and their options.
The renderers (render_*.py) only format a `Spec`; they make no decisions of their own."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from pydantic.alias_generators import to_camel

from sitesafe.modules.system.codegen.kinds import attribute, describe, is_text, lower_first
from sitesafe.modules.system.codegen.models import SysCodeGenerate, SysCodeGenerateConfig

PACKAGE = "sitesafe.modules.gen"
MARKER = "代码生成"  # every generated file names its origin; runLocal only overwrites such files


@dataclass(frozen=True)
class FieldSpec:
    column: str  # in the database
    attr: str  # on the model and schemas (snake case)
    wire: str  # in JSON (camel case)
    title: str
    kind: str
    nullable: bool
    unique: bool
    required: bool
    in_table: bool
    in_form: bool
    in_query: bool
    query_type: str
    effect: str
    dict_code: str | None
    ellipsis: bool = False  # 列表是否缩进: long values cut short in the list

    @property
    def text(self) -> bool:
        return is_text(self.kind)

    @property
    def length(self) -> int | None:
        return describe(self.kind).length

    @property
    def multiple(self) -> bool:
        """多选框 with a dictionary on a text column: several codes, stored comma-joined."""
        return self.effect == "checkbox" and self.dict_code is not None and self.text

    @property
    def is_int(self) -> bool:
        return self.kind in ("int", "bigint", "smallint")

    @property
    def range_search(self) -> bool:
        """A time column is searched by a range of days (`<attr>_begin` .. `<attr>_end`)."""
        return self.in_query and self.kind == "datetime" and self.query_type != "isNotNull"


@dataclass(frozen=True)
class Spec:
    table: str
    bus: str  # package and folder name
    class_name: str
    name: str  # API and permission prefix
    title: str
    author: str
    app_code: str
    parent_code: str | None
    fields: tuple[FieldSpec, ...]
    has_status: bool
    down_revision: str | None
    created: str  # yyyy-MM-dd

    @property
    def module(self) -> str:
        return f"{PACKAGE}.{self.bus}"

    @property
    def menu_code(self) -> str:
        return f"gen_{self.bus}"

    @property
    def const(self) -> str:
        return self.bus.upper()

    @property
    def revision(self) -> str:
        return f"gen_{self.bus}"

    @property
    def key(self) -> FieldSpec:
        key = key_field(self.fields)
        assert key is not None, "a generation has at least one form field"
        return key

    @property
    def form(self) -> tuple[FieldSpec, ...]:
        return tuple(f for f in self.fields if f.in_form)

    @property
    def query(self) -> tuple[FieldSpec, ...]:
        return tuple(f for f in self.fields if f.in_query)

    @property
    def table_fields(self) -> tuple[FieldSpec, ...]:
        return tuple(f for f in self.fields if f.in_table)


def key_field(fields: Sequence[FieldSpec]) -> FieldSpec | None:
    """The field that tells one row from another in lists and tests: a searched text field, else
    the first text, whole-number, other number, date or time field of the form (a form of switches
    alone has none: the generation is refused)."""
    form = [f for f in fields if f.in_form]
    rules: tuple[Callable[[FieldSpec], bool], ...] = (
        lambda f: f.text and not f.multiple and f.in_query and f.query_type in ("eq", "like"),
        lambda f: f.text and not f.multiple,
        lambda f: f.is_int,
        lambda f: not f.kind.startswith(("date", "bool")),
        lambda f: f.kind != "bool",
        lambda f: True,
    )
    return next((f for rule in rules for f in form if rule(f)), None)


def _searchable_key(fields: list[FieldSpec]) -> list[FieldSpec]:
    """Every list can be searched: without a field searched by value, the key field is."""
    key = key_field(fields)
    if key is None or (key.in_query and key.query_type in ("eq", "like") and not key.range_search):
        return fields
    query_type = "like" if key.text else "eq"
    return [replace(f, in_query=True, query_type=query_type) if f is key else f for f in fields]


_UNSAFE = re.compile(r"[\\\"'`\r\n\t]|\*/|\$\{")


def plain(text: str, limit: int) -> str:
    """A title as generated code may hold it inside strings and comments: quotes, backslashes, line
    breaks and comment ends removed (table comments come from other databases)."""
    return _UNSAFE.sub("", text).strip()[:limit]


def api_name(class_name: str) -> str:
    return lower_first(class_name)


def build(
    gen: SysCodeGenerate,
    configs: Sequence[SysCodeGenerateConfig],
    *,
    parent_code: str | None,
    down_revision: str | None,
    created: str,
) -> Spec:
    fields = []
    columns = {c.column_name for c in configs}
    for config in sorted(configs, key=lambda c: c.sort):
        if config.whether_common == "Y" or not config.kind or config.kind == "-":
            continue
        attr = attribute(config.column_name)
        not_null = config.nullable == "N"
        in_form = config.whether_add_update == "Y" or not_null
        fields.append(
            FieldSpec(
                column=config.column_name,
                attr=attr,
                wire=to_camel(attr),
                title=plain(config.column_comment or config.column_name, 20) or config.column_name,
                kind=config.kind,
                nullable=not not_null,
                unique=config.unique_flag == "Y",
                required=in_form and (not_null or config.whether_required == "Y"),
                in_table=config.whether_table == "Y",
                in_form=in_form,
                in_query=config.query_whether == "Y",
                query_type=config.query_type,
                effect=config.effect_type,
                dict_code=config.dict_type_code or None,
                ellipsis=config.whether_retract == "Y",
            )
        )
    fields = _searchable_key(fields)
    return Spec(
        table=gen.table_name,
        bus=gen.bus_name,
        class_name=gen.class_name,
        name=api_name(gen.class_name),
        title=plain(gen.table_comment, 30) or gen.table_name,
        author=plain(gen.author_name, 20),
        app_code=gen.app_code,
        parent_code=parent_code,
        fields=tuple(fields),
        has_status="status" in columns,
        down_revision=down_revision,
        created=created,
    )
