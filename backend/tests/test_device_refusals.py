"""Refused device calls (docs/device-protocol.md §3): counted in memory, not written per call, written by
the flush on shutdown, and shown in 设备管理 the same before and after; a source address or a device code
refused too often is answered 4302007 at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from attend_helpers import ProjectApi, Site, Terminal, add_terminal, sites
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.site.device.models import SiteDeviceCounter

LIMIT = 5
RATE_LIMITED = 4302007
BAD_SIGNATURE = 4302004


@pytest.fixture(scope="module")
def two(app: Any) -> Iterator[list[Site]]:
    yield from sites(app.state.ctx, "设备拒收甲项目", "设备拒收乙项目")


@pytest.fixture
def strict_app(app: FastAPI, settings: Settings, fake_clock: FakeClock) -> Iterator[FastAPI]:
    """A second process on the same database that allows LIMIT refusals a minute."""
    update = {"DEVICE_REFUSALS_PER_MINUTE": LIMIT, "SCHEDULER_ENABLED": False}
    application = create_app(settings.model_copy(update=update), clock=fake_clock)
    yield application
    application.state.ctx.db.dispose()


_face = add_terminal


def _stored(ctx: AppContext, device_id: str) -> int:
    with ctx.db.sessionmaker() as db:
        stmt = select(func.coalesce(func.sum(SiteDeviceCounter.count), 0)).where(
            SiteDeviceCounter.device_id == int(device_id)
        )
        return int(db.execute(stmt).scalar_one())


def _detail(api: ProjectApi, code: str) -> dict[str, Any]:
    row = api.ok("GET", "/deviceFace/page", code=code)["rows"][0]
    detail: dict[str, Any] = api.ok("GET", "/deviceFace/detail", id=row["id"])
    return detail


def test_refusals_are_counted_in_memory_and_flushed_on_shutdown(
    client: TestClient, clock: FakeClock, two: list[Site], strict_app: FastAPI, ctx: AppContext
) -> None:
    api = ProjectApi(client, login(client, "superAdmin"), two[0].pid)
    device = _face(client, clock, api)
    with TestClient(strict_app) as other:
        flooding = Terminal(other, clock, device.code, device.key)
        for _ in range(LIMIT):
            answer = flooding.call("POST", "/device/face/heartbeat", {}, key="x" * 43)
            assert answer["code"] == BAD_SIGNATURE
        detail = _detail(ProjectApi(other, api.token, api.project_id), device.code)
        assert detail["counters"]["bad_signature"] == LIMIT  # the console reads the memory too
        assert _stored(ctx, detail["id"]) == 0  # and nothing was written per refused call
    assert _stored(ctx, detail["id"]) == LIMIT  # the shutdown flushed the counts
    after = _detail(api, device.code)["counters"]
    assert after["bad_signature"] == LIMIT and after["batch_refused"] == 0


def test_a_refused_flood_is_answered_with_the_rate_limit_code(
    client: TestClient, clock: FakeClock, two: list[Site], strict_app: FastAPI
) -> None:
    api = ProjectApi(client, login(client, "superAdmin"), two[0].pid)
    device, bystander = _face(client, clock, api), _face(client, clock, api)
    first = TestClient(strict_app, client=("10.1.0.1", 40000))
    second = TestClient(strict_app, client=("10.1.0.2", 40000))
    flooding = Terminal(first, clock, device.code, device.key)
    for _ in range(LIMIT):
        assert flooding.call("POST", "/device/face/heartbeat", {}, key="x" * 43)["code"] == BAD_SIGNATURE
    limited = flooding.call("POST", "/device/face/heartbeat", {})
    assert limited["code"] == RATE_LIMITED and "秒后再试" in limited["message"]
    # per address: another device from that address waits too
    assert (
        Terminal(first, clock, bystander.code, bystander.key).call("POST", "/device/face/heartbeat", {})[
            "code"
        ]
        == RATE_LIMITED
    )
    # per code: the flooded code waits from any address; another code from another address does not
    assert (
        Terminal(second, clock, device.code, device.key).call("POST", "/device/face/heartbeat", {})["code"]
        == RATE_LIMITED
    )
    assert Terminal(second, clock, bystander.code, bystander.key).call("POST", "/device/face/heartbeat", {})[
        "success"
    ]
    # the main process has rules of its own
    assert device.call("POST", "/device/face/heartbeat", {})["success"]
