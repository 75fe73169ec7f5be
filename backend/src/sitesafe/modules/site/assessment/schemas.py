from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.evaluate_item.schemas import Score
from sitesafe.modules.site.manage.files import FileIds
from sitesafe.modules.site.manage.schemas import ApprovalOut, ApprovalQuery, ExtValuesIn

PERIOD = r"^\d{4}-(0[1-9]|1[0-2])$"


class ScoreOut(CamelModel):
    item_id: IdStr
    item_name: str | None = None
    category: str | None = None
    category_name: str | None = None
    max_score: int
    score: float
    remark: str | None = None


class AssessmentOut(ApprovalOut, AuditOut):
    target_type: str
    target_type_name: str | None = None
    target_id: IdStr | None = None
    target_name: str
    period: str
    assessor: str
    total_score: float
    max_total: int
    grade: str
    grade_name: str | None = None
    summary: str | None = None
    attachments: FileIds = Field(default_factory=list)
    scores: list[ScoreOut] = Field(default_factory=list)
    create_user_name: str | None = None


class AssessmentQuery(ApprovalQuery):
    target_type: str | None = Field(None, max_length=16, title="考核对象类型")
    target_name: str | None = Field(None, max_length=100, title="考核对象")
    period: str | None = Field(None, max_length=7, title="考核周期")
    grade: str | None = Field(None, max_length=16, title="等级")


class ScoreIn(CamelModel):
    item_id: IdStr = Field(title="评价项")
    score: Score
    remark: Text | None = Field(None, max_length=255, title="评分说明")


class AssessmentAdd(ExtValuesIn):
    target_type: Text = Field(min_length=1, max_length=16, title="考核对象类型")
    target_id: IdStr | None = Field(None, title="考核对象")
    target_name: Text | None = Field(None, max_length=50, title="被考核人")
    period: Text = Field(pattern=PERIOD, title="考核周期")
    assessor: Text = Field(min_length=1, max_length=50, title="考核人")
    scores: list[ScoreIn] = Field(min_length=1, max_length=100, title="评分")
    summary: Text | None = Field(None, max_length=5000, title="考核总结")
    attachments: list[IdStr] = Field(default_factory=list, max_length=20, title="附件")


class AssessmentEdit(AssessmentAdd, EditBase):
    pass
