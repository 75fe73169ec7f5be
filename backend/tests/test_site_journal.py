"""施工日志: written for a day, submitted into its process with cc, approved or rejected and submitted again;
one a day per project, no future date, no back-filling beyond the project's 日志补填天数 (by the app's
clock); weather, temperatures and trades checked; the day's headcount by trade read from 考勤; only the
project's people (and those its approval reached) see a journal."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from openpyxl import load_workbook
from sqlalchemy import update

from attend_helpers import Site as AttendSite
from helpers import FakeClock
from journal_helpers import Team, code_of, local_today, project_team
from site_helpers import new_project
from sitesafe.core.context import AppContext
from sitesafe.modules.site.person.models import SiteTeam
from sitesafe.modules.system.user.models import SysUser

PATH = "/siteJournal"


@pytest.fixture
def team(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Team]:
    with project_team(client, ctx, make_user) as made:
        yield made


def _journal(day: date, **change: Any) -> dict[str, Any]:
    return {
        "logDate": day.isoformat(),
        "weatherAm": "sunny",
        "weatherPm": "light_rain",
        "tempLow": 12,
        "tempHigh": 21,
        "windLevel": "东北风3级",
        "parts": "3#楼 6层 ①-⑧轴",
        "headcounts": [{"workType": "02", "count": 18}, {"workType": "01", "count": 12}],
        "machinery": "1#塔吊、汽车泵1台",
        "materials": "HRB400钢筋 32t 进场并见证取样",
        "workDone": "6层顶板钢筋绑扎，梁柱模板安装",
        "issues": "2名工人未系安全带，已现场纠正并教育",
        **change,
    }


def _add(api: Any, day: date, **change: Any) -> dict[str, Any]:
    api.ok("POST", f"{PATH}/add", _journal(day, **change))
    rows = api.ok("GET", f"{PATH}/page", beginDate=day.isoformat(), endDate=day.isoformat())["rows"]
    assert len(rows) == 1, rows
    found: dict[str, Any] = rows[0]
    return found


def _upload(api: Any, content: bytes) -> str:
    answer = api.client.post(
        "/api/sysFileInfo/upload",
        files={"file": ("现场.png", content)},
        headers={"Authorization": f"Bearer {api.token}"},
    ).json()
    assert answer["success"], answer
    file_id: str = answer["data"]
    return file_id


def test_write_submit_approve_with_cc(team: Team, clock: FakeClock, png_bytes: bytes) -> None:
    today = local_today(clock)
    photo = _upload(team.author, png_bytes)
    row = _add(team.author, today, photos=[photo])
    assert row["approveStatus"] == "draft" and row["weekday"] == "星期" + "一二三四五六日"[today.weekday()]
    assert (row["weatherAmName"], row["weatherPmName"]) == ("晴", "小雨")
    assert row["headcounts"] == [
        {"workType": "02", "workTypeName": "钢筋工", "count": 18},
        {"workType": "01", "workTypeName": "木工", "count": 12},
    ]
    assert row["headcountTotal"] == 30 and row["photos"] == [photo]
    assert row["createUserName"] == team.people["author"].name

    team.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "ccUserIds": [team.uid("cc")]})
    pending = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert pending["approveStatus"] == "pending"
    edit = {**_journal(today), "id": row["id"], "version": pending["version"]}
    code_of(team.author.post(f"{PATH}/edit", edit), 4440002)
    waiting = team.manager.ok("GET", f"{PATH}/approvalPage")["rows"]
    assert [r["id"] for r in waiting] == [row["id"]] and waiting[0]["taskId"]
    assert team.author.ok("GET", f"{PATH}/approvalPage")["rows"] == []

    # the cc person (in no project) reads it and its photo, read-only; the outsider does not
    assert [r["id"] for r in team.cc.ok("GET", f"{PATH}/ccPage")["rows"]] == [row["id"]]
    assert team.cc.ok("GET", f"{PATH}/detail", id=row["id"])["workDone"] == row["workDone"]
    shown = team.cc.client.get(
        f"/api/sysFileInfo/download?id={photo}", headers={"Authorization": f"Bearer {team.cc.token}"}
    )
    assert shown.content == png_bytes
    code_of(team.cc.post(f"{PATH}/edit", edit), 1013003)
    code_of(team.outsider.get(f"{PATH}/detail", id=row["id"]), 1013003)
    assert team.outsider.ok("GET", f"{PATH}/ccPage")["rows"] == []

    code_of(team.officer.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    team.manager.ok("POST", f"{PATH}/approve", {"id": row["id"], "comment": "同意"})
    done = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert done["approveStatus"] == "approved" and done["approveTime"]
    code_of(team.author.post(f"{PATH}/delete", [{"id": row["id"]}]), 4440002)
    steps = team.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]
    assert [(s["action"], s["comment"]) for s in steps] == [("start", None), ("submit", "同意")]


def test_reject_then_correct_an_older_journal_and_submit_again(team: Team, clock: FakeClock) -> None:
    day = local_today(clock) - timedelta(days=1)
    row = _add(team.author, day)
    team.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    team.manager.ok("POST", f"{PATH}/reject", {"id": row["id"], "comment": "施工部位写清楚轴线"})
    rejected = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert rejected["approveStatus"] == "rejected"
    # a week later the journal is past the back-fill limit, yet its author may still correct it
    clock.offset += timedelta(days=7)
    team.log_in_again()
    body = {**_journal(day, parts="3#楼 6层 ①-⑧/Ⓐ-Ⓓ轴"), "id": row["id"], "version": rejected["version"]}
    team.author.ok("POST", f"{PATH}/edit", body)
    # ...but not move it to another day out of the limit
    moved = {**body, "logDate": (day - timedelta(days=1)).isoformat(), "version": rejected["version"] + 1}
    code_of(team.author.post(f"{PATH}/edit", moved), 4440204, "3天")
    team.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "comment": "已补充轴线"})
    team.manager.ok("POST", f"{PATH}/approve", {"id": row["id"]})
    final = team.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert final["approveStatus"] == "approved" and final["parts"] == "3#楼 6层 ①-⑧/Ⓐ-Ⓓ轴"
    steps = team.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]
    assert [s["action"] for s in steps] == ["start", "end", "start", "submit"]


def test_one_journal_a_day_no_future_no_backfill(team: Team, clock: FakeClock) -> None:
    today = local_today(clock)
    first = _add(team.author, today)
    # one a day, whoever writes it; the message names the day
    code_of(team.officer.post(f"{PATH}/add", _journal(today)), 4440202, f"{today.isoformat()}已有施工日志")
    other = _add(team.author, today - timedelta(days=2))
    clash = {**_journal(today), "id": other["id"], "version": other["version"]}
    code_of(team.author.post(f"{PATH}/edit", clash), 4440202)
    code_of(team.author.post(f"{PATH}/add", _journal(today + timedelta(days=1))), 4440203, "未来日期")
    # the default limit is 3 days back
    _add(team.author, today - timedelta(days=3))
    code_of(team.author.post(f"{PATH}/add", _journal(today - timedelta(days=4))), 4440204, "之前3天内")
    # the project's 项目设置 changes it
    setting = team.admin.ok("GET", "/projectSetting/detail")
    team.admin.ok("POST", "/projectSetting/save", {**setting, "journalBackfillDays": 0})
    code_of(team.author.post(f"{PATH}/add", _journal(today - timedelta(days=1))), 4440204, "之前0天内")
    # the app's clock decides what today is: tomorrow, today's journal is already taken and
    # tomorrow's may be written
    clock.offset += timedelta(days=1)
    team.log_in_again()
    _add(team.author, today + timedelta(days=1))
    # a deleted draft frees its day
    team.author.ok("POST", f"{PATH}/delete", [{"id": first["id"]}])
    code_of(team.author.get(f"{PATH}/detail", id=first["id"]), 4440201)


@pytest.mark.parametrize(
    ("change", "code", "text"),
    [
        ({"tempLow": 25, "tempHigh": 18}, 4440205, "最低气温不能高于最高气温"),
        ({"weatherAm": "sunshine"}, 4440206, "上午天气取值不在字典中"),
        ({"weatherPm": ""}, 1012001, "下午天气"),
        ({"headcounts": [{"workType": "zz", "count": 3}]}, 4440207, "工种取值不在字典中：zz"),
        ({"headcounts": [{"workType": "02", "count": 3}, {"workType": "02", "count": 4}]}, 4440208, "钢筋工"),
        ({"headcounts": [{"workType": "02", "count": -1}]}, 1012001, "工种人数应在0到100000之间"),
        ({"headcounts": [{"workType": "", "count": 1}]}, 1012001, "工种不能为空"),
        ({"workDone": "  "}, 1012001, "施工内容"),
        ({"logDate": "2026/01/01"}, 1012001, "日期格式不正确"),
        ({"tempHigh": 99}, 1012001, "最高气温"),
    ],
)
def test_bad_input(team: Team, clock: FakeClock, change: dict[str, Any], code: int, text: str) -> None:
    code_of(team.author.post(f"{PATH}/add", _journal(local_today(clock), **change)), code, text)
    assert team.author.ok("GET", f"{PATH}/page")["rows"] == []


def test_project_isolation(team: Team, clock: FakeClock) -> None:
    today = local_today(clock)
    mine = _add(team.author, today)
    other = new_project(team.admin.in_project(None))
    # another project keeps its own journal of the same day
    theirs = _add(team.admin.in_project(other), today)
    assert [r["id"] for r in team.author.ok("GET", f"{PATH}/page")["rows"]] == [mine["id"]]
    code_of(team.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    code_of(team.author.post(f"{PATH}/submit", {"id": theirs["id"]}), 1013003)
    code_of(team.author.post(f"{PATH}/delete", [{"id": theirs["id"]}]), 1013003)
    # a member of no project, even holding the module, sees nothing and writes nothing
    code_of(team.outsider.get(f"{PATH}/detail", id=mine["id"]), 1013003)
    code_of(team.outsider.post(f"{PATH}/add", _journal(today)), 1012001, "请先选择项目")
    code_of(team.outsider.get(f"{PATH}/page", projectId=team.project), 1013003)


def test_headcount_by_trade_from_attendance(team: Team, ctx: AppContext, clock: FakeClock) -> None:
    day = local_today(clock) - timedelta(days=1)
    site = AttendSite(ctx, int(team.project))
    rebar = site.team("钢筋班")
    carpentry = site.team("木工班")
    with ctx.db.sessionmaker.begin() as db:
        db.execute(update(SiteTeam).where(SiteTeam.id == carpentry).values(work_type="01"))
    a, _ = site.person("钢筋甲", rebar, work_type="02")
    b, _ = site.person("钢筋乙", rebar, work_type="02")
    c, _ = site.person("木工丙", carpentry)  # no trade of their own: the team's
    d, _ = site.person("普工丁", None)  # no trade at all: 其他
    e, _ = site.person("缺勤戊", rebar, work_type="02")  # clocks on another day only
    staff, _ = site.person("安全员己", None, kind=1, post="安全员")  # staff are not a trade
    other = AttendSite(ctx, int(new_project(team.admin.in_project(None))))
    outside, _ = other.person("外项目庚", None, work_type="02")

    def clock_in(api: Any, person: int, when: datetime, direction: int = 1) -> None:
        body = {"personId": str(person), "clockTime": f"{when:%Y-%m-%d %H:%M:%S}", "direction": direction,
                "remark": "设备故障补录"}  # fmt: skip
        api.ok("POST", "/attendance/add", body)

    morning = datetime.combine(day, datetime.min.time()).replace(hour=7)
    for person in (a, b, c, d, staff):
        clock_in(team.admin, person, morning)
    clock_in(team.admin, a, morning.replace(hour=17), 2)  # in and out: one person
    clock_in(team.admin, e, morning - timedelta(days=1))
    clock_in(team.admin.in_project(str(other.project_id)), outside, morning)

    found = team.author.ok("GET", f"{PATH}/headcount", date=day.isoformat())
    assert found["date"] == day.isoformat() and found["total"] == 4
    assert found["headcounts"] == [
        {"workType": "01", "workTypeName": "木工", "count": 1},
        {"workType": "02", "workTypeName": "钢筋工", "count": 2},
        {"workType": "99", "workTypeName": "其他", "count": 1},
    ]
    empty = team.author.ok("GET", f"{PATH}/headcount", date=(day - timedelta(days=5)).isoformat())
    assert empty["total"] == 0 and empty["headcounts"] == []
    code_of(team.author.get(f"{PATH}/headcount", date="昨天"), 1012001, "日期格式不正确")
    code_of(team.outsider.get(f"{PATH}/headcount", date=day.isoformat()), 1012001, "请先选择项目")
    # the form takes the rows as they come
    prefill = [{"workType": r["workType"], "count": r["count"]} for r in found["headcounts"]]
    row = _add(team.author, day, headcounts=prefill)
    assert row["headcountTotal"] == 4


def test_export_lists_the_journal(team: Team, clock: FakeClock) -> None:
    today = local_today(clock)
    _add(team.author, today)
    content, _, _ = team.author.download(f"{PATH}/export")
    sheet = load_workbook(io.BytesIO(content)).active
    assert sheet is not None
    header = [c.value for c in sheet[1]]
    values = dict(zip(header, [c.value for c in sheet[2]], strict=True))
    assert values["日期"] == today.isoformat() and values["上午天气"] == "晴"
    assert values["工种及人数"] == "钢筋工18人，木工12人" and values["审批状态"] == "草稿"
