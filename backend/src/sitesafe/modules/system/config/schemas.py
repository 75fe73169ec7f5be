from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class ConfigOut(AuditOut):
    name: str
    code: str
    value: str
    sys_flag: str
    remark: str | None = None
    status: int
    group_code: str
    # Security-relevant: only a super administrator may change it.
    super_only: bool = False


class ConfigQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="参数名称")
    code: str | None = Field(None, max_length=50, title="唯一编码")
    group_code: str | None = Field(None, max_length=50, title="所属分类")


class ConfigAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="参数名称")
    code: Text = Field(min_length=1, max_length=50, pattern=r"^[A-Za-z0-9_]+$", title="唯一编码")
    value: Text = Field(min_length=1, max_length=255, title="参数值")
    sys_flag: Literal["Y", "N"] = Field(title="系统参数")
    remark: Text | None = Field(None, max_length=255, title="备注")
    group_code: Text = Field(min_length=1, max_length=50, title="所属分类")


class ConfigEdit(ConfigAdd, EditBase):
    pass
