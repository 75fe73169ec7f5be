"""Routing and people: parallel gateways, conditions from 流程脚本, assignee rules (role, org, position,
initiator, initiator's leader), shortcuts with their scope, drafts consumed by the start."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, select

from crud_helpers import Api, make_role, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.system.emp.models import SysEmp, SysEmpPos
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow.models import BpmDraft
from wf_helpers import LEAVE_FORM, Wf, deploy, leave, rule, user_api

LEAVE = {"type": "年假", "days": 2, "reason": "回老家"}


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


def _node(node: str, name: str, assignee: dict[str, Any]) -> str:
    config = json.dumps({"assignee": assignee, "multi": "none"})
    return f'<bpmn:userTask id="{node}" name="{name}"><bpmn:extensionElements><wf:nodeConfig>{config}</wf:nodeConfig></bpmn:extensionElements></bpmn:userTask>'  # noqa: E501


def parallel_xml(a: dict[str, Any], b: dict[str, Any]) -> Callable[[str, str | None], str]:
    def xml(key: str, form_id: str | None) -> str:
        flows = [("s", "split"), ("split", "a"), ("split", "b"), ("a", "join"), ("b", "join"), ("join", "e")]
        edges = "".join(
            f'<bpmn:sequenceFlow id="f{i}" sourceRef="{s}" targetRef="{t}" />'
            for i, (s, t) in enumerate(flows)
        )
        return f"""<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" \
xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" id="d" targetNamespace="t">
  <bpmn:process id="{key}" name="并行审批" isExecutable="true">
    <bpmn:extensionElements><wf:processConfig>{json.dumps({"formId": form_id})}</wf:processConfig>
    </bpmn:extensionElements>
    <bpmn:startEvent id="s" /><bpmn:parallelGateway id="split" /><bpmn:parallelGateway id="join" />
    {_node("a", "安全部会签", a)}{_node("b", "工程部会签", b)}<bpmn:endEvent id="e" />
    {edges}
  </bpmn:process>
</bpmn:definitions>"""

    return xml


def test_parallel_branches_join(admin: Api, client: TestClient, make_user: Callable[..., SysUser]) -> None:
    applicant, x, y = (make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(3))
    wf = Wf(admin, deploy(admin, parallel_xml(rule(x), rule(y))))
    instance = wf.start(user_api(client, applicant), LEAVE)
    assert sorted(t["nodeId"] for t in wf.todo(instance)) == ["a", "b"]
    assert wf.approve(user_api(client, y), y, instance)["instanceStatus"] == "running"
    tracking = admin.ok("GET", "/flwInstance/tracking", id=instance)
    assert "b" in tracking["finishedNodeIds"] and tracking["activeNodeIds"] == ["a"]
    assert wf.approve(user_api(client, x), x, instance)["instanceStatus"] == "approved"
    assert {"f0", "f1", "f2", "f3", "f4", "f5"} == set(
        admin.ok("GET", "/flwInstance/tracking", id=instance)["finishedFlowIds"]
    )


def test_conditions_from_scripts_route(
    admin: Api, client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    applicant, leader, manager = (make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(3))
    name = unique("病假或长假")
    content = "type == '病假' or days >= 10"
    admin.ok("POST", "/flwScript/add", {"name": name, "type": "condition", "content": content})
    script_id = admin.ok("GET", "/flwScript/page", name=name)["rows"][0]["id"]
    xml = leave(rule(leader), rule(manager), condition=script_id, language="wf:script")
    wf = Wf(admin, deploy(admin, xml))
    # the deployed version keeps the script's text: editing the script later changes nothing here
    script = admin.ok("GET", "/flwScript/detail", id=script_id)
    admin.ok("POST", "/flwScript/edit", {**script, "content": "false"})
    apis = user_api(client, applicant), user_api(client, leader)
    for values, branch in (({**LEAVE, "type": "病假"}, "mgr"), (LEAVE, None), ({**LEAVE, "days": 12}, "mgr")):
        instance = wf.start(apis[0], values)
        wf.approve(apis[1], leader, instance)
        assert [t["nodeId"] for t in wf.todo(instance)] == ([branch] if branch else [])


def _pos(ctx: AppContext, code: str) -> int:
    with ctx.db.sessionmaker() as db:
        return int(db.execute(select(SysPos.id).where(SysPos.code == code)).scalar_one())


def _hold(ctx: AppContext, user: SysUser, code: str) -> None:
    with ctx.db.sessionmaker.begin() as db:
        db.add(SysEmpPos(id=new_id(), emp_id=user.id, pos_id=_pos(ctx, code)))


def test_assignee_rules(
    admin: Api,
    client: TestClient,
    ctx: AppContext,
    make_user: Callable[..., SysUser],
    new_org: Callable[[str | None], str],
) -> None:
    role = make_role(ctx, ["flwInstance:detail"])
    with ctx.db.sessionmaker() as db:
        role_id = db.execute(select(SysRole.id).where(SysRole.code == role)).scalar_one()
    branch = new_org(new_org(None))
    dept, other = new_org(branch), new_org(branch)
    staff = make_user(roles=("demo_role",), org=dept)
    boss = make_user(roles=("demo_role",), org=dept)
    head = make_user(roles=("demo_role",), org=branch)
    make_user(roles=("demo_role", role), org=other, status=1)  # frozen: never an assignee
    member = make_user(roles=("demo_role", role), org=other)
    _hold(ctx, staff, "gzry")
    _hold(ctx, boss, "bmjl")
    _hold(ctx, head, "fzjl")
    cases = [
        ({"type": "initiator", "ids": []}, staff, [staff]),
        ({"type": "role", "ids": [str(role_id)]}, staff, [member]),
        ({"type": "org", "ids": [str(_org(ctx, other))]}, staff, [member]),
        ({"type": "pos", "ids": [str(_pos(ctx, "fzjl"))]}, staff, [head]),
        ({"type": "initiatorLeader", "ids": []}, staff, [boss]),  # more senior, same department
        ({"type": "initiatorLeader", "ids": []}, boss, [head]),  # the department head: up one level
        ({"type": "initiatorLeader", "ids": [str(_pos(ctx, "fzjl"))]}, staff, [head]),
    ]
    for assignee, initiator, expected in cases:
        wf = Wf(admin, deploy(admin, leave(assignee, rule(head))))
        instance = wf.start(user_api(client, initiator), LEAVE)
        assert [t["assigneeId"] for t in wf.todo(instance)] == sorted(str(u.id) for u in expected), assignee
    nobody = Wf(admin, deploy(admin, leave({"type": "initiatorLeader", "ids": []}, rule(head))))
    answer = nobody.try_start(user_api(client, head), LEAVE)  # nobody leads the vice manager's org
    assert answer["code"] == 5002007 and "部门负责人审批" in answer["message"]
    # nothing half-written: no instance was kept
    assert admin.ok("GET", "/flwInstance/page", definitionKey=nobody.deployed.key)["totalRows"] == 0


def _org(ctx: AppContext, code: str) -> int:
    with ctx.db.sessionmaker() as db:
        return int(db.execute(select(SysOrg.id).where(SysOrg.code == code)).scalar_one())


@pytest.fixture
def new_org(ctx: AppContext) -> Iterator[Callable[[str | None], str]]:
    """Fresh organisations (no one else's people in them), removed with their employees afterwards so
    that org-wide expectations of other tests hold."""
    made: list[str] = []

    def create(parent: str | None) -> str:
        code = unique("wforg")
        with ctx.db.sessionmaker.begin() as db:
            up = db.execute(select(SysOrg).where(SysOrg.code == parent)).scalar_one() if parent else None
            pid, pids = (up.id, f"{up.pids}[{up.id}],") if up else (0, "[0],")
            db.add(SysOrg(id=new_id(), pid=pid, pids=pids, name=code, code=code, sort=1, status=0))
        made.append(code)
        return code

    yield create
    with ctx.db.sessionmaker.begin() as db:
        ids = list(db.execute(select(SysOrg.id).where(SysOrg.code.in_(made))).scalars())
        db.execute(delete(SysEmp).where(SysEmp.org_id.in_(ids)))
        db.execute(delete(SysOrg).where(SysOrg.id.in_(ids)))


def test_shortcuts_and_drafts(
    admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    inside, outside, leader = (make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(3))
    wf = Wf(admin, deploy(admin, leave(rule(leader), rule(leader))))
    key = wf.deployed.key
    scope = {"type": "user", "ids": [str(inside.id)]}
    admin.ok("POST", "/flwShortcut/add", {"name": f"入口{key}", "modelKey": key, "scope": scope})
    shortcut = admin.ok("GET", "/flwShortcut/page", name=f"入口{key}")["rows"][0]
    assert shortcut["scope"] == scope
    mine, theirs = user_api(client, inside), user_api(client, outside)
    listed = [s for s in mine.ok("GET", "/flwShortcut/list") if s["modelKey"] == key]
    assert [s["definitionId"] for s in listed] == [wf.deployed.definition_id]
    assert listed[0]["createTime"] == shortcut["createTime"]  # the same time in the list as in the page
    defined = admin.ok("GET", "/flwDefinition/page", key=key)["rows"][0]
    detail = admin.ok("GET", "/flwDefinition/detail", id=wf.deployed.definition_id)
    assert detail["deployTime"] == defined["deployTime"]
    assert [s for s in theirs.ok("GET", "/flwShortcut/list") if s["modelKey"] == key] == []
    form = mine.ok("GET", "/flwInstance/startForm", shortcutId=shortcut["id"])
    assert json.loads(form["form"]) == LEAVE_FORM and form["fieldPerms"] == {}
    refused = theirs.post("/flwInstance/start", {"shortcutId": shortcut["id"], "formValues": LEAVE})
    assert refused["code"] == 5001502
    assert wf.try_start(theirs, LEAVE)["code"] == 5001502  # by key, too
    draft_id = new_id()
    with ctx.db.sessionmaker.begin() as db:
        now = ctx.clock.now()
        db.add(BpmDraft(id=draft_id, user_id=inside.id, model_key=key, form_values=json.dumps(LEAVE),
                        create_time=now, update_time=now))  # fmt: skip
    assert theirs.post(
        "/flwInstance/start", {"definitionKey": key, "formValues": LEAVE, "draftId": str(draft_id)}
    )["code"] in (5001502, 5002008)
    started = mine.ok(
        "POST",
        "/flwInstance/start",
        {"shortcutId": shortcut["id"], "formValues": LEAVE, "draftId": str(draft_id)},
    )
    assert started["status"] == "running"
    with ctx.db.sessionmaker() as db:
        assert db.get(BpmDraft, draft_id) is None
    again = mine.post(
        "/flwInstance/start", {"shortcutId": shortcut["id"], "formValues": LEAVE, "draftId": str(draft_id)}
    )
    assert again["code"] == 5002008


def test_listeners_set_routing_variables(
    admin: Api, client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    applicant, leader, manager = (make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(3))
    name = unique("标记急假")
    admin.ok(
        "POST", "/flwScript/add", {"name": name, "type": "listener", "content": "{'urgent': type == '病假'}"}
    )
    script_id = admin.ok("GET", "/flwScript/page", name=name)["rows"][0]["id"]
    listeners = {"listeners": [{"event": "complete", "scriptId": script_id}]}
    wf = Wf(
        admin, deploy(admin, leave(rule(leader), rule(manager), condition="urgent", dept_extra=listeners))
    )
    apis = user_api(client, applicant), user_api(client, leader)
    for kind, branch in (("病假", ["mgr"]), ("年假", [])):
        instance = wf.start(apis[0], {**LEAVE, "type": kind})
        wf.approve(apis[1], leader, instance)
        assert [t["nodeId"] for t in wf.todo(instance)] == branch


def test_a_node_copies_its_readers(admin: Api, client: TestClient, make_user: Callable[..., SysUser]) -> None:
    applicant, leader, reader, stranger = (
        make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(4)
    )
    copy = {"cc": rule(reader), "fieldPerms": {"reason": "hidden"}}
    wf = Wf(admin, deploy(admin, leave(rule(leader), rule(leader), dept_extra=copy)))
    instance = wf.start(user_api(client, applicant), LEAVE)
    seen = user_api(client, reader).ok("GET", "/flwInstance/detail", id=instance)
    assert seen["values"] == {"type": "年假", "days": 2}  # the copied node's view: reason hidden
    assert user_api(client, stranger).get("/flwInstance/detail", id=instance)["code"] == 1013003
