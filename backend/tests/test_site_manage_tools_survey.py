"""管理工具 III: 问卷评价 (project-scoped CRUD of surveys over the project's enabled evaluate items,
answered once per user while open and within its dates, results with per-item averages)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_contract import ExportContract
from crud_helpers import Api, unique
from people_helpers import ProjectApi, Site, site_today
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser
from tools_helpers import ITEMS, Tools, add_item, code, tools_site

SURVEYS = "/siteSurveyEvaluate"


@pytest.fixture
def tools(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Tools]:
    with tools_site(client, ctx, make_user) as made:
        yield made


class TestSurvey(SiteContract, ExportContract):
    name = "siteSurveyEvaluate"
    title = "问卷评价"
    key = "title"
    not_found = 4441101
    actions = ("page", "list", "detail", "add", "edit", "delete", "export")
    export_headers = ("问卷标题", "评价对象", "开始日期", "结束日期", "问卷状态", "答卷数", "创建人")
    bad = (
        {"title": " ", "itemIds": [], "startDate": "2026-02-30"},
        "问卷标题不能为空,评价项至少需要1项,开始日期格式不正确，应为yyyy-MM-dd",
    )
    duplicate = (4441102, "本项目已有同名问卷，请检查title参数")

    def prepare(self, api: ProjectApi, site: Site) -> None:
        site.extra["items"] = [add_item(api, 10)["id"], add_item(api, 20)["id"]]

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        today = site_today()
        return {
            "title": unique("分包单位满意度"),
            "target": "劳务分包单位",
            "itemIds": self.site.extra["items"],
            "startDate": str(today),
            "endDate": str(today + timedelta(days=7)),
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {
            "title": row["title"] + "改",
            "target": "班组",
            "surveyStatus": "open",
            "itemIds": row["itemIds"][:1],
        }

    def test_items_are_the_projects_enabled_ones(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        assert row["surveyStatus"] == "draft" and row["surveyStatusName"] == "草稿"
        assert [(i["id"], i["maxScore"]) for i in row["items"]] == list(
            zip(payload["itemIds"], (10, 20), strict=True)
        )
        assert (row["answerCount"], row["answered"]) == (0, False)
        disabled = add_item(admin, 5)
        admin.ok("POST", f"{ITEMS}/changeStatus", {"id": disabled["id"], "status": 1})
        foreign = add_item(self.other_site()[1], 5)
        for item_id in (disabled["id"], foreign["id"], "77"):
            answer = admin.post(self.path("add"), {**self.payload(ctx), "itemIds": [item_id]})
            assert answer["code"] == 4440804, item_id
        twice = admin.post(self.path("add"), {**self.payload(ctx), "itemIds": [row["itemIds"][0]] * 2})
        assert twice["code"] == 4440806
        backwards = {**self.payload(ctx), "startDate": "2026-05-02", "endDate": "2026-05-01"}
        answer = admin.post(self.path("add"), backwards)
        assert (answer["code"], answer["message"]) == (1012001, "结束日期不能早于开始日期")
        # an item disabled after it was chosen stays on the survey through an edit
        admin.ok("POST", f"{ITEMS}/changeStatus", {"id": row["itemIds"][0], "status": 1})
        admin.ok("POST", self.path("edit"), {**row, "target": "班组"})


def _survey(tools: Tools, api: Api | None = None, **change: Any) -> dict[str, Any]:
    caller = api or tools.author
    today = site_today()
    body = {
        "title": unique("安全管理满意度"),
        "target": "项目安全管理",
        "itemIds": tools.extra["items"],
        "startDate": str(today - timedelta(days=1)),
        "endDate": str(today + timedelta(days=1)),
        "surveyStatus": "open",
        **change,
    }
    caller.ok("POST", f"{SURVEYS}/add", body)
    row: dict[str, Any] = caller.ok("GET", f"{SURVEYS}/page", title=body["title"])["rows"][0]
    return row


def _answer(
    tools: Tools,
    survey: dict[str, Any],
    *scores: Any,
    api: Api | None = None,
    comment: str | None = "整体满意",
) -> dict[str, Any]:
    body = {
        "surveyId": survey["id"],
        "scores": [{"itemId": i, "score": s} for i, s in zip(survey["itemIds"], scores, strict=True)],
        "comment": comment,
    }
    return (api or tools.author).post(f"{SURVEYS}/answer", body)


@pytest.fixture
def surveyed(tools: Tools) -> Tools:
    tools.extra["items"] = [add_item(tools.author, 10)["id"], add_item(tools.author, 5)["id"]]
    return tools


def test_answers_and_results(surveyed: Tools) -> None:
    tools = surveyed
    survey = _survey(tools)
    empty = tools.author.ok("GET", f"{SURVEYS}/result", id=survey["id"])
    assert (empty["answerCount"], empty["averageTotal"]) == (0, None)
    assert [(i["id"], i["average"], i["answerCount"]) for i in empty["items"]] == [
        (tools.extra["items"][0], None, 0),
        (tools.extra["items"][1], None, 0),
    ]
    assert _answer(tools, survey, 8, 5)["success"]
    assert _answer(tools, survey, "9.5", 3, api=tools.manager, comment=None)["success"]
    assert _answer(tools, survey, 7, 4, api=tools.officer)["success"]
    result = tools.manager.ok("GET", f"{SURVEYS}/result", id=survey["id"])
    assert (result["answerCount"], result["averageTotal"], result["title"]) == (3, 12.17, survey["title"])
    assert [(i["average"], i["answerCount"], i["maxScore"]) for i in result["items"]] == [
        (8.17, 3, 10),
        (4.0, 3, 5),
    ]
    mine = tools.author.ok("GET", f"{SURVEYS}/detail", id=survey["id"])
    assert (mine["answerCount"], mine["answered"]) == (3, True)
    # once per user
    message = code(_answer(tools, survey, 1, 1), 4441105)
    assert message == "您已提交过该问卷，不能重复作答"
    assert tools.author.ok("GET", f"{SURVEYS}/result", id=survey["id"])["answerCount"] == 3
    # outside the project: neither answered nor read
    code(_answer(tools, survey, 1, 1, api=tools.outsider), 1013003)
    code(tools.outsider.get(f"{SURVEYS}/result", id=survey["id"]), 1013003)
    code(tools.other_project().get(f"{SURVEYS}/result", id=survey["id"]), 1013003)


def test_answers_only_while_open_and_within_dates(surveyed: Tools) -> None:
    tools = surveyed
    draft = _survey(tools, surveyStatus="draft")
    assert code(_answer(tools, draft, 1, 1), 4441103) == "问卷未开放或已结束，不能作答"
    closed = _survey(tools, surveyStatus="closed")
    code(_answer(tools, closed, 1, 1), 4441103)
    today = site_today()
    later = _survey(tools, startDate=str(today + timedelta(days=1)), endDate=str(today + timedelta(days=3)))
    message = code(_answer(tools, later, 1, 1), 4441104)
    assert message == f"不在问卷的作答时间内（{today + timedelta(days=1)}至{today + timedelta(days=3)}）"
    over = _survey(tools, startDate=str(today - timedelta(days=3)), endDate=str(today - timedelta(days=1)))
    code(_answer(tools, over, 1, 1), 4441104)
    # the first and the last day count
    for start, end in ((today, today + timedelta(days=2)), (today - timedelta(days=2), today)):
        assert _answer(tools, _survey(tools, startDate=str(start), endDate=str(end)), 1, 1)["success"]
    # opening a draft lets people answer; closing it stops them
    tools.author.ok(
        "POST", f"{SURVEYS}/edit", {**draft, "surveyStatus": "open", "startDate": str(site_today())}
    )
    assert _answer(tools, draft, 2, 2)["success"]
    opened = tools.author.ok("GET", f"{SURVEYS}/detail", id=draft["id"])
    tools.author.ok("POST", f"{SURVEYS}/edit", {**opened, "surveyStatus": "closed"})
    code(_answer(tools, draft, 2, 2, api=tools.manager), 4441103)


def test_answer_scores_are_checked(surveyed: Tools) -> None:
    tools = surveyed
    survey = _survey(tools)
    first, second = tools.extra["items"]
    assert code(_answer(tools, survey, 10, 6), 4440805).endswith("的得分应在0到5分之间")
    assert code(_answer(tools, survey, 10, "0.55"), 1012001) == "得分最多保留1位小数"
    for scores in ([(first, 1)], [(first, 1), (first, 1)], [(first, 1), (second, 1), ("42", 1)]):
        body = {"surveyId": survey["id"], "scores": [{"itemId": i, "score": s} for i, s in scores]}
        message = code(tools.author.post(f"{SURVEYS}/answer", body), 4441106)
        assert message == "请为问卷的每个评价项打分，且只为问卷的评价项打分"
    assert tools.author.ok("GET", f"{SURVEYS}/result", id=survey["id"])["answerCount"] == 0


def test_an_answered_survey_keeps_its_items(surveyed: Tools) -> None:
    tools = surveyed
    survey = _survey(tools)
    spare = add_item(tools.author, 10)["id"]
    assert _answer(tools, survey, 5, 5)["success"]
    current = tools.author.ok("GET", f"{SURVEYS}/detail", id=survey["id"])
    for change in ({"itemIds": [*current["itemIds"], spare]}, {"surveyStatus": "draft"}):
        message = code(tools.author.post(f"{SURVEYS}/edit", {**current, **change}), 4441107)
        assert message == "问卷已有答卷，不能修改评价项或退回草稿"
    tools.author.ok("POST", f"{SURVEYS}/edit", {**current, "surveyStatus": "closed", "title": "已结束的问卷"})
    # its items are in use; once the survey goes (with its answers) they may go too
    used = tools.extra["items"][0]
    code(tools.author.post(f"{ITEMS}/delete", [{"id": used}]), 4440803)
    tools.author.ok("POST", f"{SURVEYS}/delete", [{"id": survey["id"]}])
    code(tools.author.get(f"{SURVEYS}/result", id=survey["id"]), 4441101)
    tools.author.ok("POST", f"{ITEMS}/delete", [{"id": used}])
