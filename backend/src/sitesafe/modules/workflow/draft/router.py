from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.workflow.draft import service
from sitesafe.modules.workflow.draft.schemas import DraftDelete, DraftOut, DraftQuery, DraftSave

router = make_router(tags=["草稿"])


@router.get("/flwDraft/page", response_model=Envelope[PageResult[DraftOut]])
def flw_draft_page(act: ActDep, query: Annotated[DraftQuery, Query()], paging: Paging) -> EnvelopeResponse:
    """我的草稿分页查询"""
    return ok(service.page(act, query, paging))


@router.get("/flwDraft/detail", response_model=Envelope[DraftOut])
def flw_draft_detail(act: ActDep, query: Annotated[IdBody, Query()]) -> EnvelopeResponse:
    """草稿详情"""
    return ok(service.detail(act, query.id))


@router.post("/flwDraft/save", response_model=Envelope[DraftOut])
def flw_draft_save(act: ActDep, body: DraftSave) -> EnvelopeResponse:
    """保存草稿"""
    return ok(service.save(act, body))


@router.post("/flwDraft/delete", response_model=Envelope[None])
def flw_draft_delete(act: ActDep, body: DraftDelete) -> EnvelopeResponse:
    """删除草稿"""
    service.remove(act, body)
    return ok(None)
