"""检查任务: a recurring inspection scheduled for people; the current period, whether an inspection of
the job was made in it and the next due date; the checkers reminded in the bell once per period; the
approval through the module's process; switching a job off; bad input and project isolation."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import read_workbook, unique
from helpers import FakeClock, login
from inspection_helpers import JOB_PATH, PATH, Site, bell, code, day, open_site, run_reminders
from site_helpers import ProjectApi, new_project
from sitesafe.core.context import AppContext
from sitesafe.modules.site.check_job.cycle import Period, next_start, period_at
from sitesafe.modules.system.user.models import SysUser


@pytest.fixture
def site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    with open_site(client, ctx, make_user) as found:
        yield found


def _job(site: Site, **change: Any) -> dict[str, Any]:
    return {
        "name": unique("脚手架周检"),
        "checkType": "special",
        "checkerIds": [site.uid("author"), site.uid("officer")],
        "cycle": "weekly",
        "startDate": day(site.ctx),
        "content": "1#、2#楼外架：连墙件、剪刀撑、脚手板",
        **change,
    }


def _add(site: Site, api: ProjectApi | None = None, **change: Any) -> dict[str, Any]:
    body = _job(site, **change)
    caller = api or site.author
    caller.ok("POST", f"{JOB_PATH}/add", body)
    rows = caller.ok("GET", f"{JOB_PATH}/page", name=body["name"])["rows"]
    assert len(rows) == 1, rows
    row: dict[str, Any] = rows[0]
    return row


def _detail(site: Site, row_id: str) -> dict[str, Any]:
    found: dict[str, Any] = site.author.ok("GET", f"{JOB_PATH}/detail", id=row_id)
    return found


def test_periods_of_each_cycle() -> None:
    start = date(2026, 1, 31)
    assert period_at("monthly", start, None, date(2026, 2, 28)) == Period(
        date(2026, 2, 28), date(2026, 3, 30)
    )
    assert period_at("monthly", start, None, date(2026, 2, 27)) == Period(start, date(2026, 2, 27))
    assert period_at("weekly", start, date(2026, 2, 10), date(2026, 2, 8)) == Period(
        date(2026, 2, 7), date(2026, 2, 10)
    )
    assert period_at("daily", start, None, date(2026, 3, 3)) == Period(date(2026, 3, 3), date(2026, 3, 3))
    assert period_at("once", start, None, date(2027, 1, 1)) == Period(start, None)
    assert period_at("weekly", start, None, date(2026, 1, 30)) is None
    assert period_at("daily", start, date(2026, 2, 1), date(2026, 2, 2)) is None
    assert next_start("weekly", start, None, date(2026, 2, 1)) == date(2026, 2, 7)
    assert next_start("monthly", start, None, date(2026, 3, 1)) == date(2026, 3, 31)
    assert next_start("weekly", start, date(2026, 2, 5), date(2026, 2, 1)) is None
    assert next_start("once", start, None, date(2026, 1, 1)) == start
    assert next_start("once", start, None, start) is None


def test_the_current_period_and_whether_it_is_done(site: Site) -> None:
    job = _add(site, startDate=day(site.ctx, -8))
    assert (job["periodStart"], job["periodEnd"], job["done"]) == (day(site.ctx, -1), day(site.ctx, 5), False)
    assert job["nextDueDate"] == day(site.ctx, -1) and job["cycleName"] == "每周"
    assert job["checkerNames"] == [site.people["author"].name, site.people["officer"].name]
    assert job["checkTypeName"] == "专项检查" and job["enabled"] is True
    # an inspection of the previous period does not count; one in this period does
    site.add(checkJobId=job["id"], checkDate=day(site.ctx, -2), deadline=day(site.ctx, 3))
    assert _detail(site, job["id"])["done"] is False
    found = site.add(checkJobId=job["id"], result="pass", deadline=None, responsibleUserId=None)
    assert found["checkJobName"] == job["name"]
    done = _detail(site, job["id"])
    assert done["done"] is True and done["nextDueDate"] == day(site.ctx, 6)
    ids = [r["id"] for r in site.author.ok("GET", f"{PATH}/page", checkJobId=job["id"])["rows"]]
    assert found["id"] in ids and len(ids) == 2
    later = _add(site, cycle="daily", startDate=day(site.ctx, 1))
    assert (later["periodStart"], later["done"], later["nextDueDate"]) == (None, None, day(site.ctx, 1))
    once = _add(site, cycle="once", startDate=day(site.ctx, -3))
    assert (once["periodStart"], once["periodEnd"], once["nextDueDate"]) == (
        day(site.ctx, -3),
        None,
        day(site.ctx, -3),
    )
    # a job with inspections stays; it may be switched off instead
    code(site.author.post(f"{JOB_PATH}/delete", [{"id": job["id"]}]), 4440504, "2条")
    site.author.ok("POST", f"{JOB_PATH}/delete", [{"id": later["id"]}])
    mine = [
        r["id"] for r in site.officer.ok("GET", f"{JOB_PATH}/page", checkerId=site.uid("officer"))["rows"]
    ]
    assert set(mine) == {job["id"], once["id"]}
    sheet = read_workbook(site.author.download(f"{JOB_PATH}/export", name=job["name"])[0])
    assert sheet[0][:3] == ["任务名称", "检查类型", "检查周期"] and sheet[1][:3] == [
        job["name"],
        "专项检查",
        "每周",
    ]
    assert sheet[1][6:8] == ["是", day(site.ctx, 6)]


def test_checkers_are_reminded_once_per_period(site: Site, clock: FakeClock) -> None:
    job = _add(site)
    off = _add(site)
    site.author.ok("POST", f"{JOB_PATH}/enable", {"id": off["id"], "enabled": False})
    assert _detail(site, off["id"])["nextDueDate"] is None
    title = f"{site.name}：检查任务“{job['name']}”本期待检查"
    run_reminders(site.ctx)
    run_reminders(site.ctx)
    assert bell(site.author) == [title] and bell(site.officer) == [title]
    assert bell(site.leader) == []
    site.later(clock, 3)  # the same period
    run_reminders(site.ctx)
    assert bell(site.author) == [title]
    site.later(clock, 4)  # the next period
    run_reminders(site.ctx)
    assert bell(site.author) == [title, title]
    site.later(clock, 7)  # done before the reminder went out: nobody is reminded
    site.add(checkJobId=job["id"], result="pass", deadline=None, responsibleUserId=None)
    run_reminders(site.ctx)
    assert len(bell(site.officer)) == 2
    # switched on again, the other job reminds from its current period on
    site.author.ok("POST", f"{JOB_PATH}/enable", {"id": off["id"], "enabled": True})
    run_reminders(site.ctx)
    assert bell(site.officer)[0] == f"{site.name}：检查任务“{off['name']}”本期待检查"


def test_submit_approve_reject_resubmit_and_cc(site: Site) -> None:
    job = _add(site)
    site.author.ok("POST", f"{JOB_PATH}/submit", {"id": job["id"], "ccUserIds": [site.uid("cc")]})
    assert [r["id"] for r in site.cc.ok("GET", f"{JOB_PATH}/ccPage")["rows"]] == [job["id"]]
    site.manager.ok("POST", f"{JOB_PATH}/reject", {"id": job["id"], "comment": "周期太长"})
    rejected = _detail(site, job["id"])
    assert rejected["approveStatus"] == "rejected"
    edit = {**_job(site, name=job["name"], cycle="daily"), "id": job["id"], "version": rejected["version"]}
    site.author.ok("POST", f"{JOB_PATH}/edit", edit)
    site.author.ok("POST", f"{JOB_PATH}/submit", {"id": job["id"]})
    assert [r["id"] for r in site.manager.ok("GET", f"{JOB_PATH}/approvalPage")["rows"]] == [job["id"]]
    site.manager.ok("POST", f"{JOB_PATH}/approve", {"id": job["id"]})
    approved = _detail(site, job["id"])
    assert approved["approveStatus"] == "approved" and approved["cycle"] == "daily"
    code(site.author.post(f"{JOB_PATH}/edit", {**edit, "version": approved["version"]}), 4440002)
    # switching off is not an edit of the content: allowed after the approval
    site.author.ok("POST", f"{JOB_PATH}/enable", {"id": job["id"], "enabled": False})
    assert _detail(site, job["id"])["enabled"] is False


def test_bad_input_and_project_isolation(site: Site, client: TestClient) -> None:
    post = site.author.post
    code(post(f"{JOB_PATH}/add", _job(site, endDate=day(site.ctx, -1))), 4440502)
    code(post(f"{JOB_PATH}/add", _job(site, checkerIds=[site.uid("cc")])), 4440503)
    code(post(f"{JOB_PATH}/add", _job(site, checkerIds=[])), 1012001)
    code(post(f"{JOB_PATH}/add", _job(site, cycle="yearly")), 1012001)
    answer = post(f"{JOB_PATH}/add", _job(site, checkType="weekly"))
    assert not answer["success"] and "检查类型取值不在字典中" in answer["message"]
    mine = _add(site)
    admin = ProjectApi(client, login(client, "superAdmin"), None)
    other = admin.in_project(new_project(admin))
    other.ok(
        "POST", f"{JOB_PATH}/add", {**_job(site, name="他人任务"), "checkerIds": [str(_admin_id(other))]}
    )
    theirs = other.ok("GET", f"{JOB_PATH}/page", name="他人任务")["rows"][0]
    seen = {r["id"] for r in site.author.ok("GET", f"{JOB_PATH}/page")["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    code(site.author.get(f"{JOB_PATH}/detail", id=theirs["id"]), 1013003)
    code(site.author.post(f"{JOB_PATH}/enable", {"id": theirs["id"], "enabled": False}), 1013003)
    # an inspection cannot name another project's job
    code(site.author.post(f"{PATH}/add", site.finding(checkJobId=theirs["id"])), 4440414, "检查任务")


def _admin_id(api: ProjectApi) -> str:
    found: str = api.ok("GET", "/getLoginUser")["id"]
    return found
