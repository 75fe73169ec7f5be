"""考勤: records (page filters, 补录, export), the daily roster and the monthly sheet on a small known data
set, the sheet's export read back, and project isolation of every endpoint (by id too)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from attend_helpers import ProjectApi, Site, sites
from crud_contract import OUT_OF_SCOPE
from crud_helpers import Api, make_role, read_workbook
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import from_local
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.system.dict.models import SysDictData, SysDictType

PERMISSIONS = [
    f"attendance:{a}"
    for a in (
        "page",
        "detail",
        "add",
        "export",
        "daily",
        "monthSheet",
        "monthSheetExport",
        "teams",
        "persons",
    )
]


class Known:
    """The data set: project A (teams 钢筋班, 木工班) and project B, clock records of 2025-03-10/11."""

    def __init__(self, a: Site, b: Site) -> None:
        self.a, self.b = a, b
        self.t1 = a.team("钢筋班")
        self.t2 = a.team("木工班")
        self.p1, _ = a.person("甲一", self.t1, entry_date=date(2025, 1, 1), work_type="02")
        self.p2, _ = a.person("甲二", self.t1)
        self.p3, _ = a.person("甲三", self.t1)
        self.p4, _ = a.person("甲四黑", self.t1, blacklisted=True)
        self.p5, _ = a.person("乙五", self.t2)
        self.gone, _ = a.person("甲六已退场", self.t1, exit_date=date(2025, 2, 28))
        self.late, _ = a.person("甲七未进场", self.t1, entry_date=date(2025, 3, 20))
        self.bt = b.team("外项目班")
        self.bp, _ = b.person("外一", self.bt)
        rows = [
            (self.p1, self.t1, "2025-03-10 07:00:00", 1),
            (self.p1, self.t1, "2025-03-10 12:00:00", 1),
            (self.p1, self.t1, "2025-03-10 17:30:00", 2),
            (self.p1, self.t1, "2025-03-11 07:00:00", 1),
            (self.p1, self.t1, "2025-03-11 16:00:00", 2),
            (self.p2, self.t1, "2025-03-10 07:15:00", 1),
            (self.p5, self.t2, "2025-03-10 06:50:00", 1),
            (self.p5, self.t2, "2025-03-10 18:00:00", 2),
            (self.gone, self.t1, "2025-03-10 08:00:00", 1),
            (self.p1, self.t1, "2025-04-01 07:00:00", 1),
        ]
        self._insert(a, rows)
        self._insert(b, [(self.bp, self.bt, "2025-03-10 07:05:00", 1)])

    @staticmethod
    def _insert(site: Site, rows: list[tuple[int, int, str, int]]) -> None:
        with site.ctx.db.sessionmaker.begin() as db:
            for person, team, moment, direction in rows:
                clock = from_local(datetime.strptime(moment, "%Y-%m-%d %H:%M:%S"))
                db.add(
                    SiteAttendance(
                        id=new_id(),
                        project_id=site.project_id,
                        person_id=person,
                        team_id=team,
                        direction=direction,
                        clock_time=clock,
                        source=1,
                    )
                )


def _work_type_label(ctx: AppContext) -> None:
    """The work_type dictionary's 钢筋工 (the people module seeds it; added here when absent)."""
    with ctx.db.sessionmaker.begin() as db:
        kind = db.execute(select(SysDictType).where(SysDictType.code == "work_type")).scalar_one_or_none()
        if kind is None:
            kind = SysDictType(id=new_id(), code="work_type", name="工种", sort=100, status=0)
            db.add(kind)
            db.flush()
        found = select(SysDictData).where(SysDictData.type_id == kind.id, SysDictData.code == "02")
        if db.execute(found).scalar_one_or_none() is None:
            db.add(SysDictData(id=new_id(), type_id=kind.id, code="02", value="钢筋工", sort=2, status=0))


@pytest.fixture(scope="module")
def known(app: Any) -> Iterator[Known]:
    _work_type_label(app.state.ctx)
    for made in sites(app.state.ctx, "考勤甲项目", "考勤乙项目"):
        yield Known(*made)


@pytest.fixture
def api(client: TestClient, known: Known) -> ProjectApi:
    return ProjectApi(client, login(client, "superAdmin"), known.a.pid)


def test_page_filters(api: ProjectApi, known: Known) -> None:
    def names(**params: Any) -> list[str]:
        return [r["personName"] for r in api.ok("GET", "/attendance/page", pageSize=100, **params)["rows"]]

    march = {"beginDate": "2025-03-10", "endDate": "2025-03-11"}
    assert len(names(**march)) == 9 and "外一" not in names()
    assert names(beginDate="2025-03-11", endDate="2025-03-11") == ["甲一", "甲一"]
    assert sorted(set(names(teamId=str(known.t2)))) == ["乙五"]
    assert set(names(personName="甲一")) == {"甲一"} and len(names(personName="甲一")) == 6
    assert len(names(direction=2, **march)) == 3
    assert names(source=2) == []
    first = api.ok("GET", "/attendance/page", pageSize=1, **march)["rows"][0]
    assert first["clockTime"] == "2025-03-11 16:00:00" and first["teamName"] == "钢筋班"  # newest first
    assert api.ok("GET", "/attendance/detail", id=first["id"])["personName"] == "甲一"
    bad = api.get("/attendance/page", beginDate="10/03/2025")
    assert bad["code"] == 1012001


def test_manual_entry_is_audited_and_checked(api: ProjectApi, known: Known, client: TestClient) -> None:
    body = {
        "personId": str(known.p3),
        "clockTime": "2025-05-12 07:20:00",
        "direction": 1,
        "remark": "设备故障补录",
    }
    api.ok("POST", "/attendance/add", body)
    row = api.ok("GET", "/attendance/page", personId=str(known.p3))["rows"][0]
    assert (row["source"], row["remark"], row["teamName"], row["clockTime"]) == (
        2,
        "设备故障补录",
        "钢筋班",
        body["clockTime"],
    )
    assert row["createUser"] and row["createTime"]
    again = api.post("/attendance/add", body)
    assert (again["code"], again["message"]) == (4303007, "该人员在该时间已有考勤记录")
    future = api.post("/attendance/add", {**body, "clockTime": "2099-01-01 07:00:00"})
    assert future["code"] == 4303005
    banned = api.post("/attendance/add", {**body, "personId": str(known.p4)})
    assert banned["code"] == 4303004
    missing = api.post("/attendance/add", {**body, "remark": " ", "clockTime": "12:00"})
    assert missing["code"] == 1012001 and "补录原因不能为空" in missing["message"]
    assert "考勤时间格式不正确" in missing["message"]
    no_project = Api(client, api.token).post("/attendance/add", body)
    assert (no_project["code"], no_project["message"]) == (1012001, "请先选择项目")
    unknown = api.post("/attendance/add", {**body, "personId": "42"})
    assert unknown["code"] == 4303002


def test_daily_roster_numbers(api: ProjectApi, known: Known) -> None:
    roster = api.ok("GET", "/attendance/daily", date="2025-03-10", pageSize=100)
    assert roster["summary"] == {"teamId": None, "teamName": None, "expected": 4, "present": 4, "absent": 1}
    teams = {t["teamName"]: (t["expected"], t["present"], t["absent"]) for t in roster["teams"]}
    assert teams == {"钢筋班": (3, 3, 1), "木工班": (1, 1, 0)}
    rows = {r["name"]: r for r in roster["rows"]}
    assert set(rows) == {"甲一", "甲二", "甲三", "乙五", "甲六已退场"}
    one = rows["甲一"]
    assert (one["firstIn"], one["lastOut"], one["hours"], one["clocks"]) == (
        "2025-03-10 07:00:00",
        "2025-03-10 17:30:00",
        10.5,
        3,
    )
    assert (rows["甲二"]["present"], rows["甲二"]["hours"], rows["甲二"]["lastOut"]) == (True, None, None)
    assert (rows["甲三"]["present"], rows["甲三"]["expected"]) == (False, True)
    assert (rows["甲六已退场"]["present"], rows["甲六已退场"]["expected"]) == (True, False)
    assert rows["乙五"]["hours"] == 11.2
    assert [r["name"] for r in roster["rows"]][-1] == "乙五"  # grouped by team in team order
    absent = api.ok("GET", "/attendance/daily", date="2025-03-10", state="absent")
    assert [r["name"] for r in absent["rows"]] == ["甲三"] and absent["summary"]["expected"] == 4
    team = api.ok("GET", "/attendance/daily", date="2025-03-10", teamId=str(known.t2))
    assert team["summary"]["expected"] == 1 and [r["name"] for r in team["rows"]] == ["乙五"]
    paged = api.ok("GET", "/attendance/daily", date="2025-03-10", pageSize=2, pageNo=2)
    assert (paged["totalRows"], paged["totalPage"], len(paged["rows"])) == (5, 3, 2)
    assert api.get("/attendance/daily", date="2025/03/10")["code"] == 1012001


def test_month_sheet_numbers_and_export(api: ProjectApi, known: Known) -> None:
    sheet = api.ok("GET", "/attendance/monthSheet", teamId=str(known.t1), month="2025-03")
    assert (sheet["teamName"], sheet["days"], sheet["weekdays"][9]) == ("钢筋班", 31, 1)
    rows = {r["name"]: r for r in sheet["rows"]}
    assert set(rows) == {"甲一", "甲二", "甲三", "甲四黑", "甲六已退场", "甲七未进场"}
    one = rows["甲一"]
    assert one["cells"][9] == {"mark": "√", "hours": 10.5, "firstIn": "07:00", "lastOut": "17:30"}
    assert one["cells"][10]["hours"] == 9.0 and one["cells"][11] is None
    assert (one["presentDays"], one["hours"]) == (2, 19.5)
    assert rows["甲二"]["cells"][9] == {"mark": "△", "hours": 0.0, "firstIn": "07:15", "lastOut": None}
    assert (rows["甲三"]["presentDays"], rows["甲三"]["hours"]) == (0, 0.0)
    assert sheet["dayPresent"][9] == 3 and sheet["dayPresent"][10] == 1 and sum(sheet["dayPresent"]) == 4
    assert (sheet["presentDays"], sheet["hours"]) == (4, 19.5)
    content, kind, disposition = api.download(
        "/attendance/monthSheetExport", teamId=str(known.t1), month="2025-03"
    )
    assert kind.startswith("application/vnd.openxmlformats") and "xlsx" in disposition
    book = read_workbook(content)
    assert book[0][:4] == ["姓名", "工种", "1日", "2日"] and book[0][-2:] == ["出勤天数", "工时合计"]
    by_name = {r[0]: r for r in book[1:]}
    assert by_name["甲一"][2 + 9] == "√10.5" and by_name["甲一"][2 + 10] == "√9"
    assert by_name["甲一"][-2:] == [2, 19.5] and by_name["甲二"][2 + 9] == "△"
    assert by_name["甲一"][1] == "钢筋工" and by_name["甲二"][1] is None  # the dictionary's label
    assert by_name["合计"][2 + 9] == 3 and by_name["合计"][-2:] == [4, 19.5]
    assert api.get("/attendance/monthSheet", teamId=str(known.t1), month="2025-13")["code"] == 1012001
    assert api.get("/attendance/monthSheet", teamId="99", month="2025-03")["code"] == 4303009


def test_pickers(api: ProjectApi, known: Known) -> None:
    assert [t["name"] for t in api.ok("GET", "/attendance/teams")] == ["钢筋班", "木工班"]
    found = api.ok("GET", "/attendance/persons", name="甲一")
    assert [p["name"] for p in found] == ["甲一"] and found[0]["idNoMasked"].startswith("**************")


def test_a_member_of_one_project_sees_nothing_of_another(
    client: TestClient, ctx: AppContext, known: Known, make_user: Any
) -> None:
    user = make_user(roles=(make_role(ctx, PERMISSIONS),), org="hxjt")
    known.a.member(user.id)
    token = login(client, user.account)
    mine = ProjectApi(client, token, known.a.pid)
    theirs = ProjectApi(client, token, known.b.pid)
    unscoped = Api(client, token)
    all_rows = unscoped.ok("GET", "/attendance/page", pageSize=1000)["rows"]
    assert all_rows and all(r["projectId"] == known.a.pid for r in all_rows)
    admin_b = ProjectApi(client, login(client, "superAdmin"), known.b.pid)
    hidden = admin_b.ok("GET", "/attendance/page")["rows"][0]
    exported, _, _ = unscoped.download("/attendance/export")
    assert "外一" not in repr(read_workbook(exported)) and "甲一" in repr(read_workbook(exported))
    body = {"personId": str(known.bp), "clockTime": "2025-03-12 07:00:00", "direction": 1, "remark": "补录"}
    sheet = {"teamId": str(known.bt), "month": "2025-03"}
    for answer in (
        mine.get("/attendance/detail", id=hidden["id"]),
        unscoped.get("/attendance/detail", id=hidden["id"]),
        mine.post("/attendance/add", body),
        mine.get("/attendance/monthSheet", **sheet),
        mine.get("/attendance/monthSheetExport", **sheet),
        mine.get("/attendance/daily", date="2025-03-10", teamId=str(known.bt)),
        theirs.get("/attendance/page"),
        theirs.get("/attendance/export"),
        theirs.get("/attendance/daily", date="2025-03-10"),
        theirs.get("/attendance/monthSheet", **sheet),
        theirs.get("/attendance/monthSheetExport", **sheet),
        theirs.get("/attendance/teams"),
        theirs.get("/attendance/persons"),
        theirs.post("/attendance/add", body),
    ):
        assert (answer["code"], answer["message"]) == OUT_OF_SCOPE, answer
    daily = mine.ok("GET", "/attendance/daily", date="2025-03-10", pageSize=100)
    assert "外一" not in {r["name"] for r in daily["rows"]}
    assert "外项目班" not in {t["name"] for t in mine.ok("GET", "/attendance/teams")}
    assert "外一" not in {p["name"] for p in mine.ok("GET", "/attendance/persons")}
