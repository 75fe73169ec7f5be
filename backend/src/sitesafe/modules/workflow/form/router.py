from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.form.schemas import FlwFormOut
from sitesafe.modules.workflow.form.service import service

router = crud_router(service)


@router.post("/flwForm/copy", response_model=Envelope[FlwFormOut])
def flw_form_copy(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """复制流程表单"""
    return ok(FlwFormOut.model_validate(service.copy(act, body.id)))
