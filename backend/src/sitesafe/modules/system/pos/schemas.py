from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class PosOut(AuditOut):
    name: str
    code: str
    sort: int
    remark: str | None = None
    status: int


class PosQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="职位名称")
    code: str | None = Field(None, max_length=50, title="唯一编码")


class PosListQuery(CamelModel):
    code: str | None = Field(None, max_length=50, title="唯一编码")


class PosAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="职位名称")
    code: Text = Field(min_length=1, max_length=50, title="唯一编码")
    sort: int = Field(ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class PosEdit(PosAdd, EditBase):
    pass


class PosImport(CamelModel):
    """One row of the import file; titles are the column headers."""

    name: Text = Field(min_length=1, max_length=100, title="职位名称")
    code: Text = Field(min_length=1, max_length=50, title="唯一编码")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")
