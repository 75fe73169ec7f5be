"""Answering a survey (once per user, only while it is open and within its dates) and its results."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import format_date
from sitesafe.crud.context import Act
from sitesafe.modules.site.evaluate_item.scoring import briefs, check_score
from sitesafe.modules.site.person.lookups import today
from sitesafe.modules.site.survey_evaluate.models import OPEN, SiteSurveyAnswer, SiteSurveyScore
from sitesafe.modules.site.survey_evaluate.schemas import AnswerIn, ResultItem, SurveyResult
from sitesafe.modules.site.survey_evaluate.service import answer_counts, answered_by_me, item_ids, service


def answer(act: Act, body: AnswerIn) -> None:
    """The caller's answer: a score for each of the survey's items, within each item's maximum."""
    survey = service.readable(act, body.survey_id)
    if survey.survey_status != OPEN:
        raise AppError(ErrorCode.SURVEY_NOT_OPEN)
    if not survey.start_date <= today(act.ctx) <= survey.end_date:
        raise AppError(
            ErrorCode.SURVEY_OUT_OF_DATE,
            start=format_date(survey.start_date),
            end=format_date(survey.end_date),
        )
    if answered_by_me(act, [survey.id]):
        raise AppError(ErrorCode.SURVEY_ANSWERED)
    asked = item_ids(act, [survey.id]).get(survey.id, [])
    given = [s.item_id for s in body.scores]
    if len(given) != len(set(given)) or set(given) != set(asked):
        raise AppError(ErrorCode.SURVEY_SCORES_MISMATCH)
    items = briefs(act.db, asked)
    for score in body.scores:
        item = items[score.item_id]
        check_score(item.name, item.max_score, score.score)
    row = SiteSurveyAnswer(
        survey_id=survey.id,
        user_id=act.user.user_id,
        total_score=sum((s.score for s in body.scores), Decimal(0)),
        comment=body.comment,
        answer_time=act.ctx.clock.now(),
    )
    try:
        with act.db.begin_nested():  # two answers of one user racing: the second is told, not failed
            act.db.add(row)
            act.db.flush()
    except IntegrityError:
        raise AppError(ErrorCode.SURVEY_ANSWERED) from None
    for score in body.scores:
        act.db.add(
            SiteSurveyScore(answer_id=row.id, survey_id=survey.id, item_id=score.item_id, score=score.score)
        )
    act.commit()


def result(act: Act, survey_id: int) -> SurveyResult:
    """The number of answers, each item's average and the average total."""
    survey = service.readable(act, survey_id)
    asked = item_ids(act, [survey.id]).get(survey.id, [])
    items = briefs(act.db, asked)
    per_item = {
        item_id: (average, count)
        for item_id, average, count in act.db.execute(
            select(SiteSurveyScore.item_id, func.avg(SiteSurveyScore.score), func.count())
            .where(SiteSurveyScore.survey_id == survey.id)
            .group_by(SiteSurveyScore.item_id)
        )
    }
    total = act.db.execute(
        select(func.avg(SiteSurveyAnswer.total_score)).where(SiteSurveyAnswer.survey_id == survey.id)
    ).scalar_one()
    return SurveyResult(
        survey_id=survey.id,
        title=survey.title,
        survey_status=survey.survey_status,
        answer_count=answer_counts(act, [survey.id]).get(survey.id, 0),
        average_total=_round(total),
        items=[
            ResultItem(
                **items[i].model_dump(),
                average=_round(per_item[i][0]) if i in per_item else None,
                answer_count=per_item[i][1] if i in per_item else 0,
            )
            for i in asked
            if i in items
        ],
    )


def _round(value: object) -> float | None:
    return None if value is None else round(float(str(value)), 2)
