"""The `{success, code, message, data}` envelope, serialised straight to bytes (pydantic-core)."""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, TypeAdapter
from starlette.responses import Response

from sitesafe.core.errors import AppError, ErrorCode

T = TypeVar("T")

SUCCESS_CODE = 200
SUCCESS_MESSAGE = "请求成功"

_ANY: TypeAdapter[Any] = TypeAdapter(Any)


class Envelope(BaseModel, Generic[T]):
    """Documentation shape of a successful JSON answer (failures: `openapi.ERROR_ENVELOPE`)."""

    success: Literal[True]
    code: Literal[200]
    message: str
    data: T


def dump_json(value: Any) -> bytes:
    return _ANY.dump_json(value, by_alias=True)


class EnvelopeResponse(Response):
    media_type = "application/json"


def success_bytes(data: Any = None) -> bytes:
    """The serialised success envelope (for callers that cache answers)."""
    return dump_json({"success": True, "code": SUCCESS_CODE, "message": SUCCESS_MESSAGE, "data": data})


def ok(data: Any = None) -> EnvelopeResponse:
    return EnvelopeResponse(success_bytes(data))


def fail(code: int, message: str, status_code: int = 200, data: Any = None) -> EnvelopeResponse:
    body = {"success": False, "code": code, "message": message, "data": data}
    return EnvelopeResponse(dump_json(body), status_code=status_code)


def fail_with(error: ErrorCode | AppError, status_code: int = 200) -> EnvelopeResponse:
    return fail(error.code, error.message, status_code)
