from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import IdQuery, crud_router
from sitesafe.modules.site.survey_evaluate import answers
from sitesafe.modules.site.survey_evaluate.schemas import AnswerIn, SurveyResult
from sitesafe.modules.site.survey_evaluate.service import service

router = crud_router(service)


@router.post("/siteSurveyEvaluate/answer", response_model=Envelope[None])
def site_survey_evaluate_answer(act: ActDep, body: AnswerIn) -> EnvelopeResponse:
    """问卷评价作答"""
    answers.answer(act, body)
    return ok(None)


@router.get("/siteSurveyEvaluate/result", response_model=Envelope[SurveyResult])
def site_survey_evaluate_result(act: ActDep, id: IdQuery) -> EnvelopeResponse:
    """问卷评价结果"""
    return ok(answers.result(act, id))
