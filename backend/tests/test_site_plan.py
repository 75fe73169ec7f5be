"""进度计划: a plan with a tree of nodes is submitted into its process (cc people read it), approved or
rejected and submitted again; its structure changes only while it is editable, its leaves' progress only
once it is approved and only by the node's responsible people, the plan's author or the project manager;
the tree keeps its dates nested; statuses, roll-ups and the overall completion follow the app's clock."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from helpers import FakeClock, login
from plan_helpers import Site, day, project_site, refused
from site_helpers import ProjectApi, new_project
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

PATH = "/sitePlan"
DAY = 86400


@pytest.fixture
def site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    with project_site(client, ctx, make_user) as found:
        yield found


def _tree(api: ProjectApi, plan_id: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = api.ok("GET", f"{PATH}/nodeTree", planId=plan_id)
    return found


def _flat(nodes: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for n in nodes:
        found[n["id"]] = n
        found.update(_flat(n["children"]))
    return found


def _approved(site: Site, clock: FakeClock) -> tuple[dict[str, Any], dict[str, str]]:
    """An approved plan (days 0..29): 基础 (0..9) with leaves A (0..3) and B (4..9); C (0..19) at the top,
    C responsible: the worker."""
    plan = site.plan(clock)
    parent = site.node(plan["id"], day(clock), day(clock, 9), name="基础", sort=1)
    a = site.node(plan["id"], day(clock), day(clock, 3), parentId=parent, name="A", sort=1)
    b = site.node(plan["id"], day(clock, 4), day(clock, 9), parentId=parent, name="B", sort=2, keyNode=True)
    c = site.node(plan["id"], day(clock), day(clock, 19), name="C", sort=2,
                  responsibleIds=[site.uid("worker")], location="1#楼")  # fmt: skip
    site.author.ok("POST", f"{PATH}/submit", {"id": plan["id"]})
    site.manager.ok("POST", f"{PATH}/approve", {"id": plan["id"]})
    return plan, {"parent": parent, "a": a, "b": b, "c": c}


def test_submit_approve_with_cc_and_the_structure_locked(site: Site, clock: FakeClock) -> None:
    plan = site.plan(clock)
    assert plan["approveStatus"] == "draft" and plan["planTypeName"] == "总进度计划"
    # a plan without nodes is not submitted
    refused(site.author.post(f"{PATH}/submit", {"id": plan["id"]}), 4440617)
    node = site.node(plan["id"], day(clock), day(clock, 9), name="土方开挖")
    site.author.ok("POST", f"{PATH}/submit", {"id": plan["id"], "ccUserIds": [site.uid("cc")]})
    assert site.author.ok("GET", f"{PATH}/detail", id=plan["id"])["approveStatus"] == "pending"
    # while pending, the structure is locked
    refused(site.author.post(f"{PATH}/nodeAdd", {"planId": plan["id"], "name": "x", "planStart": day(clock),
                                                 "planEnd": day(clock)}), 4440607)  # fmt: skip
    refused(site.author.post(f"{PATH}/nodeDelete", [{"id": node}]), 4440607)
    waiting = site.manager.ok("GET", f"{PATH}/approvalPage")["rows"]
    assert [r["id"] for r in waiting] == [plan["id"]] and waiting[0]["nodeCount"] == 1
    # the cc person reads the plan and its nodes, and changes nothing
    assert [r["id"] for r in site.cc.ok("GET", f"{PATH}/ccPage")["rows"]] == [plan["id"]]
    assert [n["name"] for n in _tree(site.cc, plan["id"])] == ["土方开挖"]
    refused(site.cc.post(f"{PATH}/nodeEdit", {"id": node, "name": "x", "planStart": day(clock),
                                              "planEnd": day(clock)}), 1013003)  # fmt: skip
    refused(site.outsider.get(f"{PATH}/nodeTree", planId=plan["id"]), 1013003)
    refused(site.author.post(f"{PATH}/approve", {"id": plan["id"]}), 4440003)
    site.manager.ok("POST", f"{PATH}/approve", {"id": plan["id"], "comment": "同意"})
    assert site.author.ok("GET", f"{PATH}/detail", id=plan["id"])["approveStatus"] == "approved"
    refused(site.author.post(f"{PATH}/nodeEdit", {"id": node, "name": "x", "planStart": day(clock),
                                                  "planEnd": day(clock)}), 4440607)  # fmt: skip


def test_reject_then_change_the_nodes_and_submit_again(site: Site, clock: FakeClock) -> None:
    plan = site.plan(clock)
    node = site.node(plan["id"], day(clock), day(clock, 9), name="土方开挖")
    site.author.ok("POST", f"{PATH}/submit", {"id": plan["id"]})
    site.manager.ok("POST", f"{PATH}/reject", {"id": plan["id"], "comment": "缺少主体结构节点"})
    assert site.author.ok("GET", f"{PATH}/detail", id=plan["id"])["approveStatus"] == "rejected"
    # a rejected plan is editable again: nodes are added and changed
    site.node(plan["id"], day(clock, 10), day(clock, 29), name="主体结构")
    edit = {"id": node, "name": "土方开挖及支护", "planStart": day(clock), "planEnd": day(clock, 8)}
    site.author.ok("POST", f"{PATH}/nodeEdit", edit)
    assert [n["name"] for n in _tree(site.author, plan["id"])] == ["土方开挖及支护", "主体结构"]
    site.author.ok("POST", f"{PATH}/submit", {"id": plan["id"], "comment": "已补充"})
    site.manager.ok("POST", f"{PATH}/approve", {"id": plan["id"]})
    timeline = site.author.ok("GET", f"{PATH}/flow", id=plan["id"])["timeline"]
    assert [s["action"] for s in timeline] == ["start", "end", "start", "submit"]


def test_node_dates_and_tree_rules(site: Site, clock: FakeClock) -> None:
    plan = site.plan(clock)
    pid = plan["id"]

    def add(start: int, end: int, **change: Any) -> dict[str, Any]:
        body = {"planId": pid, "name": "节点", "planStart": day(clock, start), "planEnd": day(clock, end)}
        return site.author.post(f"{PATH}/nodeAdd", {**body, **change})

    refused(add(5, 4), 4440603, "开始日期不能晚于结束日期")
    refused(add(-1, 4), 4440604, "进度计划的时间范围")
    refused(add(20, 30), 4440604)
    parent = site.node(pid, day(clock, 0), day(clock, 9), name="基础")
    refused(add(5, 12, parentId=parent), 4440605, "上级节点的时间范围")
    refused(add(1, 2, parentId="123"), 4440610)
    refused(add(1, 2, responsibleIds=[site.uid("cc")]), 4440615)
    refused(add(1, 2, name=" "), 1012001)
    child = site.node(pid, day(clock, 2), day(clock, 5), parentId=parent, name="承台")
    grandchild = site.node(pid, day(clock, 3), day(clock, 4), parentId=child, name="承台钢筋")
    # a node is not moved under itself or its descendants, nor narrowed below its children
    body = {"id": parent, "name": "基础", "planStart": day(clock), "planEnd": day(clock, 9)}
    refused(site.author.post(f"{PATH}/nodeEdit", {**body, "parentId": grandchild}), 4440611)
    refused(site.author.post(f"{PATH}/nodeEdit", {**body, "planEnd": day(clock, 4)}), 4440613, "子节点")
    # the plan's range must keep covering its nodes
    edit = {**plan, "planStart": day(clock, 1)}
    refused(site.author.post(f"{PATH}/edit", edit), 4440612)
    unknown_type = site.author.post(f"{PATH}/edit", {**plan, "planType": "weekly"})
    refused(unknown_type, 4202012, "计划类型取值不在字典中")
    # a parent is not deleted while it has children; leaves first, then the parent
    refused(site.author.post(f"{PATH}/nodeDelete", [{"id": parent}]), 4440606, "基础")
    site.author.ok("POST", f"{PATH}/nodeDelete", [{"id": grandchild}])
    site.author.ok("POST", f"{PATH}/nodeDelete", [{"id": parent}, {"id": child}])
    assert _tree(site.author, pid) == []
    refused(site.author.post(f"{PATH}/nodeDelete", [{"id": parent}]), 4440602)


def test_progress_rollup_status_and_completion(site: Site, clock: FakeClock, client: TestClient) -> None:
    plan, ids = _approved(site, clock)
    # the structure is fixed, the progress is open: only on leaves, by the people allowed
    body = {"id": ids["c"], "actualStart": day(clock), "progress": 20, "progressNote": "桩基施工中"}
    refused(site.officer.post(f"{PATH}/nodeProgress", body), 4440609)
    site.worker.ok("POST", f"{PATH}/nodeProgress", body)  # responsible for C
    refused(site.worker.post(f"{PATH}/nodeProgress", {**body, "id": ids["a"]}), 4440609)
    refused(site.author.post(f"{PATH}/nodeProgress", {**body, "id": ids["parent"]}), 4440616)
    refused(site.author.post(f"{PATH}/nodeProgress", {**body, "progress": 101}), 1012001)
    refused(site.author.post(f"{PATH}/nodeProgress", {**body, "progress": -1}), 1012001)
    bad = [
        ({"progress": 10, "actualStart": None}, "请填写实际开始日期"),
        ({"actualStart": day(clock, 1)}, "实际开始日期不能晚于今天"),
        ({"progress": 100}, "请填写实际完成日期"),
        ({"actualEnd": day(clock, -1), "progress": 100}, "不能早于实际开始日期"),
        ({"actualEnd": day(clock), "progress": 50}, "完成度应为100%"),
    ]
    for change, text in bad:
        refused(site.author.post(f"{PATH}/nodeProgress", {**body, "id": ids["a"], **change}), 4440614, text)
    finished = {"actualStart": day(clock), "actualEnd": day(clock), "progress": 100}
    site.author.ok("POST", f"{PATH}/nodeProgress", {"id": ids["a"], **finished})
    half = {"id": ids["b"], "actualStart": day(clock), "progress": 50}
    site.manager.ok("POST", f"{PATH}/nodeProgress", half)

    nodes = _flat(_tree(site.author, plan["id"]))
    a, b, c, parent = (nodes[ids[k]] for k in ("a", "b", "c", "parent"))
    assert (a["status"], a["statusName"], a["progress"]) == ("done", "已完成", 100)
    assert (b["status"], b["progress"], b["keyNode"]) == ("in_progress", 50, True)
    assert (c["statusName"], c["responsibleNames"], c["progressNote"]) == (
        "进行中",
        [site.people["worker"].name],
        "桩基施工中",
    )
    # the parent sums up its leaves by planned days: (4 x 100 + 6 x 50) / 10
    assert (parent["progress"], parent["status"], parent["leaf"]) == (70, "in_progress", False)
    assert parent["actualStart"] == day(clock) and parent["actualEnd"] is None
    assert [n["name"] for n in parent["children"]] == ["A", "B"]
    # overall: (4 x 100 + 6 x 50 + 20 x 20) / 30
    detail = site.author.ok("GET", f"{PATH}/detail", id=plan["id"])
    assert (detail["completion"], detail["nodeCount"], detail["delayedCount"]) == (36.7, 4, 0)

    # ten days on, B and its parent are past their planned end: 已延期; C is still running; A stays done
    clock.advance(10 * DAY)
    site.login_again(client)
    nodes = _flat(_tree(site.author, plan["id"]))
    states = [nodes[ids[k]]["statusName"] for k in ("a", "b", "parent", "c")]
    assert states == ["已完成", "已延期", "已延期", "进行中"]
    row = site.author.ok("GET", f"{PATH}/page", name=plan["name"])["rows"][0]
    assert (row["completion"], row["delayedCount"]) == (36.7, 2)
    # B finished: the parent is done, and no longer late
    finished = {"actualStart": day(clock, -10), "actualEnd": day(clock), "progress": 100}
    site.author.ok("POST", f"{PATH}/nodeProgress", {"id": ids["b"], **finished})
    nodes = _flat(_tree(site.author, plan["id"]))
    assert (nodes[ids["parent"]]["status"], nodes[ids["parent"]]["actualEnd"]) == ("done", day(clock))
    assert site.author.ok("GET", f"{PATH}/detail", id=plan["id"])["completion"] == 46.7


def test_progress_waits_for_the_approval(site: Site, clock: FakeClock) -> None:
    plan = site.plan(clock)
    node = site.node(plan["id"], day(clock), day(clock, 5), responsibleIds=[site.uid("worker")])
    body = {"id": node, "actualStart": day(clock), "progress": 10}
    refused(site.worker.post(f"{PATH}/nodeProgress", body), 4440608)
    site.author.ok("POST", f"{PATH}/submit", {"id": plan["id"]})
    refused(site.worker.post(f"{PATH}/nodeProgress", body), 4440608)
    site.manager.ok("POST", f"{PATH}/approve", {"id": plan["id"]})
    site.worker.ok("POST", f"{PATH}/nodeProgress", body)
    tree = _tree(site.author, plan["id"])
    assert (tree[0]["progress"], tree[0]["statusName"]) == (10, "进行中")


def test_project_isolation(site: Site, clock: FakeClock, client: TestClient) -> None:
    mine = site.plan(clock)
    admin = ProjectApi(client, login(client, "superAdmin"), None)
    other = admin.in_project(new_project(admin))
    theirs = site.plan(clock, other)
    node = site.node(theirs["id"], day(clock), day(clock, 3), api=other)
    seen = {r["id"] for r in site.author.ok("GET", f"{PATH}/page")["rows"]}
    assert mine["id"] in seen and theirs["id"] not in seen
    refused(site.author.get(f"{PATH}/detail", id=theirs["id"]), 1013003)
    refused(site.author.get(f"{PATH}/nodeTree", planId=theirs["id"]), 1013003)
    refused(site.author.post(f"{PATH}/nodeAdd", {"planId": theirs["id"], "name": "x", "planStart": day(clock),
                                                 "planEnd": day(clock)}), 1013003)  # fmt: skip
    refused(site.author.post(f"{PATH}/nodeDelete", [{"id": node}]), 1013003)
    assert [n["id"] for n in _tree(other, theirs["id"])] == [node]
