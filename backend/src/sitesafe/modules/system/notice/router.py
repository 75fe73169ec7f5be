from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.access import LOGIN_ONLY
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.system.notice import files as _files  # noqa: F401  (declares the notice's files)
from sitesafe.modules.system.notice import received
from sitesafe.modules.system.notice.schemas import ReceivedOut, ReceivedQuery, UnreadOut
from sitesafe.modules.system.notice.service import service

router = crud_router(service)


@router.get("/sysNotice/received", response_model=Envelope[PageResult[ReceivedOut]])
def sys_notice_received(
    act: ActDep, query: Annotated[ReceivedQuery, Query()], paging: Paging
) -> EnvelopeResponse:
    """已收通知公告分页查询"""
    return ok(received.received_page(act, query, paging))


@router.get("/sysNotice/unread", response_model=Envelope[UnreadOut], openapi_extra=LOGIN_ONLY)
def sys_notice_unread(act: ActDep) -> EnvelopeResponse:
    """未读通知公告"""
    return ok(received.unread(act))


@router.post("/sysNotice/read", response_model=Envelope[ReceivedOut], openapi_extra=LOGIN_ONLY)
def sys_notice_read(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """阅读通知公告"""
    return ok(received.read(act, body.id))
