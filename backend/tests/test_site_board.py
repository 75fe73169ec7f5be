"""项目看板: the header's project at a glance — who is on site today, devices online, open alarms,
approvals in progress — counted for that project only."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from alarm_helpers import add_device
from attend_helpers import ProjectApi, Site, retire
from attend_helpers import make_site as _make_site
from helpers import FakeClock, login
from site_helpers import user_id
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import format_datetime, to_local
from sitesafe.modules.site.project.models import Project


@pytest.fixture
def two(ctx: AppContext) -> Iterator[list[Site]]:
    made = [_make_site(ctx, "看板项目甲"), _make_site(ctx, "看板项目乙")]
    yield made
    retire(ctx, *made)


def _clock(person: int, when: datetime) -> dict[str, Any]:
    return {"personId": str(person), "clockTime": format_datetime(when), "direction": 1, "remark": "补录"}


def _board(api: ProjectApi) -> dict[str, Any]:
    found: dict[str, Any] = api.ok("GET", "/siteBoard/overview")
    return found


def test_the_board_counts_the_project_of_the_header(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    site, other = two
    admin = ProjectApi(client, login(client, "superAdmin"), site.pid)
    now = clock.now().replace(microsecond=0)
    today = to_local(now).date()
    empty = _board(admin)
    assert empty["projectName"] == "看板项目甲"
    assert (empty["attendance"]["present"], empty["attendance"]["enrolled"], empty["attendance"]["rate"]) == (
        0,
        0,
        0,
    )
    assert [d["date"] for d in empty["attendance"]["days"]] == [
        (today - timedelta(days=back)).isoformat() for back in range(6, -1, -1)
    ]
    assert (empty["devices"]["total"], empty["alarms"]["open"], empty["approvals"]["running"]) == (0, 0, 0)

    # people: three on site (one of them left yesterday), one in the other project
    team = site.team("钢筋班")
    a, _ = site.person("甲", team)
    b, _ = site.person("乙", team)
    site.person("丙", team, exit_date=date.fromordinal(today.toordinal() - 1))
    other_person, _ = other.person("丁")
    for person, when in ((a, now), (b, now), (b, now - timedelta(seconds=5)), (a, now - timedelta(days=1))):
        admin.ok("POST", "/attendance/add", _clock(person, when))
    ProjectApi(client, admin.token, other.pid).ok("POST", "/attendance/add", _clock(other_person, now))
    # devices and alarms
    add_device(ctx, site.project_id, "crane", online=True)
    add_device(ctx, site.project_id, "environment", online=False)
    add_device(ctx, other.project_id, "crane", online=True)
    admin.ok("POST", "/siteAlarm/add", {"title": "3号楼临边未设防护", "location": "3号楼", "level": 2})
    # an approval in progress, waiting for the project's manager (superAdmin here)
    with ctx.db.sessionmaker.begin() as db:
        db.execute(
            update(Project).where(Project.id == site.project_id).values(manager_id=user_id(ctx, "superAdmin"))
        )
    record = {"title": "看板审批", "type": "other", "applyDate": today.isoformat(), "content": "内容"}
    admin.ok("POST", "/siteApprovalRecord/add", record)
    row = admin.ok("GET", "/siteApprovalRecord/page", title="看板审批")["rows"][0]
    admin.ok("POST", "/siteApprovalRecord/submit", {"id": row["id"]})

    # a hidden danger found today, to be rectified by the superAdmin (a member of the project)
    site.member(user_id(ctx, "superAdmin"))
    category = admin.ok("GET", "/siteHazardCategory/tree")[0]["id"]
    me = str(user_id(ctx, "superAdmin"))
    due = (today + timedelta(days=2)).isoformat()
    finding = {
        "checkDate": today.isoformat(), "checkType": "daily", "checkerIds": [me], "location": "3#楼 5层",
        "categoryId": category, "level": "larger", "result": "fail", "problemDesc": "临边防护栏杆缺失",
        "requirement": "恢复防护栏杆", "deadline": due, "responsibleUserId": me,
    }  # fmt: skip
    admin.ok("POST", "/siteInspection/add", finding)

    board = _board(admin)
    attendance = board["attendance"]
    assert (attendance["present"], attendance["enrolled"], attendance["rate"]) == (2, 2, 1.0)
    assert [d["count"] for d in attendance["days"]][-2:] == [1, 2]
    assert (board["devices"]["online"], board["devices"]["total"]) == (1, 2)
    assert {k["kind"]: (k["online"], k["total"]) for k in board["devices"]["kinds"]} == {
        "crane": (1, 1),
        "environment": (0, 1),
    }
    alarms = board["alarms"]
    assert (alarms["open"], alarms["todayRaised"], alarms["days"][-1]["count"]) == (1, 1, 1)
    assert board["approvals"] == {"running": 1, "mine": 1}
    hazards = board["hazards"]
    assert (hazards["open"], hazards["pending"], hazards["overdue"]) == (1, 1, 0)
    assert {c["key"]: c["count"] for c in hazards["byLevel"]}["larger"] == 1
    assert hazards["daily"][-1] == {"date": today.isoformat(), "created": 1, "closed": 0}

    # the other project's board holds its own rows only
    theirs = _board(ProjectApi(client, admin.token, other.pid))
    assert (theirs["attendance"]["present"], theirs["devices"]["total"], theirs["alarms"]["open"]) == (
        1,
        1,
        0,
    )
    assert theirs["approvals"] == {"running": 0, "mine": 0} and theirs["hazards"]["open"] == 0


def test_the_board_needs_a_project_and_the_permission(
    client: TestClient, ctx: AppContext, two: list[Site]
) -> None:
    site = two[0]
    admin = ProjectApi(client, login(client, "superAdmin"), site.pid)
    nowhere = client.get("/api/siteBoard/overview", headers={"Authorization": f"Bearer {admin.token}"}).json()
    assert (nowhere["code"], nowhere["message"]) == (1012001, "请先选择项目")
    # demo holds the board of its own project only
    demo = ProjectApi(client, login(client, "demo"), site.pid)
    assert demo.get("/siteBoard/overview")["code"] == 1013003
    site.member(user_id(ctx, "demo"))
    assert demo.ok("GET", "/siteBoard/overview")["projectName"] == "看板项目甲"
