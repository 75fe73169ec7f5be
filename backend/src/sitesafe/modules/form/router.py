from __future__ import annotations

from pydantic import BaseModel

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.form import files as _files  # noqa: F401  (declares the submissions' files)
from sitesafe.modules.form.schemas import FormValuesBody
from sitesafe.modules.form.service import service

router = crud_router(service)


class Passed(BaseModel):
    """Failing values answer 1012001 with the field messages joined by `,` and `{valid, errors}`."""

    valid: bool


class Submitted(Passed):
    id: IdStr


@router.post("/formDesign/validate", response_model=Envelope[Passed])
def form_design_validate(body: FormValuesBody, act: ActDep) -> EnvelopeResponse:
    """校验表单数据"""
    service.checked(act, body)
    return ok(Passed(valid=True))


@router.post("/formDesign/submit", response_model=Envelope[Submitted])
def form_design_submit(body: FormValuesBody, act: ActDep) -> EnvelopeResponse:
    """提交表单数据"""
    submission = service.submit(act, body)
    return ok(Submitted(valid=True, id=submission.id))
