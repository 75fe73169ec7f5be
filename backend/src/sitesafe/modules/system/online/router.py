from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.access import CurrentUser
from sitesafe.core.context import Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.core.routing import make_router
from sitesafe.modules.system.online import service
from sitesafe.modules.system.online.schemas import ForceExitBody, OnlineUserOut

router = make_router(tags=["在线用户"])


@router.get("/sysOnlineUser/list", response_model=Envelope[PageResult[OnlineUserOut]])
def sys_online_user_list(
    ctx: Ctx,
    db: DbSession,
    user: CurrentUser,
    paging: Paging,
    account: Annotated[str | None, Query(max_length=50, title="账号")] = None,
) -> EnvelopeResponse:
    """在线用户列表"""
    return ok(service.page(ctx, db, user, account, paging))


@router.post("/sysOnlineUser/forceExist", response_model=Envelope[None])
def sys_online_user_force_exist(
    ctx: Ctx, db: DbSession, user: CurrentUser, body: ForceExitBody
) -> EnvelopeResponse:
    """强制下线"""
    service.force_exit(ctx, db, user, body.handle)
    return ok(None)
