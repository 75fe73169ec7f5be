"""Helpers of the 施工日志 and 周例会 tests: a project whose manager approves, with its author and safety
officer, a cc person and an outsider outside it (all holding the demo role, which grants the modules)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import Api
from helpers import FakeClock, login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import to_local
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser


def code_of(answer: dict[str, Any], code: int, text: str | None = None) -> None:
    """The call was refused with `code` (and a message holding `text`)."""
    assert not answer["success"] and answer["code"] == code, answer
    assert text is None or text in answer["message"], answer


def local_today(clock: FakeClock) -> date:
    """Today where the server counts days, by the app's (movable) clock."""
    return to_local(clock.now()).date()


@dataclass
class Team:
    project: str
    author: ProjectApi
    manager: ProjectApi
    officer: ProjectApi
    cc: ProjectApi
    outsider: ProjectApi
    admin: ProjectApi
    people: dict[str, SysUser]

    def uid(self, name: str) -> str:
        return str(self.people[name].id)

    def log_in_again(self) -> None:
        """New sessions for everyone (after the clock moved past the idle timeout)."""
        for name in ("author", "manager", "officer", "cc", "outsider"):
            api: ProjectApi = getattr(self, name)
            api.token = login(api.client, self.people[name].account)
        self.admin.token = login(self.admin.client, "superAdmin")


@contextmanager
def project_team(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Iterator[Team]:
    with projects_retired(ctx):
        admin = Api(client, login(client, "superAdmin"))
        people = {name: make_user(roles=("demo_role",), org="hxjt_bj_yfb") for name in
                  ("author", "manager", "officer", "cc", "outsider")}  # fmt: skip
        project = new_project(admin)
        with ctx.db.sessionmaker.begin() as db:
            db.execute(
                update(Project)
                .where(Project.id == int(project))
                .values(manager_id=people["manager"].id, safety_officer_id=people["officer"].id)
            )
        members = ("author", "manager", "officer")
        for name in members:
            join(ctx, project, people[name].id)
        apis = {
            n: ProjectApi(client, login(client, u.account), project if n in members else None)
            for n, u in people.items()
        }
        yield Team(
            project,
            apis["author"],
            apis["manager"],
            apis["officer"],
            apis["cc"],
            apis["outsider"],
            ProjectApi(client, admin.token, project),
            people,
        )
