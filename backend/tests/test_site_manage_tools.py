"""管理工具 I: 评价项 (project-scoped CRUD with enabled/disabled items; an item in use stays) and 考核
(scores against enabled items within their maxima, the total and grade computed, the target one of the
project's subcontractors or teams or a named person, approved through its process)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_contract import ExportContract, StatusContract
from crud_helpers import unique
from people_helpers import ProjectApi, Site
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser
from tools_helpers import ITEMS, Tools, add_item, code, targets, tools_site

PATH = "/siteAssessment"


class TestEvaluateItem(SiteContract, StatusContract, ExportContract):
    name = "siteEvaluateItem"
    title = "评价项"
    key = "name"
    not_found = 4440801
    actions = ("page", "list", "detail", "add", "edit", "delete", "export")
    export_headers = ("名称", "分类", "满分", "评分标准", "排序", "状态", "创建时间")
    bad = (
        {"name": " ", "maxScore": 101, "category": ""},
        "名称不能为空,分类不能为空,满分不能大于100",
    )
    duplicate = (4440802, "本项目已有同名评价项，请检查name参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "name": unique("安全帽佩戴"),
            "category": "safety",
            "maxScore": 10,
            "criteria": "未戴安全帽每人次扣1分",
            "sort": 5,
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "category": "civilized", "maxScore": 20, "criteria": "按检查记录"}

    def test_category_comes_from_its_dictionary(self, admin: ProjectApi, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        assert row["categoryName"] == "安全管理" and row["status"] == 0 and row["maxScore"] == 10
        answer = admin.post(self.path("add"), {**self.payload(ctx), "category": "nope"})
        assert answer["code"] == 4202012 and answer["message"] == "分类取值不在字典中"
        zero = admin.post(self.path("add"), {**self.payload(ctx), "maxScore": 0})
        assert (zero["code"], zero["message"]) == (1012001, "满分不能小于1")

    def test_list_filters_enabled_items(self, admin: ProjectApi, ctx: AppContext) -> None:
        _, on = self.added(admin, ctx)
        _, off = self.added(admin, ctx)
        admin.ok("POST", self.path("changeStatus"), {"id": off["id"], "status": 1})
        enabled = {r["id"] for r in admin.ok("GET", self.path("list"), status=0)}
        assert on["id"] in enabled and off["id"] not in enabled
        names = {r["id"] for r in admin.ok("GET", self.path("page"), category="safety", pageSize=100)["rows"]}
        assert {on["id"], off["id"]} <= names
        assert admin.ok("GET", self.path("page"), category="labor")["rows"] == []

    def test_same_name_in_another_project(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        _, other = self.other_site()
        other.ok("POST", self.path("add"), payload)

    def prepare(self, api: ProjectApi, site: Site) -> None:
        pass


@pytest.fixture
def tools(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Tools]:
    with tools_site(client, ctx, make_user) as made:
        made.extra["items"] = [add_item(made.author, m) for m in (40, 30, 30)]
        yield made


def _scores(tools: Tools, *values: Any) -> list[dict[str, Any]]:
    return [
        {"itemId": item["id"], "score": value, "remark": f"第{n}项"}
        for n, (item, value) in enumerate(zip(tools.extra["items"], values, strict=True), start=1)
    ]


def _body(tools: Tools, *values: Any, **change: Any) -> dict[str, Any]:
    return {
        "targetType": "enterprise",
        "targetId": tools.subcontractor,
        "period": "2026-10",
        "assessor": "张安全",
        "scores": _scores(tools, *values),
        "summary": "现场安全管理整体较好",
        **change,
    }


def _add(tools: Tools, *values: Any, api: ProjectApi | None = None, **change: Any) -> dict[str, Any]:
    caller = api or tools.author
    assessor = unique("考核人")
    caller.ok("POST", f"{PATH}/add", _body(tools, *values, assessor=assessor, **change))
    rows = [r for r in caller.ok("GET", f"{PATH}/page", pageSize=100)["rows"] if r["assessor"] == assessor]
    assert len(rows) == 1
    row: dict[str, Any] = rows[0]
    return row


def test_total_and_grade_are_computed(tools: Tools) -> None:
    row = _add(tools, 36, 27, "28.5")
    assert (row["totalScore"], row["maxTotal"], row["grade"], row["gradeName"]) == (
        91.5,
        100,
        "excellent",
        "优秀",
    )
    names = [tools.extra["items"][i]["name"] for i in range(3)]
    assert [(s["itemName"], s["maxScore"], s["score"], s["remark"]) for s in row["scores"]] == [
        (names[0], 40, 36.0, "第1项"),
        (names[1], 30, 27.0, "第2项"),
        (names[2], 30, 28.5, "第3项"),
    ]
    assert row["scores"][0]["categoryName"] == "安全管理"
    assert row["targetName"].startswith("劳务分包公司") and row["targetTypeName"] == "分包单位"
    assert row["approveStatus"] == "draft"
    for values, grade in (
        ((30, 20, 25), "good"),
        ((20, 20, 20), "pass"),
        ((20, 20, "19.5"), "fail"),
        ((40, 30, 20), "excellent"),
        ((30, 22, 23), "good"),
    ):
        current = tools.author.ok("GET", f"{PATH}/detail", id=row["id"])
        tools.author.ok(
            "POST",
            f"{PATH}/edit",
            {
                **_body(tools, *values, assessor=row["assessor"]),
                "id": row["id"],
                "version": current["version"],
            },
        )
        after = tools.author.ok("GET", f"{PATH}/detail", id=row["id"])
        assert after["grade"] == grade, (values, after["totalScore"])
        assert after["totalScore"] == float(sum(float(v) for v in values))
        assert [s["score"] for s in after["scores"]] == [float(v) for v in values]
    # an assessment of fewer items is graded against their maxima only
    two = _add(tools, 0, 27, 27, scores=_scores(tools, 0, 27, 27)[1:])
    assert (two["totalScore"], two["maxTotal"], two["grade"]) == (54.0, 60, "excellent")
    graded = tools.author.ok("GET", f"{PATH}/page", grade="excellent", pageSize=100)["rows"]
    assert two["id"] in {r["id"] for r in graded}


def test_submit_reject_resubmit_approve_with_cc(tools: Tools) -> None:
    row = _add(tools, 30, 25, 25)
    cc = str(tools.people["cc"].id)
    tools.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "ccUserIds": [cc], "comment": "请审核"})
    assert tools.author.ok("GET", f"{PATH}/detail", id=row["id"])["approveStatus"] == "pending"
    pending = tools.author.ok("GET", f"{PATH}/detail", id=row["id"])
    edit = {**_body(tools, 30, 25, 25), "id": row["id"], "version": pending["version"]}
    code(tools.author.post(f"{PATH}/edit", edit), 4440002)
    waiting = tools.manager.ok("GET", f"{PATH}/approvalPage")["rows"]
    assert [r["id"] for r in waiting] == [row["id"]] and waiting[0]["totalScore"] == 80.0
    copied = tools.cc.ok("GET", f"{PATH}/ccPage")["rows"]
    assert [r["id"] for r in copied] == [row["id"]]
    assert tools.cc.ok("GET", f"{PATH}/detail", id=row["id"])["scores"][0]["score"] == 30.0
    code(tools.cc.post(f"{PATH}/approve", {"id": row["id"]}), 4440003)
    code(tools.outsider.get(f"{PATH}/detail", id=row["id"]), 1013003)

    tools.manager.ok("POST", f"{PATH}/reject", {"id": row["id"], "comment": "评分依据不足"})
    rejected = tools.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert rejected["approveStatus"] == "rejected"
    tools.author.ok(
        "POST",
        f"{PATH}/edit",
        {**_body(tools, 28, 24, 22, summary="补充检查记录"), "id": row["id"], "version": rejected["version"]},
    )
    tools.author.ok("POST", f"{PATH}/submit", {"id": row["id"], "comment": "已补充"})
    tools.manager.ok("POST", f"{PATH}/approve", {"id": row["id"], "comment": "同意"})
    done = tools.author.ok("GET", f"{PATH}/detail", id=row["id"])
    assert (done["approveStatus"], done["totalScore"], done["grade"], done["summary"]) == (
        "approved",
        74.0,
        "pass",
        "补充检查记录",
    )
    timeline = tools.author.ok("GET", f"{PATH}/flow", id=row["id"])["timeline"]
    assert [(s["action"], s["comment"]) for s in timeline] == [
        ("start", "请审核"),
        ("end", "评分依据不足"),
        ("start", "已补充"),
        ("submit", "同意"),
    ]
    code(tools.author.post(f"{PATH}/delete", [{"id": row["id"]}]), 4440002)


def test_the_target_is_the_projects(tools: Tools, ctx: AppContext) -> None:
    team = _add(tools, 30, 20, 20, targetType="team", targetId=tools.team)
    assert team["targetName"].startswith("钢筋班") and team["targetTypeName"] == "班组"
    person = _add(tools, 30, 20, 20, targetType="person", targetId=tools.team, targetName="李四")
    assert (person["targetName"], person["targetId"], person["targetTypeName"]) == ("李四", None, "个人")
    author = tools.author
    for change, expected in (
        ({"targetId": tools.participant}, (4440902, "分包单位不存在或不属于本项目")),
        ({"targetId": "123"}, (4440902, "分包单位不存在或不属于本项目")),
        ({"targetType": "team", "targetId": tools.subcontractor}, (4440902, "班组不存在或不属于本项目")),
        ({"targetId": None}, (4440903, "请选择被考核的分包单位")),
        ({"targetType": "person", "targetId": None, "targetName": " "}, (4440903, "请填写被考核人")),
        ({"targetType": "group"}, (4202012, "考核对象类型取值不在字典中")),
    ):
        answer = author.post(f"{PATH}/add", _body(tools, 1, 1, 1, **change))
        assert (answer["code"], answer["message"]) == expected, change
    # another project's subcontractor and team
    sub, _, foreign_team = targets(ctx, int(tools.other_project().project_id or 0))
    for kind, target, what in (("enterprise", sub, "分包单位"), ("team", foreign_team, "班组")):
        refused = author.post(f"{PATH}/add", _body(tools, 1, 1, 1, targetType=kind, targetId=target))
        assert (refused["code"], refused["message"]) == (4440902, f"{what}不存在或不属于本项目")


def test_scores_are_checked_against_the_items(tools: Tools) -> None:
    author, items = tools.author, tools.extra["items"]
    message = code(author.post(f"{PATH}/add", _body(tools, 41, 1, 1)), 4440805)
    assert message == f"“{items[0]['name']}”的得分应在0到40分之间"
    code(author.post(f"{PATH}/add", _body(tools, "30.5", "30.1", 1)), 4440805)
    for value, message in (
        (-1, "得分应在0到100之间"),
        ("1.25", "得分最多保留1位小数"),
        ("x", "得分必须为数字"),
        (None, "得分必须为数字"),
    ):
        assert code(author.post(f"{PATH}/add", _body(tools, value, 1, 1)), 1012001) == message
    repeated = _body(tools, 1, 1, 1)
    repeated["scores"][1]["itemId"] = items[0]["id"]
    assert code(author.post(f"{PATH}/add", repeated), 4440806) == f"评价项“{items[0]['name']}”重复"
    assert code(author.post(f"{PATH}/add", _body(tools, 1, 1, 1, scores=[])), 1012001) == "评分至少需要1项"
    bad_period = code(author.post(f"{PATH}/add", _body(tools, 1, 1, 1, period="2026-13")), 1012001)
    assert bad_period == "考核周期格式不正确"
    # a disabled item, an unknown one and another project's take no scores
    author.ok("POST", f"{ITEMS}/changeStatus", {"id": items[2]["id"], "status": 1})
    assert (
        code(author.post(f"{PATH}/add", _body(tools, 1, 1, 1)), 4440804)
        == "评价项不存在、已停用或不属于本项目"
    )
    foreign = add_item(tools.other_project(), 10)
    for item_id in (foreign["id"], "42"):
        body = _body(tools, 1, 1, 1)
        body["scores"][2]["itemId"] = item_id
        code(author.post(f"{PATH}/add", body), 4440804)


def test_an_item_in_use_is_not_deleted(tools: Tools) -> None:
    row = _add(tools, 1, 1, 1)
    used = tools.extra["items"][0]
    message = code(tools.author.post(f"{ITEMS}/delete", [{"id": used["id"]}]), 4440803)
    assert message == f"评价项“{used['name']}”已被考核或问卷使用，不能删除"
    # disabling it is fine: the assessment keeps its score and the item's name
    tools.author.ok("POST", f"{ITEMS}/changeStatus", {"id": used["id"], "status": 1})
    assert tools.author.ok("GET", f"{PATH}/detail", id=row["id"])["scores"][0]["itemName"] == used["name"]
    tools.author.ok("POST", f"{PATH}/delete", [{"id": row["id"]}])
    tools.author.ok("POST", f"{ITEMS}/delete", [{"id": used["id"]}])
    code(tools.author.get(f"{ITEMS}/detail", id=used["id"]), 4440801)


def test_project_isolation_and_export(tools: Tools) -> None:
    mine = _add(tools, 10, 10, 10)
    other = tools.other_project()
    items = [add_item(other, 10)]
    scores = [{"itemId": items[0]["id"], "score": 5}]
    body = {"targetType": "person", "targetName": "王五", "period": "2026-09", "assessor": "外项目"}
    other.ok("POST", f"{PATH}/add", {**body, "scores": scores})
    theirs = other.ok("GET", f"{PATH}/page", targetName="王五")["rows"][0]
    seen = {r["id"] for r in tools.author.ok("GET", f"{PATH}/page", pageSize=100)["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    code(tools.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    code(tools.author.post(f"{PATH}/submit", {"id": theirs["id"]}), 1013003)
    code(tools.author.post(f"{ITEMS}/edit", {**items[0], "name": "改名"}), 1013003)
    assert theirs["grade"] == "fail" and theirs["totalScore"] == 5.0
    from crud_helpers import read_workbook

    rows = read_workbook(tools.author.download(f"{PATH}/export", period="2026-10")[0])
    assert rows[0][:7] == ["考核对象类型", "考核对象", "考核周期", "考核人", "总分", "满分", "等级"]
    assert any(r[3] == mine["assessor"] and r[6] == "不合格" for r in rows[1:])
