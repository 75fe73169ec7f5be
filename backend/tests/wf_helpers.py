"""Helpers of the workflow tests (and the runtime's): people, a deployed model from XML, starting, acting.

Everything goes through HTTP as the console does; `Wf.todo` reads the open tasks of an instance through
the instance detail (the initiator's or an administrator's view)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fastapi.testclient import TestClient

from crud_helpers import Api, unique
from helpers import login
from sitesafe.modules.system.user.models import SysUser
from sitesafe.seed.workflow_demo import LEAVE_FORM, leave_xml

__all__ = ["LEAVE_FORM", "Wf", "deploy", "leave_xml", "rule", "user_api"]


def rule(*users: SysUser | int | str, kind: str = "user") -> dict[str, Any]:
    """An assignee rule naming users (or role/org/pos ids with `kind`)."""
    ids = [str(u.id) if isinstance(u, SysUser) else str(u) for u in users]
    return {"type": kind, "ids": ids}


def user_api(client: TestClient, user: SysUser) -> Api:
    return Api(client, login(client, user.account))


@dataclass
class Deployed:
    model_id: str
    definition_id: str
    form_id: str | None
    key: str


def add_form(admin: Api, design: dict[str, Any] = LEAVE_FORM) -> str:
    code = unique("wf_form_")
    admin.ok("POST", "/flwForm/add", {"name": f"表单{code}", "code": code, "design": json.dumps(design)})
    rows = admin.ok("GET", "/flwForm/page", name=f"表单{code}")["rows"]
    form_id: str = rows[0]["id"]
    return form_id


def add_model(admin: Api, key: str, form_id: str | None = None, name: str = "请假") -> str:
    admin.ok("POST", "/flwModel/add", {"key": key, "name": name, "formId": form_id})
    model_id: str = admin.ok("GET", "/flwModel/page", key=key)["rows"][0]["id"]
    return model_id


def try_deploy(
    admin: Api, xml: str | Callable[[str, str | None], str], *, form: bool = True
) -> dict[str, Any]:
    """Adds a form (the leave form) and a model, saves the XML (or `xml(key, formId)`), deploys:
    the answer."""
    key = unique("wf")
    form_id = add_form(admin) if form else None
    model_id = add_model(admin, key, form_id)
    text = xml(key, form_id) if callable(xml) else xml
    admin.ok("POST", "/flwModel/saveXml", {"id": model_id, "bpmnXml": text})
    answer = admin.post("/flwModel/deploy", {"id": model_id})
    answer["_key"], answer["_model"], answer["_form"] = key, model_id, form_id
    return answer


def deploy(admin: Api, xml: str | Callable[[str, str | None], str], *, form: bool = True) -> Deployed:
    answer = try_deploy(admin, xml, form=form)
    assert answer["success"], answer
    return Deployed(answer["_model"], answer["data"]["id"], answer["_form"], answer["_key"])


def leave(
    leader: dict[str, Any], managers: dict[str, Any], **options: Any
) -> Callable[[str, str | None], str]:
    return lambda key, form_id: leave_xml(key, leader, managers, form_id=form_id, **options)


@dataclass
class Wf:
    """One deployed process and the calls made on it."""

    admin: Api
    deployed: Deployed

    def start(self, api: Api, values: dict[str, Any], **extra: Any) -> str:
        answer = self.try_start(api, values, **extra)
        assert answer["success"], answer
        instance_id: str = answer["data"]["id"]
        return instance_id

    def try_start(self, api: Api, values: dict[str, Any], **extra: Any) -> dict[str, Any]:
        return api.post(
            "/flwInstance/start", {"definitionKey": self.deployed.key, "formValues": values, **extra}
        )

    def detail(self, instance_id: str) -> dict[str, Any]:
        detail: dict[str, Any] = self.admin.ok("GET", "/flwInstance/detail", id=instance_id)
        return detail

    def todo(self, instance_id: str, node: str | None = None) -> list[dict[str, Any]]:
        tasks = self.detail(instance_id)["tasks"]
        return [t for t in tasks if t["status"] == "todo" and (node is None or t["nodeId"] == node)]

    def task_of(self, instance_id: str, user: SysUser) -> str:
        found = [t["id"] for t in self.todo(instance_id) if t["assigneeId"] == str(user.id)]
        assert len(found) == 1, (user.id, self.todo(instance_id))
        task_id: str = found[0]
        return task_id

    def submit(self, api: Api, task_id: str, **body: Any) -> dict[str, Any]:
        return api.post("/flwTask/submit", {"id": task_id, **body})

    def approve(self, api: Api, user: SysUser, instance_id: str, **body: Any) -> dict[str, Any]:
        answer = self.submit(api, self.task_of(instance_id, user), **body)
        assert answer["success"], answer
        data: dict[str, Any] = answer["data"]
        return data

    def status(self, instance_id: str) -> str:
        status: str = self.detail(instance_id)["instance"]["status"]
        return status
