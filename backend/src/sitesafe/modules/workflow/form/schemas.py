from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.form.schemas import DesignText


class FlwFormOut(AuditOut):
    name: str
    code: str
    category_id: IdStr | None = None
    sort: int
    remark: str | None = None
    status: int


class FlwFormDetail(FlwFormOut):
    design: str


class FlwFormQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="表单名称")
    category_id: IdStr | None = Field(None, title="流程分类")


class FlwFormAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="表单名称")
    code: Text = Field(min_length=1, max_length=50, pattern=r"^[A-Za-z0-9_-]+$", title="表单编码")
    category_id: IdStr | None = Field(None, title="流程分类")
    design: DesignText = Field(title="表单设计")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class FlwFormEdit(FlwFormAdd, EditBase):
    pass
