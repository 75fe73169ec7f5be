"""The face terminals' API (docs/device-protocol.md) through HTTP: signed calls, refusals with their
codes and counters, all-or-nothing batches with a report per record, idempotent resends, nonces shared
by several application processes (database, and Redis when configured)."""

from __future__ import annotations

import base64
import io
import os
import secrets
from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy import func, select

from attend_helpers import ProjectApi, Site, Terminal, add_terminal, local, sites
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.core.timefmt import to_local
from sitesafe.main import create_app
from sitesafe.modules.site.attendance.models import SiteAttendance

BAD_SIGNATURE = (4302004, "设备签名校验失败")
UNKNOWN = (4302002, "设备不存在或已停用")
SKEW = (4302003, "设备时间与服务器时间相差超过5分钟，请校准设备时间")
REPLAY = (4302005, "重复的请求（随机数已使用过），已拒绝")


@pytest.fixture(scope="module")
def two(app: object) -> Iterator[list[Site]]:
    ctx: AppContext = app.state.ctx  # type: ignore[attr-defined]
    yield from sites(ctx, "考勤设备甲项目", "考勤设备乙项目")


@pytest.fixture
def admin_a(client: TestClient, two: list[Site]) -> ProjectApi:
    return ProjectApi(client, login(client, "superAdmin"), two[0].pid)


_terminal = add_terminal


@pytest.fixture
def terminal(client: TestClient, clock: FakeClock, admin_a: ProjectApi) -> Terminal:
    return _terminal(client, clock, admin_a)


def _device_id(api: ProjectApi, code: str) -> str:
    rows = api.ok("GET", "/deviceFace/page", code=code)["rows"]
    return str(rows[0]["id"])


def _counters(api: ProjectApi, code: str) -> dict[str, int]:
    detail = api.ok("GET", "/deviceFace/detail", id=_device_id(api, code))
    counters: dict[str, int] = detail["counters"]
    return counters


def _stored(ctx: AppContext, person_id: int) -> int:
    with ctx.db.sessionmaker() as db:
        return db.execute(
            select(func.count()).select_from(SiteAttendance).where(SiteAttendance.person_id == person_id)
        ).scalar_one()


def _jpeg(size: int = 16) -> str:
    buffer = io.BytesIO()
    Image.new("RGB", (size, size), (200, 120, 40)).save(buffer, "JPEG")
    return base64.b64encode(buffer.getvalue()).decode()


def test_heartbeat_marks_the_device_online_until_five_quiet_minutes(
    terminal: Terminal, admin_a: ProjectApi, clock: FakeClock
) -> None:
    device = admin_a.ok("GET", "/deviceFace/page", code=terminal.code)["rows"][0]
    assert device["online"] is False and device["lastSeen"] is None
    beat = terminal.call("POST", "/device/face/heartbeat", {})
    assert beat["success"] and beat["data"]["direction"] == 1
    device = admin_a.ok("GET", "/deviceFace/detail", id=device["id"])
    assert device["online"] is True and device["lastSeen"] and device["counters"]["heartbeat"] == 1
    online = admin_a.ok("GET", "/deviceFace/page", online=True)["rows"]
    assert terminal.code in {d["code"] for d in online}
    clock.advance(5 * 60 + 1)
    assert admin_a.ok("GET", "/deviceFace/detail", id=device["id"])["online"] is False
    offline = admin_a.ok("GET", "/deviceFace/page", online=False)["rows"]
    assert terminal.code in {d["code"] for d in offline}


def test_a_good_batch_is_stored_with_a_report(
    terminal: Terminal, two: list[Site], admin_a: ProjectApi, ctx: AppContext, clock: FakeClock
) -> None:
    site = two[0]
    team = site.team("木工班")
    first, _ = site.person("张建国", team)
    second, number = site.person("李卫东", team)
    now = clock.now()
    answer = terminal.records(
        {"personId": str(first), "time": local(to_local(now - timedelta(minutes=2)))},
        {"idNo": number.lower(), "time": local(to_local(now - timedelta(minutes=1))), "direction": 2},
        {"personId": str(first), "time": local(to_local(now)), "photo": _jpeg()},
    )
    assert answer["success"], answer
    data = answer["data"]
    assert (data["total"], data["stored"], data["duplicates"]) == (3, 3, 0)
    assert [r["status"] for r in data["records"]] == ["stored"] * 3
    assert data["records"][1]["personId"] == str(second)
    rows = admin_a.ok("GET", "/attendance/page", teamId=str(team), pageSize=10)["rows"]
    assert len(rows) == 3 and {r["personName"] for r in rows} == {"张建国", "李卫东"}
    by_person = {r["personName"]: r for r in rows if r["direction"] == 2}
    assert by_person["李卫东"]["deviceName"] == f"闸机{terminal.code}" and by_person["李卫东"]["source"] == 1
    with_photo = [r for r in rows if r["photoFileId"]]
    assert len(with_photo) == 1 and with_photo[0]["direction"] == 1  # the device's default direction
    assert _counters(admin_a, terminal.code)["stored"] == 3


def test_resending_a_batch_is_idempotent(
    terminal: Terminal, two: list[Site], ctx: AppContext, clock: FakeClock, admin_a: ProjectApi
) -> None:
    person, _ = two[0].person("王立新")
    moment = local(to_local(clock.now() - timedelta(hours=1)))
    batch = [{"personId": str(person), "time": moment}, {"personId": str(person), "time": moment}]
    first = terminal.records(*batch)["data"]
    assert (first["stored"], first["duplicates"]) == (1, 1)
    again = terminal.records(*batch)["data"]
    assert (again["stored"], again["duplicates"]) == (0, 2)
    assert [r["status"] for r in again["records"]] == ["duplicate", "duplicate"]
    assert _stored(ctx, person) == 1
    assert _counters(admin_a, terminal.code)["duplicate"] == 3


def test_a_batch_with_one_bad_record_stores_nothing(
    terminal: Terminal, two: list[Site], ctx: AppContext, clock: FakeClock, admin_a: ProjectApi
) -> None:
    site, other = two
    good, _ = site.person("赵一")
    banned, _ = site.person("钱二", blacklisted=True)
    stranger, stranger_number = other.person("孙三")
    now = clock.now()
    answer = terminal.records(
        {"personId": str(good), "time": local(to_local(now - timedelta(minutes=3)))},
        {"personId": str(good), "time": local(to_local(now + timedelta(minutes=6)))},
        {"personId": str(banned), "time": local(to_local(now))},
        {"personId": str(stranger), "time": local(to_local(now))},
        {"idNo": stranger_number, "time": local(to_local(now))},
        {"personId": "123", "time": local(to_local(now))},
        {"personId": str(good), "time": local(to_local(now)), "photo": "bm90IGFuIGltYWdl"},
    )
    assert (answer["code"], answer["message"]) == (4303001, "考勤记录有误，整批未保存：共7条，其中6条有误")
    report = answer["data"]
    assert report[0] == {"index": 0, "status": "stored", "personId": str(good)}
    assert [(r["index"], r["code"], r["message"]) for r in report[1:]] == [
        (1, 4303005, "考勤时间晚于当前时间超过5分钟"),
        (2, 4303004, "人员已列入黑名单，不能考勤"),
        (3, 4303002, "人员不存在"),  # another project's person is answered as unknown
        (4, 4303002, "人员不存在"),
        (5, 4303002, "人员不存在"),
        (6, 4303006, "抓拍照片无效或超过512KB"),
    ]
    assert _stored(ctx, good) == 0
    counts = _counters(admin_a, terminal.code)
    assert (counts["future_time"], counts["blacklisted"], counts["other_project"]) == (1, 1, 0)
    assert (counts["unknown_person"], counts["bad_photo"], counts["batch_refused"], counts["stored"]) == (
        3,
        1,
        1,
        0,
    )


def test_refusals_have_codes_and_are_counted(
    terminal: Terminal, admin_a: ProjectApi, client: TestClient, clock: FakeClock
) -> None:
    assert (lambda a: (a["code"], a["message"]))(
        terminal.call("POST", "/device/face/heartbeat", {}, key="x" * 43)
    ) == BAD_SIGNATURE
    tampered = Terminal(client, clock, terminal.code, terminal.key)
    assert tampered.call("POST", "/device/face/heartbeat", {}, code="NOSUCHDEVICE")["code"] == UNKNOWN[0]
    stale = terminal.call("POST", "/device/face/heartbeat", {}, skew=timedelta(minutes=-6))
    assert (stale["code"], stale["message"]) == SKEW
    ahead = terminal.call("POST", "/device/face/heartbeat", {}, skew=timedelta(minutes=6))
    assert ahead["code"] == SKEW[0]
    nonce = secrets.token_hex(8)
    assert terminal.call("POST", "/device/face/heartbeat", {}, nonce=nonce)["success"]
    replay = terminal.call("POST", "/device/face/heartbeat", {}, nonce=nonce)
    assert (replay["code"], replay["message"]) == REPLAY
    bare = client.post("/api/device/face/heartbeat", json={}).json()
    assert bare["code"] == 4302001 and "X-Device-Code" in bare["message"]
    counts = _counters(admin_a, terminal.code)
    assert (
        counts["bad_signature"],
        counts["stale_timestamp"],
        counts["replayed_nonce"],
        counts["heartbeat"],
    ) == (
        1,
        2,
        1,
        1,
    )
    stats = admin_a.ok("GET", "/deviceFace/stats")
    assert stats["unknownDevice"] >= 1 and stats["counters"]["bad_signature"] >= 1
    assert stats["reasons"]["bad_signature"] == "签名错误" and stats["total"] >= 1


def test_a_body_changed_in_transit_fails_the_signature(
    terminal: Terminal, client: TestClient, clock: FakeClock
) -> None:
    signed = Terminal(client, clock, terminal.code, terminal.key)
    answer = signed.call("POST", "/device/face/heartbeat", {"a": 1})
    assert answer["success"]
    # same headers, other body: sign one body and send another
    import json

    from attend_helpers import EPOCH
    from sitesafe.modules.site.device.auth import sign

    stamp = str(int((clock.now() - EPOCH) / timedelta(milliseconds=1)))
    nonce = secrets.token_hex(8)
    headers = {
        "X-Device-Code": terminal.code,
        "X-Timestamp": stamp,
        "X-Nonce": nonce,
        "X-Signature": sign(
            terminal.key, "POST", "/api/device/face/records", stamp, nonce, b'{"records":[]}'
        ),
        "Content-Type": "application/json",
    }
    body = json.dumps({"records": [{"personId": "1", "time": "2024-01-01 08:00:00"}]})
    assert client.post("/api/device/face/records", content=body, headers=headers).json()["code"] == 4302004


def test_a_disabled_or_deleted_device_is_refused(terminal: Terminal, admin_a: ProjectApi) -> None:
    device = _device_id(admin_a, terminal.code)
    admin_a.ok("POST", "/deviceFace/changeStatus", {"id": device, "status": 1})
    assert terminal.call("POST", "/device/face/heartbeat", {})["code"] == UNKNOWN[0]
    admin_a.ok("POST", "/deviceFace/changeStatus", {"id": device, "status": 0})
    assert terminal.call("POST", "/device/face/heartbeat", {})["success"]
    admin_a.ok("POST", "/deviceFace/delete", {"id": device})
    assert terminal.call("POST", "/device/face/heartbeat", {})["code"] == UNKNOWN[0]


def test_bad_bodies_are_refused_in_chinese(terminal: Terminal) -> None:
    wrong_time = terminal.records({"personId": "1", "time": "昨天"})
    assert wrong_time["code"] == 1012001 and "考勤时间格式不正确" in wrong_time["message"]
    empty = terminal.call("POST", "/device/face/records", {"records": []})
    assert empty["code"] == 1012001
    huge = terminal.records({"personId": "1", "time": "2024-01-01 08:00:00", "photo": "A" * 800_000})
    assert huge["code"] == 1012001


def test_persons_lists_the_issued_persons_of_the_device_project(
    terminal: Terminal, two: list[Site], clock: FakeClock
) -> None:
    site, other = two
    issued, _ = site.person("周下发")
    site.person("吴未下发", issued_time=None)
    left, _ = site.person("郑黑名单", blacklisted=True)
    foreign, _ = other.person("王外项目")
    answer = terminal.call("GET", "/device/face/persons?pageSize=1000")
    assert answer["success"], answer
    ids = {p["id"] for p in answer["data"]["rows"]}
    assert str(issued) in ids and str(foreign) not in ids and str(left) not in ids
    assert all(p["active"] for p in answer["data"]["rows"])
    assert {"id", "name", "hasFace", "active", "updateTime"} <= set(answer["data"]["rows"][0])
    since = answer["data"]["serverTime"]
    clock.advance(1)
    later, _ = site.person("冯后来")
    changed = terminal.call("GET", f"/device/face/persons?since={since}")["data"]["rows"]
    assert [p["id"] for p in changed] == [str(later)]
    bad = terminal.call("GET", "/device/face/persons?since=yesterday")
    assert bad["code"] == 1012001


def _second_process(settings: Settings, clock: FakeClock) -> TestClient:
    return TestClient(create_app(settings, clock=clock))


@pytest.mark.parametrize("redis_url", ["", os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")])
def test_a_nonce_is_refused_by_every_process(
    redis_url: str, settings: Settings, clock: FakeClock, admin_a: ProjectApi
) -> None:
    shared = settings.model_copy(update={"REDIS_URL": redis_url, "SCHEDULER_ENABLED": False})
    first, second = _second_process(shared, clock), _second_process(shared, clock)
    # the device is registered through the shared app; only the signed (session-less) calls go to the two
    made = _terminal(admin_a.client, clock, admin_a)
    terminal = Terminal(first, clock, made.code, made.key)
    nonce = secrets.token_hex(10)
    assert terminal.call("POST", "/device/face/heartbeat", {}, nonce=nonce)["success"]
    other = Terminal(second, clock, terminal.code, terminal.key)
    assert other.call("POST", "/device/face/heartbeat", {}, nonce=nonce)["code"] == REPLAY[0]
    assert other.call("POST", "/device/face/heartbeat", {})["success"]
