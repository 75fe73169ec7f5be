"""Outermost request context: a `Request-No` on every response and in the log, and the last-resort
handler that turns any unexpected exception into HTTP 500 / 1016002 without leaking details."""

from __future__ import annotations

import logging
import time
import uuid

from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sitesafe.core.dberrors import is_busy
from sitesafe.core.envelope import fail, fail_with
from sitesafe.core.errors import ErrorCode
from sitesafe.core.logs import REQUEST_NO

logger = logging.getLogger("sitesafe.request")

REQUEST_NO_HEADER = b"request-no"


class RequestContextMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_no = uuid.uuid4().hex
        scope.setdefault("state", {})["request_no"] = request_no
        token = REQUEST_NO.set(request_no)
        started = time.perf_counter()
        status = 0

        async def send_with_header(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (REQUEST_NO_HEADER, request_no.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_header)
        except Exception as exc:
            if is_busy(exc):  # a lock wait timed out outside a route (a middleware's own write)
                logger.warning("数据库忙 %s %s（请求号 %s）", scope["method"], scope["path"], request_no)
                if status == 0:
                    await fail_with(ErrorCode.SERVER_BUSY)(scope, receive, send_with_header)
                return
            logger.exception("未处理的异常 %s %s（请求号 %s）", scope["method"], scope["path"], request_no)
            if status == 0:
                await fail_with(ErrorCode.SERVER_ERROR, status_code=500)(scope, receive, send_with_header)
        finally:
            if logger.isEnabledFor(logging.INFO):
                elapsed = (time.perf_counter() - started) * 1000
                logger.info("%s %s %s %.1fms", scope["method"], scope["path"], status, elapsed)
            REQUEST_NO.reset(token)


def body_too_large() -> Response:
    return fail(ErrorCode.FILE_TOO_LARGE.code, "请求内容过大", status_code=413)


class BodyTooLarge(Exception):
    """The request body grew past the limit while being read."""


class BodyLimitMiddleware:
    """Refuses request bodies above `max_bytes` before they are parsed or spooled to disk."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = body_too_large()
        length = next((v for k, v in scope["headers"] if k == b"content-length"), None)
        if length is not None and length.isdigit() and int(length) > self.max_bytes:
            await too_large(scope, receive, send)
            return
        received = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise BodyTooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except BodyTooLarge:
            if started:
                raise
            await too_large(scope, receive, send)
