"""加签 / 减签 through HTTP: countersign instances and before/after/parallel sub-tasks, with refusals."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from sitesafe.modules.system.user.models import SysUser
from wf_runtime_helpers import Wf, linear, refused

OUTSTANDING = 5005005
WAITING = 5005006
NOT_PENDING = 5005007
SIGN_USERS = 5005009
FORM_READONLY = 5005014
BUTTON = 5005001


@pytest.fixture
def wf(client: TestClient, make_user: Callable[..., SysUser]) -> Wf:
    return Wf(client, make_user)


@pytest.fixture
def p(wf: Wf) -> dict[str, SysUser]:
    return {name: wf.user() for name in ("applicant", "leader", "s1", "s2", "manager", "x", "y")}


def started(wf: Wf, p: dict[str, SysUser]) -> str:
    key = wf.deploy(lambda k: linear(k, p["leader"].id, [p["s1"].id, p["s2"].id], p["manager"].id))
    return wf.start(p["applicant"], key, {})


def at_sign(wf: Wf, p: dict[str, SysUser]) -> str:
    instance = started(wf, p)
    wf.submit(p["leader"], instance)
    return instance


def test_add_a_countersigner(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = at_sign(wf, p)
    task = wf.task(p["s1"], instance)
    refused(wf.act(p["s1"], "addSign", task, userIds=[str(p["s2"].id)]), SIGN_USERS)
    wf.ok(wf.act(p["s1"], "addSign", task, userIds=[str(p["x"].id)], mode="parallel"))
    assert [r["nodeId"] for r in wf.todo(p["x"])] == ["sign"]
    wf.submit(p["s1"], instance)
    wf.submit(p["s2"], instance)
    assert wf.todo(p["manager"]) == []
    wf.submit(p["x"], instance)
    assert len(wf.todo(p["manager"])) == 1


def test_delete_a_pending_countersigner(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = at_sign(wf, p)
    mine, theirs = wf.task(p["s1"], instance), wf.task(p["s2"], instance)
    detail = wf.ok(wf.get(p["s1"], "/flwTask/detail", id=mine))
    assert [(s["taskId"], s["kind"]) for s in detail["signers"]] == [(theirs, "multi")]
    refused(wf.act(p["s1"], "deleteSign", mine, taskIds=[mine]), NOT_PENDING)
    refused(wf.act(p["manager"], "deleteSign", mine, taskIds=[theirs]), 5003003)
    wf.ok(wf.act(p["s1"], "deleteSign", mine, taskIds=[theirs], comment="无需会签"))
    assert wf.todo(p["s2"]) == []
    wf.submit(p["s1"], instance)
    assert len(wf.todo(p["manager"])) == 1


def test_delete_a_countersigner_someone_else_added(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = at_sign(wf, p)
    s1_task = wf.task(p["s1"], instance)
    wf.ok(wf.act(p["s1"], "addSign", s1_task, userIds=[str(p["x"].id)]))
    wf.submit(p["s1"], instance)
    x_task = wf.task(p["x"], instance)
    wf.ok(wf.act(p["s2"], "deleteSign", wf.task(p["s2"], instance), taskIds=[x_task]))
    refused(wf.act(p["x"], "submit", x_task), 5003002)
    wf.submit(p["s2"], instance)
    assert len(wf.todo(p["manager"])) == 1


def test_before_sign_goes_first_then_returns(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = started(wf, p)
    task = wf.task(p["leader"], instance)
    wf.ok(wf.act(p["leader"], "addSign", task, userIds=[str(p["x"].id)], mode="before"))
    refused(wf.act(p["leader"], "submit", task), WAITING)
    refused(wf.act(p["leader"], "turn", task, userId=str(p["y"].id)), WAITING)
    detail = wf.ok(wf.get(p["leader"], "/flwTask/detail", id=task))
    assert detail["waitingForSign"] is True and detail["buttons"] == []
    sub = wf.todo(p["x"])
    assert [(r["nodeId"], r["signMode"]) for r in sub] == [("leader", "before")]
    sub_detail = wf.ok(wf.get(p["x"], "/flwTask/detail", id=sub[0]["id"]))
    assert sub_detail["buttons"] == ["submit"]
    refused(wf.act(p["x"], "back", sub[0]["id"], targetNodeId="leader"), BUTTON)
    refused(wf.act(p["x"], "submit", sub[0]["id"], formValues={"days": 9}), FORM_READONLY)
    wf.ok(wf.act(p["x"], "submit", sub[0]["id"], comment="前置意见"))
    assert wf.todo(p["s1"]) == []
    wf.ok(wf.act(p["leader"], "submit", task))
    assert len(wf.todo(p["s1"])) == 1


def test_after_sign_completes_only_after_the_added_signer(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = started(wf, p)
    task = wf.task(p["leader"], instance)
    wf.ok(wf.act(p["leader"], "addSign", task, userIds=[str(p["x"].id)], mode="after"))
    assert wf.todo(p["x"]) == []
    wf.ok(wf.act(p["leader"], "submit", task, comment="同意"))
    refused(wf.act(p["leader"], "submit", task), OUTSTANDING)
    assert wf.todo(p["s1"]) == []
    wf.submit(p["x"], instance)
    assert len(wf.todo(p["s1"])) == 1
    assert [d["comment"] for d in wf.done(p["leader"])] == ["同意"]


def test_parallel_sign_needs_both_in_any_order(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = started(wf, p)
    task = wf.task(p["leader"], instance)
    wf.ok(wf.act(p["leader"], "addSign", task, userIds=[str(p["x"].id), str(p["y"].id)], mode="parallel"))
    wf.submit(p["x"], instance)
    wf.ok(wf.act(p["leader"], "submit", task))
    assert wf.todo(p["s1"]) == []
    wf.submit(p["y"], instance)
    assert len(wf.todo(p["s1"])) == 1


def test_delete_a_pending_added_signer(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = started(wf, p)
    task = wf.task(p["leader"], instance)
    wf.ok(wf.act(p["leader"], "addSign", task, userIds=[str(p["x"].id), str(p["y"].id)], mode="parallel"))
    x_task = wf.task(p["x"], instance)
    wf.submit(p["x"], instance)
    refused(wf.act(p["leader"], "deleteSign", task, taskIds=[x_task]), NOT_PENDING)
    y_task = wf.task(p["y"], instance)
    wf.ok(wf.act(p["leader"], "deleteSign", task, taskIds=[y_task]))
    assert wf.todo(p["y"]) == []
    wf.ok(wf.act(p["leader"], "submit", task))
    assert len(wf.todo(p["s1"])) == 1


def test_end_cancels_open_added_signers(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = started(wf, p)
    task = wf.task(p["leader"], instance)
    wf.ok(wf.act(p["leader"], "addSign", task, userIds=[str(p["x"].id)], mode="parallel"))
    wf.ok(wf.act("superAdmin", "end", task))
    assert wf.todo(p["x"]) == [] and wf.todo(p["leader"]) == []
    assert wf.status(instance) == "terminated"


def _open_rows(wf: Wf, instance: str) -> list[tuple[str, str]]:
    rows = wf.ok(wf.get("superAdmin", "/flwTask/page", instanceId=instance, pageSize=50))["rows"]
    return sorted((r["assigneeId"], r["status"]) for r in rows if r["status"] in ("todo", "waiting"))


def test_terminate_closes_waiting_after_signers(wf: Wf, p: dict[str, SysUser]) -> None:
    instance = started(wf, p)
    task = wf.task(p["leader"], instance)
    wf.ok(wf.act(p["leader"], "addSign", task, userIds=[str(p["x"].id)], mode="after"))
    assert (str(p["x"].id), "waiting") in _open_rows(wf, instance)
    wf.ok(wf.post("superAdmin", "/flwInstance/terminate", {"id": instance, "reason": "测试"}))
    assert _open_rows(wf, instance) == []
