"""周例会: minutes with host and attendees (users), submitted with cc, approved or rejected and submitted
again; the host and attendees must be live users, the next meeting comes later; only the project's people
(and those its approval reached) see the minutes."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from openpyxl import load_workbook

from journal_helpers import Team, code_of, project_team
from site_helpers import new_project
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

PATH = "/siteWeeklyMeeting"


@pytest.fixture
def team(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Team]:
    with project_team(client, ctx, make_user) as made:
        yield made


def _meeting(team: Team, **change: Any) -> dict[str, Any]:
    return {
        "meetingTime": "2026-03-09 14:30:00",
        "place": "项目部二楼会议室",
        "hostId": team.uid("manager"),
        "attendeeIds": [team.uid("officer"), team.uid("author"), team.uid("officer")],
        "topic": "第12周监理例会",
        "content": "1. 上周进度：3#楼主体施工至6层；2. 安全：临边防护需加强",
        "decisions": "1. 周三前完成6层临边防护（责任人：安全员）",
        "nextMeetingDate": "2026-03-16",
        **change,
    }


def _add(api: Any, team: Team, **change: Any) -> dict[str, Any]:
    body = _meeting(team, **change)
    api.ok("POST", f"{PATH}/add", body)
    rows = api.ok("GET", f"{PATH}/page", topic=body["topic"])["rows"]
    assert len(rows) == 1, rows
    found: dict[str, Any] = rows[0]
    return found


def test_minutes_submitted_approved_with_cc(team: Team) -> None:
    row = _add(team.author, team)
    assert row["meetingTime"] == "2026-03-09 14:30:00" and row["nextMeetingDate"] == "2026-03-16"
    assert row["hostId"] == team.uid("manager") and row["hostName"] == team.people["manager"].name
    # attendees are kept once each, in the order given
    assert row["attendeeIds"] == [team.uid("officer"), team.uid("author")]
    assert row["attendeeNames"] == [team.people["officer"].name, team.people["author"].name]
    assert row["approveStatus"] == "draft"

    team.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "ccUserIds": [team.uid("cc")]})
    assert [r["id"] for r in team.manager.ok("GET", f"{PATH}/approvalPage")["rows"]] == [row["id"]]
    assert [r["id"] for r in team.cc.ok("GET", f"{PATH}/ccPage")["rows"]] == [row["id"]]
    assert team.cc.ok("GET", f"{PATH}/detail", id=row["id"])["topic"] == "第12周监理例会"
    code_of(team.outsider.get(f"{PATH}/detail", id=row["id"]), 1013003)
    pending = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    code_of(team.author.post(f"{PATH}/edit", {**_meeting(team), "id": row["id"],
                                              "version": pending["version"]}), 4440002)  # fmt: skip
    code_of(team.author.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    team.manager.ok("POST", f"{PATH}/approve", {"id": row["id"], "comment": "纪要属实"})
    assert team.author.ok("GET", f"{PATH}/detail", id=row["id"])["approveStatus"] == "approved"

    content, _, _ = team.author.download(f"{PATH}/export", topic="第12周监理例会")
    sheet = load_workbook(io.BytesIO(content)).active
    assert sheet is not None
    values = dict(zip([c.value for c in sheet[1]], [c.value for c in sheet[2]], strict=True))
    assert values["主持人"] == team.people["manager"].name and values["审批状态"] == "已通过"
    assert values["参会人员"] == f"{team.people['officer'].name}、{team.people['author'].name}"


def test_reject_then_edit_and_submit_again(team: Team) -> None:
    row = _add(team.author, team, topic="第13周例会")
    team.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    code_of(team.manager.post(f"{PATH}/reject", {"id": row["id"], "comment": ""}), 1012001, "驳回理由")
    team.manager.ok("POST", f"{PATH}/reject", {"id": row["id"], "comment": "缺少待办事项责任人"})
    rejected = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert rejected["approveStatus"] == "rejected"
    fixed = _meeting(team, topic="第13周例会", decisions="周三前完成临边防护（责任人：张三）",
                     attendeeIds=[team.uid("cc")])  # fmt: skip
    body = {**fixed, "id": row["id"], "version": rejected["version"]}
    team.author.ok("POST", f"{PATH}/edit", body)
    team.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    team.manager.ok("POST", f"{PATH}/approve", {"id": row["id"]})
    final = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert final["approveStatus"] == "approved" and final["attendeeIds"] == [team.uid("cc")]
    steps = team.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]
    assert [(s["action"], s["comment"]) for s in steps] == [
        ("start", None),
        ("end", "缺少待办事项责任人"),
        ("start", None),
        ("submit", None),
    ]


@pytest.mark.parametrize(
    ("change", "code", "text"),
    [
        ({"nextMeetingDate": "2026-03-09"}, 4440303, "下次会议日期应晚于本次会议日期"),
        ({"hostId": "42"}, 4440302, "主持人不存在或已停用"),
        ({"attendeeIds": ["42"]}, 4440302, "参会人员不存在或已停用"),
        ({"meetingTime": "下周一"}, 1012001, "会议时间格式不正确"),
        ({"content": " "}, 1012001, "会议纪要不能为空"),
        ({"topic": ""}, 1012001, "会议主题不能为空"),
    ],
)
def test_bad_input(team: Team, change: dict[str, Any], code: int, text: str) -> None:
    code_of(team.author.post(f"{PATH}/add", _meeting(team, **change)), code, text)
    assert team.author.ok("GET", f"{PATH}/page")["rows"] == []


def test_a_disabled_user_cannot_host(team: Team, make_user: Callable[..., SysUser]) -> None:
    gone = make_user(status=1)
    code_of(team.author.post(f"{PATH}/add", _meeting(team, hostId=str(gone.id))), 4440302, "主持人")


def test_project_isolation(team: Team) -> None:
    mine = _add(team.author, team, topic="本项目例会")
    other = new_project(team.admin.in_project(None))
    theirs = _add(team.admin.in_project(other), team, topic="外项目例会")
    assert [r["id"] for r in team.author.ok("GET", f"{PATH}/page")["rows"]] == [mine["id"]]
    code_of(team.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    code_of(team.author.post(f"{PATH}/delete", [{"id": theirs["id"]}]), 1013003)
    code_of(team.outsider.get(f"{PATH}/detail", id=mine["id"]), 1013003)
    code_of(team.outsider.post(f"{PATH}/add", _meeting(team)), 1012001, "请先选择项目")
    # the page filters by the meeting's local date
    found = team.author.ok("GET", f"{PATH}/page", beginDate="2026-03-09", endDate="2026-03-09")["rows"]
    assert [r["id"] for r in found] == [mine["id"]]
    assert team.author.ok("GET", f"{PATH}/page", beginDate="2026-03-10")["rows"] == []
