"""系统配置: run-time parameters. System parameters (sysFlag Y) keep their code and cannot be deleted;
every change drops the in-process parameter cache once committed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import STATUS_DELETED
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.config.models import SysConfig
from sitesafe.modules.system.config.schemas import ConfigAdd, ConfigEdit, ConfigOut, ConfigQuery
from sitesafe.modules.system.dict.models import SysDictData, SysDictType

CONFIG = Resource(
    name="sysConfig",
    title="系统参数",
    model=SysConfig,
    out=ConfigOut,
    add=ConfigAdd,
    edit=ConfigEdit,
    not_found=ErrorCode.CONFIG_NOT_EXIST,
    query=ConfigQuery,
    filters=(Like("name"), Like("code"), Eq("group_code")),
    sortable={"name": "name", "code": "code", "groupCode": "group_code", "createTime": "create_time"},
    default_order=("-group_code", "id"),
    uniques=(Unique("code", ErrorCode.CONFIG_CODE_REPEAT), Unique("name", ErrorCode.CONFIG_NAME_REPEAT)),
    hard_delete=True,  # `code` is unique in the table: a deleted parameter frees its code
)
SYSTEM = "Y"
GROUPS_DICT = "consts_type"


class ConfigService(CrudService):
    def check(self, act: Act, row: SysConfig, action: str) -> None:
        groups = select(SysDictData.code).join(SysDictType, SysDictType.id == SysDictData.type_id)
        groups = groups.where(SysDictType.code == GROUPS_DICT, SysDictData.status != STATUS_DELETED)
        known = set(act.db.execute(groups).scalars())
        if known and row.group_code not in known:
            raise AppError(ErrorCode.PARAM_ERROR, message="所属分类不存在")
        act.after_commit(act.ctx.config.invalidate)

    def before_edit(self, act: Act, body: ConfigEdit, row: SysConfig) -> None:
        if row.sys_flag == SYSTEM and (body.code != row.code or body.sys_flag != SYSTEM):
            raise AppError(ErrorCode.PARAM_ERROR, message="系统参数不能修改编码或取消系统标识")

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        if any(row.sys_flag == SYSTEM for row in rows):
            raise AppError(ErrorCode.CONFIG_CANNOT_DELETE_SYSTEM)
        act.after_commit(act.ctx.config.invalidate)


service = ConfigService(CONFIG)
