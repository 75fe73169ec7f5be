"""系统配置: run-time parameters. System parameters (sysFlag Y) keep their code and cannot be deleted;
every change drops the in-process parameter cache once committed. Security-relevant parameters
(`sysconfig.is_security_relevant`) are changed by super administrators only, and secret values are
masked for everyone else."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core import sysconfig
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.models.config import SysConfig
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
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


SUPER_ONLY = "安全相关参数仅超级管理员可以修改"


def _super_only(act: Act, *codes: str) -> None:
    """Refuses (1013002) a non-super caller touching a security-relevant parameter."""
    if not act.user.is_super and any(sysconfig.is_security_relevant(code) for code in codes):
        raise AppError(ErrorCode.NO_PERMISSION, message=SUPER_ONLY)


class ConfigService(CrudService):
    def _out(self, act: Act, row: SysConfig) -> ConfigOut:
        out = ConfigOut.model_validate(row)
        out.super_only = sysconfig.is_security_relevant(row.code)
        if sysconfig.is_secret(row.code) and not act.user.is_super:
            out.value = sysconfig.SECRET_MASK
        return out

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return [self._out(act, row[0]) for row in rows]

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self._out(act, row)

    def check(self, act: Act, row: SysConfig, action: str) -> None:
        _super_only(act, row.code)
        groups = select(SysDictData.code).join(SysDictType, SysDictType.id == SysDictData.type_id)
        groups = groups.where(SysDictType.code == GROUPS_DICT, live(SysDictData))
        known = set(act.db.execute(groups).scalars())
        if known and row.group_code not in known:
            raise AppError(ErrorCode.PARAM_ERROR, message="所属分类不存在")
        act.after_commit(act.ctx.config.invalidate)

    def before_edit(self, act: Act, body: ConfigEdit, row: SysConfig) -> None:
        _super_only(act, row.code)
        if row.sys_flag == SYSTEM and (body.code != row.code or body.sys_flag != SYSTEM):
            raise AppError(ErrorCode.PARAM_ERROR, message="系统参数不能修改编码或取消系统标识")

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        _super_only(act, *(row.code for row in rows))
        if any(row.sys_flag == SYSTEM for row in rows):
            raise AppError(ErrorCode.CONFIG_CANNOT_DELETE_SYSTEM)
        act.after_commit(act.ctx.config.invalidate)


service = ConfigService(CONFIG)
