"""问卷评价's CRUD: titles unique in the project, the evaluate items chosen from the project's enabled
ones (kept in site_survey_item), and a survey that has answers keeps its items and is not a draft again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, func, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.evaluate_item.scoring import briefs, usable
from sitesafe.modules.site.lookups import CREATOR, labels, users
from sitesafe.modules.site.survey_evaluate.models import (
    DRAFT,
    SiteSurvey,
    SiteSurveyAnswer,
    SiteSurveyItem,
    SiteSurveyScore,
)
from sitesafe.modules.site.survey_evaluate.schemas import SurveyAdd, SurveyEdit, SurveyOut, SurveyQuery

STATUSES = "survey_status"
_ITEMS = "survey.items"  # Act.memo key: the item ids of the add/edit, written once it is flushed

SURVEY = Resource(
    name="siteSurveyEvaluate",
    title="问卷评价",
    model=SiteSurvey,
    out=SurveyOut,
    add=SurveyAdd,
    edit=SurveyEdit,
    not_found=ErrorCode.SURVEY_NOT_EXIST,
    query=SurveyQuery,
    filters=(Like("title"), Eq("survey_status")),
    sortable={"startDate": "start_date", "endDate": "end_date", "createTime": "create_time"},
    default_order=("-start_date", "-id"),
    uniques=(Unique("title", ErrorCode.SURVEY_TITLE_REPEAT, within=("project_id",)),),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("问卷标题", "title", 30),
        ExcelColumn("评价对象", "target", 24),
        ExcelColumn("开始日期", "start_date", 12),
        ExcelColumn("结束日期", "end_date", 12),
        ExcelColumn("问卷状态", "survey_status_name", 10),
        ExcelColumn("答卷数", "answer_count", 8),
        ExcelColumn("创建人", "create_user_name", 12),
    ),
    tags=("问卷评价",),
    lookups=(users(CREATOR), labels(("survey_status", STATUSES, "survey_status_name"))),
)


def item_ids(act: Act, survey_ids: Sequence[int]) -> dict[int, list[int]]:
    """The items of each survey, in their order."""
    if not survey_ids:
        return {}
    stmt = (
        select(SiteSurveyItem.survey_id, SiteSurveyItem.item_id)
        .where(SiteSurveyItem.survey_id.in_(survey_ids))
        .order_by(SiteSurveyItem.survey_id, SiteSurveyItem.sort)
    )
    found: dict[int, list[int]] = {}
    for survey_id, item_id in act.db.execute(stmt):
        found.setdefault(survey_id, []).append(item_id)
    return found


def answer_counts(act: Act, survey_ids: Sequence[int]) -> dict[int, int]:
    if not survey_ids:
        return {}
    stmt = (
        select(SiteSurveyAnswer.survey_id, func.count())
        .where(SiteSurveyAnswer.survey_id.in_(survey_ids))
        .group_by(SiteSurveyAnswer.survey_id)
    )
    return {survey_id: count for survey_id, count in act.db.execute(stmt)}


def answered_by_me(act: Act, survey_ids: Sequence[int]) -> set[int]:
    if not survey_ids:
        return set()
    stmt = select(SiteSurveyAnswer.survey_id).where(
        SiteSurveyAnswer.survey_id.in_(survey_ids), SiteSurveyAnswer.user_id == act.user.user_id
    )
    return set(act.db.execute(stmt).scalars())


class SurveyService(CrudService):
    skip_fields = frozenset({"item_ids"})

    def outs(self, act: Act, rows: Sequence[SiteSurvey]) -> list[BaseModel]:
        ids = [r.id for r in rows]
        chosen = item_ids(act, ids)
        items = briefs(act.db, (i for found in chosen.values() for i in found))
        counts = answer_counts(act, ids)
        mine = answered_by_me(act, ids)
        return [
            item.model_copy(
                update={
                    "item_ids": chosen.get(r.id, []),
                    "items": [items[i] for i in chosen.get(r.id, []) if i in items],
                    "answer_count": counts.get(r.id, 0),
                    "answered": r.id in mine,
                }
            )
            for r, item in zip(rows, super().outs(act, rows), strict=True)
        ]

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        usable(act.db, row.project_id, body.item_ids)
        act.memo[_ITEMS] = list(body.item_ids)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        current = item_ids(act, [row.id]).get(row.id, [])
        answered = answer_counts(act, [row.id]).get(row.id, 0) > 0
        if answered and (set(body.item_ids) != set(current) or body.survey_status == DRAFT):
            raise AppError(ErrorCode.SURVEY_HAS_ANSWERS)
        usable(act.db, row.project_id, body.item_ids, kept=current)
        act.memo[_ITEMS] = list(body.item_ids)

    def after_add(self, act: Act, body: Any, row: Any) -> None:
        self._write_items(act, row)

    def after_edit(self, act: Act, body: Any, row: Any) -> None:
        act.db.execute(delete(SiteSurveyItem).where(SiteSurveyItem.survey_id == row.id))
        self._write_items(act, row)

    def _write_items(self, act: Act, row: SiteSurvey) -> None:
        for place, item_id in enumerate(act.memo.pop(_ITEMS, [])):
            act.db.add(SiteSurveyItem(survey_id=row.id, item_id=item_id, sort=place))
        act.db.flush()

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        """A survey goes with its items and answers."""
        for model in (SiteSurveyScore, SiteSurveyAnswer, SiteSurveyItem):
            act.db.execute(delete(model).where(model.survey_id.in_(ids)))


service = SurveyService(SURVEY)
