"""月报: one report per project and month (no future month, by the app's clock), submitted into its process
(cc people read it), approved or rejected and submitted again; the month's deviation and its level, and
the cumulative figures chained over the project's earlier reports; the linked plan's nodes of the month."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import unique
from helpers import FakeClock, login
from plan_helpers import Site, day, local_today, project_site, refused
from site_helpers import ProjectApi, new_project
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

PATH = "/siteMonthReport"
DAY = 86400


@pytest.fixture
def site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    with project_site(client, ctx, make_user) as found:
        yield found


def _report(month: str, **change: Any) -> dict[str, Any]:
    return {
        "month": month,
        "planOutput": "1200.00",
        "doneOutput": "1080.50",
        "summary": unique("主体结构施工至12层"),
        "mainWork": "12层顶板浇筑",
        "nextPlan": "13-15层主体结构",
        "problems": "钢筋供应偏紧，已增加供应商",
        **change,
    }


def _add(api: ProjectApi, month: str, **change: Any) -> dict[str, Any]:
    body = _report(month, **change)
    api.ok("POST", f"{PATH}/add", body)
    rows = api.ok("GET", f"{PATH}/page", month=month)["rows"]
    assert len(rows) == 1, rows
    row: dict[str, Any] = rows[0]
    return row


def _month(clock: FakeClock, back: int = 0) -> str:
    """The month `back` months before the current one (by the app's clock)."""
    today = local_today(clock)
    number = today.year * 12 + today.month - 1 - back
    return f"{number // 12:04d}-{number % 12 + 1:02d}"


def test_submit_approve_with_cc(site: Site, clock: FakeClock) -> None:
    row = _add(site.author, _month(clock))
    assert row["approveStatus"] == "draft" and row["completionRate"] == "90.04"
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "ccUserIds": [site.uid("cc")]})
    edit = {**_report(row["month"]), "id": row["id"]}
    refused(site.author.post(f"{PATH}/edit", edit), 4440002)
    assert [r["id"] for r in site.manager.ok("GET", f"{PATH}/approvalPage")["rows"]] == [row["id"]]
    assert [r["id"] for r in site.cc.ok("GET", f"{PATH}/ccPage")["rows"]] == [row["id"]]
    assert site.cc.ok("GET", f"{PATH}/detail", id=row["id"])["summary"] == row["summary"]
    refused(site.cc.post(f"{PATH}/edit", edit), 1013003)
    refused(site.outsider.get(f"{PATH}/detail", id=row["id"]), 1013003)
    refused(site.officer.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    site.manager.ok("POST", f"{PATH}/approve", {"id": row["id"], "comment": "同意"})
    assert site.author.ok("GET", f"{PATH}/detail", id=row["id"])["approveStatus"] == "approved"


def test_reject_then_edit_and_submit_again(site: Site, clock: FakeClock) -> None:
    row = _add(site.author, _month(clock, 1))
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    site.manager.ok("POST", f"{PATH}/reject", {"id": row["id"], "comment": "完成产值与计量不符"})
    rejected = site.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert rejected["approveStatus"] == "rejected"
    site.author.ok("POST", f"{PATH}/edit", {**_report(row["month"], doneOutput="1110"), "id": row["id"],
                                            "version": rejected["version"]})  # fmt: skip
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    site.manager.ok("POST", f"{PATH}/approve", {"id": row["id"]})
    done = site.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert [done[k] for k in ("approveStatus", "doneOutput", "deviationLevelName")] == [
        "approved", "1110.00", "轻微滞后"
    ]  # fmt: skip
    timeline = site.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]
    assert [s["action"] for s in timeline] == ["start", "end", "start", "submit"]


def test_bad_input(site: Site, clock: FakeClock, client: TestClient) -> None:
    month = _month(clock)
    _add(site.author, month)
    refused(site.author.post(f"{PATH}/add", _report(month)), 4440702)
    refused(site.author.post(f"{PATH}/add", _report("2025-13")), 4440703)
    refused(site.author.post(f"{PATH}/add", _report("2025/01")), 4440703)
    refused(site.author.post(f"{PATH}/add", _report(_month(clock, -1))), 4440704)
    refused(site.author.post(f"{PATH}/add", _report(_month(clock, 1), summary=" ")), 1012001)
    refused(site.author.post(f"{PATH}/add", _report(_month(clock, 1), planOutput="-1")), 1012001)
    refused(site.author.post(f"{PATH}/add", _report(_month(clock, 1), cumDoneOutput="1000")), 4440706)
    refused(site.author.post(f"{PATH}/add", _report(_month(clock, 1), planId="1")), 4440705)
    admin = ProjectApi(client, login(client, "superAdmin"), None)
    other = admin.in_project(new_project(admin))
    foreign = site.plan(clock, other)
    refused(site.author.post(f"{PATH}/add", _report(_month(clock, 1), planId=foreign["id"])), 4440705)
    # the same month in another project is another report
    _add(other, month)
    # a month later by the clock, next month is this month
    clock.advance(32 * DAY)
    site.login_again(client)
    _add(site.author, _month(clock))


def test_deviation_levels(site: Site, clock: FakeClock) -> None:
    cases = [("70", "-30.00", "严重滞后"), ("79.99", "-20.01", "严重滞后"), ("80", "-20.00", "滞后"),
             ("85", "-15.00", "滞后"), ("90", "-10.00", "轻微滞后"), ("94.99", "-5.01", "轻微滞后"),
             ("95", "-5.00", "正常"), ("120", "20.00", "正常")]  # fmt: skip
    for back, (done, deviation, name) in enumerate(cases, start=1):
        row = _add(site.author, _month(clock, back), planOutput="100", doneOutput=done)
        assert (row["deviation"], row["deviationLevelName"]) == (deviation, name), (done, row)
    nothing = _add(site.author, _month(clock, 20), planOutput="0", doneOutput="5")
    assert [nothing[k] for k in ("deviation", "deviationLevel", "completionRate")] == [None, "normal", None]
    serious = site.author.ok("GET", f"{PATH}/page", deviationLevel="serious")["rows"]
    assert sorted(r["doneOutput"] for r in serious) == ["70.00", "79.99"]


def test_cumulative_figures_chain_over_earlier_months(site: Site, clock: FakeClock) -> None:
    first = _add(site.author, _month(clock, 3), planOutput="100", doneOutput="90",
                 cumPlanOutput="1100", cumDoneOutput="1000")  # fmt: skip
    cumulative = ("cumPlanOutput", "cumDoneOutput", "cumPlanEntered")
    assert [first[k] for k in cumulative] == ["1100.00", "1000.00", True]
    third = _add(site.author, _month(clock, 1), planOutput="300", doneOutput="150")
    second = _add(site.author, _month(clock, 2), planOutput="200", doneOutput="210")
    assert [second[k] for k in cumulative] == ["1300.00", "1210.00", False]
    again = site.author.ok("GET", f"{PATH}/detail", id=third["id"])
    assert [again[k] for k in ("cumPlanOutput", "cumDoneOutput", "cumCompletionRate")] == [
        "1600.00", "1360.00", "85.00"
    ]  # fmt: skip
    # an earlier month changed: the later months follow
    site.author.ok("POST", f"{PATH}/edit", {**_report(second["month"], planOutput="200", doneOutput="250"),
                                            "id": second["id"]})  # fmt: skip
    assert site.author.ok("GET", f"{PATH}/detail", id=third["id"])["cumDoneOutput"] == "1400.00"


def test_plan_summary_of_the_month(site: Site, clock: FakeClock) -> None:
    today = local_today(clock)
    plan = site.plan(clock, planEnd=day(clock, 60))
    this_month = site.node(plan["id"], day(clock), day(clock), name="垫层")
    site.node(plan["id"], day(clock), day(clock, 45), name="主体")
    site.author.ok("POST", "/sitePlan/submit", {"id": plan["id"]})
    site.manager.ok("POST", "/sitePlan/approve", {"id": plan["id"]})
    finished = {"id": this_month, "actualStart": day(clock), "actualEnd": day(clock), "progress": 100}
    site.author.ok("POST", "/sitePlan/nodeProgress", finished)
    month = today.strftime("%Y-%m")
    summary = site.author.ok("GET", f"{PATH}/planSummary", month=month, planId=plan["id"])
    due = [(n["name"], n["progress"], n["statusName"]) for n in summary["nodes"]]
    assert due == [("垫层", 100, "已完成")]
    assert (summary["total"], summary["done"], summary["delayed"]) == (1, 1, 0)
    assert "已完成：垫层" in summary["text"] and summary["planName"] == plan["name"]
    later = (today + timedelta(days=120)).strftime("%Y-%m")  # after every node's end (day 60 at most)
    assert site.author.ok("GET", f"{PATH}/planSummary", month=later, planId=plan["id"])["nodes"] == []
    refused(site.author.get(f"{PATH}/planSummary", month="2025-1", planId=plan["id"]), 4440703)
    refused(site.outsider.get(f"{PATH}/planSummary", month=month, planId=plan["id"]), 1013003)
    # linked: the report names its plan
    row = _add(site.author, month, planId=plan["id"])
    assert row["planName"] == plan["name"]


def test_project_isolation(site: Site, clock: FakeClock, client: TestClient) -> None:
    mine = _add(site.author, _month(clock))
    admin = ProjectApi(client, login(client, "superAdmin"), None)
    other = admin.in_project(new_project(admin))
    theirs = _add(other, _month(clock))
    seen = {r["id"] for r in site.author.ok("GET", f"{PATH}/page")["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    refused(site.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    refused(site.author.post(f"{PATH}/submit", {"id": theirs["id"]}), 1013003)
