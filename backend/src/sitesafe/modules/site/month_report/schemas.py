from __future__ import annotations

from decimal import Decimal

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn
from sitesafe.modules.site.plan.schemas import NodeOut

MAX_OUTPUT = Decimal("9999999999.99")  # 万元
MAX_CUMULATIVE = Decimal("999999999999.99")


class MonthReportOut(ApprovalOut, AuditOut):
    month: str
    plan_output: Decimal
    done_output: Decimal
    # the cumulative figures in force (entered, or summed from the earlier months' reports)
    cum_plan_output: Decimal | None = None
    cum_done_output: Decimal | None = None
    cum_plan_entered: bool = False
    cum_done_entered: bool = False
    completion_rate: Decimal | None = None  # done / plan of the month, %
    cum_completion_rate: Decimal | None = None  # cumulative done / cumulative plan, %
    deviation: Decimal | None = None  # (done - plan) / plan of the month, %
    deviation_level: str
    deviation_level_name: str | None = None
    summary: str
    main_work: str | None = None
    next_plan: str | None = None
    problems: str | None = None
    plan_id: IdStr | None = None
    plan_name: str | None = None
    attachments: FileIds = Field(default_factory=list)
    create_user_name: str | None = None


class MonthReportQuery(ApprovalQuery):
    month: str | None = Field(None, max_length=7, title="月份")
    deviation_level: str | None = Field(None, max_length=16, title="偏差等级")


class MonthReportAdd(ExtValuesIn):
    month: Text = Field(min_length=1, max_length=7, title="月份")
    plan_output: Decimal = Field(ge=0, le=MAX_OUTPUT, decimal_places=2, title="本月计划产值")
    done_output: Decimal = Field(ge=0, le=MAX_OUTPUT, decimal_places=2, title="本月完成产值")
    cum_plan_output: Decimal | None = Field(
        None, ge=0, le=MAX_CUMULATIVE, decimal_places=2, title="累计计划产值"
    )
    cum_done_output: Decimal | None = Field(
        None, ge=0, le=MAX_CUMULATIVE, decimal_places=2, title="累计完成产值"
    )
    summary: Text = Field(min_length=1, max_length=5000, title="进度综述")
    main_work: Text | None = Field(None, max_length=5000, title="本月主要工作")
    next_plan: Text | None = Field(None, max_length=5000, title="下月工作计划")
    problems: Text | None = Field(None, max_length=5000, title="存在问题及措施")
    plan_id: IdStr | None = Field(None, title="关联进度计划")
    attachments: list[IdStr] = Field(default_factory=list, max_length=20, title="附件")


class MonthReportEdit(MonthReportAdd, EditBase):
    pass


class PlanSummaryQuery(CamelModel):
    month: str = Field(min_length=1, max_length=7, title="月份")
    plan_id: IdStr = Field(title="进度计划")


class PlanSummaryOut(CamelModel):
    """The plan's nodes planned to end in the month, with their completion, and a prefilled text."""

    plan_id: IdStr
    plan_name: str
    month: str
    completion: float
    total: int
    done: int
    delayed: int
    text: str
    nodes: list[NodeOut] = Field(default_factory=list)
