from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class DepartmentOut(AuditOut):
    project_id: IdStr
    pid: IdStr
    name: str
    code: str | None = None
    leader: str | None = None
    phone: str | None = None
    sort: int
    remark: str | None = None
    status: int
    children: list[DepartmentOut] = Field(default_factory=list)


class DepartmentQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="部门名称")


class DepartmentAdd(CamelModel):
    pid: IdStr = Field(0, title="上级部门")
    name: Text = Field(min_length=1, max_length=100, title="部门名称")
    code: Text | None = Field(None, max_length=50, title="部门编码")
    leader: Text | None = Field(None, max_length=50, title="负责人")
    phone: Text | None = Field(None, max_length=20, pattern=r"^[0-9+\-() ]*$", title="联系电话")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class DepartmentEdit(DepartmentAdd, EditBase):
    pass
