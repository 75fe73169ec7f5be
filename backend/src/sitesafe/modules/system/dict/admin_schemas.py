"""Shapes of 字典管理: dictionary types and their data rows."""

from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class DictTypeOut(AuditOut):
    name: str
    code: str
    sort: int
    remark: str | None = None
    status: int


class DictTypeQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="类型名称")
    code: str | None = Field(None, max_length=50, title="唯一编码")
    search_status: int | None = Field(None, ge=0, le=1, title="状态")


class DictTypeAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="类型名称")
    code: Text = Field(min_length=1, max_length=50, title="唯一编码")
    sort: int = Field(ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class DictTypeEdit(DictTypeAdd, EditBase):
    pass


class DictDataOut(AuditOut):
    type_id: IdStr
    value: str
    code: str
    sort: int
    remark: str | None = None
    status: int


class DictDataQuery(CamelModel):
    type_id: IdStr | None = Field(None, title="字典类型")
    code: str | None = Field(None, max_length=50, title="字典编码")
    value: str | None = Field(None, max_length=255, title="字典值")
    search_status: int | None = Field(None, ge=0, le=1, title="状态")


class DictDataListQuery(CamelModel):
    type_id: IdStr = Field(title="字典类型")


class DictDataAdd(CamelModel):
    type_id: IdStr = Field(title="字典类型")
    value: Text = Field(min_length=1, max_length=255, title="字典值")
    code: Text = Field(min_length=1, max_length=50, title="字典编码")
    sort: int = Field(ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class DictDataEdit(DictDataAdd, EditBase):
    pass
