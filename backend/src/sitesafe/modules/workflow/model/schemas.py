from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text

KEY_PATTERN = r"^[A-Za-z][A-Za-z0-9_]{0,63}$"


class ModelOut(AuditOut):
    key: str
    name: str
    category_id: IdStr | None = None
    category_name: str | None = None
    form_id: IdStr | None = None
    icon: str | None = None
    sort: int
    remark: str | None = None
    deployed_version: int | None = None
    deploy_time: DateTimeStr | None = None
    status: int


class ModelDetail(ModelOut):
    bpmn_xml: str | None = None


class ModelQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="模型名称")
    key: str | None = Field(None, max_length=64, title="流程标识")
    category_id: IdStr | None = Field(None, title="流程分类")


class ModelAdd(CamelModel):
    key: Text = Field(min_length=1, max_length=64, pattern=KEY_PATTERN, title="流程标识")
    name: Text = Field(min_length=1, max_length=100, title="模型名称")
    category_id: IdStr | None = Field(None, title="流程分类")
    form_id: IdStr | None = Field(None, title="流程表单")
    icon: Text | None = Field(None, max_length=100, title="图标")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class ModelEdit(ModelAdd, EditBase):
    pass


class SaveXmlBody(CamelModel):
    id: IdStr = Field(title="主键")
    bpmn_xml: str = Field(min_length=1, max_length=2 * 1024 * 1024, title="流程图")
