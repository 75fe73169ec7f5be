"""Helpers of the 进度计划 and 月报 tests: a project whose manager approves, with its author, safety officer
and a worker (a member who may be made responsible for nodes), a cc person and an outsider outside it, all
holding the demo role (which grants the modules)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import Api, unique
from helpers import FakeClock, login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import to_local
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser

MEMBERS = ("author", "manager", "officer", "worker")


def refused(answer: dict[str, Any], code: int, text: str | None = None) -> None:
    """The call was refused with `code` (and a message holding `text`)."""
    assert not answer["success"] and answer["code"] == code, answer
    assert text is None or text in answer["message"], answer


def local_today(clock: FakeClock) -> date:
    """Today where the server counts days, by the app's (movable) clock."""
    return to_local(clock.now()).date()


def day(clock: FakeClock, offset: int = 0) -> str:
    return (local_today(clock) + timedelta(days=offset)).isoformat()


@dataclass
class Site:
    project: str
    author: ProjectApi
    manager: ProjectApi
    officer: ProjectApi
    worker: ProjectApi
    cc: ProjectApi
    outsider: ProjectApi
    admin: ProjectApi
    people: dict[str, SysUser]

    def uid(self, name: str) -> str:
        return str(self.people[name].id)

    def login_again(self, client: TestClient) -> None:
        """New sessions for the members, after the clock moved past their tokens' lifetime."""
        for name in MEMBERS:
            setattr(self, name, ProjectApi(client, login(client, self.people[name].account), self.project))

    def plan(self, clock: FakeClock, api: ProjectApi | None = None, **change: Any) -> dict[str, Any]:
        """A new draft plan running from today for 30 days (by the app's clock), as listed."""
        body = {"name": unique("主体结构进度计划"), "planType": "master", "planStart": day(clock),
                "planEnd": day(clock, 29), "description": "地下室至主体封顶", **change}  # fmt: skip
        caller = api or self.author
        caller.ok("POST", "/sitePlan/add", body)
        rows = caller.ok("GET", "/sitePlan/page", name=body["name"])["rows"]
        assert len(rows) == 1, rows
        row: dict[str, Any] = rows[0]
        return row

    def node(self, plan_id: str, start: str, end: str, api: ProjectApi | None = None, **change: Any) -> str:
        body = {"planId": plan_id, "name": unique("节点"), "planStart": start, "planEnd": end, **change}
        node_id: str = (api or self.author).ok("POST", "/sitePlan/nodeAdd", body)
        return node_id


@contextmanager
def project_site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Site]:
    with projects_retired(ctx):
        admin = Api(client, login(client, "superAdmin"))
        people = {name: make_user(roles=("demo_role",), org="hxjt_bj_yfb") for name in
                  (*MEMBERS, "cc", "outsider")}  # fmt: skip
        project = new_project(admin)
        with ctx.db.sessionmaker.begin() as db:
            db.execute(
                update(Project)
                .where(Project.id == int(project))
                .values(manager_id=people["manager"].id, safety_officer_id=people["officer"].id)
            )
        for name in MEMBERS:
            join(ctx, project, people[name].id)
        # the cc person and the outsider are in no project: they call without one
        apis = {
            n: ProjectApi(client, login(client, u.account), project if n in MEMBERS else None)
            for n, u in people.items()
        }
        yield Site(
            project,
            *(apis[n] for n in (*MEMBERS, "cc", "outsider")),
            admin=ProjectApi(client, admin.token, project),
            people=people,
        )
