"""Workflow runtime tests: diagrams built from a few nodes, deployed and run through the HTTP API."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient

from helpers import bearer, login
from sitesafe.modules.system.user.models import SysUser

ALL_BUTTONS = [
    "submit",
    "back",
    "turn",
    "entrust",
    "jump",
    "end",
    "addSign",
    "deleteSign",
    "userSelect",
    "cc",
]
WF_ROLE = "demo_role"  # ordinary users: 待办/已办/草稿/我的申请/快捷入口


def node(task_id: str, name: str, users: Iterable[int], multi: str = "none", **extra: Any) -> str:
    config = {
        "assignee": {"type": "user", "ids": [str(u) for u in users]},
        "multi": multi,
        "buttons": extra.pop("buttons", ALL_BUTTONS),
        **extra,
    }
    return (
        f'<bpmn:userTask id="{task_id}" name="{name}"><bpmn:extensionElements>'
        f"<wf:nodeConfig>{json.dumps(config)}</wf:nodeConfig></bpmn:extensionElements></bpmn:userTask>"
    )


def diagram(key: str, body: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" '
        'xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">'
        f'<bpmn:process id="{key}" name="测试流程{key}" isExecutable="true">'
        '<bpmn:startEvent id="start" />'
        f'{body}<bpmn:endEvent id="end" /></bpmn:process></bpmn:definitions>'
    )


def flows(*pairs: tuple[str, str]) -> str:
    return "".join(
        f'<bpmn:sequenceFlow id="f{i}" sourceRef="{a}" targetRef="{b}" />' for i, (a, b) in enumerate(pairs)
    )


def linear(key: str, leader: int, signers: list[int], manager: int) -> str:
    """start → 部门负责人 → 经理会签 (all) → 项目经理 → end."""
    return diagram(
        key,
        node("leader", "部门负责人", [leader])
        + node("sign", "经理会签", signers, multi="all")
        + node("manager", "项目经理", [manager])
        + flows(("start", "leader"), ("leader", "sign"), ("sign", "manager"), ("manager", "end")),
    )


def parallel(key: str, safety: int, tech: int, manager: int) -> str:
    """start → split → 安全审核 / 技术审核 → join → 项目经理 → end."""
    return diagram(
        key,
        '<bpmn:parallelGateway id="split" /><bpmn:parallelGateway id="join" />'
        + node("safety", "安全审核", [safety])
        + node("tech", "技术审核", [tech])
        + node("manager", "项目经理", [manager])
        + flows(
            ("start", "split"),
            ("split", "safety"),
            ("split", "tech"),
            ("safety", "join"),
            ("tech", "join"),
            ("join", "manager"),
            ("manager", "end"),
        ),
    )


@dataclass
class Wf:
    client: TestClient
    make_user: Callable[..., SysUser]
    tokens: dict[int, str] = field(default_factory=dict)

    def user(self, **fields: Any) -> SysUser:
        return self.make_user(roles=(WF_ROLE,), **fields)

    def token(self, user: SysUser | str) -> str:
        if isinstance(user, str):
            return login(self.client, user)
        if user.id not in self.tokens:
            self.tokens[user.id] = login(self.client, user.account)
        return self.tokens[user.id]

    def get(self, who: SysUser | str, path: str, **params: Any) -> dict[str, Any]:
        body: dict[str, Any] = self.client.get(
            f"/api{path}", params=params, headers=bearer(self.token(who))
        ).json()
        return body

    def post(self, who: SysUser | str, path: str, body: Any = None) -> dict[str, Any]:
        answer: dict[str, Any] = self.client.post(
            f"/api{path}", json=body or {}, headers=bearer(self.token(who))
        ).json()
        return answer

    def ok(self, answer: dict[str, Any]) -> Any:
        assert answer["success"], answer
        return answer["data"]

    def deploy(self, xml_of: Callable[[str], str]) -> str:
        key = f"p{uuid.uuid4().hex[:10]}"
        self.ok(self.post("superAdmin", "/flwModel/add", {"key": key, "name": f"测试{key}"}))
        rows = self.ok(self.get("superAdmin", "/flwModel/page", key=key))["rows"]
        model_id = rows[0]["id"]
        self.ok(self.post("superAdmin", "/flwModel/saveXml", {"id": model_id, "bpmnXml": xml_of(key)}))
        self.ok(self.post("superAdmin", "/flwModel/deploy", {"id": model_id}))
        return key

    def start(self, who: SysUser, key: str, values: dict[str, Any] | None = None) -> str:
        data = self.ok(
            self.post(who, "/flwInstance/start", {"definitionKey": key, "formValues": values or {}})
        )
        return str(data["id"] if isinstance(data, dict) else data)

    def todo(self, who: SysUser, **params: Any) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = self.ok(self.get(who, "/flwTask/todoPage", pageSize=100, **params))[
            "rows"
        ]
        return rows

    def done(self, who: SysUser, **params: Any) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = self.ok(self.get(who, "/flwTask/donePage", pageSize=100, **params))[
            "rows"
        ]
        return rows

    def task(self, who: SysUser, instance: str, node: str | None = None) -> str:
        found = [
            r for r in self.todo(who) if r["instanceId"] == instance and (node is None or r["nodeId"] == node)
        ]
        assert len(found) == 1, found
        return str(found[0]["id"])

    def act(self, who: SysUser | str, action: str, task: str, **body: Any) -> dict[str, Any]:
        return self.post(who, f"/flwTask/{action}", {"id": task, **body})

    def submit(self, who: SysUser, instance: str, node: str | None = None, **body: Any) -> Any:
        return self.ok(self.act(who, "submit", self.task(who, instance, node), **body))

    def status(self, instance: str) -> str:
        detail = self.ok(self.get("superAdmin", "/flwInstance/detail", id=instance))
        return str(detail["instance"]["status"])


def refused(answer: dict[str, Any], code: int) -> None:
    assert not answer["success"] and answer["code"] == code, answer
