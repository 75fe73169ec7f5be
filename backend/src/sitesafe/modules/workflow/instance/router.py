from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.core.routing import make_router
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import ActDep
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.instance import service, views
from sitesafe.modules.workflow.instance.schemas import (
    InstanceDetail,
    InstanceOut,
    InstanceQuery,
    StartBody,
    StartForm,
    StartFormQuery,
    StartResult,
    TerminateBody,
    Tracking,
)

router = make_router()
IdQuery = Annotated[IdStr, Query(title="主键")]


@router.post("/flwInstance/start", response_model=Envelope[StartResult])
def flw_instance_start(body: StartBody, act: ActDep) -> EnvelopeResponse:
    """发起流程"""
    row = service.start(act, body)
    return ok(StartResult(id=row.id, title=row.title, status=row.status))


@router.get("/flwInstance/startForm", response_model=Envelope[StartForm])
def flw_instance_start_form(query: Annotated[StartFormQuery, Query()], act: ActDep) -> EnvelopeResponse:
    """发起表单"""
    return ok(service.start_form(act, query.definition_key, query.shortcut_id))


@router.get("/flwInstance/page", response_model=Envelope[PageResult[InstanceOut]])
def flw_instance_page(
    query: Annotated[InstanceQuery, Query()], paging: Paging, act: ActDep
) -> EnvelopeResponse:
    """流程实例分页查询"""
    return ok(views.page(act, query, paging, mine=False))


@router.get("/flwInstance/my", response_model=Envelope[PageResult[InstanceOut]])
def flw_instance_my(
    query: Annotated[InstanceQuery, Query()], paging: Paging, act: ActDep
) -> EnvelopeResponse:
    """我的申请"""
    return ok(views.page(act, query, paging, mine=True))


@router.get("/flwInstance/detail", response_model=Envelope[InstanceDetail])
def flw_instance_detail(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """流程实例详情"""
    return ok(views.detail(act, id))


@router.get("/flwInstance/tracking", response_model=Envelope[Tracking])
def flw_instance_tracking(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """流程跟踪"""
    return ok(views.tracking(act, id))


@router.post("/flwInstance/terminate", response_model=Envelope[None])
def flw_instance_terminate(body: TerminateBody, act: ActDep) -> EnvelopeResponse:
    """终止流程实例"""
    service.terminate(act, body.id, body.reason)
    return ok(None)


@router.post("/flwInstance/withdraw", response_model=Envelope[None])
def flw_instance_withdraw(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """撤回流程"""
    service.withdraw(act, body.id)
    return ok(None)
