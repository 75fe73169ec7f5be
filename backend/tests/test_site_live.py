"""The live bus and its server-sent event stream: a real server, a real HTTP client reading the stream, and
events published with `publish` as the ingestion and alarm sides do; Redis fan-out between two buses."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient

from crud_helpers import make_role
from helpers import REDIS_URL, bearer, login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.modules.site.live import router as live_router
from sitesafe.modules.site.live.bus import RESYNC, LiveBus, Subscription, bus_of, key_of, publish

DEADLINE = 10.0


@pytest.fixture(scope="module")
def server(app: FastAPI) -> Iterator[str]:
    """The test application served by uvicorn on a free local port (same database, same bus)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off", log_level="warning")
    runner = uvicorn.Server(config)
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + DEADLINE
    while not runner.started:
        assert time.monotonic() < deadline, "server did not start"
        time.sleep(0.01)
    yield f"http://127.0.0.1:{port}"
    runner.should_exit = True
    thread.join(DEADLINE)


@pytest.fixture
def project(client: TestClient, ctx: AppContext) -> Iterator[str]:
    with projects_retired(ctx):
        yield new_project(ProjectApi(client, login(client, "superAdmin")))


def _events(response: httpx.Response) -> Iterator[tuple[str, Any]]:
    """(event, data) of each server-sent event, ("comment", text) of each comment line."""
    event = "message"
    for line in response.iter_lines():
        if line.startswith(":"):
            yield "comment", line[1:].strip()
        elif line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            yield event, json.loads(line[5:])
            event = "message"


def test_an_event_published_for_the_project_reaches_its_stream(
    server: str, client: TestClient, ctx: AppContext, project: str
) -> None:
    other = new_project(ProjectApi(client, login(client, "superAdmin")))
    token = login(client, "superAdmin")
    timeout = httpx.Timeout(DEADLINE)
    url = f"{server}/api/siteLive/stream"
    with httpx.stream("GET", url, params={"projectId": project}, headers=bearer(token), timeout=timeout) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
        events = _events(r)
        assert next(events) == ("hello", {"projectId": project})  # subscribed before this was sent
        reading = {"deviceId": "42", "kind": "crane", "time": 1, "values": {"momentPercent": 91.5}}
        publish(ctx, int(other), "reading", {**reading, "deviceId": "not-mine"})
        publish(ctx, int(project), "reading", reading)
        publish(ctx, int(project), "alarm", {"action": "raise", "title": "力矩报警", "deviceId": "42"})
        assert next(events) == ("reading", reading)
        assert next(events) == ("alarm", {"action": "raise", "title": "力矩报警", "deviceId": "42"})
    deadline = time.monotonic() + DEADLINE
    key = key_of(ctx, int(project))
    while bus_of(ctx).subscribers(key):  # the closed connection unsubscribes
        assert time.monotonic() < deadline, "subscription left behind"
        time.sleep(0.01)


def test_the_stream_is_refused_without_token_project_or_membership(
    server: str, client: TestClient, ctx: AppContext, project: str, make_user: Any
) -> None:
    url = "/api/siteLive/stream"
    assert client.get(url, params={"projectId": project}).json()["code"] == 1011004
    admin = bearer(login(client, "superAdmin"))
    assert client.get(url, headers=admin).json()["code"] == 1012001
    member = make_user(roles=(make_role(ctx, ["siteLive:stream"]),), org="hxjt")
    outsider = make_user(roles=(make_role(ctx, ["siteLive:stream"]),), org="hxjt")
    no_grant = make_user(org="hxjt")
    join(ctx, project, member.id)
    join(ctx, project, no_grant.id)
    answer = client.get(url, params={"projectId": project}, headers=bearer(login(client, outsider.account)))
    assert answer.json()["code"] == 1013003
    answer = client.get(url, params={"projectId": project}, headers=bearer(login(client, no_grant.account)))
    assert answer.json()["code"] == 1013002
    headers = bearer(login(client, member.account))
    url = f"{server}/api/siteLive/stream"
    with httpx.stream("GET", url, params={"projectId": project}, headers=headers, timeout=DEADLINE) as r:
        assert next(_events(r)) == ("hello", {"projectId": project})


def test_a_logout_ends_the_stream_at_the_next_heartbeat(
    server: str, client: TestClient, project: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_router, "HEARTBEAT_SECONDS", 0.2)
    token = login(client, "superAdmin")
    url = f"{server}/api/siteLive/stream"
    with httpx.stream(
        "GET", url, params={"projectId": project}, headers=bearer(token), timeout=DEADLINE
    ) as r:
        events = _events(r)
        assert next(events)[0] == "hello"
        assert next(events) == ("comment", "ping")  # still signed in: a heartbeat
        assert client.get("/api/logout", headers=bearer(token)).json()["success"]
        seen = [e for e in events if e[0] != "comment"]  # ends when the server closes the stream
    assert seen == [("closed", {"reason": "unauthorized"})]


def test_a_slow_client_loses_the_oldest_events_and_is_told_to_resync() -> None:
    async def run() -> list[tuple[str, Any]]:
        sub = Subscription(asyncio.get_running_loop(), limit=3)
        for i in range(5):
            sub.offer("reading", {"n": i})
        got = [await sub.next(1.0) for _ in range(4)]
        got.append(await sub.next(0.01))  # idle: None (the stream writes a heartbeat)
        return got  # type: ignore[return-value]

    assert asyncio.run(run()) == [
        (RESYNC, {"dropped": 2}),
        ("reading", {"n": 2}),
        ("reading", {"n": 3}),
        ("reading", {"n": 4}),
        None,
    ]


def test_redis_carries_events_between_processes() -> None:
    sender, receiver = LiveBus(REDIS_URL), LiveBus(REDIS_URL)

    async def run() -> tuple[str, Any] | None:
        sub = Subscription(asyncio.get_running_loop())
        key = ("", 7_000_001)
        receiver.subscribe(key, sub)
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline:
            # until the receiver's listener has subscribed, a message has no one to reach
            await asyncio.to_thread(sender.publish, key, "device", {"deviceId": "9", "online": False})
            got = await sub.next(0.2)
            if got is not None:
                return got
        return None

    try:
        assert asyncio.run(run()) == ("device", {"deviceId": "9", "online": False})
    finally:
        sender.close()
        receiver.close()
