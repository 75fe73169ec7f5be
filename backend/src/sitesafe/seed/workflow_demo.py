"""The demo's workflow (ENV=demo): a 人事 category, the 请假 form (type, days, reason) and the 请假 process
(部门负责人 → 天数 > 3 时经理会签) deployed, and the people who approve it (password as the demo user's)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.core.passwords import hash_password
from sitesafe.modules.system.emp.models import SysEmp, SysEmpPos
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.user.models import SysUser, SysUserRole
from sitesafe.modules.workflow.model.service import deploy_model
from sitesafe.modules.workflow.models import BpmCategory, BpmForm, BpmModel, BpmShortcut
from sitesafe.seed import data


def _field(kind: str, label: str, model: str, options: dict[str, Any], required: str) -> dict[str, Any]:
    return {
        "type": kind,
        "label": label,
        "options": {"hidden": False, "disabled": False, "width": "100%", **options},
        "model": model,
        "key": model,
        "rules": [{"required": True, "message": required}],
    }


LEAVE_TYPES = ("年假", "事假", "病假")
LEAVE_FORM: dict[str, Any] = {
    "list": [
        _field(
            "select",
            "请假类型",
            "type",
            {
                "multiple": False,
                "clearable": False,
                "placeholder": "请选择",
                "dynamicKey": "",
                "dynamic": False,
                "showSearch": False,
                "options": [{"value": t, "label": t} for t in LEAVE_TYPES],
            },
            "请选择请假类型",
        ),
        _field(
            "number",
            "请假天数",
            "days",
            {"defaultValue": 1, "min": 0.5, "max": 30, "precision": 1, "step": 0.5, "placeholder": "请输入"},
            "请填写请假天数",
        ),
        _field(
            "textarea",
            "请假事由",
            "reason",
            {
                "minRows": 3,
                "maxRows": 6,
                "maxLength": 500,
                "defaultValue": "",
                "clearable": False,
                "placeholder": "请填写请假事由",
            },
            "请填写请假事由",
        ),
    ],
    "config": {
        "layout": "horizontal",
        "labelCol": {"span": 4},
        "wrapperCol": {"span": 18},
        "hideRequiredMark": False,
        "customStyle": "",
    },
}


def _cfg(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False).replace("&", "&amp;").replace("<", "&lt;")


def leave_xml(
    key: str,
    leader: dict[str, Any],
    managers: dict[str, Any],
    *,
    form_id: str | None = None,
    multi: str = "all",
    ratio: float | None = None,
    condition: str = "days &gt; 3",
    language: str = "wf:expression",
    dept_extra: dict[str, Any] | None = None,
    process_extra: dict[str, Any] | None = None,
) -> str:
    """The 请假 diagram: 部门负责人 (`leader` rule) → gateway → 经理会签 (`managers`, `multi`) when the
    condition holds, else straight to the end. `dept_extra`/`process_extra` override config keys."""
    process: dict[str, Any] = {
        "formId": form_id,
        "titleTemplate": "{initiatorName}的请假申请（{days}天）",
        "allowWithdraw": True,
    }
    dept: dict[str, Any] = {
        "assignee": leader,
        "multi": "none",
        "buttons": ["submit", "back", "turn", "entrust", "addSign", "cc"],
        "fieldPerms": {},
    }
    mgr: dict[str, Any] = {
        "assignee": managers,
        "multi": multi,
        "buttons": ["submit", "back", "addSign", "deleteSign"],
        "fieldPerms": {},
    }
    if ratio is not None:
        mgr["ratio"] = ratio
    dept.update(dept_extra or {})
    process.update(process_extra or {})
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" \
xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" \
xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" \
id="Definitions_{key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="{key}" name="请假" isExecutable="true">
    <bpmn:extensionElements><wf:processConfig>{_cfg(process)}</wf:processConfig></bpmn:extensionElements>
    <bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="dept" name="部门负责人审批">
      <bpmn:extensionElements><wf:nodeConfig>{_cfg(dept)}</wf:nodeConfig></bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="gw" name="天数大于3天？" default="f4">
      <bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing><bpmn:outgoing>f4</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:userTask id="mgr" name="经理会签">
      <bpmn:extensionElements><wf:nodeConfig>{_cfg(mgr)}</wf:nodeConfig></bpmn:extensionElements>
      <bpmn:incoming>f3</bpmn:incoming><bpmn:outgoing>f5</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束">
      <bpmn:incoming>f4</bpmn:incoming><bpmn:incoming>f5</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="dept" />
    <bpmn:sequenceFlow id="f2" sourceRef="dept" targetRef="gw" />
    <bpmn:sequenceFlow id="f3" name="是" sourceRef="gw" targetRef="mgr">
      <bpmn:conditionExpression language="{language}">{condition}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" name="否" sourceRef="gw" targetRef="end" />
    <bpmn:sequenceFlow id="f5" sourceRef="mgr" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="{key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="dept_di" bpmnElement="dept">
        <dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="gw_di" bpmnElement="gw" isMarkerVisible="true">
        <dc:Bounds x="395" y="95" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="mgr_di" bpmnElement="mgr">
        <dc:Bounds x="500" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="662" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1">
        <di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2">
        <di:waypoint x="340" y="120" /><di:waypoint x="395" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3">
        <di:waypoint x="445" y="120" /><di:waypoint x="500" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4">
        <di:waypoint x="420" y="145" /><di:waypoint x="420" y="220" />
        <di:waypoint x="680" y="220" /><di:waypoint x="680" y="138" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f5_di" bpmnElement="f5">
        <di:waypoint x="600" y="120" /><di:waypoint x="662" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
"""


# (account, name, org code, position code): who applies and who approves in the demo
PEOPLE = (
    ("zhangsan", "张三", "hxjt_bj_yfb", "gzry"),
    ("lisi", "李四", "hxjt_bj_yfb", "bmjl"),
    ("wangwu", "王五", "hxjt_bj", "fzjl"),
)


def _ids(db: Session, model: Any, codes: tuple[str, ...]) -> dict[str, int]:
    return dict(db.execute(select(model.code, model.id).where(model.code.in_(codes))).all())


def _people(db: Session) -> None:
    orgs = {
        o.code: o for o in db.execute(select(SysOrg).where(SysOrg.code.in_([p[2] for p in PEOPLE]))).scalars()
    }
    positions = _ids(db, SysPos, tuple(p[3] for p in PEOPLE))
    role = db.execute(select(SysRole.id).where(SysRole.code == "demo_role")).scalar_one()
    for account, name, org, pos in PEOPLE:
        if db.execute(select(SysUser.id).where(SysUser.account == account)).first() is not None:
            continue
        user = SysUser(
            account=account,
            password=hash_password(data.DEFAULT_PASSWORD),
            name=name,
            nick_name=name,
            admin_type=2,
            sex=1,
            status=0,
        )
        db.add(user)
        db.flush()
        db.add(SysEmp(id=user.id, org_id=orgs[org].id, org_name=orgs[org].name))
        db.add(SysEmpPos(emp_id=user.id, pos_id=positions[pos]))
        db.add(SysUserRole(user_id=user.id, role_id=role))


def seed_workflow_demo(db: Session) -> None:
    """Adds what is missing; a model already deployed is left as it is."""
    _people(db)
    category = db.execute(select(BpmCategory).where(BpmCategory.code == "hr")).scalar_one_or_none()
    if category is None:
        category = BpmCategory(name="人事", code="hr", sort=1, status=0)
        db.add(category)
    form = db.execute(select(BpmForm).where(BpmForm.code == "leave_form")).scalar_one_or_none()
    if form is None:
        form = BpmForm(
            name="请假单",
            code="leave_form",
            design=json.dumps(LEAVE_FORM, ensure_ascii=False),
            sort=1,
            status=0,
            category_id=category.id,
        )
        db.add(form)
    db.flush()
    model = db.execute(select(BpmModel).where(BpmModel.key == "leave")).scalar_one_or_none()
    if model is None:
        positions = _ids(db, SysPos, ("bmjl", "zjl", "fzjl"))
        leader = {"type": "pos", "ids": [str(positions["bmjl"])]}
        managers = {"type": "pos", "ids": [str(positions["zjl"]), str(positions["fzjl"])]}
        model = BpmModel(
            key="leave",
            name="请假",
            category_id=category.id,
            form_id=form.id,
            sort=1,
            status=0,
            bpmn_xml=leave_xml("leave", leader, managers, form_id=str(form.id)),
            icon="calendar",
        )
        db.add(model)
        db.flush()
    if model.deployed_version is None:
        deploy_model(db, model, None, utcnow())
    if db.execute(select(BpmShortcut.id).where(BpmShortcut.model_key == "leave")).first() is None:
        db.add(
            BpmShortcut(
                name="请假申请",
                model_key="leave",
                category_id=category.id,
                icon="calendar",
                color="#1677ff",
                sort=1,
                status=0,
            )
        )
    db.flush()
