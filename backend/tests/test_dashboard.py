"""主控面板: the dashboards' figures match rows the test creates at known times; permission denial."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from datetime import date, datetime, time, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, make_role, unique
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import from_local, to_local
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.log.models import SysOpLog, SysVisLog
from sitesafe.modules.system.user.models import SysUser

# Each test lives on its own day years ahead, where only the rows it writes exist (and no cached figures).
_future = itertools.count(4000, 40)


@pytest.fixture
def today(clock: FakeClock) -> Iterator[date]:
    """Moves the clock to noon (local) of a fresh future day and gives that day."""
    target = to_local(clock.now()).date() + timedelta(days=next(_future))
    clock.offset = timedelta(0)
    clock.offset = from_local(datetime.combine(target, time(12))) - clock.now()
    yield target


def at(day: date, hour: int) -> datetime:
    return from_local(datetime.combine(day, time(hour)))


def add_visits(ctx: AppContext, when: datetime, account: str, ok: int = 0, failed: int = 0) -> None:
    with ctx.db.sessionmaker.begin() as db:
        for i in range(ok + failed):
            success = "Y" if i < ok else "N"
            db.add(SysVisLog(name="登录", success=success, vis_type=1, vis_time=when, account=account))


def add_ops(
    ctx: AppContext, when: datetime, account: str, op_type: int, ok: int = 0, failed: int = 0
) -> None:
    with ctx.db.sessionmaker.begin() as db:
        for i in range(ok + failed):
            success = "Y" if i < ok else "N"
            db.add(SysOpLog(name="测试操作", op_type=op_type, success=success, op_time=when, account=account))


def day_index(data: dict[str, Any], day: date) -> int:
    labels: list[str] = data["labels"]
    return labels.index(day.isoformat())


def test_analysis_daily_series_and_rankings(client: TestClient, ctx: AppContext, today: date) -> None:
    admin = Api(client, login(client, "superAdmin"))  # one successful sign-in today
    worker = unique("ops_")
    add_visits(ctx, at(today - timedelta(days=2), 9), worker, ok=3, failed=1)
    add_visits(ctx, at(today - timedelta(days=31), 9), worker, ok=5)  # outside the 30 days
    add_ops(ctx, at(today - timedelta(days=1), 10), worker, op_type=1, ok=4, failed=2)
    add_ops(ctx, at(today, 8), worker, op_type=3, ok=1)
    add_ops(ctx, at(today - timedelta(days=40), 8), worker, op_type=3, ok=9)

    data = admin.ok("GET", "/sysDashboard/analysis")
    visits = data["visits"]["series"]
    assert len(visits["labels"]) == 30 and visits["labels"][-1] == today.isoformat()
    two_days_ago = day_index(visits, today - timedelta(days=2))
    assert visits["success"][two_days_ago] == 3 and visits["failure"][two_days_ago] == 1
    assert data["visits"]["today"] == 1
    assert data["visits"]["days30"] == 4 and data["visits"]["failed30"] == 1

    ops = data["ops"]
    yesterday = day_index(ops["series"], today - timedelta(days=1))
    assert ops["series"]["success"][yesterday] == 4 and ops["series"]["failure"][yesterday] == 2
    mine = {row["key"]: row for row in ops["topOperators"]}
    assert mine[worker]["count"] == 7
    assert ops["topOperators"][0]["key"] == worker
    by_type = {row["name"]: row["count"] for row in ops["byType"]}
    assert by_type["增加"] >= 6 and by_type["编辑"] >= 1
    assert ops["failed30"] >= 2 and ops["days30"] >= 7


def test_monitor_hourly_and_recent(client: TestClient, ctx: AppContext, today: date) -> None:
    admin = Api(client, login(client, "superAdmin"))
    worker = unique("mon_")
    add_ops(ctx, at(today, 10), worker, op_type=2, ok=2, failed=3)
    add_visits(ctx, at(today, 11), worker, failed=2)

    data = admin.ok("GET", "/sysDashboard/monitor")
    hours = data["hourlyOps"]
    assert len(hours["labels"]) == 24 and hours["labels"][-1] == f"{today.isoformat()} 12"
    ten = hours["labels"].index(f"{today.isoformat()} 10")
    assert hours["success"][ten] == 2 and hours["failure"][ten] == 3
    eleven = data["hourlyVisits"]["labels"].index(f"{today.isoformat()} 11")
    assert data["hourlyVisits"]["failure"][eleven] == 2
    assert data["visitsFailedToday"] == 2 and data["visitsToday"] == 1
    assert data["opsFailedToday"] >= 3
    failures = [row for row in data["recentFailures"] if row["account"] == worker]
    assert len(failures) == 3 and failures[0]["opTime"].startswith(today.isoformat())
    assert data["onlineSessions"] >= 1 and data["onlineUsers"] >= 1
    assert any(row["account"] == worker and row["success"] == "N" for row in data["recentVisits"])


def test_user_and_file_figures(
    client: TestClient, ctx: AppContext, today: date, make_user: Callable[..., SysUser]
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    before = admin.ok("GET", "/sysDashboard/analysis")
    make_user(org="hxjt_cd_cwb", create_time=at(today, 9))
    make_user(org="hxjt_cd_cwb", status=1, create_time=at(today, 9))
    suffix = unique("t")
    with ctx.db.sessionmaker.begin() as db:
        for size in (100, 250):
            db.add(
                SysFileInfo(
                    file_bucket="b",
                    file_origin_name=f"a.{suffix}",
                    file_suffix=suffix,
                    file_size_kb=size,
                    file_size_info=f"{size} kB",
                    file_object_name=f"x.{suffix}",
                )
            )
    after = _fresh(client, ctx, admin, "/sysDashboard/analysis")
    users_before, users_after = before["users"], after["users"]
    assert users_after["total"] == users_before["total"] + 2
    assert users_after["frozen"] == users_before["frozen"] + 1
    assert users_after["newThisWeek"] == users_before["newThisWeek"] + 2
    assert after["files"]["count"] == before["files"]["count"] + 2
    assert after["files"]["sizeKb"] == before["files"]["sizeKb"] + 350


def _fresh(client: TestClient, ctx: AppContext, api: Api, path: str) -> Any:
    """The figures once the short cache has expired (the fake clock moves on a minute)."""
    clock = ctx.clock
    assert isinstance(clock, FakeClock)
    clock.advance(61)
    return api.ok("GET", path)


def test_user_figures_follow_data_scope(
    client: TestClient, ctx: AppContext, today: date, make_user: Callable[..., SysUser]
) -> None:
    role = make_role(ctx, ["sysDashboard:analysis"], scope_type=5, orgs=["hxjt_bj_yfb"])
    viewer = make_user(roles=(role,), org="hxjt_bj_yfb")
    api = Api(client, login(client, viewer.account))
    before = api.ok("GET", "/sysDashboard/analysis")["users"]
    make_user(org="hxjt_bj_yfb")
    make_user(org="hxjt_cd_scb")  # outside the viewer's scope
    after = _fresh(client, ctx, api, "/sysDashboard/analysis")["users"]
    assert after["total"] == before["total"] + 1


def test_permission_denied_without_grant(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    user = make_user()
    api = Api(client, login(client, user.account))
    for path in ("/sysDashboard/analysis", "/sysDashboard/monitor", "/sysDashboard/workplace"):
        answer = api.get(path)
        assert not answer["success"] and answer["code"] == 1013002, (path, answer)
    assert api.get("/sysDashboard/mine")["success"]  # the account centre: the caller's own notices


def test_workplace_shows_own_activity(
    client: TestClient, ctx: AppContext, today: date, make_user: Callable[..., SysUser]
) -> None:
    user = make_user(roles=("demo_role",))
    api = Api(client, login(client, user.account))
    add_ops(ctx, at(today - timedelta(days=3), 9), user.account, op_type=1, ok=2)
    add_ops(ctx, at(today, 9), user.account, op_type=3, failed=1)
    add_ops(ctx, at(today, 9), "someone_else", op_type=3, ok=5)

    data = api.ok("GET", "/sysDashboard/workplace")
    assert data["ops30"] == 3 and data["logins30"] == 1
    series = data["myOps"]
    assert len(series["labels"]) == 14
    assert series["success"][day_index(series, today - timedelta(days=3))] == 2
    assert series["failure"][-1] == 1
    assert [row["account"] for row in data["recentOps"]] == [user.account] * 3
    assert data["recentOps"][0]["success"] == "N"  # the newest first
    assert data["projectCount"] == 0 and data["projects"] == []


def test_notices_in_workplace_and_account_centre(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    reader = make_user(roles=("demo_role",))
    admin = Api(client, login(client, "superAdmin"))
    title = unique("公告")
    admin.ok(
        "POST",
        "/sysNotice/add",
        {
            "title": title,
            "content": "<p>明天 <b>上午</b> 全员安全培训</p>",
            "type": 2,
            "status": 1,
            "noticeUserIdList": [str(reader.id)],
        },
    )
    api = Api(client, login(client, reader.account))
    mine = api.ok("GET", "/sysDashboard/mine")
    assert mine["receivedTotal"] == 1 and mine["unread"] == 1
    item = mine["received"][0]
    assert item["title"] == title and item["summary"] == "明天 上午 全员安全培训" and item["readStatus"] == 0
    assert mine["published"] == [] and mine["publishedTotal"] == 0
    workplace = api.ok("GET", "/sysDashboard/workplace")
    assert workplace["unreadNotices"] == 1 and workplace["notices"][0]["title"] == title

    published = admin.ok("GET", "/sysDashboard/mine")["published"]
    assert any(row["title"] == title for row in published)


def test_account_centre_counts_screens_per_application(
    client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    user = make_user(roles=("demo_role",))
    apps = {
        a["code"]: a["screens"]
        for a in Api(client, login(client, user.account)).ok("GET", "/sysDashboard/mine")["apps"]
    }
    assert apps["site"] == 5  # 我的项目, 考勤记录, 每日考勤, 月度考勤表, 人脸设备
    assert apps["system"] >= 2  # 工作台, 服务监控, ...
    nobody = make_user()
    assert Api(client, login(client, nobody.account)).ok("GET", "/sysDashboard/mine")["apps"] == []
    everything = Api(client, login(client, "superAdmin")).ok("GET", "/sysDashboard/mine")["apps"]
    assert {a["code"] for a in everything} >= {"system", "site"}
    assert next(a["screens"] for a in everything if a["code"] == "system") > apps["system"]
