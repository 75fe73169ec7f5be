from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import TreeNode
from sitesafe.modules.system.org.service import service

router = crud_router(service)


@router.get("/sysOrg/tree", response_model=Envelope[list[TreeNode]])
def sys_org_tree(act: ActDep) -> EnvelopeResponse:
    """机构树"""
    return ok(service.tree(act))
