"""`GET /siteLive/stream?projectId=`: the project's live events as server-sent events. The access guard
has checked the token, the permission code and the caller's access to the project before it opens."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import StreamingResponse

from sitesafe.core.access import CurrentProject, CurrentUser
from sitesafe.core.auth import authenticate
from sitesafe.core.context import AppContext, Ctx
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.openapi import binary_response
from sitesafe.core.routing import make_router
from sitesafe.modules.site.live.bus import Key, LiveBus, Subscription, bus_of, key_of
from sitesafe.modules.site.project.service import project_accessible

EVENT_STREAM = "text/event-stream"
HEARTBEAT_SECONDS = 15.0

router = make_router(tags=["实时数据"])


def frame(event: str, data: dict[str, Any]) -> bytes:
    """One server-sent event: its type and its JSON data (one line: JSON escapes newlines)."""
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=str)
    return f"event: {event}\ndata: {body}\n\n".encode()


def _still_allowed(request: Request, ctx: AppContext, project_id: int) -> bool:
    """The session is still live and the user still has the project (checked at each heartbeat: a stream
    outlives neither a logout nor a removal from the project by more than one interval)."""
    try:
        principal, _ = authenticate(request, ctx)
    except AppError:
        return False
    with ctx.db.sessionmaker() as db:
        return project_accessible(db, project_id, principal.user_id, principal.is_super)


async def _events(
    bus: LiveBus, key: Key, sub: Subscription, request: Request, ctx: AppContext
) -> AsyncIterator[bytes]:
    try:
        yield frame("hello", {"projectId": str(key[1])})
        while not await request.is_disconnected():
            item = await sub.next(HEARTBEAT_SECONDS)
            if item is not None:
                yield frame(*item)
            elif await run_in_threadpool(_still_allowed, request, ctx, key[1]):
                yield b": ping\n\n"
            else:
                yield frame("closed", {"reason": "unauthorized"})
                return
    finally:
        bus.unsubscribe(key, sub)


@router.get("/siteLive/stream", responses=binary_response(EVENT_STREAM, "实时事件流（text/event-stream）"))
async def site_live_stream(
    request: Request, ctx: Ctx, _: CurrentUser, project_id: CurrentProject
) -> StreamingResponse:
    """项目实时事件流"""
    if project_id is None:
        raise AppError(ErrorCode.PARAM_ERROR, message="请先选择项目")
    bus = bus_of(ctx)
    key = key_of(ctx, project_id)
    sub = Subscription(asyncio.get_running_loop())
    bus.subscribe(key, sub)
    headers = {"cache-control": "no-store", "x-accel-buffering": "no"}
    return StreamingResponse(_events(bus, key, sub, request, ctx), media_type=EVENT_STREAM, headers=headers)
