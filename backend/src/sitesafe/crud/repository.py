"""SQL of a resource: conditions, ordering, the page (one count + one page query), streams, lookups."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import Select, delete, func, select, update
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from sitesafe.core.clock import utcnow
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams
from sitesafe.crud.counting import Total, count_rows
from sitesafe.crud.filters import Condition, Filter
from sitesafe.crud.model import STATUS_DELETED, has_column, live
from sitesafe.crud.resource import Resource, Unique

EXPORT_BATCH = 1000
IN_BATCH = 500  # values per IN (...) list
AnySelect = Select[*tuple[Any, ...]]
"""A SELECT of any shape (the resource's entity first)."""


class Repository:
    def __init__(self, resource: Resource) -> None:
        self.resource = resource
        self.model = resource.model

    def column(self, name: str) -> Any:
        return getattr(self.model, name)

    def live(self) -> list[Condition]:
        """Rows that are not soft-deleted."""
        return [live(self.model)] if self.resource.soft_delete else []

    def filtered(self, query: Any, filters: Sequence[Filter]) -> list[Condition]:
        found = (f.condition(self.model, query) for f in filters)
        return [c for c in found if c is not None]

    def order(self, params: PageParams | None) -> list[ColumnElement[Any]]:
        """The whitelisted sortField (then id, so pages are stable), else the declared default."""
        if params is not None and params.sort_field:
            name = self.resource.sortable.get(params.sort_field)
            if name is None:
                raise AppError(ErrorCode.PARAM_ERROR, message="排序字段不支持")
            column = self.column(name)
            # The tie-breaker runs the same way, so one (column, id) index serves both directions.
            if params.sort_order == "descend":
                return [column.desc(), self.model.id.desc()]
            return [column.asc(), self.model.id.asc()]
        order: list[ColumnElement[Any]] = []
        for name in self.resource.default_order:
            column = self.column(name.lstrip("-"))
            order.append(column.desc() if name.startswith("-") else column.asc())
        return order

    def count(self, db: Session, conditions: Sequence[Condition]) -> int:
        stmt = select(func.count()).select_from(self.model).where(*conditions)
        total: int = db.execute(stmt).scalar_one()
        return total

    def page(
        self, db: Session, base: AnySelect, conditions: Sequence[Condition], params: PageParams
    ) -> tuple[Sequence[AnyRow], Total]:
        """One page and the total. The page is read first (one row more than asked): a short page
        tells the total without counting; otherwise the count is exact when cheap, else estimated."""
        stmt = base.where(*conditions).order_by(*self.order(params))
        rows = db.execute(stmt.offset(params.offset).limit(params.page_size + 1)).all()
        if len(rows) <= params.page_size and (rows or params.offset == 0):
            return rows, Total(params.offset + len(rows))
        total = count_rows(db, self.model, conditions, at_least=params.offset + len(rows))
        return rows[: params.page_size], total

    def rows(
        self, db: Session, base: AnySelect, conditions: Sequence[Condition], params: PageParams | None
    ) -> Sequence[AnyRow]:
        return db.execute(base.where(*conditions).order_by(*self.order(params))).all()

    def stream(
        self, db: Session, base: AnySelect, conditions: Sequence[Condition], params: PageParams | None
    ) -> Iterator[Sequence[AnyRow]]:
        """All matching rows in batches, fetched as they are consumed (server-side where supported)."""
        stmt = base.where(*conditions).order_by(*self.order(params))
        result = db.execute(stmt.execution_options(yield_per=EXPORT_BATCH))
        yield from result.partitions()

    def get(self, db: Session, row_id: int, *, with_deleted: bool = False) -> Any | None:
        row = db.get(self.model, row_id)
        if row is None or (not with_deleted and self.resource.soft_delete and row.status == STATUS_DELETED):
            return None
        return row

    def get_many(self, db: Session, ids: Sequence[int]) -> list[Any]:
        found = {r.id: r for r in db.execute(select(self.model).where(self.model.id.in_(ids))).scalars()}
        rows = [found.get(i) for i in ids]
        if any(r is None or (self.resource.soft_delete and r.status == STATUS_DELETED) for r in rows):
            raise AppError(self.resource.not_found)
        return [r for r in rows if r is not None]

    def clashes(self, db: Session, rule: Unique, values: dict[str, Any], exclude_id: int | None) -> bool:
        """Whether another live row has the same value (and the same `within` values)."""
        value = values.get(rule.field)
        if value is None or value == "":
            return False
        conditions = [self.column(rule.field) == value, *self.live()]
        conditions += [self.column(name) == values.get(name) for name in rule.within]
        if exclude_id is not None:
            conditions.append(self.model.id != exclude_id)
        return db.execute(select(self.model.id).where(*conditions).limit(1)).first() is not None

    def taken(
        self, db: Session, rule: Unique, values: Sequence[Any], exclude_ids: set[int]
    ) -> set[tuple[Any, ...]]:
        """(value, `within` values) of the live rows, other than `exclude_ids`, holding one of `values`."""
        columns = [self.column(rule.field), *(self.column(name) for name in rule.within)]
        found: set[tuple[Any, ...]] = set()
        for start in range(0, len(values), IN_BATCH):
            chunk = values[start : start + IN_BATCH]
            stmt = select(self.model.id, *columns).where(columns[0].in_(chunk), *self.live())
            found.update(tuple(row[1:]) for row in db.execute(stmt) if row[0] not in exclude_ids)
        return found

    def remove(self, db: Session, ids: Sequence[int], actor: int | None) -> None:
        """Soft delete (status 2, audit columns stamped) where the table has a status, else delete."""
        if not ids:
            return
        if self.resource.soft_delete:
            values: dict[str, Any] = {"status": STATUS_DELETED}
            if has_column(self.model, "update_time"):
                values.update(update_time=utcnow(), update_user=actor)
            stmt = update(self.model).where(self.model.id.in_(ids)).values(**values)
            db.execute(stmt.execution_options(synchronize_session="fetch"))
        else:
            db.execute(delete(self.model).where(self.model.id.in_(ids)))
