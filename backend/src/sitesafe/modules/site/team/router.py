from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.site.team.schemas import EnterpriseOption
from sitesafe.modules.site.team.service import service

router = crud_router(service)


@router.get("/team/enterprises", response_model=Envelope[list[EnterpriseOption]])
def team_enterprises(act: ActDep) -> EnvelopeResponse:
    """本项目参建单位下拉"""
    return ok(service.enterprise_options(act))
