"""Paging: `pageNo`/`pageSize` (max 1000)/`sortField`/`sortOrder` in, `{pageNo, pageSize, totalPage,
totalRows, rows}` out."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Generic, Literal, TypeVar

from fastapi import Depends, Query
from pydantic import BaseModel
from sqlalchemy import Select, func, select
from sqlalchemy.orm import QueryableAttribute, Session
from sqlalchemy.sql.elements import ColumnElement

from sitesafe.core.errors import AppError, ErrorCode

MAX_PAGE_SIZE = 1000
# Far beyond any real table, and small enough that the row offset always fits a 64-bit integer.
MAX_PAGE_NO = 1_000_000_000
T = TypeVar("T")
Sortable = ColumnElement[Any] | QueryableAttribute[Any]


class PageParams(BaseModel):
    page_no: int = 1
    page_size: int = 10
    sort_field: str | None = None
    sort_order: Literal["ascend", "descend"] | None = None

    @property
    def offset(self) -> int:
        return (self.page_no - 1) * self.page_size


def page_params(
    page_no: Annotated[int, Query(alias="pageNo", ge=1, le=MAX_PAGE_NO, title="页码")] = 1,
    page_size: Annotated[int, Query(alias="pageSize", ge=1, le=MAX_PAGE_SIZE, title="每页条数")] = 10,
    sort_field: Annotated[str | None, Query(alias="sortField", max_length=64, title="排序字段")] = None,
    sort_order: Annotated[
        Literal["ascend", "descend"] | None, Query(alias="sortOrder", title="排序方式")
    ] = None,
) -> PageParams:
    return PageParams(page_no=page_no, page_size=page_size, sort_field=sort_field, sort_order=sort_order)


Paging = Annotated[PageParams, Depends(page_params)]


class PageResult(BaseModel, Generic[T]):
    pageNo: int
    pageSize: int
    totalPage: int
    totalRows: int
    rows: list[T]
    # Our addition: true when totalRows is an estimate (exact counting would dominate the page).
    totalApprox: bool = False


def page_result(rows: Sequence[T], total: int, params: PageParams, *, approx: bool = False) -> PageResult[T]:
    return PageResult[T](
        pageNo=params.page_no,
        pageSize=params.page_size,
        totalPage=math.ceil(total / params.page_size) if total else 0,
        totalRows=total,
        rows=list(rows),
        totalApprox=approx,
    )


def paginate(
    db: Session,
    stmt: Select[Any],
    params: PageParams,
    sortable: Mapping[str, Sortable] | None = None,
    default_order: Sequence[Sortable] = (),
) -> tuple[list[Any], int]:
    """Runs a count and one page of `stmt`; sorting only on the whitelisted `sortable` fields."""
    total = db.execute(select(func.count()).select_from(stmt.order_by(None).subquery())).scalar_one()
    ordered = stmt
    if params.sort_field:
        column = (sortable or {}).get(params.sort_field)
        if column is None:
            raise AppError(ErrorCode.PARAM_ERROR, message="排序字段不支持")
        ordered = stmt.order_by(column.desc() if params.sort_order == "descend" else column.asc())
    elif default_order:
        ordered = stmt.order_by(*default_order)
    rows = list(db.execute(ordered.offset(params.offset).limit(params.page_size)).all())
    return rows, total
