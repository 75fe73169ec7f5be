from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class OrgOut(AuditOut):
    pid: IdStr
    pids: str
    name: str
    code: str
    sort: int
    remark: str | None = None
    status: int
    parent_code: str | None = None


class OrgQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="机构名称")
    id: IdStr | None = Field(None, title="主键")
    pid: IdStr | None = Field(None, title="上级机构")


class OrgListQuery(CamelModel):
    pid: IdStr | None = Field(None, title="上级机构")


class OrgAdd(CamelModel):
    pid: IdStr = Field(title="上级机构")
    name: Text = Field(min_length=1, max_length=100, title="机构名称")
    code: Text = Field(min_length=1, max_length=50, title="唯一编码")
    sort: int = Field(ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class OrgEdit(OrgAdd, EditBase):
    pass


class OrgImport(CamelModel):
    """One row of the import file; a parent may be an earlier row of the same file."""

    name: Text = Field(min_length=1, max_length=100, title="机构名称")
    code: Text = Field(min_length=1, max_length=50, title="机构编码")
    parent_code: Text | None = Field(None, max_length=50, title="上级机构编码")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")
