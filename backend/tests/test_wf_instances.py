"""Instances through HTTP: start → submit → approved through the gateway's branches, 会签/或签/比例, the
assignee rule, field permissions and the shared validator, terminate, withdraw, stale revisions, tracking."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api
from helpers import login
from sitesafe.modules.system.user.models import SysUser
from wf_helpers import Wf, deploy, leave, rule, user_api

LEAVE = {"type": "年假", "days": 2, "reason": "回老家"}
LONG = {**LEAVE, "days": 5}


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture
def people(make_user: Callable[..., SysUser]) -> list[SysUser]:
    """An applicant, a leader and three managers."""
    return [make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(5)]


@pytest.fixture
def apis(client: TestClient, people: list[SysUser]) -> list[Api]:
    return [user_api(client, p) for p in people]


def _process(admin: Api, people: list[SysUser], **options: Any) -> Wf:
    return Wf(admin, deploy(admin, leave(rule(people[1]), rule(*people[2:5]), **options)))


def _code(answer: dict[str, Any], code: int) -> None:
    assert not answer["success"] and answer["code"] == code, answer


def test_short_leave_ends_after_the_leader(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    instance = wf.start(apis[0], LEAVE, comment="请批准")
    detail = wf.detail(instance)
    assert detail["instance"]["title"] == f"{people[0].name}的请假申请（2天）"
    assert detail["instance"]["currentNodes"] == "部门负责人审批"
    assert [t["assigneeId"] for t in wf.todo(instance)] == [str(people[1].id)]
    done = wf.approve(apis[1], people[1], instance, comment="同意")
    assert done["instanceStatus"] == "approved"
    detail = wf.detail(instance)
    assert detail["instance"]["status"] == "approved" and detail["instance"]["endTime"]
    assert [(e["action"], e["user"]) for e in detail["timeline"]] == [
        ("start", people[0].name),
        ("submit", people[1].name),
    ]
    tracking = admin.ok("GET", "/flwInstance/tracking", id=instance)
    assert {"start", "dept", "gw", "end"} <= set(tracking["finishedNodeIds"]) and "mgr" not in tracking[
        "finishedNodeIds"
    ]
    assert set(tracking["finishedFlowIds"]) == {"f1", "f2", "f4"} and tracking["activeNodeIds"] == []
    mine = apis[0].ok("GET", "/flwInstance/my", definitionKey=wf.deployed.key)
    assert [r["id"] for r in mine["rows"]] == [instance]


def test_countersign_needs_every_manager(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    instance = wf.start(apis[0], LONG)
    wf.approve(apis[1], people[1], instance)
    signers = wf.todo(instance, "mgr")
    assert sorted(t["assigneeId"] for t in signers) == sorted(str(p.id) for p in people[2:5])
    assert {t["signMode"] for t in signers} == {"all"}
    tracking = admin.ok("GET", "/flwInstance/tracking", id=instance)
    assert tracking["activeNodeIds"] == ["mgr"] and "f3" in tracking["finishedFlowIds"]
    for n in (2, 3):
        assert wf.approve(apis[n], people[n], instance)["instanceStatus"] == "running"
    assert wf.approve(apis[4], people[4], instance)["instanceStatus"] == "approved"
    tracking = admin.ok("GET", "/flwInstance/tracking", id=instance)
    assert {"f1", "f2", "f3", "f5"} <= set(tracking["finishedFlowIds"]) and "f4" not in tracking[
        "finishedFlowIds"
    ]


def test_or_sign_completes_with_the_first(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people, multi="any")
    instance = wf.start(apis[0], LONG)
    wf.approve(apis[1], people[1], instance)
    others = [t for t in wf.todo(instance, "mgr") if t["assigneeId"] != str(people[3].id)]
    assert wf.approve(apis[3], people[3], instance)["instanceStatus"] == "approved"
    statuses = {t["id"]: t["status"] for t in wf.detail(instance)["tasks"]}
    assert [statuses[t["id"]] for t in others] == ["cancelled", "cancelled"]
    _code(
        wf.submit(
            apis[2], others[0]["id"] if others[0]["assigneeId"] == str(people[2].id) else others[1]["id"]
        ),
        5003002,
    )


def test_ratio_completes_at_the_share(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people, multi="ratio", ratio=0.6)
    instance = wf.start(apis[0], LONG)
    wf.approve(apis[1], people[1], instance)
    assert wf.approve(apis[2], people[2], instance)["instanceStatus"] == "running"  # 1/3
    assert wf.approve(apis[4], people[4], instance)["instanceStatus"] == "approved"  # 2/3 >= 0.6
    assert [t["status"] for t in wf.detail(instance)["tasks"] if t["assigneeId"] == str(people[3].id)] == [
        "cancelled"
    ]


def test_sequential_signers_take_turns(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people, multi="sequential")
    instance = wf.start(apis[0], LONG)
    wf.approve(apis[1], people[1], instance)
    for n in (2, 3, 4):
        assert [t["assigneeId"] for t in wf.todo(instance)] == [str(people[n].id)]
        wf.approve(apis[n], people[n], instance)
    assert wf.status(instance) == "approved"


def test_only_the_assignee_acts(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    instance = wf.start(apis[0], LEAVE)
    task = wf.task_of(instance, people[1])
    _code(wf.submit(apis[0], task), 5003003)
    _code(wf.submit(apis[2], task), 5003003)
    _code(wf.submit(admin, task), 5003003)
    _code(wf.submit(apis[1], "1"), 5003001)
    wf.approve(apis[1], people[1], instance)
    _code(wf.submit(apis[1], task), 5003002)


def test_field_permissions_are_enforced(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    perms = {"fieldPerms": {"reason": "hidden", "type": "write"}}
    wf = _process(admin, people, dept_extra=perms)
    instance = wf.start(apis[0], LEAVE)
    task = wf.task_of(instance, people[1])
    _code(wf.submit(apis[1], task, formValues={**LEAVE, "days": 1}), 5003004)  # read-only by default
    _code(wf.submit(apis[1], task, formValues={"reason": "改了"}), 5003004)  # hidden
    assert "reason" not in apis[1].ok("GET", "/flwInstance/detail", id=instance)["values"]
    answer = wf.submit(apis[1], task, formValues={"type": "事假", "days": 2, "reason": "回老家"})
    assert answer["success"], answer
    values = wf.detail(instance)["values"]
    assert values == {"type": "事假", "days": 2, "reason": "回老家"}


def test_the_shared_validator_refuses_bad_values(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people, dept_extra={"fieldPerms": {"days": "write"}})
    answer = wf.try_start(apis[0], {"type": "年假", "days": 2})
    _code(answer, 5003005)
    assert "请填写请假事由" in answer["message"] and answer["data"]["errors"][0]["field"] == "reason"
    _code(wf.try_start(apis[0], {**LEAVE, "days": 99}), 5003005)
    _code(wf.try_start(apis[0], {**LEAVE, "type": "婚假"}), 5003005)
    instance = wf.start(apis[0], LEAVE)
    _code(wf.submit(apis[1], wf.task_of(instance, people[1]), formValues={**LEAVE, "days": None}), 5003005)
    assert (
        wf.approve(apis[1], people[1], instance, formValues={**LEAVE, "days": 4})["instanceStatus"]
        == "running"
    )
    assert len(wf.todo(instance, "mgr")) == 3  # the changed days took the countersign branch


def test_terminate_closes_everything(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    instance = wf.start(apis[0], LEAVE)
    task = wf.task_of(instance, people[1])
    _code(apis[0].post("/flwInstance/terminate", {"id": instance}), 1013002)
    admin.ok("POST", "/flwInstance/terminate", {"id": instance, "reason": "重复申请"})
    detail = wf.detail(instance)
    assert detail["instance"]["status"] == "terminated" and detail["instance"]["endReason"] == "重复申请"
    assert [t["status"] for t in detail["tasks"]] == ["cancelled"]
    _code(wf.submit(apis[1], task), 5003002)
    _code(admin.post("/flwInstance/terminate", {"id": instance}), 5002002)


def test_withdraw_only_before_anyone_acted(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    first = wf.start(apis[0], LEAVE)
    assert apis[0].ok("GET", "/flwInstance/detail", id=first)["canWithdraw"]
    _code(apis[1].post("/flwInstance/withdraw", {"id": first}), 5002005)
    apis[0].ok("POST", "/flwInstance/withdraw", {"id": first})
    assert wf.status(first) == "withdrawn" and wf.todo(first) == []
    second = wf.start(apis[0], LONG)
    wf.approve(apis[1], people[1], second)
    answer = apis[0].post("/flwInstance/withdraw", {"id": second})
    _code(answer, 5002004)
    assert "已有审批人处理" in answer["message"]
    closed = _process(admin, people, process_extra={"allowWithdraw": False})
    third = closed.start(apis[0], LEAVE)
    _code(apis[0].post("/flwInstance/withdraw", {"id": third}), 5002004)


def test_a_stale_revision_is_refused(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    instance = wf.start(apis[0], LONG)
    wf.approve(apis[1], people[1], instance)
    rev = wf.detail(instance)["instance"]["rev"]
    wf.approve(apis[2], people[2], instance, rev=rev)  # read rev, nobody else acted: accepted
    answer = wf.submit(apis[3], wf.task_of(instance, people[3]), rev=rev)  # acted on what it read
    _code(answer, 5002003)
    assert "刷新" in answer["message"]
    assert wf.approve(apis[3], people[3], instance, rev=rev + 1)["rev"] == rev + 2


def test_reading_an_instance_needs_a_part_in_it(admin: Api, people: list[SysUser], apis: list[Api]) -> None:
    wf = _process(admin, people)
    instance = wf.start(apis[0], LEAVE)
    _code(apis[2].get("/flwInstance/detail", id=instance), 1013003)
    _code(apis[2].get("/flwInstance/tracking", id=instance), 1013003)
    assert apis[1].ok("GET", "/flwInstance/tracking", id=instance)["activeNodeIds"] == ["dept"]
    assert admin.ok("GET", "/flwInstance/page", definitionKey=wf.deployed.key)["totalRows"] == 1
    _code(apis[0].get("/flwInstance/page"), 1013002)
