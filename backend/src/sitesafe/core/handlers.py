"""Exception handlers: every failure becomes the envelope with a catalogue code."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from sqlalchemy.exc import DBAPIError
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


async def validation_error_handler(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    errors = list(exc.errors())
    if any(e.get("type") == "json_invalid" for e in errors):
        return fail_with(ErrorCode.REQUEST_JSON_ERROR)
    if any(tuple(e.get("loc", ())) == ("body",) and isinstance(e.get("input"), bytes) for e in errors):
        return fail_with(ErrorCode.REQUEST_TYPE_IS_JSON)
    return fail(ErrorCode.PARAM_ERROR.code, join_messages(errors, _route_labels(request)))


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
