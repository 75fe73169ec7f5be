"""流程实例的任务 (/flwTask/page) answers only for an instance the caller may read: holding the button
alone does not open the tasks of other people's instances."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient

from crud_helpers import make_role
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser
from wf_runtime_helpers import WF_ROLE, Wf, linear, refused

NO_PERMISSION_OPERATE = 1013003


def test_the_tasks_of_an_instance_need_a_part_in_it(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    wf = Wf(client, make_user)
    p = {name: wf.user() for name in ("applicant", "leader", "s1", "manager")}
    key = wf.deploy(lambda k: linear(k, p["leader"].id, [p["s1"].id], p["manager"].id))
    instance = wf.start(p["applicant"], key, {})
    reader = make_role(ctx, ["flwTask:page"])
    outsider = make_user(roles=(WF_ROLE, reader))
    refused(wf.get(outsider, "/flwTask/page", instanceId=instance), NO_PERMISSION_OPERATE)

    leader = make_user(roles=(WF_ROLE, reader))
    mine = wf.deploy(lambda k: linear(k, leader.id, [p["s1"].id], p["manager"].id))
    own = wf.start(p["applicant"], mine, {})
    rows = wf.ok(wf.get(leader, "/flwTask/page", instanceId=own))["rows"]
    assert [(r["assigneeId"], r["status"]) for r in rows] == [(str(leader.id), "todo")]
    everything = wf.ok(wf.get("superAdmin", "/flwTask/page", instanceId=instance))["rows"]
    assert [r["assigneeId"] for r in everything] == [str(p["leader"].id)]
