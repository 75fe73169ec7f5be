"""Operation log: one middleware records every authenticated write into `sys_op_log`.

The row is written after the response has been sent, on a worker thread; a failure to write is logged
and swallowed, so logging never slows down or fails the request itself.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import anyio
from pydantic import BaseModel, ValidationError
from starlette.datastructures import Headers
from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sitesafe.core.context import AppContext
from sitesafe.core.errors import ErrorCode
from sitesafe.core.models.oplog import SysOpLog
from sitesafe.core.sensitive import MASK, mask_body, models_in, sensitive_values
from sitesafe.core.useragent import client_info

logger = logging.getLogger("sitesafe.oplog")

CAPTURE_LIMIT = 64 * 1024
TEXT_LIMIT = 4000
_READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
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


def mask_secrets(value: Any) -> Any:
    """`value` with the entries whose key names a secret masked (no schema known: answers, query strings)."""
    return mask_body(value)


def _body_models(scope: Scope) -> tuple[type[BaseModel], ...]:
    """The models the matched route validates its JSON body with (none for a raw `Any` body)."""
    field = getattr(scope.get("route"), "body_field", None)
    return models_in(field.field_info.annotation) if field is not None else ()


def _validated_secrets(models: tuple[type[BaseModel], ...], parsed: Any) -> frozenset[str]:
    """The values the body's marked fields validated to, whichever key the client sent them under."""
    found: set[str] = set()
    for model in models:
        try:
            found |= sensitive_values(model.model_validate(parsed))
        except ValidationError:
            continue  # refused: its keys are still masked by name
    return frozenset(found)


def _param_text(scope: Scope, headers: Headers, body: bytes) -> str:
    params: dict[str, Any] = mask_secrets(dict(HTTPConnection(scope).query_params))
    if "json" in headers.get("content-type", "") and body:
        try:
            parsed = json.loads(body)
        except ValueError:
            # Not JSON (or cut at the capture limit): nothing in it can be masked by key, so nothing is kept.
            parsed = MASK
        else:
            models = _body_models(scope)
            parsed = mask_body(parsed, models, _validated_secrets(models, parsed))
        params = {**params, **parsed} if isinstance(parsed, dict) else {**params, "body": parsed}
    elif headers.get("content-type"):
        params["body"] = f"<{headers['content-type'].split(';')[0]}>"
    return json.dumps(params, ensure_ascii=False)[:TEXT_LIMIT]


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
