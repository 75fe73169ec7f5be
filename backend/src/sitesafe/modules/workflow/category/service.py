"""流程分类: codes unique; a category holding models cannot be deleted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.workflow.category.schemas import CategoryAdd, CategoryEdit, CategoryOut, CategoryQuery
from sitesafe.modules.workflow.models import BpmCategory, BpmModel

CATEGORY = Resource(
    name="flwCategory",
    title="流程分类",
    model=BpmCategory,
    out=CategoryOut,
    add=CategoryAdd,
    edit=CategoryEdit,
    not_found=ErrorCode.WF_CATEGORY_NOT_EXIST,
    query=CategoryQuery,
    filters=(Like("name"),),
    sortable={"name": "name", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.WF_CATEGORY_CODE_REPEAT),),
)


class CategoryService(CrudService):
    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        used = select(BpmModel.id).where(BpmModel.category_id.in_(ids), live(BpmModel))
        if act.db.execute(used.limit(1)).first() is not None:
            raise AppError(ErrorCode.WF_CATEGORY_IN_USE)


service = CategoryService(CATEGORY)
