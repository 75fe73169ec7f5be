"""Helpers of the 管理工具 tests: a project whose manager approves, with its author, safety officer, a cc
person outside it and an outsider (all holding the demo role), a subcontractor, a participant and a
team, and evaluate items added through the API."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import Api, unique
from helpers import login
from people_helpers import uscc
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person.models import SiteTeam
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser

ITEMS = "/siteEvaluateItem"


def code(answer: dict[str, Any], expected: int) -> str:
    """The message of a refusal with the expected code."""
    assert not answer["success"] and answer["code"] == expected, answer
    message: str = answer["message"]
    return message


def add_item(api: Api, max_score: int = 10, **change: Any) -> dict[str, Any]:
    body = {
        "name": unique("评价项"),
        "category": "safety",
        "maxScore": max_score,
        "criteria": "未戴安全帽每人次扣1分",
        **change,
    }
    api.ok("POST", f"{ITEMS}/add", body)
    rows = api.ok("GET", f"{ITEMS}/page", name=body["name"])["rows"]
    assert len(rows) == 1
    row: dict[str, Any] = rows[0]
    return row


@dataclass
class Tools:
    project: str
    author: ProjectApi
    manager: ProjectApi
    officer: ProjectApi
    cc: ProjectApi
    outsider: ProjectApi
    admin: ProjectApi
    people: dict[str, SysUser]
    subcontractor: str = ""
    participant: str = ""
    team: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def other_project(self) -> ProjectApi:
        """The super administrator acting in a new project (the author is not a member)."""
        return self.admin.in_project(new_project(self.admin))


def targets(ctx: AppContext, project_id: int) -> tuple[str, str, str]:
    """A subcontractor, a participant and a team (of the subcontractor) added to the project."""
    with ctx.db.sessionmaker.begin() as db:
        made = [
            ProjectEnterprise(
                project_id=project_id, category=c, name=f"{label}{unique('e')}", uscc=uscc(), status=0
            )
            for c, label in ((2, "劳务分包公司"), (1, "总承包公司"))
        ]
        db.add_all(made)
        db.flush()
        team = SiteTeam(
            project_id=project_id, enterprise_id=made[0].id, name=f"钢筋班{unique('t')}", status=0
        )
        db.add(team)
        db.flush()
        return str(made[0].id), str(made[1].id), str(team.id)


@contextmanager
def tools_site(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Tools]:
    with projects_retired(ctx):
        admin = Api(client, login(client, "superAdmin"))
        people = {
            name: make_user(roles=("demo_role",), org="hxjt_bj_yfb")
            for name in ("author", "manager", "officer", "cc", "outsider")
        }
        project = new_project(admin)
        with ctx.db.sessionmaker.begin() as db:
            db.execute(
                update(Project)
                .where(Project.id == int(project))
                .values(manager_id=people["manager"].id, safety_officer_id=people["officer"].id)
            )
        for name in ("author", "manager", "officer"):
            join(ctx, project, people[name].id)
        members = ("author", "manager", "officer")
        apis = {
            n: ProjectApi(client, login(client, u.account), project if n in members else None)
            for n, u in people.items()
        }
        sub, participant, team = targets(ctx, int(project))
        yield Tools(
            project,
            apis["author"],
            apis["manager"],
            apis["officer"],
            apis["cc"],
            apis["outsider"],
            ProjectApi(client, admin.token, project),
            people,
            sub,
            participant,
            team,
        )
