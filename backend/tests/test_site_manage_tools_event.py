"""管理工具 II: 事件上报 (dictionaries, casualties, an event time not in the future, approved through its
process, project isolation)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, read_workbook, unique
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import to_local
from sitesafe.modules.system.user.models import SysUser
from tools_helpers import Tools, code, tools_site

EVENTS = "/siteEventReport"


@pytest.fixture
def tools(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Tools]:
    with tools_site(client, ctx, make_user) as made:
        yield made


def _ago(ctx: AppContext, **delta: float) -> str:
    """A local wall-clock time before (or, negative, after) the server's now."""
    return to_local(ctx.clock.now() - timedelta(**delta)).strftime("%Y-%m-%d %H:%M:%S")


def _event(ctx: AppContext, **change: Any) -> dict[str, Any]:
    return {
        "eventTime": _ago(ctx, hours=2),
        "eventType": "danger",
        "level": "general",
        "location": unique("3#楼北侧基坑"),
        "description": "基坑北侧出现裂缝，已疏散作业人员",
        "injured": 0,
        "dead": 0,
        "measures": "拉设警戒线，安排专人监测",
        "reporterPhone": "13912345678",
        **change,
    }


def _add_event(api: Api, ctx: AppContext, **change: Any) -> dict[str, Any]:
    body = _event(ctx, **change)
    api.ok("POST", f"{EVENTS}/add", body)
    rows = api.ok("GET", f"{EVENTS}/page", location=body["location"])["rows"]
    assert len(rows) == 1
    row: dict[str, Any] = rows[0]
    return row


def test_event_report_is_reported_and_approved(tools: Tools, ctx: AppContext) -> None:
    row = _add_event(tools.author, ctx, eventType="accident", level="larger", injured=2)
    assert (row["eventTypeName"], row["levelName"], row["injured"], row["dead"]) == ("安全事故", "较大", 2, 0)
    assert row["eventTime"] == _event(ctx)["eventTime"][:14] + row["eventTime"][14:]
    assert row["createUserName"] == tools.people["author"].name and row["approveStatus"] == "draft"
    day = row["eventTime"][:10]
    found = tools.author.ok("GET", f"{EVENTS}/page", startTime=day, endTime=day, level="larger")["rows"]
    assert [r["id"] for r in found] == [row["id"]]
    assert tools.author.ok("GET", f"{EVENTS}/page", level="major", location=row["location"])["rows"] == []
    cc = str(tools.people["cc"].id)
    tools.author.ok("POST", f"{EVENTS}/submit", {"id": row["id"], "ccUserIds": [cc]})
    assert [r["id"] for r in tools.cc.ok("GET", f"{EVENTS}/ccPage")["rows"]] == [row["id"]]
    tools.manager.ok("POST", f"{EVENTS}/reject", {"id": row["id"], "comment": "补充伤者情况"})
    rejected = tools.author.ok("GET", f"{EVENTS}/detail", id=row["id"])
    tools.author.ok(
        "POST",
        f"{EVENTS}/edit",
        {
            **_event(ctx, location=row["location"], injured=2, measures="伤者已送医"),
            "id": row["id"],
            "version": rejected["version"],
        },
    )
    tools.author.ok("POST", f"{EVENTS}/submit", {"id": row["id"]})
    tools.manager.ok("POST", f"{EVENTS}/approve", {"id": row["id"]})
    done = tools.author.ok("GET", f"{EVENTS}/detail", id=row["id"])
    assert (done["approveStatus"], done["measures"], done["eventType"]) == (
        "approved",
        "伤者已送医",
        "danger",
    )
    rows = read_workbook(tools.author.download(f"{EVENTS}/export", location=row["location"])[0])
    assert rows[0][:3] == ["事件时间", "事件类型", "事件等级"] and rows[1][1:3] == ["险情", "一般"]


def test_event_report_bad_input(tools: Tools, ctx: AppContext) -> None:
    author = tools.author
    future = code(author.post(f"{EVENTS}/add", _event(ctx, eventTime=_ago(ctx, hours=-1))), 4441002)
    assert future == "事件时间不能晚于当前时间"
    row = _add_event(author, ctx)
    edit = {
        **_event(ctx, location=row["location"], eventTime=_ago(ctx, days=-1)),
        "id": row["id"],
        "version": row["version"],
    }
    code(author.post(f"{EVENTS}/edit", edit), 4441002)
    dictionaries: list[tuple[dict[str, Any], str]] = [
        ({"eventType": "fire"}, "事件类型取值不在字典中"),
        ({"level": "small"}, "事件等级取值不在字典中"),
    ]
    for change, message in dictionaries:
        assert code(author.post(f"{EVENTS}/add", _event(ctx, **change)), 4202012) == message
    fields: list[tuple[dict[str, Any], str]] = [
        ({"injured": -1}, "受伤人数不能小于0"),
        ({"dead": -2}, "死亡人数不能小于0"),
        ({"eventTime": "2026-01-01"}, "事件时间格式不正确，应为yyyy-MM-dd HH:mm:ss"),
        ({"location": " ", "description": ""}, "事件地点不能为空,事件经过不能为空"),
        ({"reporterPhone": "电话"}, "上报人电话格式不正确"),
    ]
    for change, message in fields:
        assert code(author.post(f"{EVENTS}/add", _event(ctx, **change)), 1012001) == message


def test_event_report_project_isolation(tools: Tools, ctx: AppContext) -> None:
    mine = _add_event(tools.author, ctx)
    other = tools.other_project()
    theirs = _add_event(other, ctx)
    seen = {r["id"] for r in tools.author.ok("GET", f"{EVENTS}/page", pageSize=100)["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    code(tools.author.get(f"{EVENTS}/detail", id=theirs["id"]), 1013003)
    code(tools.author.post(f"{EVENTS}/delete", [{"id": theirs["id"]}]), 1013003)
    code(tools.outsider.get(f"{EVENTS}/detail", id=mine["id"]), 1013003)
