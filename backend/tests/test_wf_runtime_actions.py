"""Task actions through HTTP: back, turn, entrust/resolve, jump, end, cc, user-select, with their refusals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from sitesafe.modules.system.user.models import SysUser
from wf_runtime_helpers import Wf, linear, parallel, refused

NOT_ASSIGNEE = 5003003
NOT_TODO = 5003002
BUTTON = 5005001
BACK_PARALLEL = 5005002
BACK_NOT_VISITED = 5005003
JUMP_TARGET = 5005004
TURN_SELF = 5005011
USER_INVALID = 5005010
NOT_DELEGATED = 5005012
SUSPENDED = 5001302


@pytest.fixture
def wf(client: TestClient, make_user: Callable[..., SysUser]) -> Wf:
    return Wf(client, make_user)


@pytest.fixture
def people(wf: Wf) -> dict[str, SysUser]:
    return {name: wf.user() for name in ("applicant", "leader", "s1", "s2", "manager", "other")}


def start_linear(wf: Wf, p: dict[str, SysUser]) -> tuple[str, str]:
    key = wf.deploy(lambda k: linear(k, p["leader"].id, [p["s1"].id, p["s2"].id], p["manager"].id))
    return key, wf.start(p["applicant"], key)


def to_manager(wf: Wf, p: dict[str, SysUser]) -> str:
    _, instance = start_linear(wf, p)
    wf.submit(p["leader"], instance, comment="同意")
    wf.submit(p["s1"], instance)
    wf.submit(p["s2"], instance)
    return instance


def test_todo_and_done_lists_with_filters(wf: Wf, people: dict[str, SysUser]) -> None:
    key, instance = start_linear(wf, people)
    rows = wf.todo(people["leader"])
    assert [(r["instanceId"], r["nodeName"], r["status"]) for r in rows] == [(instance, "部门负责人", "todo")]
    row = rows[0]
    assert row["initiatorName"] == people["applicant"].name and row["definitionKey"] == key
    assert wf.todo(people["leader"], definitionKey=key) and not wf.todo(
        people["leader"], definitionKey="nope"
    )
    assert wf.todo(people["leader"], initiatorId=str(people["applicant"].id))
    assert not wf.todo(people["leader"], initiatorId=str(people["other"].id))
    assert wf.todo(people["leader"], searchKey=row["title"][:4])
    assert not wf.todo(people["leader"], startTime="2099-01-01 00:00:00")
    assert wf.todo(people["other"]) == []
    wf.submit(people["leader"], instance, comment="同意")
    assert wf.todo(people["leader"]) == []
    done = wf.done(people["leader"])
    assert [(d["instanceId"], d["action"], d["comment"]) for d in done] == [(instance, "submit", "同意")]
    assert {r["assigneeId"] for r in wf.todo(people["s1"]) + wf.todo(people["s2"])} == {
        str(people["s1"].id),
        str(people["s2"].id),
    }


def test_detail_shows_buttons_and_targets_to_the_assignee_only(wf: Wf, people: dict[str, SysUser]) -> None:
    instance = to_manager(wf, people)
    task = wf.task(people["manager"], instance)
    detail = wf.ok(wf.get(people["manager"], "/flwTask/detail", id=task))
    assert "back" in detail["buttons"] and "addSign" in detail["buttons"]
    assert [t["id"] for t in detail["backTargets"]] == ["leader", "sign"]
    assert [t["id"] for t in detail["jumpTargets"]] == ["leader", "sign"]
    assert detail["instance"]["id"] == instance
    refused(wf.get(people["other"], "/flwTask/detail", id=task), NOT_ASSIGNEE)
    readable = wf.ok(wf.get(people["applicant"], "/flwTask/detail", id=task))
    assert readable["buttons"] == [] and readable["backTargets"] == []


def test_back_to_a_visited_node(wf: Wf, people: dict[str, SysUser]) -> None:
    instance = to_manager(wf, people)
    task = wf.task(people["manager"], instance)
    refused(wf.act(people["other"], "back", task, targetNodeId="leader"), NOT_ASSIGNEE)
    refused(wf.act(people["manager"], "back", task, targetNodeId="nowhere"), BACK_NOT_VISITED)
    wf.ok(wf.act(people["manager"], "back", task, targetNodeId="leader", comment="材料不全"))
    assert [r["nodeId"] for r in wf.todo(people["leader"])] == ["leader"]
    assert wf.todo(people["manager"]) == []
    assert [(d["action"], d["comment"]) for d in wf.done(people["manager"])] == [("back", "材料不全")]
    refused(wf.act(people["manager"], "back", task, targetNodeId="leader"), NOT_TODO)
    wf.submit(people["leader"], instance)
    assert len(wf.todo(people["s1"])) == 1


def test_back_into_a_parallel_branch_is_refused(wf: Wf, people: dict[str, SysUser]) -> None:
    p = people
    key = wf.deploy(lambda k: parallel(k, p["s1"].id, p["s2"].id, p["manager"].id))
    instance = wf.start(p["applicant"], key)
    wf.submit(p["s1"], instance)
    wf.submit(p["s2"], instance)
    task = wf.task(p["manager"], instance)
    detail = wf.ok(wf.get(p["manager"], "/flwTask/detail", id=task))
    assert [t["id"] for t in detail["backTargets"]] == ["split"]
    refused(wf.act(p["manager"], "back", task, targetNodeId="safety"), BACK_PARALLEL)
    wf.ok(wf.act(p["manager"], "back", task, targetNodeId="split"))
    assert len(wf.todo(p["s1"])) == 1 and len(wf.todo(p["s2"])) == 1


def test_turn_hands_the_task_over_and_keeps_the_owner(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    refused(wf.act(people["leader"], "turn", task, userId=str(people["leader"].id)), TURN_SELF)
    refused(wf.act(people["leader"], "turn", task, userId="123"), USER_INVALID)
    refused(wf.act(people["other"], "turn", task, userId=str(people["other"].id)), NOT_ASSIGNEE)
    wf.ok(wf.act(people["leader"], "turn", task, userId=str(people["other"].id), comment="出差"))
    rows = wf.todo(people["other"])
    assert [(r["id"], r["ownerName"]) for r in rows] == [(task, people["leader"].name)]
    assert [d["action"] for d in wf.done(people["leader"])] == ["turn"]
    wf.submit(people["other"], instance)
    assert len(wf.todo(people["s1"])) == 1


def test_entrust_then_resolve_back_to_the_owner(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    refused(wf.act(people["leader"], "resolve", task), BUTTON)
    wf.ok(wf.act(people["leader"], "entrust", task, userId=str(people["other"].id)))
    detail = wf.ok(wf.get(people["other"], "/flwTask/detail", id=task))
    assert detail["buttons"] == ["resolve"] and detail["task"]["delegation"] == "pending"
    refused(wf.act(people["other"], "submit", task), BUTTON)
    refused(wf.act(people["other"], "turn", task, userId=str(people["s1"].id)), BUTTON)
    wf.ok(wf.act(people["other"], "resolve", task, comment="已核实"))
    assert wf.todo(people["other"]) == []
    back = wf.todo(people["leader"])
    assert [(r["id"], r["delegation"]) for r in back] == [(task, "resolved")]
    refused(wf.act(people["leader"], "resolve", task), BUTTON)
    wf.submit(people["leader"], instance)
    assert len(wf.todo(people["s2"])) == 1


def test_jump_forward_and_backward(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    refused(wf.act(people["leader"], "jump", task, targetNodeId="leader"), JUMP_TARGET)
    wf.ok(wf.act(people["leader"], "jump", task, targetNodeId="manager", comment="特事特办"))
    assert wf.todo(people["s1"]) == []
    manager_task = wf.task(people["manager"], instance)
    wf.ok(wf.act(people["manager"], "jump", manager_task, targetNodeId="sign"))
    assert len(wf.todo(people["s1"])) == 1 and len(wf.todo(people["s2"])) == 1
    wf.submit(people["s1"], instance)
    wf.submit(people["s2"], instance)
    wf.submit(people["manager"], instance)
    assert wf.status(instance) == "approved"


def test_jump_by_an_administrator_and_into_a_branch_refused(wf: Wf, people: dict[str, SysUser]) -> None:
    p = people
    key = wf.deploy(lambda k: parallel(k, p["s1"].id, p["s2"].id, p["manager"].id))
    instance = wf.start(p["applicant"], key)
    task = wf.task(p["s1"], instance)
    refused(wf.act(p["s1"], "jump", task, targetNodeId="tech"), JUMP_TARGET)
    refused(wf.act(p["other"], "jump", task, targetNodeId="manager"), NOT_ASSIGNEE)
    wf.ok(wf.act("superAdmin", "jump", task, targetNodeId="manager"))
    assert wf.todo(p["s1"]) == [] and wf.todo(p["s2"]) == []
    wf.submit(p["manager"], instance)
    assert wf.status(instance) == "approved"


def test_end_rejects_and_an_administrator_terminates(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    refused(wf.act(people["other"], "end", task), NOT_ASSIGNEE)
    wf.ok(wf.act(people["leader"], "end", task, comment="不符合规定"))
    assert wf.status(instance) == "rejected"
    assert [d["action"] for d in wf.done(people["leader"])] == ["end"]
    _, second = start_linear(wf, people)
    wf.ok(wf.act("superAdmin", "end", wf.task(people["leader"], second)))
    assert wf.status(second) == "terminated"
    assert wf.todo(people["leader"]) == []


def test_cc_reaches_the_copied_users(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    refused(wf.act(people["leader"], "cc", task, userIds=["123"]), USER_INVALID)
    wf.ok(wf.act(people["leader"], "cc", task, userIds=[str(people["other"].id)]))
    rows = wf.ok(wf.get(people["other"], "/flwCc/page"))["rows"]
    assert [(r["instanceId"], r["read"], r["fromUserName"]) for r in rows] == [
        (instance, False, people["leader"].name)
    ]
    assert wf.ok(wf.get(people["other"], "/flwCc/page", read="false"))["rows"]
    assert wf.ok(wf.post(people["other"], "/flwCc/read", {"id": rows[0]["id"]}))["read"] is True
    assert not wf.ok(wf.get(people["other"], "/flwCc/page", read="false"))["rows"]
    refused(wf.post(people["s1"], "/flwCc/read", {"id": rows[0]["id"]}), 5005201)
    detail = wf.ok(wf.get(people["other"], "/flwTask/detail", id=task))
    assert detail["buttons"] == []


def test_user_select_lists_the_next_nodes_candidates(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    users = wf.ok(wf.get(people["leader"], "/flwTask/userSelect", id=task))
    assert {u["id"] for u in users} == {str(people["s1"].id), str(people["s2"].id)}
    refused(wf.get(people["leader"], "/flwTask/userSelect", id=task, nodeId="manager"), 5005013)


def test_actions_on_a_suspended_definition_are_refused(wf: Wf, people: dict[str, SysUser]) -> None:
    key, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    definition = wf.ok(wf.get("superAdmin", "/flwDefinition/page", key=key))["rows"][0]["id"]
    wf.ok(wf.post("superAdmin", "/flwDefinition/suspend", {"id": definition}))
    refused(wf.act(people["leader"], "turn", task, userId=str(people["other"].id)), SUSPENDED)
    refused(wf.act(people["leader"], "back", task, targetNodeId="leader"), SUSPENDED)
    wf.ok(wf.post("superAdmin", "/flwDefinition/activate", {"id": definition}))
    wf.ok(wf.act(people["leader"], "turn", task, userId=str(people["other"].id)))


def test_every_action_writes_the_action_log(wf: Wf, people: dict[str, SysUser]) -> None:
    _, instance = start_linear(wf, people)
    task = wf.task(people["leader"], instance)
    wf.ok(wf.act(people["leader"], "turn", task, userId=str(people["other"].id)))
    wf.ok(wf.act(people["other"], "cc", task, userIds=[str(people["s1"].id)]))
    detail: dict[str, Any] = wf.ok(wf.get("superAdmin", "/flwInstance/detail", id=instance))
    actions = [item["action"] for item in detail["timeline"]]
    assert "turn" in actions and "cc" in actions
