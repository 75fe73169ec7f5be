from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn


class PlanOut(ApprovalOut, AuditOut):
    name: str
    plan_type: str
    plan_type_name: str | None = None
    plan_start: DateStr
    plan_end: DateStr
    description: str | None = None
    attachments: FileIds = Field(default_factory=list)
    create_user_name: str | None = None
    # the duration-weighted average completion of the leaf nodes (%), and how many nodes are late
    completion: float = 0.0
    node_count: int = 0
    delayed_count: int = 0


class PlanQuery(ApprovalQuery):
    name: str | None = Field(None, max_length=100, title="计划名称")
    plan_type: str | None = Field(None, max_length=32, title="计划类型")


class PlanAdd(ExtValuesIn):
    name: Text = Field(min_length=1, max_length=100, title="计划名称")
    plan_type: Text = Field(min_length=1, max_length=32, title="计划类型")
    plan_start: DateStr = Field(title="计划开始日期")
    plan_end: DateStr = Field(title="计划完成日期")
    description: Text | None = Field(None, max_length=5000, title="计划说明")
    attachments: list[IdStr] = Field(default_factory=list, max_length=20, title="附件")


class PlanEdit(PlanAdd, EditBase):
    pass


class NodeOut(CamelModel):
    """A plan node; a parent's actual dates, progress and status are summed up from its children."""

    id: IdStr
    plan_id: IdStr
    parent_id: IdStr
    name: str
    sort: int
    plan_start: DateStr
    plan_end: DateStr
    duration: int  # planned days, both ends included
    actual_start: DateStr | None = None
    actual_end: DateStr | None = None
    progress: float = 0.0
    status: str
    status_name: str
    key_node: bool = False
    responsible_ids: list[IdStr] = Field(default_factory=list)
    responsible_names: list[str] = Field(default_factory=list)
    location: str | None = None
    progress_note: str | None = None
    leaf: bool = True
    version: int | None = None
    children: list[NodeOut] = Field(default_factory=list)


class NodeTreeQuery(CamelModel):
    plan_id: IdStr = Field(title="进度计划")


class NodeAdd(CamelModel):
    plan_id: IdStr = Field(title="进度计划")
    parent_id: IdStr = Field(0, title="上级节点")
    name: Text = Field(min_length=1, max_length=100, title="节点名称")
    sort: int = Field(100, ge=0, le=99999, title="排序")
    plan_start: DateStr = Field(title="计划开始日期")
    plan_end: DateStr = Field(title="计划完成日期")
    key_node: bool = Field(False, title="关键节点")
    responsible_ids: list[IdStr] = Field(default_factory=list, max_length=20, title="负责人")
    location: Text | None = Field(None, max_length=200, title="部位")


class NodeEdit(CamelModel):
    id: IdStr = Field(title="主键")
    version: int | None = Field(None, ge=0, title="版本")
    parent_id: IdStr = Field(0, title="上级节点")
    name: Text = Field(min_length=1, max_length=100, title="节点名称")
    sort: int = Field(100, ge=0, le=99999, title="排序")
    plan_start: DateStr = Field(title="计划开始日期")
    plan_end: DateStr = Field(title="计划完成日期")
    key_node: bool = Field(False, title="关键节点")
    responsible_ids: list[IdStr] = Field(default_factory=list, max_length=20, title="负责人")
    location: Text | None = Field(None, max_length=200, title="部位")


class NodeProgress(CamelModel):
    id: IdStr = Field(title="主键")
    version: int | None = Field(None, ge=0, title="版本")
    actual_start: DateStr | None = Field(None, title="实际开始日期")
    actual_end: DateStr | None = Field(None, title="实际完成日期")
    progress: int = Field(ge=0, le=100, title="完成度")
    progress_note: Text | None = Field(None, max_length=500, title="进度说明")
