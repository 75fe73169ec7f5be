from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.definition.schemas import DefinitionOut, NodeOut, VersionsQuery
from sitesafe.modules.workflow.definition.service import service

router = crud_router(service)


@router.get("/flwDefinition/versions", response_model=Envelope[list[DefinitionOut]])
def flw_definition_versions(query: Annotated[VersionsQuery, Query()], act: ActDep) -> EnvelopeResponse:
    """流程定义版本"""
    return ok(service.versions(act, query.id, query.key))


@router.get("/flwDefinition/nodes", response_model=Envelope[list[NodeOut]])
def flw_definition_nodes(id: Annotated[IdStr, Query(title="主键")], act: ActDep) -> EnvelopeResponse:
    """流程定义的用户任务节点"""
    return ok(service.nodes(act, id))


@router.post("/flwDefinition/suspend", response_model=Envelope[None])
def flw_definition_suspend(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """挂起流程定义"""
    service.set_suspended(act, body.id, True)
    return ok(None)


@router.post("/flwDefinition/activate", response_model=Envelope[None])
def flw_definition_activate(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """激活流程定义"""
    service.set_suspended(act, body.id, False)
    return ok(None)
