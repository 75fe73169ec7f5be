"""The OpenAPI document as the wire has it, so a client generated from it handles every answer.

Every JSON answer is an envelope: the success envelope (`success: true`, code 200, the operation's
`data`) or the error envelope (`success: false`, the catalogue code, the Chinese message, `data: null`
or a few codes' details). Errors travel with HTTP 200, so each operation's 200 answer is one of the two;
other statuses (404 unknown path, 413 body too large, 500 unexpected, 503 database down) carry the error
envelope too. File streams answer their bytes or, on failure, the error envelope. FastAPI's 422 is
never sent (validation failures are 1012001 envelopes) and is removed.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

ERROR_ENVELOPE = "ErrorEnvelope"
_REF = {"$ref": f"#/components/schemas/{ERROR_ENVELOPE}"}
_UNUSED = ("HTTPValidationError", "ValidationError")
_METHODS = {"get", "post", "put", "patch", "delete"}

ERROR_ENVELOPE_SCHEMA: dict[str, Any] = {
    "title": ERROR_ENVELOPE,
    "description": "失败时的返回：success为false，code为错误码，message为中文提示",
    "type": "object",
    "required": ["success", "code", "message", "data"],
    "properties": {
        "success": {"const": False, "type": "boolean", "title": "Success"},
        "code": {"type": "integer", "title": "Code", "description": "错误码，如1011004、1012001"},
        "message": {"type": "string", "title": "Message", "description": "中文错误提示"},
        "data": {
            "title": "Data",
            "description": "通常为null；导入与表单校验的1012001带有逐行/逐项的错误明细",
            "anyOf": [{"type": "null"}, {"type": "object"}, {"type": "array"}],
        },
    },
}


def binary_response(media_type: str, description: str) -> dict[int | str, dict[str, Any]]:
    """`responses=` of a route answering a file: its bytes (the error envelope is added for failures)."""
    schema = {"type": "string", "format": "binary"}
    return {200: {"description": description, "content": {media_type: {"schema": schema}}}}


def _with_errors(operation: dict[str, Any]) -> None:
    responses: dict[str, Any] = operation["responses"]
    responses.pop("422", None)
    answer = responses.setdefault("200", {"description": "请求成功"})
    content: dict[str, Any] = answer.setdefault("content", {})
    success = content.get("application/json", {}).get("schema")
    if success:
        content["application/json"] = {"schema": {"oneOf": [success, _REF]}}
    else:  # a file stream: its bytes, or the error envelope
        content["application/json"] = {"schema": _REF}
    responses["default"] = {
        "description": "HTTP 404/413/500/503 等状态下的错误返回",
        "content": {"application/json": {"schema": _REF}},
    }


def build_openapi(app: FastAPI) -> dict[str, Any]:
    document = get_openapi(title=app.title, version=app.version, routes=app.routes)
    for item in document.get("paths", {}).values():
        for method, operation in item.items():
            if method in _METHODS:
                _with_errors(operation)
    schemas: dict[str, Any] = document.setdefault("components", {}).setdefault("schemas", {})
    for name in _UNUSED:
        schemas.pop(name, None)
    schemas[ERROR_ENVELOPE] = ERROR_ENVELOPE_SCHEMA
    return document


def install_openapi(app: FastAPI) -> None:
    """`app.openapi()` answers the document above (built once)."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = build_openapi(app)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
