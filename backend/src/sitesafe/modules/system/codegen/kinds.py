"""Column kinds: a portable name for a catalogue type (``string:50``, ``numeric:10:2``, ...) and what
each kind becomes in the generated model, schemas and screen, plus the names derived from a table."""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass

from sqlalchemy import types as sa_types

# Columns the CRUD machinery owns (mixins, soft delete): not fields of the generated form.
COMMON_COLUMNS = ("id", "create_time", "create_user", "update_time", "update_user", "version", "status")
# Attribute names a declarative model may not use.
RESERVED = frozenset({"metadata", "registry", "query"})
INT_BOUNDS = {"smallint": 32767, "int": 2147483647, "bigint": 9223372036854775807}
EFFECTS = ("input", "datepicker", "select", "radio", "checkbox", "inputnumber", "textarea")
QUERY_TYPES = ("eq", "like", "gt", "lt", "ge", "le", "ne", "isNotNull")
_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


def kind_of(column_type: sa_types.TypeEngine[object]) -> str | None:
    """The kind of a reflected type; None for what a form cannot hold (binary, JSON, arrays, ...)."""
    t = column_type
    if isinstance(t, sa_types.Boolean):
        return "bool"
    if isinstance(t, sa_types.DateTime):
        return "datetime"
    if isinstance(t, sa_types.Date):
        return "date"
    if isinstance(t, sa_types.BigInteger):
        return "bigint"
    if isinstance(t, sa_types.SmallInteger):
        return "smallint"
    if isinstance(t, sa_types.Integer):
        return "int"
    if isinstance(t, sa_types.Float):
        return "float"
    if isinstance(t, sa_types.Numeric):
        if t.precision is None:
            return "float"
        return f"numeric:{t.precision}:{t.scale or 0}"
    if isinstance(t, sa_types.Enum):
        return None
    if isinstance(t, sa_types.String):
        return f"string:{t.length}" if t.length else "text"
    return None


@dataclass(frozen=True)
class Kind:
    """What a kind becomes: SQLAlchemy type (source text), Python annotation, Snowy's java type, the
    default control and whether the screen shows it as a number."""

    sa_type: str
    py_type: str
    java_type: str
    effect: str
    length: int | None = None
    digits: tuple[int, int] | None = None


def describe(kind: str) -> Kind:
    name, _, rest = kind.partition(":")
    if name == "string":
        length = int(rest)
        effect = "textarea" if length > 255 else "input"
        return Kind(f"String({length})", "str", "String", effect, length=length)
    if name == "text":
        return Kind("Text()", "str", "String", "textarea", length=65535)
    if name in INT_BOUNDS:
        sa = {"smallint": "SmallInteger()", "int": "Integer()", "bigint": "BigInteger()"}[name]
        return Kind(sa, "int", "Long" if name == "bigint" else "Integer", "inputnumber")
    if name == "numeric":
        precision, scale = (int(part) for part in rest.split(":"))
        return Kind(
            f"Numeric({precision}, {scale}, asdecimal=False)",
            "float",
            "double",
            "inputnumber",
            digits=(precision, scale),
        )
    if name == "float":
        return Kind("Float()", "float", "double", "inputnumber")
    if name == "date":
        return Kind("Date()", "date", "Date", "datepicker")
    if name == "datetime":
        return Kind("DateTime()", "datetime", "Date", "datepicker")
    if name == "bool":
        return Kind("Boolean()", "bool", "boolean", "radio")
    raise ValueError(f"unknown kind {kind}")


def is_text(kind: str) -> bool:
    return kind == "text" or kind.startswith("string:")


# ----- names -------------------------------------------------------------------------------------


def valid_column_name(name: str) -> bool:
    return bool(_NAME.fullmatch(name))


def snake(name: str) -> str:
    """`userName` / `User_Name` -> `user_name`."""
    text = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    return re.sub(r"_+", "_", text).strip("_").lower()


def attribute(column: str) -> str:
    """The model attribute of a column (a keyword or reserved name gets a trailing underscore)."""
    name = snake(column)
    return f"{name}_" if keyword.iskeyword(name) or name in RESERVED else name


def camel(name: str) -> str:
    """`user_name` -> `userName`."""
    head, *rest = snake(name).split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in snake(name).split("_") if part)


def strip_prefix(table: str) -> str:
    """`biz_widget_item` -> `widget_item` (a table of one segment keeps its name)."""
    head, sep, rest = snake(table).partition("_")
    return rest if sep and rest else head


def lower_first(name: str) -> str:
    return name[:1].lower() + name[1:]
