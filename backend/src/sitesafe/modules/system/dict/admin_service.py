"""字典管理: types (codes and names unique; deleting one deletes its data) and data rows (codes unique
within their type)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, update

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.dict.admin_schemas import (
    DictDataAdd,
    DictDataEdit,
    DictDataListQuery,
    DictDataOut,
    DictDataQuery,
    DictTypeAdd,
    DictTypeEdit,
    DictTypeOut,
    DictTypeQuery,
)
from sitesafe.modules.system.dict.models import SysDictData, SysDictType

STATUS_ACTIONS = frozenset({"page", "list", "detail", "add", "edit", "delete", "changeStatus"})
SORTABLE = {"code": "code", "sort": "sort", "createTime": "create_time"}

DICT_TYPE = Resource(
    name="sysDictType",
    title="字典类型",
    model=SysDictType,
    out=DictTypeOut,
    add=DictTypeAdd,
    edit=DictTypeEdit,
    not_found=ErrorCode.DICT_TYPE_NOT_EXIST,
    query=DictTypeQuery,
    filters=(Like("name"), Like("code"), Eq("search_status", "status")),
    list_filters=(),
    sortable={**SORTABLE, "name": "name"},
    default_order=("sort", "id"),
    uniques=(
        Unique("code", ErrorCode.DICT_TYPE_CODE_REPEAT),
        Unique("name", ErrorCode.DICT_TYPE_NAME_REPEAT),
    ),
    actions=STATUS_ACTIONS,
)

DICT_DATA = Resource(
    name="sysDictData",
    title="字典值",
    model=SysDictData,
    out=DictDataOut,
    add=DictDataAdd,
    edit=DictDataEdit,
    not_found=ErrorCode.DICT_DATA_NOT_EXIST,
    query=DictDataQuery,
    filters=(Eq("type_id"), Like("code"), Like("value"), Eq("search_status", "status")),
    list_query=DictDataListQuery,
    list_filters=(Eq("type_id"),),
    sortable={**SORTABLE, "value": "value"},
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.DICT_DATA_CODE_REPEAT, ("type_id",)),),
    actions=STATUS_ACTIONS,
)


class DictTypeService(CrudService):
    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        """A deleted type takes its data rows along."""
        act.db.execute(
            update(SysDictData)
            .where(SysDictData.type_id.in_(ids))
            .values(status=STATUS_DELETED, update_time=act.ctx.clock.now(), update_user=act.user.user_id)
            .execution_options(synchronize_session=False)
        )


class DictDataService(CrudService):
    def check(self, act: Act, row: SysDictData, action: str) -> None:
        alive = select(SysDictType.id).where(SysDictType.id == row.type_id, live(SysDictType))
        if act.db.execute(alive).first() is None:
            raise AppError(ErrorCode.DICT_TYPE_NOT_EXIST)


type_service = DictTypeService(DICT_TYPE)
data_service = DictDataService(DICT_DATA)
