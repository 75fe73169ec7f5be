"""The catalogue of a data source: its tables, and a table's columns with their kinds, keys and
comments, read through SQLAlchemy's inspector from the console's own database (id 0) or a registered
one (数据库信息), never by parsing SQL."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, inspect

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.system.codegen.kinds import kind_of
from sitesafe.modules.system.database_info import connect
from sitesafe.modules.system.database_info.service import OWN_ID
from sitesafe.modules.system.database_info.service import service as database_info

HIDDEN_TABLES = frozenset({"alembic_version"})


@dataclass(frozen=True)
class TableInfo:
    table_name: str
    table_comment: str | None
    create_time: str | None = None
    update_time: str | None = None


@dataclass(frozen=True)
class ColumnInfo:
    name: str
    data_type: str  # as the database names it, for display
    kind: str | None  # None: not generated (binary, JSON, ...)
    nullable: bool
    primary: bool
    unique: bool
    comment: str | None
    has_default: bool = False  # the database fills it when an insert leaves it out


@contextmanager
def source(act: Act, database_id: int) -> Iterator[Connection]:
    """A connection to the data source: the request's own for id 0, else a short-lived one through the
    same reach rule and failure answers as 测试连接."""
    if database_id == OWN_ID:
        yield act.db.connection()
        return
    target = database_info.target(act, database_info.readable(act, database_id))
    with connect.connected(target, act.ctx.settings) as connection:
        yield connection


def _comment(getter: Any, *args: Any) -> Any:
    try:
        return getter(*args)
    except NotImplementedError:  # SQLite keeps no comments
        return None


def tables(connection: Connection) -> list[TableInfo]:
    inspector = inspect(connection)
    names = sorted(n for n in inspector.get_table_names() if n not in HIDDEN_TABLES)
    return [
        TableInfo(name, (_comment(inspector.get_table_comment, name) or {}).get("text")) for name in names
    ]


def columns(connection: Connection, table: str) -> list[ColumnInfo]:
    inspector = inspect(connection)
    if table in HIDDEN_TABLES or not inspector.has_table(table):
        raise AppError(ErrorCode.CODEGEN_TABLE_NOT_EXIST, table=table)
    primary = set(inspector.get_pk_constraint(table).get("constrained_columns") or ())
    unique: set[str] = set()
    for constraint in inspector.get_unique_constraints(table):
        if len(constraint["column_names"]) == 1:
            unique.add(constraint["column_names"][0])
    sqlite = connection.dialect.name == "sqlite"  # an inline UNIQUE is an automatic index there
    indexes = (
        inspector.get_indexes(table, include_auto_indexes=True) if sqlite else inspector.get_indexes(table)
    )
    for index in indexes:
        names = [n for n in index["column_names"] if n]
        if index.get("unique") and len(names) == 1:
            unique.add(names[0])
    result = []
    for column in inspector.get_columns(table):
        name = column["name"]
        result.append(
            ColumnInfo(
                name=name,
                data_type=str(column["type"].compile(dialect=connection.dialect))[:60],
                kind=kind_of(column["type"]),
                nullable=bool(column.get("nullable", True)) and name not in primary,
                primary=name in primary,
                unique=name in unique,
                comment=(column.get("comment") or None),
                has_default=column.get("default") is not None or column.get("computed") is not None,
            )
        )
    return result
