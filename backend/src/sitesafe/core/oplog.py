"""Operation log: one middleware records every authenticated write into `sys_op_log`.

The row is written after the response has been sent, on a worker thread; a failure to write is logged
and swallowed, so logging never slows down or fails the request itself.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import anyio
from starlette.datastructures import Headers
from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sitesafe.core.context import AppContext
from sitesafe.core.errors import ErrorCode
from sitesafe.core.models.oplog import SysOpLog
from sitesafe.core.useragent import client_info

logger = logging.getLogger("sitesafe.oplog")

CAPTURE_LIMIT = 64 * 1024
TEXT_LIMIT = 4000
_READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# Secrets, and personal data that is stored encrypted (ID numbers, bank accounts): never in the log.
_SECRET_KEY = re.compile(r"pass|pwd|secret|token|smscode|idno|bankaccount", re.IGNORECASE)
# opType (dict `op_type`) by the action part of the path; prefixes cover grantRole, updatePwd, ...
_OP_TYPES = {"add": 1, "delete": 2, "edit": 3, "page": 5, "list": 5, "query": 5, "detail": 6, "tree": 7}
_OP_PREFIXES = (
    ("update", 4),
    ("bind", 4),
    ("import", 8),
    ("export", 9),
    ("grant", 10),
    ("force", 11),
    ("clean", 12),
    ("changeStatus", 13),
)


def op_type_of(path: str) -> int:
    action = path.rstrip("/").rsplit("/", 1)[-1]
    if action in _OP_TYPES:
        return _OP_TYPES[action]
    return next((code for prefix, code in _OP_PREFIXES if action.startswith(prefix)), 0)


def _secret_entry(value: dict[Any, Any]) -> bool:
    """A `{code, value}` pair naming a secret (a 系统配置 row such as SNOWY_DEFAULT_PASSWORD)."""
    code = value.get("code")
    return "value" in value and isinstance(code, str) and bool(_SECRET_KEY.search(code))


def mask_secrets(value: Any) -> Any:
    if isinstance(value, dict):
        masked = {k: "******" if _SECRET_KEY.search(str(k)) else mask_secrets(v) for k, v in value.items()}
        if _secret_entry(value):
            masked["value"] = "******"
        return masked
    if isinstance(value, list):
        return [mask_secrets(v) for v in value]
    return value


def _param_text(scope: Scope, headers: Headers, body: bytes) -> str:
    params: dict[str, Any] = dict(HTTPConnection(scope).query_params)
    if "json" in headers.get("content-type", "") and body:
        try:
            parsed = json.loads(body)
        except ValueError:
            parsed = body[:TEXT_LIMIT].decode("utf-8", "replace")
        params = {**params, **parsed} if isinstance(parsed, dict) else {**params, "body": parsed}
    elif headers.get("content-type"):
        params["body"] = f"<{headers['content-type'].split(';')[0]}>"
    return json.dumps(mask_secrets(params), ensure_ascii=False)[:TEXT_LIMIT]


class OpLogMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in _READ_METHODS:
            await self.app(scope, receive, send)
            return
        request_body = bytearray()
        response_body = bytearray()
        status = 0
        capture_body = b"json" in dict(scope["headers"]).get(b"content-type", b"")

        async def capture_receive() -> Message:
            message = await receive()
            if capture_body and message["type"] == "http.request" and len(request_body) < CAPTURE_LIMIT:
                request_body.extend(message.get("body", b"")[: CAPTURE_LIMIT - len(request_body)])
            return message

        async def capture_send(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body" and len(response_body) < CAPTURE_LIMIT:
                response_body.extend(message.get("body", b"")[: CAPTURE_LIMIT - len(response_body)])
            await send(message)

        try:
            await self.app(scope, capture_receive, capture_send)
        finally:
            principal = scope.get("state", {}).get("principal")
            if principal is not None:
                try:
                    row = _build_row(scope, principal, bytes(request_body), bytes(response_body), status)
                    await anyio.to_thread.run_sync(_write, scope, row)
                except Exception:
                    logger.exception("写入操作日志失败 %s", scope.get("path"))


def _build_row(scope: Scope, principal: Any, body: bytes, result: bytes, status: int) -> SysOpLog:
    headers = Headers(scope=scope)
    route = scope.get("route")
    endpoint = getattr(route, "endpoint", None)
    code: Any = status
    message = "成功"
    result_text = result[:TEXT_LIMIT].decode("utf-8", "replace")
    try:
        envelope = json.loads(result) if result else {}
        if isinstance(envelope, dict) and "code" in envelope:
            code = envelope["code"]
            message = "成功" if envelope.get("success") else str(envelope.get("message", ""))
        # A secret answered once (a device key) must not be kept in the log either.
        masked = mask_secrets(envelope)
        if masked != envelope:
            result_text = json.dumps(masked, ensure_ascii=False, separators=(",", ":"))[:TEXT_LIMIT]
    except ValueError:
        pass
    if status == 0:
        code, message = ErrorCode.SERVER_ERROR.code, ErrorCode.SERVER_ERROR.message
    if code != 200:
        message = message if message != "成功" else f"HTTP {status}"
    client = client_info(HTTPConnection(scope))
    ctx: AppContext = scope["app"].state.ctx
    return SysOpLog(
        name=(getattr(route, "summary", None) or scope["path"])[:100],
        op_type=op_type_of(scope["path"]),
        success="Y" if code == 200 else "N",
        message=message,
        ip=client.ip,
        location="-",
        browser=client.browser,
        os=client.os,
        url=scope["path"][:500],
        class_name=getattr(endpoint, "__module__", None),
        method_name=getattr(endpoint, "__name__", None),
        req_method=scope["method"],
        param=_param_text(scope, headers, body),
        result=result_text,
        op_time=ctx.clock.now(),
        account=principal.account,
    )


def _write(scope: Scope, row: SysOpLog) -> None:
    ctx: AppContext = scope["app"].state.ctx
    with ctx.db.sessionmaker.begin() as db:
        db.add(row)
