from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateStr, DateTimeStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn

Result = Literal["pass", "fail"]
RectifyStatus = Literal["none", "pending", "reviewing", "passed", "failed"]


class InspectionOut(ApprovalOut, AuditOut):
    check_date: DateStr
    check_type: str
    check_type_name: str | None = None
    checker_ids: FileIds = Field(default_factory=list)  # user ids, stored like files
    checker_names: list[str] = Field(default_factory=list)
    check_unit: str | None = None
    location: str
    category_id: IdStr | None = None
    category_name: str | None = None
    level: str | None = None
    level_name: str | None = None
    result: str
    problem_desc: str | None = None
    requirement: str | None = None
    deadline: DateStr | None = None
    responsible_enterprise_id: IdStr | None = None
    responsible_enterprise_name: str | None = None
    responsible_user_id: IdStr | None = None
    responsible_user_name: str | None = None
    check_photos: FileIds = Field(default_factory=list)
    check_job_id: IdStr | None = None
    check_job_name: str | None = None
    remark: str | None = None
    rectify_status: str
    rectify_status_name: str | None = None
    rectify_desc: str | None = None
    rectify_date: DateStr | None = None
    rectify_photos: FileIds = Field(default_factory=list)
    reviewer_id: IdStr | None = None
    reviewer_name: str | None = None
    review_opinion: str | None = None
    review_date: DateStr | None = None
    review_photos: FileIds = Field(default_factory=list)
    overdue: bool = False
    create_user_name: str | None = None


class InspectionQuery(ApprovalQuery):
    location: str | None = Field(None, max_length=200, title="检查部位")
    check_type: str | None = Field(None, max_length=32, title="检查类型")
    level: str | None = Field(None, max_length=16, title="隐患等级")
    result: Result | None = Field(None, title="检查结果")
    rectify_status: RectifyStatus | None = Field(None, title="整改状态")
    category_id: IdStr | None = Field(None, title="隐患分类（含下级）")
    responsible_user_id: IdStr | None = Field(None, title="整改责任人")
    check_job_id: IdStr | None = Field(None, title="检查任务")
    check_date_start: DateStr | None = Field(None, title="检查日期起")
    check_date_end: DateStr | None = Field(None, title="检查日期止")
    overdue: bool | None = Field(None, title="是否逾期")


class InspectionAdd(ExtValuesIn):
    check_date: DateStr = Field(title="检查日期")
    check_type: Text = Field(min_length=1, max_length=32, title="检查类型")
    checker_ids: list[IdStr] = Field(default_factory=list, max_length=20, title="检查人")
    check_unit: Text | None = Field(None, max_length=100, title="检查单位")
    location: Text = Field(min_length=1, max_length=200, title="检查部位")
    category_id: IdStr | None = Field(None, title="隐患分类")
    level: Text | None = Field(None, max_length=16, title="隐患等级")
    result: Result = Field(title="检查结果")
    problem_desc: Text | None = Field(None, max_length=2000, title="问题描述")
    requirement: Text | None = Field(None, max_length=2000, title="整改要求")
    deadline: DateStr | None = Field(None, title="整改期限")
    responsible_enterprise_id: IdStr | None = Field(None, title="责任单位")
    responsible_user_id: IdStr | None = Field(None, title="整改责任人")
    check_photos: list[IdStr] = Field(default_factory=list, max_length=20, title="检查照片")
    check_job_id: IdStr | None = Field(None, title="检查任务")
    remark: Text | None = Field(None, max_length=255, title="备注")


class InspectionEdit(InspectionAdd, EditBase):
    pass


class RectifyBody(CamelModel):
    id: IdStr = Field(title="主键")
    rectify_desc: Text = Field(min_length=1, max_length=2000, title="整改说明")
    rectify_date: DateStr | None = Field(None, title="整改日期")
    rectify_photos: list[IdStr] = Field(default_factory=list, max_length=20, title="整改照片")


class ReviewBody(CamelModel):
    id: IdStr = Field(title="主键")
    passed: bool = Field(alias="pass", title="复查是否通过")
    opinion: Text | None = Field(None, max_length=2000, title="复查意见")
    review_date: DateStr | None = Field(None, title="复查日期")
    photos: list[IdStr] = Field(default_factory=list, max_length=20, title="复查照片")


class LogOut(CamelModel):
    id: IdStr
    action: str
    action_name: str
    user_id: IdStr | None = None
    user_name: str | None = None
    time: DateTimeStr
    content: str | None = None
    photos: FileIds = Field(default_factory=list)


class CountItem(CamelModel):
    key: str
    name: str
    count: int


class DayItem(CamelModel):
    date: DateStr
    created: int
    closed: int


class StatsOut(CamelModel):
    """The project board's figures of hidden dangers."""

    open: int
    pending: int
    reviewing: int
    failed: int
    overdue: int
    closed: int
    by_level: list[CountItem]
    by_category: list[CountItem]
    daily: list[DayItem]
