from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.cc import service
from sitesafe.modules.workflow.cc.schemas import CcOut, CcQuery

router = make_router(tags=["抄送"])


@router.get("/flwCc/page", response_model=Envelope[PageResult[CcOut]])
def flw_cc_page(act: ActDep, query: Annotated[CcQuery, Query()], paging: Paging) -> EnvelopeResponse:
    """抄送我的分页查询"""
    return ok(service.page(act, query, paging))


@router.post("/flwCc/read", response_model=Envelope[CcOut])
def flw_cc_read(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """阅读抄送"""
    return ok(service.read(act, body.id))
