from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.workflow.shortcut.schemas import StartableOut
from sitesafe.modules.workflow.shortcut.service import service

router = crud_router(service)


@router.get("/flwShortcut/list", response_model=Envelope[list[StartableOut]])
def flw_shortcut_list(act: ActDep) -> EnvelopeResponse:
    """可发起的快捷入口"""
    return ok(service.startable(act))
