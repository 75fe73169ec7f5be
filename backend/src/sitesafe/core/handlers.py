"""Exception handlers: every failure becomes the envelope with a catalogue code."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response

from sitesafe.core.dberrors import is_busy
from sitesafe.core.envelope import fail, fail_with
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.middleware import BodyTooLarge, body_too_large
from sitesafe.core.validation import collect_labels, join_messages

logger = logging.getLogger("sitesafe.request")
_labels_cache: dict[int, dict[str, str]] = {}


def _route_labels(request: Request) -> dict[str, str]:
    route = request.scope.get("route")
    if not isinstance(route, APIRoute):
        return {}
    cached = _labels_cache.get(id(route))
    if cached is None:
        params: list[Any] = []
        pending = [route.dependant]
        while pending:
            dependant = pending.pop()
            params.extend(dependant.query_params)
            pending.extend(dependant.dependencies)
        cached = collect_labels(params, route.dependant.body_params)
        _labels_cache[id(route)] = cached
    return cached


async def app_error_handler(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, AppError)
    return fail(exc.code, exc.message, data=exc.data)


# Called with the request, its parsed body (or None) and the refusal's message when a route's input is
# refused before the route runs (the sign-in visit-logs every refused attempt).
RefusalHook = Callable[[Request, Any, str], None]
_refusal_hooks: dict[Callable[..., Any], RefusalHook] = {}


def on_validation_refused(endpoint: Callable[..., Any], hook: RefusalHook) -> None:
    _refusal_hooks[endpoint] = hook


def _refusal(request: Request, exc: RequestValidationError) -> tuple[int, str]:
    errors = list(exc.errors())
    if any(e.get("type") == "json_invalid" for e in errors):
        return ErrorCode.REQUEST_JSON_ERROR.code, ErrorCode.REQUEST_JSON_ERROR.message
    if any(tuple(e.get("loc", ())) == ("body",) and isinstance(e.get("input"), bytes) for e in errors):
        return ErrorCode.REQUEST_TYPE_IS_JSON.code, ErrorCode.REQUEST_TYPE_IS_JSON.message
    return ErrorCode.PARAM_ERROR.code, join_messages(errors, _route_labels(request))


async def validation_error_handler(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    code, message = _refusal(request, exc)
    endpoint = getattr(request.scope.get("route"), "endpoint", None)
    hook = _refusal_hooks.get(endpoint) if endpoint is not None else None
    if hook is not None:
        body = exc.body if isinstance(exc.body, dict) else None
        await run_in_threadpool(hook, request, body, message)
    return fail(code, message)


async def http_error_handler(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 404:
        return fail_with(ErrorCode.URL_NOT_EXIST, status_code=404)
    if exc.status_code == 405:
        allowed = (exc.headers or {}).get("Allow", "")
        if "POST" in allowed and "GET" not in allowed:
            return fail_with(ErrorCode.REQUEST_METHOD_IS_POST)
        return fail_with(ErrorCode.REQUEST_METHOD_IS_GET)
    if exc.status_code == 413 or isinstance(exc.__cause__, BodyTooLarge):
        return body_too_large()
    if exc.status_code == 400:
        return fail(ErrorCode.PARAM_ERROR.code, "请求参数格式不正确")
    return fail(exc.status_code, "请求错误", status_code=exc.status_code)


async def database_error_handler(_request: Request, exc: Exception) -> Response:
    if is_busy(exc):
        logger.warning("数据库忙（锁等待超时）: %s", exc.__class__.__name__)
        return fail_with(ErrorCode.SERVER_BUSY)
    raise exc


def install_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, app_error_handler)
    app.add_exception_handler(DBAPIError, database_error_handler)
    app.add_exception_handler(RequestValidationError, validation_error_handler)
    app.add_exception_handler(StarletteHTTPException, http_error_handler)
