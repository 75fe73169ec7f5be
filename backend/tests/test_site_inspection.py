"""安全检查: a finding is recorded, approved through the module's process (submit, approve, reject and
resubmit, cc), rectified by its responsible person with photos and reviewed by a checker or the safety
officer (待整改 → 待复查 → 复查不通过 → 待复查 → 复查通过, each step in the history); deadlines remind and
overdue findings alert once; the project board counts; the hazard category tree; bad input."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient

from crud_helpers import read_workbook, unique
from helpers import FakeClock, login
from inspection_helpers import (
    PATH,
    Site,
    bell,
    can_download,
    code,
    day,
    open_site,
    rectify,
    run_reminders,
    upload,
)
from site_helpers import ProjectApi, join, new_project
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser


@pytest.fixture
def site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    with open_site(client, ctx, make_user) as found:
        yield found


def test_a_finding_starts_pending_and_a_pass_needs_no_rectification(site: Site, png_bytes: bytes) -> None:
    photo = upload(site.author, png_bytes)
    row = site.add(checkPhotos=[photo], checkerIds=[site.uid("author"), site.uid("officer")])
    assert (row["approveStatus"], row["rectifyStatus"], row["rectifyStatusName"]) == (
        "draft",
        "pending",
        "待整改",
    )
    assert row["categoryName"] == "高处坠落/临边防护" and row["levelName"] == "一般"
    assert row["checkTypeName"] == "日常检查" and row["responsibleUserName"] == site.people["leader"].name
    assert row["checkerNames"] == [site.people["author"].name, site.people["officer"].name]
    assert row["checkPhotos"] == [photo] and row["overdue"] is False
    [log] = site.logs(row["id"])
    assert (log["action"], log["actionName"], log["content"], log["photos"]) == (
        "check", "检查登记", "临边防护栏杆缺失", [photo]
    )  # fmt: skip
    # the responsible person reads the photo of the finding
    assert can_download(site.leader, photo)
    fine = site.add(result="pass", categoryId=None, level=None, deadline=None, responsibleUserId=None)
    assert fine["rectifyStatus"] == "none" and fine["overdue"] is False
    # no checker given: the author checked
    mine = site.add(checkerIds=[])
    assert mine["checkerIds"] == [site.uid("author")]
    # filters: by state, by category subtree (高处坠落 holds 临边防护), by result
    ids = {r["id"] for r in site.author.ok("GET", f"{PATH}/page", rectifyStatus="pending")["rows"]}
    assert ids == {row["id"], mine["id"]}
    ids = {
        r["id"] for r in site.author.ok("GET", f"{PATH}/page", categoryId=site.categories["高处坠落"])["rows"]
    }
    assert ids == {row["id"], mine["id"]}
    assert site.author.ok("GET", f"{PATH}/page", categoryId=site.categories["塔吊"])["rows"] == []
    assert [r["id"] for r in site.author.ok("GET", f"{PATH}/page", result="pass")["rows"]] == [fine["id"]]
    sheet = read_workbook(site.author.download(f"{PATH}/export", location=row["location"])[0])
    assert sheet[0][:5] == ["检查日期", "检查类型", "检查部位", "隐患分类", "隐患等级"]
    assert sheet[1][1:5] == ["日常检查", row["location"], "高处坠落/临边防护", "一般"]
    assert sheet[1][8:11] == ["待整改", "否", "草稿"]


def test_submit_approve_reject_resubmit_and_cc(site: Site) -> None:
    row = site.add()
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "ccUserIds": [site.uid("cc")]})
    assert site.detail(row["id"])["approveStatus"] == "pending"
    waiting = site.manager.ok("GET", f"{PATH}/approvalPage")["rows"]
    assert [r["id"] for r in waiting] == [row["id"]] and waiting[0]["nodeName"] == "项目审批"
    copied = site.cc.ok("GET", f"{PATH}/ccPage")["rows"]
    assert [r["id"] for r in copied] == [row["id"]]
    assert site.detail(row["id"], site.cc)["location"] == row["location"]
    code(site.cc.post(f"{PATH}/edit", {**site.finding(), "id": row["id"]}), 1013003)
    # a pending record is not edited
    pending = site.detail(row["id"])
    code(
        site.author.post(f"{PATH}/edit", {**site.finding(), "id": row["id"], "version": pending["version"]}),
        4440002,
    )
    code(site.officer.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    site.manager.ok("POST", f"{PATH}/reject", {"id": row["id"], "comment": "请补充检查照片"})
    rejected = site.detail(row["id"])
    assert rejected["approveStatus"] == "rejected" and rejected["rectifyStatus"] == "pending"
    edit = {**site.finding(location=row["location"], problemDesc="临边防护栏杆缺失两处"), "id": row["id"],
            "version": rejected["version"]}  # fmt: skip
    site.author.ok("POST", f"{PATH}/edit", edit)
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "comment": "已补充"})
    site.manager.ok("POST", f"{PATH}/approve", {"id": row["id"], "comment": "同意"})
    done = site.detail(row["id"])
    assert done["approveStatus"] == "approved" and done["problemDesc"] == "临边防护栏杆缺失两处"
    steps = [s["action"] for s in site.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]]
    assert steps == ["start", "end", "start", "submit"]


def test_the_rectification_loop_with_its_history(site: Site, png_bytes: bytes) -> None:
    row = site.add()
    first, second = upload(site.leader, png_bytes), upload(site.leader, png_bytes, "整改后.png")
    site.leader.ok(
        "POST", f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "已恢复栏杆", "rectifyPhotos": [first]}
    )
    reviewing = site.detail(row["id"])
    assert reviewing["rectifyStatus"] == "reviewing" and reviewing["rectifyPhotos"] == [first]
    assert reviewing["rectifyDate"] == day(site.ctx) and reviewing["rectifyDesc"] == "已恢复栏杆"
    # rectifying twice is refused: it waits for the review
    code(rectify(site.leader, row["id"], "再次", [first]), 4440406, "待复查")
    # the responsible person does not review (neither checker nor officer nor manager)
    code(site.leader.post(f"{PATH}/review", {"id": row["id"], "pass": True}), 4440408)
    code(site.officer.post(f"{PATH}/review", {"id": row["id"], "pass": False, "opinion": " "}), 4440410)
    site.officer.ok("POST", f"{PATH}/review", {"id": row["id"], "pass": False, "opinion": "挡脚板未设置"})
    failed = site.detail(row["id"])
    assert failed["rectifyStatus"] == "failed" and failed["reviewerName"] == site.people["officer"].name
    assert failed["reviewOpinion"] == "挡脚板未设置"
    site.leader.ok("POST", f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "已设置挡脚板",
                                               "rectifyPhotos": [second]})  # fmt: skip
    review_photo = upload(site.author, png_bytes)
    site.author.ok(
        "POST", f"{PATH}/review", {"id": row["id"], "pass": True, "opinion": "合格", "photos": [review_photo]}
    )
    passed = site.detail(row["id"])
    assert passed["rectifyStatus"] == "passed" and passed["rectifyPhotos"] == [second]
    assert passed["reviewPhotos"] == [review_photo] and passed["reviewerName"] == site.people["author"].name
    code(rectify(site.leader, row["id"], "x", [second]), 4440406, "复查通过")
    code(site.author.post(f"{PATH}/review", {"id": row["id"], "pass": True}), 4440409, "复查通过")
    history = [
        (h["action"], h["userName"], h["content"], h["photos"]) for h in site.logs(row["id"], site.leader)
    ]
    names = {k: site.people[k].name for k in ("author", "leader", "officer")}
    assert history == [
        ("check", names["author"], "临边防护栏杆缺失", []),
        ("rectify", names["leader"], "已恢复栏杆", [first]),
        ("fail", names["officer"], "挡脚板未设置", []),
        ("rectify", names["leader"], "已设置挡脚板", [second]),
        ("pass", names["author"], "合格", [review_photo]),
    ]
    # the first rectification's photo stays readable through the history (to the officer, a reader)
    assert can_download(site.officer, first)
    # once rectification has begun, the result of the finding stays (the record is still a draft)
    edit = {
        **site.finding(location=row["location"], result="pass"),
        "id": row["id"],
        "version": passed["version"],
    }
    code(site.author.post(f"{PATH}/edit", edit), 4440411)


def test_the_manager_reviews_and_a_super_admin_rectifies(
    site: Site, client: TestClient, png_bytes: bytes
) -> None:
    row = site.add()
    admin = ProjectApi(client, login(client, "superAdmin"), site.project)
    photo = upload(admin, png_bytes)
    admin.ok(
        "POST", f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "代为整改", "rectifyPhotos": [photo]}
    )
    site.manager.ok("POST", f"{PATH}/review", {"id": row["id"], "pass": True})
    assert site.detail(row["id"])["rectifyStatus"] == "passed"


def test_a_member_playing_safety_officer_reviews(
    site: Site, client: TestClient, ctx: AppContext, png_bytes: bytes
) -> None:
    """Besides the project's one safety officer, any member with the project role 安全员 reviews."""
    row = site.add()
    rectify(site.leader, row["id"], "已整改", [upload(site.leader, png_bytes)])
    join(ctx, site.project, site.people["cc"].id, role="safety")
    second = ProjectApi(client, login(client, site.people["cc"].account), site.project)
    second.ok("POST", f"{PATH}/review", {"id": row["id"], "pass": True})
    assert site.detail(row["id"])["reviewerName"] == site.people["cc"].name


def test_bad_input(site: Site, png_bytes: bytes) -> None:
    post = site.author.post
    code(post(f"{PATH}/add", site.finding(deadline=None)), 4440402, "整改期限")
    code(post(f"{PATH}/add", site.finding(responsibleUserId=None)), 4440402, "整改责任人")
    code(post(f"{PATH}/add", site.finding(level=None)), 4440402, "隐患等级")
    code(post(f"{PATH}/add", site.finding(categoryId="123456789")), 4440403)
    answer = post(f"{PATH}/add", site.finding(level="tiny"))
    assert not answer["success"] and "隐患等级取值不在字典中" in answer["message"]
    answer = post(f"{PATH}/add", site.finding(checkType="weekly"))
    assert not answer["success"] and "检查类型取值不在字典中" in answer["message"]
    code(post(f"{PATH}/add", site.finding(deadline=day(site.ctx, -1))), 4440412)
    code(post(f"{PATH}/add", site.finding(responsibleUserId=site.uid("cc"))), 4440404, "整改责任人")
    code(post(f"{PATH}/add", site.finding(checkerIds=[site.uid("outsider")])), 4440404, "检查人")
    code(post(f"{PATH}/add", site.finding(checkJobId="123456789")), 4440414, "检查任务")
    code(post(f"{PATH}/add", site.finding(result="maybe")), 1012001)
    row = site.add()
    photo = upload(site.leader, png_bytes)
    # not the responsible person, then no photo, then a date to come
    code(
        site.officer.post(
            f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "整改", "rectifyPhotos": [photo]}
        ),
        4440405,
    )
    code(
        site.leader.post(f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "整改", "rectifyPhotos": []}),
        4440407,
    )
    code(rectify(site.leader, row["id"], "整改", [photo], rectifyDate=day(site.ctx, 1)), 4440413)
    # a photo the rectifier may not read (someone else's upload) is refused
    foreign = upload(site.manager, png_bytes)
    answer = site.leader.post(
        f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "整改", "rectifyPhotos": [foreign]}
    )
    assert not answer["success"] and answer["code"] == 2015014
    # a review before any rectification
    code(site.author.post(f"{PATH}/review", {"id": row["id"], "pass": True}), 4440409, "待整改")
    assert site.detail(row["id"])["rectifyStatus"] == "pending"
    assert [h["action"] for h in site.logs(row["id"])] == ["check"]


def test_project_isolation(site: Site, client: TestClient, png_bytes: bytes) -> None:
    mine = site.add()
    admin = ProjectApi(client, login(client, "superAdmin"), None)
    other = new_project(admin)
    theirs_api = admin.in_project(other)
    theirs_api.ok("POST", f"{PATH}/add", {**site.finding(responsibleUserId=None, checkerIds=[], result="pass",
                                                         location="他人项目")})  # fmt: skip
    theirs = theirs_api.ok("GET", f"{PATH}/page", location="他人项目")["rows"][0]
    seen = {r["id"] for r in site.author.ok("GET", f"{PATH}/page")["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    code(site.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    code(site.author.get(f"{PATH}/logs", id=theirs["id"]), 1013003)
    photo = upload(site.leader, png_bytes)
    code(
        site.leader.post(
            f"{PATH}/rectify", {"id": theirs["id"], "rectifyDesc": "x", "rectifyPhotos": [photo]}
        ),
        1013003,
    )
    code(site.outsider.get(f"{PATH}/detail", id=mine["id"]), 1013003)
    # the other project's figures are not counted in this one's
    assert site.author.ok("GET", f"{PATH}/stats")["open"] == 1


def test_reminders_honour_the_system_message_switch(site: Site, clock: FakeClock) -> None:
    """A user who switched 系统消息 off gets no reminder in the bell; the others still do."""
    quiet = {"notification": {"accountPassword": True, "systemMessage": False, "todoTask": True}}
    site.officer.ok("POST", "/sysUser/updatePreferences", quiet)
    row = site.add(deadline=day(site.ctx, 1))
    site.later(clock, 2)
    run_reminders(site.ctx)
    alert = f"{site.name}：隐患整改已逾期1天（{row['location']}）"
    assert alert in bell(site.leader) and bell(site.officer) == []


def test_deadline_reminder_and_overdue_alert_go_once(site: Site, clock: FakeClock, png_bytes: bytes) -> None:
    row = site.add(deadline=day(site.ctx, 2))
    early = site.add(deadline=day(site.ctx, 5))
    run_reminders(site.ctx)
    assert bell(site.leader) == []
    site.later(clock, 1)  # the deadline is tomorrow: the responsible person is reminded, once
    run_reminders(site.ctx)
    run_reminders(site.ctx)
    assert bell(site.leader) == [f"{site.name}：隐患整改明天到期（{row['location']}）"]
    assert bell(site.officer) == []
    site.later(clock, 2)  # past the deadline: overdue, alerted to the rectifier and the safety officer once
    detail = site.detail(row["id"])
    assert detail["overdue"] is True and site.detail(early["id"])["overdue"] is False
    overdue = [r["id"] for r in site.author.ok("GET", f"{PATH}/page", overdue=True)["rows"]]
    assert overdue == [row["id"]]
    assert {r["id"] for r in site.author.ok("GET", f"{PATH}/page", overdue=False)["rows"]} == {early["id"]}
    summary = run_reminders(site.ctx)
    assert summary.startswith("发送整改到期提醒")
    run_reminders(site.ctx)
    alert = f"{site.name}：隐患整改已逾期1天（{row['location']}）"
    assert alert in bell(site.leader) and bell(site.officer) == [alert]
    assert len(bell(site.leader)) == 2  # the other finding is due in two days: not yet
    # rectified: no longer overdue, even though the deadline has passed
    photo = upload(site.leader, png_bytes)
    site.leader.ok(
        "POST", f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "已整改", "rectifyPhotos": [photo]}
    )
    assert site.detail(row["id"])["overdue"] is False
    # failed again: overdue again, but the alert of this deadline was sent already
    site.officer.ok("POST", f"{PATH}/review", {"id": row["id"], "pass": False, "opinion": "未完成"})
    assert site.detail(row["id"])["overdue"] is True
    run_reminders(site.ctx)
    assert bell(site.officer) == [alert]
    site.later(clock, 1)
    run_reminders(site.ctx)
    assert bell(site.leader)[0] == f"{site.name}：隐患整改明天到期（{early['location']}）"
    assert len(bell(site.leader)) == 3 and bell(site.officer) == [alert]


def test_stats_for_the_project_board(site: Site, clock: FakeClock, png_bytes: bytes) -> None:
    blank = site.author.ok("GET", f"{PATH}/stats")
    assert (blank["open"], blank["overdue"], blank["byCategory"]) == (0, 0, [])
    assert [(i["key"], i["count"]) for i in blank["byLevel"]] == [("general", 0), ("larger", 0), ("major", 0)]
    assert len(blank["daily"]) == 30 and blank["daily"][-1]["date"] == day(site.ctx)
    site.add(checkDate=day(site.ctx, -3), deadline=day(site.ctx, -1))  # overdue
    b = site.add(level="major", categoryId=site.categories["塔吊"])
    c = site.add(level="major", categoryId=site.categories["塔吊"])
    site.add(result="pass", categoryId=None, level=None, deadline=None, responsibleUserId=None)
    photo = upload(site.leader, png_bytes)
    for row in (b, c):
        site.leader.ok(
            "POST", f"{PATH}/rectify", {"id": row["id"], "rectifyDesc": "已整改", "rectifyPhotos": [photo]}
        )
    site.author.ok("POST", f"{PATH}/review", {"id": c["id"], "pass": True})
    figures = site.author.ok("GET", f"{PATH}/stats")
    assert (figures["open"], figures["pending"], figures["reviewing"], figures["failed"]) == (2, 1, 1, 0)
    assert (figures["overdue"], figures["closed"]) == (1, 1)
    assert {i["key"]: i["count"] for i in figures["byLevel"]} == {"general": 1, "larger": 0, "major": 1}
    assert [(i["name"], i["count"]) for i in figures["byCategory"]] == [
        ("起重伤害/塔吊", 2), ("高处坠落/临边防护", 1)
    ]  # fmt: skip
    daily = {d["date"]: (d["created"], d["closed"]) for d in figures["daily"]}
    assert daily[day(site.ctx, -3)] == (1, 0) and daily[day(site.ctx)] == (2, 1)
    assert sum(c for c, _ in daily.values()) == 3 and sum(x for _, x in daily.values()) == 1


def test_hazard_category_tree(site: Site) -> None:
    api = site.author
    tree = api.ok("GET", "/siteHazardCategory/list")
    roots = [n["name"] for n in tree]
    for name in ("高处坠落", "物体打击", "起重伤害", "机械伤害", "触电", "坍塌", "火灾", "文明施工"):
        assert name in roots
    lifting = next(n for n in tree if n["name"] == "起重伤害")
    assert [c["name"] for c in lifting["children"]][:3] == ["塔吊", "施工升降机", "吊索具"]
    parent = site.categories["高处坠落"]
    name = unique("防护棚")
    api.ok("POST", "/siteHazardCategory/add", {"pid": parent, "name": name})
    code(api.post("/siteHazardCategory/add", {"pid": parent, "name": name}), 4440421)
    added = next(n for n in api.ok("GET", "/siteHazardCategory/list", name=name))
    code(api.post("/siteHazardCategory/edit", {**added, "pid": added["id"]}), 4440422)
    row = site.add(categoryId=added["id"])
    assert row["categoryName"] == f"高处坠落/{name}"
    code(api.post("/siteHazardCategory/delete", [{"id": added["id"]}]), 4440424, "1条")
    # the parent holds it: deleting the parent is refused too
    code(api.post("/siteHazardCategory/delete", [{"id": parent}]), 4440424)
    unused = unique("无用分类")
    api.ok("POST", "/siteHazardCategory/add", {"pid": parent, "name": unused})
    unused_id = api.ok("GET", "/siteHazardCategory/list", name=unused)[0]["id"]
    api.ok("POST", "/siteHazardCategory/delete", [{"id": unused_id}])
    code(api.post(f"{PATH}/add", site.finding(categoryId=unused_id)), 4440403)
