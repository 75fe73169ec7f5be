"""考核's declaration and rules: the target must be one of the project's subcontractors or teams (or a
person named), each score an enabled item of the project within its maximum; the total, the maximum and
the grade are computed. The manage core does the rest (approval, lists, extension form)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.modules.site.assessment.models import SiteAssessment, SiteAssessmentScore
from sitesafe.modules.site.assessment.schemas import (
    AssessmentAdd,
    AssessmentEdit,
    AssessmentOut,
    AssessmentQuery,
    ScoreOut,
)
from sitesafe.modules.site.enterprise.models import CATEGORY_SUBCONTRACTOR, ProjectEnterprise
from sitesafe.modules.site.evaluate_item.scoring import briefs, check_score, usable
from sitesafe.modules.site.lookups import CREATOR, labels, users
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import in_project, require_dict
from sitesafe.modules.site.person.models import SiteTeam

TARGETS, GRADES = "assess_target", "assess_grade"
ENTERPRISE, TEAM, PERSON = "enterprise", "team", "person"
_SCORES = "assessment.scores"  # Act.memo key: the score rows of the add/edit, written once it is flushed

ASSESSMENT = Resource(
    name="siteAssessment",
    title="考核",
    model=SiteAssessment,
    out=AssessmentOut,
    add=AssessmentAdd,
    edit=AssessmentEdit,
    not_found=ErrorCode.ASSESSMENT_NOT_EXIST,
    query=AssessmentQuery,
    filters=(Eq("target_type"), Like("target_name"), Eq("period"), Eq("grade")),
    sortable={"period": "period", "totalScore": "total_score", "createTime": "create_time"},
    default_order=("-period", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("考核对象类型", "target_type_name", 12),
        ExcelColumn("考核对象", "target_name", 28),
        ExcelColumn("考核周期", "period", 10),
        ExcelColumn("考核人", "assessor", 12),
        ExcelColumn("总分", "total_score", 8),
        ExcelColumn("满分", "max_total", 8),
        ExcelColumn("等级", "grade_name", 8),
        ExcelColumn("考核总结", "summary", 40),
        ExcelColumn("填报人", "create_user_name", 12),
    ),
    tags=("考核",),
    lookups=(
        users(CREATOR),
        labels(("target_type", TARGETS, "target_type_name"), ("grade", GRADES, "grade_name")),
    ),
)


def grade_of(total: Decimal, max_total: int) -> str:
    """优秀 from 90 % of the maximum total, 良好 from 75 %, 合格 from 60 %, else 不合格."""
    for grade, percent in (("excellent", 90), ("good", 75), ("pass", 60)):
        if max_total > 0 and total * 100 >= max_total * percent:
            return grade
    return "fail"


class AssessmentService(ManageService):
    skip_fields = frozenset({"scores"})
    file_fields = ("attachments",)

    def outs(self, act: Act, rows: Sequence[SiteAssessment]) -> list[BaseModel]:
        scores = self._scores(act, [r.id for r in rows])
        items = super().outs(act, rows)
        return [
            item.model_copy(update={"scores": scores.get(r.id, [])})
            for r, item in zip(rows, items, strict=True)
        ]

    def _scores(self, act: Act, ids: Sequence[int]) -> dict[int, list[ScoreOut]]:
        if not ids:
            return {}
        stmt = (
            select(SiteAssessmentScore)
            .where(SiteAssessmentScore.assessment_id.in_(ids))
            .order_by(SiteAssessmentScore.assessment_id, SiteAssessmentScore.sort)
        )
        rows = list(act.db.execute(stmt).scalars())
        items = briefs(act.db, (s.item_id for s in rows))
        found: dict[int, list[ScoreOut]] = {}
        for s in rows:
            item = items.get(s.item_id)
            found.setdefault(s.assessment_id, []).append(
                ScoreOut(
                    item_id=s.item_id,
                    item_name=item.name if item else None,
                    category=item.category if item else None,
                    category_name=item.category_name if item else None,
                    max_score=s.max_score,
                    score=float(s.score),
                    remark=s.remark,
                )
            )
        return found

    # ----- writes ------------------------------------------------------------------------------

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        super().before_add(act, body, row)
        self._score(act, body, row)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        super().before_edit(act, body, row)
        self._score(act, body, row)

    def _score(self, act: Act, body: Any, row: SiteAssessment) -> None:
        """Checks the scores and computes the total, the maximum and the grade."""
        items = usable(act.db, row.project_id, [s.item_id for s in body.scores])
        total, max_total, scored = Decimal(0), 0, []
        for place, given in enumerate(body.scores):
            item = items[given.item_id]
            check_score(item.name, item.max_score, given.score)
            total += given.score
            max_total += item.max_score
            scored.append(
                SiteAssessmentScore(
                    item_id=item.id,
                    score=given.score,
                    max_score=item.max_score,
                    remark=given.remark,
                    sort=place,
                )
            )
        row.total_score, row.max_total, row.grade = total, max_total, grade_of(total, max_total)
        act.memo[_SCORES] = scored

    def check(self, act: Act, row: Any, action: str) -> None:
        require_dict(act.db, TARGETS, row.target_type, "target_type", "考核对象类型")
        if row.target_type == PERSON:
            row.target_id = None
            if not row.target_name:
                raise AppError(ErrorCode.ASSESSMENT_TARGET_REQUIRED, what="填写被考核人")
            return
        what = "分包单位" if row.target_type == ENTERPRISE else "班组"
        if row.target_id is None:
            raise AppError(ErrorCode.ASSESSMENT_TARGET_REQUIRED, what=f"选择被考核的{what}")
        model = ProjectEnterprise if row.target_type == ENTERPRISE else SiteTeam
        found = in_project(act.db, model, row.target_id, row.project_id)
        if found is None or (row.target_type == ENTERPRISE and found.category != CATEGORY_SUBCONTRACTOR):
            raise AppError(ErrorCode.ASSESSMENT_TARGET_INVALID, what=what)
        row.target_name = found.name

    def after_add(self, act: Act, body: Any, row: Any) -> None:
        self._write_scores(act, row)

    def after_edit(self, act: Act, body: Any, row: Any) -> None:
        act.db.execute(delete(SiteAssessmentScore).where(SiteAssessmentScore.assessment_id == row.id))
        self._write_scores(act, row)

    def _write_scores(self, act: Act, row: SiteAssessment) -> None:
        for score in act.memo.pop(_SCORES, []):
            score.assessment_id = row.id
            act.db.add(score)
        act.db.flush()

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.db.execute(delete(SiteAssessmentScore).where(SiteAssessmentScore.assessment_id.in_(ids)))


service = AssessmentService(ASSESSMENT, "site_assessment")
