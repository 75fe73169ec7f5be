"""Clock records of face terminals (docs/device-protocol.md §4): a record older than the terminal's
offline buffer (CLOCK_RECORD_MAX_AGE_DAYS, 7 days) is refused with its code, and a person of another
project is answered exactly as a person who does not exist."""

from __future__ import annotations

import base64
import io
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from PIL import Image

from attend_helpers import ProjectApi, Site, Terminal, add_terminal, local, sites
from crud_helpers import make_role
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import to_local

UNKNOWN = (4303002, "人员不存在")


@pytest.fixture(scope="module")
def two(app: Any) -> Iterator[list[Site]]:
    yield from sites(app.state.ctx, "考勤窗口甲项目", "考勤窗口乙项目")


@pytest.fixture
def terminal(client: TestClient, clock: FakeClock, two: list[Site]) -> Terminal:
    return add_terminal(client, clock, ProjectApi(client, login(client, "superAdmin"), two[0].pid))


def test_a_record_older_than_the_offline_buffer_is_refused(
    terminal: Terminal, two: list[Site], clock: FakeClock
) -> None:
    person, _ = two[0].person("周久")
    now = clock.now()
    old = {"personId": str(person), "time": local(to_local(now - timedelta(days=7, minutes=1)))}
    recent = {"personId": str(person), "time": local(to_local(now - timedelta(days=6, hours=23)))}
    answer = terminal.records(recent, old)
    assert answer["code"] == 4303001, answer
    assert answer["data"][1] == {
        "index": 1,
        "status": "refused",
        "code": 4303010,
        "message": "考勤时间早于7天前，超出设备离线缓存期限",
    }
    assert answer["data"][0]["status"] == "stored"
    assert terminal.records(recent)["data"]["stored"] == 1


def test_another_projects_person_is_answered_as_unknown(
    terminal: Terminal, two: list[Site], clock: FakeClock
) -> None:
    stranger, number = two[1].person("吴外")
    moment = local(to_local(clock.now()))
    answer = terminal.records(
        {"personId": str(stranger), "time": moment},
        {"idNo": number, "time": moment},
        {"personId": "123", "time": moment},
    )
    report = answer["data"]
    assert [(r["code"], r["message"]) for r in report] == [UNKNOWN] * 3


def _jpeg() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (16, 16), (40, 120, 200)).save(buffer, "JPEG")
    return buffer.getvalue()


def test_snapshot_photos_are_private_and_served_to_readers_of_the_record(
    terminal: Terminal,
    two: list[Site],
    clock: FakeClock,
    client: TestClient,
    ctx: AppContext,
    make_user: Callable[..., Any],
) -> None:
    mine, theirs = two
    person, _ = mine.person("郑拍")
    photo = _jpeg()
    moment = local(to_local(clock.now()))
    record = {"personId": str(person), "time": moment, "photo": base64.b64encode(photo).decode()}
    assert terminal.records(record)["data"]["stored"] == 1
    admin = ProjectApi(client, login(client, "superAdmin"), mine.pid)
    row = admin.ok("GET", "/attendance/page", personId=str(person))["rows"][0]
    assert row["photoFileId"]
    # a private file: the file endpoints serve it to nobody, not even a file administrator
    download = client.get(
        f"/api/sysFileInfo/download?id={row['photoFileId']}",
        headers={"Authorization": f"Bearer {admin.token}"},
    )
    assert download.headers["content-type"].startswith("application/json") and not download.json()["success"]
    served = client.get(
        f"/api/attendance/photo?id={row['id']}",
        headers={"Authorization": f"Bearer {admin.token}", "projectId": mine.pid},
    )
    assert served.status_code == 200 and served.content == photo
    assert served.headers["cache-control"] == "private, no-store"
    user = make_user(roles=(make_role(ctx, ["attendance:page", "attendance:detail"]),), org="hxjt")
    theirs.member(user.id)
    outsider = ProjectApi(client, login(client, user.account), theirs.pid)
    assert outsider.get("/attendance/photo", id=row["id"])["code"] == 1013003
