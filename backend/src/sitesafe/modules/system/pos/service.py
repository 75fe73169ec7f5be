"""职位: names and codes unique; a position held by an employee cannot be deleted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, union_all

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.schemas import status_text
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.emp.models import SysEmpExtOrgPos, SysEmpPos
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.pos.schemas import PosAdd, PosEdit, PosImport, PosListQuery, PosOut, PosQuery

POS = Resource(
    name="sysPos",
    title="职位",
    model=SysPos,
    out=PosOut,
    add=PosAdd,
    edit=PosEdit,
    not_found=ErrorCode.POS_NOT_EXIST,
    query=PosQuery,
    filters=(Like("name"), Like("code")),
    list_query=PosListQuery,
    list_filters=(Eq("code"),),
    sortable={"name": "name", "code": "code", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.POS_CODE_REPEAT), Unique("name", ErrorCode.POS_NAME_REPEAT)),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export", "import", "template"}),
    export_columns=(
        ExcelColumn("职位名称", "name", 24),
        ExcelColumn("唯一编码", "code", 20),
        ExcelColumn("排序", "sort", 10),
        ExcelColumn("备注", "remark", 30),
        ExcelColumn("状态", "status", 10, status_text),
        ExcelColumn("创建时间", "create_time", 20),
    ),
    import_row=PosImport,
)


class PosService(CrudService):
    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        held = union_all(
            select(SysEmpPos.pos_id).where(SysEmpPos.pos_id.in_(ids)),
            select(SysEmpExtOrgPos.pos_id).where(SysEmpExtOrgPos.pos_id.in_(ids)),
        )
        if act.db.execute(held.limit(1)).first() is not None:
            raise AppError(ErrorCode.POS_IN_USE)


service = PosService(POS)
