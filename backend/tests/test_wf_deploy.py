"""流程模型 → 流程定义: deploy and its refusals, versions, suspension, deletion; forms, scripts,
categories."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, unique
from helpers import login
from sitesafe.modules.system.user.models import SysUser
from wf_helpers import Wf, add_model, deploy, leave, rule, try_deploy, user_api

REFUSED = 5001204


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture
def people(make_user: Callable[..., SysUser]) -> list[SysUser]:
    return [make_user(roles=("demo_role",), org="hxjt_bj_yfb") for _ in range(3)]


def _refusal(answer: dict[str, object], code: int, *words: str) -> None:
    assert not answer["success"] and answer["code"] == code, answer
    assert all(w in str(answer["message"]) for w in words), answer["message"]


def test_deploy_freezes_a_version_and_the_form(admin: Api, people: list[SysUser]) -> None:
    deployed = deploy(admin, leave(rule(people[0]), rule(people[1], people[2])))
    detail = admin.ok("GET", "/flwDefinition/detail", id=deployed.definition_id)
    assert detail["version"] == 1 and detail["key"] == deployed.key and not detail["suspended"]
    assert detail["processConfig"]["formId"] == deployed.form_id
    assert detail["processConfig"]["routingFields"] == ["days"]
    assert detail["nodeConfig"]["mgr"]["multi"] == "all"
    assert detail["flowIndex"]["gw>mgr"] == "f3" and "days" in detail["formSnapshot"]
    nodes = admin.ok("GET", "/flwDefinition/nodes", id=deployed.definition_id)
    assert [(n["id"], n["name"]) for n in nodes] == [("dept", "部门负责人审批"), ("mgr", "经理会签")]
    # the form changes afterwards: the deployed version keeps its copy; a new deploy is version 2
    form = admin.ok("GET", "/flwForm/detail", id=deployed.form_id)
    admin.ok("POST", "/flwForm/edit", {**form, "design": json.dumps({"list": [], "config": {}})})
    assert "days" in admin.ok("GET", "/flwDefinition/detail", id=deployed.definition_id)["formSnapshot"]
    second = admin.ok("POST", "/flwModel/deploy", {"id": deployed.model_id})
    assert second["version"] == 2
    versions = admin.ok("GET", "/flwModel/versions", id=deployed.model_id)
    assert [v["version"] for v in versions] == [2, 1]
    assert admin.ok("GET", "/flwModel/detail", id=deployed.model_id)["deployedVersion"] == 2


SCRIPT_TASK = '<bpmn:scriptTask id="calc" name="计算"><bpmn:script>import os</bpmn:script></bpmn:scriptTask>'
END = '<bpmn:endEvent id="end"'


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda x: x.replace(END, SCRIPT_TASK + END), ("脚本任务", "计算")),
        (lambda x: x.replace('sourceRef="start" targetRef="dept"', 'sourceRef="start"'), ("BPMN 规范",)),
        (lambda x: x.replace('<bpmn:startEvent id="start"', '<bpmn:task id="start"')
         .replace("</bpmn:startEvent>", "</bpmn:task>"), ("开始节点",)),
        (lambda x: x.replace(END, '<bpmn:serviceTask id="svc" />' + END),
         ("不支持的节点类型", "服务任务")),
        (lambda x: x.replace("days &gt; 3", "days.__class__"), ("条件无效", "属性访问")),
    ],
)  # fmt: skip
def test_deploy_refuses_what_does_not_run(
    admin: Api, people: list[SysUser], change: Callable[[str], str], words: tuple[str, ...]
) -> None:
    xml = leave(rule(people[0]), rule(people[1]))
    _refusal(try_deploy(admin, lambda k, f: change(xml(k, f))), REFUSED, *words)


def test_deploy_refuses_bad_node_configs(admin: Api, people: list[SysUser]) -> None:
    _refusal(try_deploy(admin, leave(rule(), rule(people[1]))), REFUSED, "部门负责人审批", "没有设置审批人")
    _refusal(try_deploy(admin, leave({"type": "boss"}, rule(people[1]))), REFUSED, "没有设置审批人")
    unknown = leave(rule(people[0]), rule(people[1]), dept_extra={"fieldPerms": {"salary": "read"}})
    _refusal(try_deploy(admin, unknown), REFUSED, "表单中不存在的字段", "salary")
    _refusal(try_deploy(admin, unknown, form=False), REFUSED, "salary")
    ratio = leave(rule(people[0]), rule(people[1]), multi="ratio", ratio=1.5)
    _refusal(try_deploy(admin, ratio), REFUSED, "比例")
    script = leave(rule(people[0]), rule(people[1]), condition="123456", language="wf:script")
    _refusal(try_deploy(admin, script), REFUSED, "条件脚本不存在")
    bad_form = leave(rule(people[0]), rule(people[1]), process_extra={"formId": "1"})
    _refusal(try_deploy(admin, bad_form), REFUSED, "表单不存在")


def test_a_model_without_a_diagram_and_bad_xml_saves(admin: Api) -> None:
    key = unique("wf")
    model_id = add_model(admin, key)
    detail = admin.ok("GET", "/flwModel/detail", id=model_id)
    assert f'id="{key}"' in detail["bpmnXml"]  # the blank diagram to draw on
    _refusal(admin.post("/flwModel/deploy", {"id": model_id}), REFUSED, "结束节点")
    _refusal(admin.post("/flwModel/saveXml", {"id": model_id, "bpmnXml": "<x"}), 1012001, "XML")
    _refusal(admin.post("/flwModel/add", {"key": key, "name": "重复"}), 5001202)
    _refusal(admin.post("/flwModel/add", {"key": "1bad", "name": "坏"}), 1012001)


def test_suspend_activate_and_delete(admin: Api, client: TestClient, people: list[SysUser]) -> None:
    deployed = deploy(admin, leave(rule(people[1]), rule(people[2])))
    wf = Wf(admin, deployed)
    applicant = user_api(client, people[0])
    running = wf.start(applicant, {"type": "年假", "days": 1, "reason": "回家"})
    admin.ok("POST", "/flwDefinition/suspend", {"id": deployed.definition_id})
    _refusal(wf.try_start(applicant, {"type": "年假", "days": 1, "reason": "x"}), 5001302, "挂起")
    leader = user_api(client, people[1])
    _refusal(wf.submit(leader, wf.task_of(running, people[1])), 5001302)
    admin.ok("POST", "/flwDefinition/activate", {"id": deployed.definition_id})
    _refusal(admin.post("/flwDefinition/delete", [{"id": deployed.definition_id}]), 5001303)
    admin.ok("POST", "/flwInstance/terminate", {"id": running, "reason": "测试"})
    admin.ok("POST", "/flwDefinition/delete", [{"id": deployed.definition_id}])
    _refusal(wf.try_start(applicant, {"type": "年假", "days": 1, "reason": "x"}), 5001301)
    _refusal(admin.get("/flwDefinition/detail", id=deployed.definition_id), 5001301)
    assert admin.ok("GET", "/flwModel/detail", id=deployed.model_id)["deployedVersion"] is None


def test_scripts_validate_and_test(admin: Api, people: list[SysUser]) -> None:
    _refusal(
        admin.post("/flwScript/add", {"name": "坏", "type": "condition", "content": "a.b"}), 1012001, "属性"
    )
    admin.ok("POST", "/flwScript/add", {"name": "长假", "type": "condition", "content": "days >= 5"})
    script = admin.ok("GET", "/flwScript/page", name="长假")["rows"][0]
    result = admin.ok("POST", "/flwScript/test", {"content": script["content"], "variables": {"days": 6}})
    assert result == {"ok": True, "result": True, "message": None, "variables": ["days"]}
    failed = admin.ok("POST", "/flwScript/test", {"content": "open('x')", "variables": {}})
    assert not failed["ok"] and "不支持的函数" in failed["message"]
    # a sequence flow condition naming the script: 5 days go to the countersign, 4 do not
    deployed = deploy(
        admin,
        leave(rule(people[1]), rule(people[2]), condition=script["id"], language="wf:script"),
    )
    assert admin.ok("GET", "/flwDefinition/detail", id=deployed.definition_id)["version"] == 1


def test_forms_copy_and_categories_in_use(admin: Api) -> None:
    from wf_helpers import add_form

    form_id = add_form(admin)
    copy = admin.ok("POST", "/flwForm/copy", {"id": form_id})
    assert copy["name"].endswith("-副本") and copy["code"].endswith("_copy1") and copy["id"] != form_id
    assert (
        admin.ok("GET", "/flwForm/detail", id=copy["id"])["design"]
        == admin.ok("GET", "/flwForm/detail", id=form_id)["design"]
    )
    bad = admin.post("/flwForm/add", {"name": "坏", "code": unique("f"), "design": "{"})
    assert bad["code"] == 1012001
    code = unique("cat")
    admin.ok("POST", "/flwCategory/add", {"name": f"分类{code}", "code": code})
    category = admin.ok("GET", "/flwCategory/page", name=f"分类{code}")["rows"][0]
    key = unique("wf")
    admin.ok(
        "POST",
        "/flwModel/add",
        {"key": key, "name": "用分类", "categoryId": category["id"], "formId": form_id},
    )
    _refusal(admin.post("/flwCategory/delete", [{"id": category["id"]}]), 5001003)
    _refusal(admin.post("/flwForm/delete", [{"id": form_id}]), 5001104)
