from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class RoleOut(AuditOut):
    name: str
    code: str
    sort: int
    data_scope_type: int
    remark: str | None = None
    status: int


class RoleQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="角色名")
    code: str | None = Field(None, max_length=50, title="唯一编码")


class RoleAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="角色名")
    code: Text = Field(min_length=1, max_length=50, title="唯一编码")
    sort: int = Field(ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class RoleEdit(RoleAdd, EditBase):
    pass


class RoleOption(CamelModel):
    id: IdStr
    code: str
    name: str


class GrantMenuBody(CamelModel):
    id: IdStr = Field(title="角色主键")
    grant_menu_id_list: list[IdStr] = Field(max_length=10000, title="授权菜单")


class GrantDataBody(CamelModel):
    id: IdStr = Field(title="角色主键")
    data_scope_type: int = Field(ge=1, le=5, title="数据范围类型")
    grant_org_id_list: list[IdStr] = Field(default_factory=list, max_length=10000, title="授权机构")
