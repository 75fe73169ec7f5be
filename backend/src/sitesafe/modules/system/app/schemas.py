from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class AppOut(AuditOut):
    name: str
    code: str
    active: str
    sort: int
    status: int


class AppQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="应用名称")
    code: str | None = Field(None, max_length=50, title="唯一编码")


class AppAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="应用名称")
    code: Text = Field(min_length=1, max_length=50, pattern=r"^[A-Za-z0-9_]+$", title="唯一编码")
    active: Literal["Y", "N"] = Field(title="是否默认激活")
    sort: int = Field(100, ge=0, le=10_000, title="排序")


class AppEdit(AppAdd, EditBase):
    pass
