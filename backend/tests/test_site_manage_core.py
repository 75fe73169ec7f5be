"""The management modules' core, through 审批记录 (the simplest module): a draft is submitted into the
module's process with cc people, the project's manager approves or rejects it in 审批列表, the author
edits a rejected record and submits again, withdraws a pending one; the record follows its instance in
the same transaction; cc people read it; an extension form from 流程表单 adds validated, searchable and
exported fields; only the project's people see its records."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from openpyxl import load_workbook
from sqlalchemy import update

from crud_helpers import Api, unique
from helpers import login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser

PATH = "/siteApprovalRecord"


def _record(**change: Any) -> dict[str, Any]:
    return {
        "title": unique("塔吊进场"),
        "type": "equipment",
        "applyDate": "2026-11-20",
        "content": "1#塔吊进场安装，附检测报告",
        "amount": "12000.50",
        **change,
    }


def _code(answer: dict[str, Any], code: int) -> None:
    assert not answer["success"] and answer["code"] == code, answer


@dataclass
class Site:
    project: str
    author: ProjectApi
    manager: ProjectApi
    officer: ProjectApi
    cc: ProjectApi
    outsider: ProjectApi
    people: dict[str, SysUser]

    def add(self, api: ProjectApi | None = None, **change: Any) -> dict[str, Any]:
        body = _record(**change)
        (api or self.author).ok("POST", f"{PATH}/add", body)
        rows = (api or self.author).ok("GET", f"{PATH}/page", title=body["title"])["rows"]
        assert len(rows) == 1
        row: dict[str, Any] = rows[0]
        return row

    def detail(self, row_id: str, api: ProjectApi | None = None) -> dict[str, Any]:
        found: dict[str, Any] = (api or self.author).ok("GET", f"{PATH}/detail", id=row_id)
        return found


@pytest.fixture
def site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    """A project whose manager approves; its author, safety officer, a cc person outside the project and
    an outsider, all holding the demo role (which grants the module)."""
    with projects_retired(ctx):
        admin = Api(client, login(client, "superAdmin"))
        people = {name: make_user(roles=("demo_role",), org="hxjt_bj_yfb") for name in
                  ("author", "manager", "officer", "cc", "outsider")}  # fmt: skip
        project = new_project(admin)
        with ctx.db.sessionmaker.begin() as db:
            db.execute(
                update(Project)
                .where(Project.id == int(project))
                .values(manager_id=people["manager"].id, safety_officer_id=people["officer"].id)
            )
        for name in ("author", "manager", "officer"):
            join(ctx, project, people[name].id)
        # the cc person and the outsider are in no project: they call without one
        apis = {
            n: ProjectApi(
                client, login(client, u.account), project if n in ("author", "manager", "officer") else None
            )
            for n, u in people.items()
        }
        yield Site(
            project, apis["author"], apis["manager"], apis["officer"], apis["cc"], apis["outsider"], people
        )


def test_submit_approve_with_cc(site: Site) -> None:
    row = site.add()
    assert row["approveStatus"] == "draft" and row["instanceId"] is None
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "ccUserIds": [str(site.people["cc"].id)],
                                              "comment": "请审批"})  # fmt: skip
    pending = site.detail(row["id"])
    assert pending["approveStatus"] == "pending" and pending["instanceId"] and pending["submitTime"]
    # a pending record cannot be changed or deleted, nor submitted twice
    edit = {**_record(), "id": row["id"], "version": pending["version"]}
    _code(site.author.post(f"{PATH}/edit", edit), 4440002)
    _code(site.author.post(f"{PATH}/delete", [{"id": row["id"]}]), 4440002)
    _code(site.author.post(f"{PATH}/submit", {"id": row["id"]}), 4440002)

    # 审批列表: the project's manager has it, with the task; the author and the officer do not
    waiting = site.manager.ok("GET", f"{PATH}/approvalPage")["rows"]
    assert (
        [r["id"] for r in waiting] == [row["id"]]
        and waiting[0]["taskId"]
        and waiting[0]["nodeName"] == "项目审批"
    )
    assert site.author.ok("GET", f"{PATH}/approvalPage")["rows"] == []
    assert site.officer.ok("GET", f"{PATH}/approvalPage")["rows"] == []
    # the same task is in the manager's workflow to-do list
    todo = site.manager.ok("GET", "/flwTask/todoPage")["rows"]
    assert waiting[0]["taskId"] in [t["id"] for t in todo]

    # 抄送列表: the cc person (not a member of the project) sees it and reads it, read-only
    copied = site.cc.ok("GET", f"{PATH}/ccPage")["rows"]
    assert [r["id"] for r in copied] == [row["id"]] and copied[0]["ccTime"]
    assert site.detail(row["id"], site.cc)["title"] == row["title"]
    _code(site.cc.post(f"{PATH}/edit", edit), 1013003)
    _code(site.outsider.get(f"{PATH}/detail", id=row["id"]), 1013003)

    # only the assignee approves
    _code(site.author.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    _code(site.officer.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    flow = site.manager.ok("GET", f"{PATH}/flow", id=row["id"])
    assert flow["canApprove"] and flow["myTaskId"] == waiting[0]["taskId"] and not flow["canWithdraw"]
    site.manager.ok("POST", f"{PATH}/approve", {"id": row["id"], "comment": "同意进场"})
    done = site.detail(row["id"])
    assert done["approveStatus"] == "approved" and done["approveTime"]
    assert site.manager.ok("GET", f"{PATH}/approvalPage")["rows"] == []
    flow = site.author.ok("GET", f"{PATH}/flow", id=row["id"])
    steps = [(s["action"], s["actionName"], s["userName"], s["comment"]) for s in flow["timeline"]]
    assert steps == [
        ("start", "提交审批", site.people["author"].name, "请审批"),
        ("submit", "通过", site.people["manager"].name, "同意进场"),
    ]
    assert [c["id"] for c in flow["ccUsers"]] == [str(site.people["cc"].id)]
    assert flow["instanceStatus"] == "approved" and not flow["canSubmit"]
    _code(site.author.post(f"{PATH}/edit", {**edit, "version": done["version"]}), 4440002)


def test_reject_then_edit_and_submit_again(site: Site) -> None:
    row = site.add()
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    # a rejection needs its reason
    answer = site.manager.post(f"{PATH}/reject", {"id": row["id"], "comment": " "})
    assert not answer["success"] and answer["code"] == 1012001 and "驳回理由" in answer["message"]
    assert site.detail(row["id"])["approveStatus"] == "pending"
    site.manager.ok("POST", f"{PATH}/reject", {"id": row["id"], "comment": "缺少检测报告"})
    rejected = site.detail(row["id"])
    assert rejected["approveStatus"] == "rejected"
    first = rejected["instanceId"]
    site.author.ok("POST", f"{PATH}/edit", {**_record(title=row["title"], content="已补检测报告"),
                                            "id": row["id"], "version": rejected["version"]})  # fmt: skip
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "comment": "已补充"})
    again = site.detail(row["id"])
    assert again["approveStatus"] == "pending" and again["instanceId"] != first
    site.manager.ok("POST", f"{PATH}/approve", {"id": row["id"]})
    assert site.detail(row["id"])["approveStatus"] == "approved"
    actions = [
        (s["action"], s["comment"]) for s in site.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]
    ]
    assert actions == [("start", None), ("end", "缺少检测报告"), ("start", "已补充"), ("submit", None)]


def test_withdraw_before_anyone_acts(site: Site) -> None:
    row = site.add()
    _code(site.author.post(f"{PATH}/withdraw", {"id": row["id"]}), 4440005)
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    assert site.author.ok("GET", f"{PATH}/flow", id=row["id"])["canWithdraw"]
    site.author.ok("POST", f"{PATH}/withdraw", {"id": row["id"]})
    withdrawn = site.detail(row["id"])
    assert withdrawn["approveStatus"] == "withdrawn"
    assert site.manager.ok("GET", f"{PATH}/approvalPage")["rows"] == []
    # a withdrawn record is the author's again: it may be deleted
    site.author.ok("POST", f"{PATH}/delete", [{"id": row["id"]}])
    _code(site.author.get(f"{PATH}/detail", id=row["id"]), 4440101)


def test_only_the_author_submits_and_the_officer_stands_in(site: Site, ctx: AppContext) -> None:
    row = site.add()
    _code(site.officer.post(f"{PATH}/submit", {"id": row["id"]}), 4440004)
    with ctx.db.sessionmaker.begin() as db:
        db.execute(update(Project).where(Project.id == int(site.project)).values(manager_id=None))
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    assert [r["id"] for r in site.officer.ok("GET", f"{PATH}/approvalPage")["rows"]] == [row["id"]]
    site.officer.ok("POST", f"{PATH}/approve", {"id": row["id"]})
    assert site.detail(row["id"])["approveStatus"] == "approved"


def test_no_approver_refuses_the_submit_and_keeps_the_draft(site: Site, ctx: AppContext) -> None:
    row = site.add()
    with ctx.db.sessionmaker.begin() as db:
        db.execute(
            update(Project)
            .where(Project.id == int(site.project))
            .values(manager_id=None, safety_officer_id=None)
        )
    answer = site.author.post(f"{PATH}/submit", {"id": row["id"]})
    assert not answer["success"], answer
    kept = site.detail(row["id"])
    assert kept["approveStatus"] == "draft" and kept["instanceId"] is None
    assert site.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"] == []


def test_bad_input_and_project_isolation(site: Site, client: TestClient) -> None:
    answer = site.author.post(f"{PATH}/add", _record(type="unknown"))
    assert not answer["success"] and "类型取值不在字典中" in answer["message"]
    answer = site.author.post(f"{PATH}/add", _record(amount="-1"))
    assert not answer["success"] and answer["code"] == 1012001
    mine = site.add()
    admin = ProjectApi(client, login(client, "superAdmin"), None)
    other = new_project(admin)
    theirs = site.add(admin.in_project(other))
    seen = {r["id"] for r in site.author.ok("GET", f"{PATH}/page")["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    _code(site.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    _code(site.author.post(f"{PATH}/submit", {"id": theirs["id"]}), 1013003)


FORM = {
    "list": [
        {
            "type": "input",
            "label": "设备编号",
            "model": "deviceNo",
            "key": "deviceNo",
            "options": {"width": "100%", "placeholder": "请输入", "maxLength": 20},
            "rules": [{"required": True, "message": "请填写设备编号"}],
        }
    ],
    "config": {"layout": "horizontal", "labelCol": {"span": 4}, "wrapperCol": {"span": 18}},
}


@pytest.fixture
def ext_form(client: TestClient) -> Iterator[None]:
    """The module's process deployed with an extension form; afterwards deployed again without it."""
    admin = Api(client, login(client, "superAdmin"))
    code = unique("ext_form_")
    admin.ok(
        "POST", "/flwForm/add", {"name": f"审批记录扩展{code}", "code": code, "design": json.dumps(FORM)}
    )
    form_id = admin.ok("GET", "/flwForm/page", code=code)["rows"][0]["id"]
    model = admin.ok("GET", "/flwModel/page", key="site_approval_record")["rows"][0]
    admin.ok("POST", "/flwModel/edit", {**model, "formId": form_id})
    admin.ok("POST", "/flwModel/deploy", {"id": model["id"]})
    yield
    model = admin.ok("GET", "/flwModel/detail", id=model["id"])
    admin.ok("POST", "/flwModel/edit", {**model, "formId": None})
    admin.ok("POST", "/flwModel/deploy", {"id": model["id"]})


@pytest.mark.usefixtures("ext_form")
def test_extension_form_fields_are_validated_searched_and_exported(site: Site) -> None:
    assert [f["model"] for f in site.author.ok("GET", f"{PATH}/extForm")["list"]] == ["deviceNo"]
    answer = site.author.post(f"{PATH}/add", _record())
    assert not answer["success"] and "请填写设备编号" in answer["message"]
    row = site.add(extValues={"deviceNo": "TC-7021", "notInTheForm": "dropped"})
    assert row["extValues"] == {"deviceNo": "TC-7021"}
    assert [r["id"] for r in site.author.ok("GET", f"{PATH}/page", extKeyword="TC-7021")["rows"]] == [
        row["id"]
    ]
    assert site.author.ok("GET", f"{PATH}/page", extKeyword="TC-0000")["rows"] == []
    content, _, _ = site.author.download(f"{PATH}/export", title=row["title"])
    sheet = load_workbook(io.BytesIO(content)).active
    assert sheet is not None
    header = [c.value for c in sheet[1]]
    assert header[-2:] == ["审批状态", "设备编号"]
    assert [c.value for c in sheet[2]][-2:] == ["草稿", "TC-7021"]
    # submitted: the instance carries the same values, and the approver sees them
    site.author.ok("POST", f"{PATH}/submit", {"id": row["id"]})
    site.manager.ok("POST", f"{PATH}/approve", {"id": row["id"]})
    assert site.detail(row["id"])["extValues"] == {"deviceNo": "TC-7021"}
