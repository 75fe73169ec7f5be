"""The OpenAPI document describes what the wire carries: every operation answers the success envelope or
the error envelope (`success: false`, code, message, `data: null`), so a generated client handles both."""

from __future__ import annotations

from typing import Any

import jsonschema
from fastapi.testclient import TestClient

from helpers import bearer, login

ERROR_REF = {"$ref": "#/components/schemas/ErrorEnvelope"}


def _document(client: TestClient) -> dict[str, Any]:
    document: dict[str, Any] = client.get("/api/openapi.json").json()
    return document


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method.upper(), path, operation)
        for path, item in document["paths"].items()
        for method, operation in item.items()
    ]


def _resolve(document: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    name = schema["$ref"].rsplit("/", 1)[-1]
    resolved: dict[str, Any] = document["components"]["schemas"][name]
    return resolved


def test_every_operation_documents_the_success_and_the_error_envelope(client: TestClient) -> None:
    document = _document(client)
    error = document["components"]["schemas"]["ErrorEnvelope"]
    assert error["required"] == ["success", "code", "message", "data"]
    assert error["properties"]["success"]["const"] is False
    assert {"type": "null"} in error["properties"]["data"]["anyOf"]
    assert "HTTPValidationError" not in document["components"]["schemas"]
    operations = _operations(document)
    assert len(operations) > 150
    streams = 0
    for method, path, operation in operations:
        where = (method, path)
        responses = operation["responses"]
        assert "422" not in responses, where  # never sent: validation failures are 1012001 envelopes
        assert responses["default"]["content"]["application/json"]["schema"] == ERROR_REF, where
        content = responses["200"]["content"]
        answer = content["application/json"]["schema"]
        others = [media for media in content if media != "application/json"]
        if others:  # a file: its bytes, or the error envelope
            streams += 1
            assert answer == ERROR_REF, where
            assert all(content[m]["schema"] == {"type": "string", "format": "binary"} for m in others), where
            continue
        success, failure = answer["oneOf"]
        assert failure == ERROR_REF, where
        envelope = _resolve(document, success)
        assert envelope["required"] == ["success", "code", "message", "data"], where
        assert envelope["properties"]["success"]["const"] is True, where
        assert envelope["properties"]["data"] not in ({}, {"title": "Data"}), where  # a real data schema
    assert streams >= 10  # preview, download, the exports and import templates


def test_real_answers_validate_against_the_document(client: TestClient) -> None:
    document = _document(client)
    headers = bearer(login(client, "superAdmin"))
    cases = [
        ("/api/sysPos/page", "get", {"pageSize": 2}),
        ("/api/sysPos/detail", "get", {"id": "42"}),  # 2018001, data null
        ("/api/sysPos/page", "get", {"pageNo": 0}),  # 1012001
        ("/api/getLoginUser", "get", {}),
    ]
    for path, method, params in cases:
        answer = client.request(method, path, params=params, headers=headers).json()
        schema = document["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"]
        jsonschema.validate(answer, {**schema, "components": document["components"]})
    refused = client.get("/api/sysPos/page").json()  # no token
    schema = document["paths"]["/api/sysPos/page"]["get"]["responses"]["200"]["content"]["application/json"]
    jsonschema.validate(refused, {**schema["schema"], "components": document["components"]})
