"""Small helpers shared by the tests."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, TypeVar

import jwt
import pytest
from fastapi.testclient import TestClient

from sitesafe.core.clock import Clock, utcnow

PASSWORD = "123456"
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
SetConfig = Callable[[str, str], None]
T = TypeVar("T")


def wait_for(condition: Callable[[], T | None], what: str = "condition", timeout: float = 20.0) -> T:
    """Polls `condition` until it is truthy (returned) or the deadline passes (fails)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.05)


class FakeClock(Clock):
    """The wall clock shifted by an offset that tests move forward instead of sleeping."""

    def __init__(self) -> None:
        self.offset = timedelta(0)

    def now(self) -> datetime:
        return utcnow() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += timedelta(seconds=seconds)


def login(client: TestClient, account: str, password: str = PASSWORD) -> str:
    body = client.post("/api/login", json={"account": account, "password": password}).json()
    assert body["success"], body
    token: str = body["data"]
    return token


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def call(
    client: TestClient, method: str, path: str, token: str | None = None, **kwargs: Any
) -> dict[str, Any]:
    headers = kwargs.pop("headers", {})
    if token:
        headers = {**headers, **bearer(token)}
    body: dict[str, Any] = client.request(method, path, headers=headers, **kwargs).json()
    return body


def session_id_of(token: str) -> str:
    """The server-side session a token names (its `uuid` claim; the payload is readable by anyone)."""
    claims: dict[str, Any] = jwt.decode(token, options={"verify_signature": False})
    return str(claims["uuid"])
