from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class CategoryOut(AuditOut):
    name: str
    code: str
    sort: int
    remark: str | None = None
    status: int


class CategoryQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="分类名称")


class CategoryAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="分类名称")
    code: Text = Field(min_length=1, max_length=50, pattern=r"^[A-Za-z0-9_-]+$", title="分类编码")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class CategoryEdit(CategoryAdd, EditBase):
    pass
