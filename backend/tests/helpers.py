"""Small helpers shared by the tests."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient

from sitesafe.core.clock import Clock, utcnow

PASSWORD = "123456"
SetConfig = Callable[[str, str], None]


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
