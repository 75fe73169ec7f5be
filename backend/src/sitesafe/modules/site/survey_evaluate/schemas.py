from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateStr, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.evaluate_item.schemas import ItemBrief, Score


class SurveyOut(AuditOut):
    project_id: IdStr
    title: str
    target: str
    start_date: DateStr
    end_date: DateStr
    survey_status: str
    survey_status_name: str | None = None
    description: str | None = None
    item_ids: list[IdStr] = Field(default_factory=list)
    items: list[ItemBrief] = Field(default_factory=list)
    answer_count: int = 0
    answered: bool = False  # by the caller
    create_user_name: str | None = None


class SurveyQuery(CamelModel):
    title: str | None = Field(None, max_length=100, title="问卷标题")
    survey_status: str | None = Field(None, max_length=16, title="问卷状态")


class SurveyAdd(CamelModel):
    title: Text = Field(min_length=1, max_length=100, title="问卷标题")
    target: Text = Field(min_length=1, max_length=255, title="评价对象")
    item_ids: list[IdStr] = Field(min_length=1, max_length=50, title="评价项")
    start_date: DateStr = Field(title="开始日期")
    end_date: DateStr = Field(title="结束日期")
    survey_status: Literal["draft", "open", "closed"] = Field("draft", title="问卷状态")
    description: Text | None = Field(None, max_length=2000, title="问卷说明")

    @model_validator(mode="after")
    def _dates(self) -> Self:
        if self.end_date < self.start_date:
            raise PydanticCustomError("date_order", "结束日期不能早于开始日期")
        return self


class SurveyEdit(SurveyAdd, EditBase):
    pass


class AnswerScore(CamelModel):
    item_id: IdStr = Field(title="评价项")
    score: Score


class AnswerIn(CamelModel):
    survey_id: IdStr = Field(title="问卷")
    scores: list[AnswerScore] = Field(min_length=1, max_length=50, title="评分")
    comment: Text | None = Field(None, max_length=500, title="意见建议")


class ResultItem(ItemBrief):
    average: float | None = None  # None before anyone answered
    answer_count: int = 0


class SurveyResult(CamelModel):
    survey_id: IdStr
    title: str
    survey_status: str
    answer_count: int
    average_total: float | None = None
    items: list[ResultItem] = Field(default_factory=list)
