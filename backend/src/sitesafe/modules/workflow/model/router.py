from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.definition.schemas import DefinitionOut
from sitesafe.modules.workflow.definition.service import service as definitions
from sitesafe.modules.workflow.model.schemas import SaveXmlBody
from sitesafe.modules.workflow.model.service import service

router = crud_router(service)


@router.post("/flwModel/saveXml", response_model=Envelope[None])
def flw_model_save_xml(body: SaveXmlBody, act: ActDep) -> EnvelopeResponse:
    """保存流程图"""
    service.save_xml(act, body.id, body.bpmn_xml)
    return ok(None)


@router.post("/flwModel/deploy", response_model=Envelope[DefinitionOut])
def flw_model_deploy(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """部署流程模型"""
    return ok(DefinitionOut.model_validate(service.deploy(act, body.id)))


@router.get("/flwModel/versions", response_model=Envelope[list[DefinitionOut]])
def flw_model_versions(id: Annotated[IdStr, Query(title="主键")], act: ActDep) -> EnvelopeResponse:
    """流程模型的已部署版本"""
    model = service.readable(act, id)
    return ok(definitions.versions(act, None, model.key))
