"""模拟支付 (local provider only): the console asks, the local provider signs a TRADE_SUCCESS notify with
its own key, and the notify goes through the notify endpoint itself, in process, as Alipay's would."""

from __future__ import annotations

import uuid
from typing import Any
from urllib.parse import urlencode

from fastapi import Request
from sqlalchemy import select
from starlette.concurrency import run_in_threadpool

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.modules.pay.alipay.models import WAIT, PayAlipayNotify
from sitesafe.modules.pay.alipay.providers import LocalProvider
from sitesafe.modules.pay.alipay.service import service

NOTIFY_PATH = "/api/payAlipay/notify"


async def post_form(request: Request, path: str, form: dict[str, str]) -> tuple[int, str]:
    """POSTs a form to this application itself (full middleware stack), keeping the caller's token so a
    tenant's request stays in its tenant."""
    body = urlencode(form).encode()
    headers = [
        (b"content-type", b"application/x-www-form-urlencoded"),
        (b"content-length", str(len(body)).encode()),
    ]
    auth = request.headers.get("authorization")
    if auth:
        headers.append((b"authorization", auth.encode("latin-1")))
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 0),
        "server": ("127.0.0.1", 80),
    }
    sent = False
    status, chunks = 500, []

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await request.app(scope, receive, send)
    return status, b"".join(chunks).decode(errors="replace")


def _prepare(act: Act, order_id: int) -> dict[str, str]:
    row = service.writable(act, order_id, "localPay")
    provider = service.provider(act)
    if not isinstance(provider, LocalProvider) or row.provider != provider.name:
        raise AppError(ErrorCode.PAY_PROVIDER_UNSUPPORTED, provider=act.ctx.settings.PAY_PROVIDER)
    if row.trade_state != WAIT:
        raise AppError(ErrorCode.PAY_PAY_NOT_ALLOWED)
    trade_no, now = f"LOCAL{new_id()}", act.ctx.clock.now()
    params = provider.notify_params(row.out_trade_no, row.total_fen, trade_no, uuid.uuid4().hex, now)
    act.db.rollback()  # no read transaction left open while the notify writes (SQLite)
    return params


def _last_reason(act: Act, order_id: int) -> str:
    act.db.rollback()  # a fresh read: the notify committed in its own session
    reason = act.db.scalars(
        select(PayAlipayNotify.reason)
        .where(PayAlipayNotify.order_id == order_id)
        .order_by(PayAlipayNotify.create_time.desc(), PayAlipayNotify.id.desc())
        .limit(1)
    ).first()
    return reason or "通知未被接受"


async def local_pay(act: Act, order_id: int) -> None:
    params = await run_in_threadpool(_prepare, act, order_id)
    status, answer = await post_form(act.request, NOTIFY_PATH, params)
    if status != 200 or answer != "success":
        reason = await run_in_threadpool(_last_reason, act, order_id)
        raise AppError(ErrorCode.PAY_LOCAL_NOTIFY_FAILED, reason=reason)
