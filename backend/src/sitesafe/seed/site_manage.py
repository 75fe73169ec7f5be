"""The management modules' processes (site management III): each module's records are approved through
its own BPMN process, seeded as 发起 → 项目审批 (the project's manager, else its safety officer) → 结束 in a
现场管理 category. A company changes a process (more nodes, an extension form from 流程表单) in 流程模型 and
deploys it: no code. The seed adds what is missing and leaves a deployed model as it is."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.modules.workflow.model.service import deploy_model
from sitesafe.modules.workflow.models import BpmCategory, BpmModel

# (process key, process name): one line per management module (its ManageService names the key)
MANAGE_PROCESSES: list[tuple[str, str]] = [
    ("site_approval_record", "审批记录"),
    ("site_inspection", "安全检查"),
    ("site_check_job", "检查任务"),
    ("site_assessment", "考核"),
    ("site_event_report", "事件上报"),
    ("site_plan", "进度计划"),
    ("site_month_report", "月报"),
    ("site_journal", "施工日志"),
    ("site_weekly_meeting", "周例会"),
]

APPROVER_BUTTONS = ["submit", "back", "end", "turn", "entrust", "addSign", "cc"]


def _cfg(value: dict[str, Any]) -> str:
    return json.dumps(value, ensure_ascii=False).replace("&", "&amp;").replace("<", "&lt;")


def approval_xml(key: str, name: str) -> str:
    """发起 → 项目审批 → 结束, drawn left to right."""
    node = {
        "assignee": {"type": "projectManager", "ids": []},
        "multi": "none",
        "buttons": APPROVER_BUTTONS,
        "fieldPerms": {},
    }
    process = {"formId": None, "titleTemplate": f"{{initiatorName}}的{name}", "allowWithdraw": True}
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" \
xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" \
xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" \
id="Definitions_{key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="{key}" name="{name}" isExecutable="true">
    <bpmn:extensionElements><wf:processConfig>{_cfg(process)}</wf:processConfig></bpmn:extensionElements>
    <bpmn:startEvent id="start" name="发起"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="approve" name="项目审批">
      <bpmn:extensionElements><wf:nodeConfig>{_cfg(node)}</wf:nodeConfig></bpmn:extensionElements>
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="{key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve">
        <dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1">
        <di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2">
        <di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
"""


def ensure_process(db: Session, key: str, name: str, category: BpmCategory) -> None:
    model = db.execute(select(BpmModel).where(BpmModel.key == key)).scalar_one_or_none()
    if model is None:
        model = BpmModel(
            key=key,
            name=name,
            category_id=category.id,
            sort=100,
            status=0,
            bpmn_xml=approval_xml(key, name),
            icon="audit",
        )
        db.add(model)
        db.flush()
    if model.deployed_version is None:
        deploy_model(db, model, None, utcnow())


def seed_manage_processes(db: Session) -> None:
    category = db.execute(select(BpmCategory).where(BpmCategory.code == "site_manage")).scalar_one_or_none()
    if category is None:
        category = BpmCategory(name="现场管理", code="site_manage", sort=10, status=0)
        db.add(category)
        db.flush()
    for key, name in MANAGE_PROCESSES:
        ensure_process(db, key, name, category)
    db.flush()
