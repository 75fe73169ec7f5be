"""Filters as data: each reads one field of the resource's query model and yields a WHERE condition
(never a join, so the count query stays on one table and its indexes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from sqlalchemy import or_
from sqlalchemy.sql.elements import ColumnElement

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import from_local

Condition = ColumnElement[bool]


class Filter(Protocol):
    def condition(self, model: type[Any], query: Any) -> Condition | None:
        """The condition for the query's value, or None when the value is absent."""


def _value(query: Any, param: str) -> Any:
    value = getattr(query, param, None)
    if isinstance(value, str):
        value = value.strip()
    return None if value is None or value == "" or value == [] else value


def _column(model: type[Any], name: str) -> Any:
    return getattr(model, name)


@dataclass(frozen=True)
class Eq:
    """`column = value` (the column defaults to the parameter's name)."""

    param: str
    column: str | None = None

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        if value is None:
            return None
        result: Condition = _column(model, self.column or self.param) == value
        return result


@dataclass(frozen=True)
class Like:
    """Substring match (wildcards in the value are literal) on one or more columns, OR-ed."""

    param: str
    columns: tuple[str, ...] = ()

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        if value is None:
            return None
        names = self.columns or (self.param,)
        return or_(*(_column(model, name).contains(str(value), autoescape=True) for name in names))


@dataclass(frozen=True)
class In:
    """`column IN (...)`; the value is a list or a comma-separated string."""

    param: str
    column: str | None = None

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        if value is None:
            return None
        items = value if isinstance(value, list) else [v.strip() for v in str(value).split(",") if v.strip()]
        result: Condition = _column(model, self.column or self.param).in_(items)
        return result


def _parse_local(text: str, end: bool) -> datetime:
    for fmt, step in (("%Y-%m-%d %H:%M:%S", timedelta(seconds=1)), ("%Y-%m-%d", timedelta(days=1))):
        try:
            moment = datetime.strptime(text, fmt)
        except ValueError:
            continue
        return from_local(moment + step if end else moment)
    raise AppError(ErrorCode.PARAM_ERROR, message="时间格式不正确，应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss")


@dataclass(frozen=True)
class DateRange:
    """An inclusive range of local dates (or times) on a stored UTC timestamp column."""

    begin: str
    end: str
    column: str

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        begin, end = _value(query, self.begin), _value(query, self.end)
        column = _column(model, self.column)
        parts: list[Condition] = []
        if begin is not None:
            parts.append(column >= _parse_local(str(begin), end=False))
        if end is not None:
            parts.append(column < _parse_local(str(end), end=True))
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else parts[0] & parts[1]


@dataclass(frozen=True)
class Subtree:
    """The node named by the value and all its descendants (`pids` holds `[ancestor],` entries)."""

    param: str
    id_column: str = "id"
    pids_column: str = "pids"

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        if value is None:
            return None
        node = int(value)
        return or_(
            _column(model, self.id_column) == node,
            _column(model, self.pids_column).contains(f"[{node}],", autoescape=True),
        )


@dataclass(frozen=True)
class Where:
    """Any condition built from the value (e.g. a semi-join into another table)."""

    param: str
    build: Callable[[Any], Condition]

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        return None if value is None else self.build(value)


_COMPARE = {
    "gt": lambda c, v: c > v,
    "lt": lambda c, v: c < v,
    "ge": lambda c, v: c >= v,
    "le": lambda c, v: c <= v,
    "ne": lambda c, v: c != v,
}


@dataclass(frozen=True)
class Compare:
    """`column <op> value` with op one of gt, lt, ge, le, ne (a generated resource's query types)."""

    param: str
    op: str
    column: str | None = None

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        if value is None:
            return None
        result: Condition = _COMPARE[self.op](_column(model, self.column or self.param), value)
        return result


@dataclass(frozen=True)
class NotNull:
    """With a true value (true, Y, 1): only rows whose column is filled."""

    param: str
    column: str | None = None

    def condition(self, model: type[Any], query: Any) -> Condition | None:
        value = _value(query, self.param)
        if value is None or str(value).lower() not in ("true", "y", "1"):
            return None
        result: Condition = _column(model, self.column or self.param).is_not(None)
        return result
