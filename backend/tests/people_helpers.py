"""Helpers of the site tests: projects of their own (retired afterwards), members, enterprises, valid ID
numbers, and an API caller that sends the chosen project the way the console does."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import make_role, unique
from helpers import login
from site_helpers import ProjectApi
from sitesafe.core.clock import utcnow
from sitesafe.core.cnid import id_check_char, uscc_check_char
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import to_local
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.project.models import Project, ProjectMember, ProjectSetting
from sitesafe.modules.system.user.models import SysUser

_serial = itertools.count(1)


def id_number(birth: date | None = None, female: bool = False) -> str:
    """A valid ID number no other test uses (Beijing Chaoyang, the sequence makes it unique)."""
    n = next(_serial) + (os.getpid() % 50) * 20_000
    born = birth or date(1990, 1, 1) + timedelta(days=n % 7000)
    seq = (n // 7000) % 500 * 2 + (0 if female else 1)
    first17 = f"110105{born:%Y%m%d}{seq:03d}"
    return first17 + id_check_char(first17)


def site_today() -> date:
    """Today where the server counts days (the configured time zone, not the test machine's)."""
    return to_local(utcnow()).date()


def wrong_check(value: str) -> str:
    """The same number with a wrong check character."""
    good = value[-1]
    return value[:-1] + ("0" if good != "0" else "1")


def uscc() -> str:
    body = f"91110105MA{next(_serial) % 10_000_000:07d}"
    return body + uscc_check_char(body)


@dataclass
class Site:
    """A project of one test, with two enterprises (the second for moves)."""

    project_id: str
    enterprises: list[str] = field(default_factory=list)
    name: str = ""
    extra: dict[str, Any] = field(default_factory=dict)  # rows a test's payloads refer to


class Sites:
    """Creates projects (with enterprises) and members; retires every project it made afterwards."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.made: list[int] = []

    def project(self, *, settings: dict[str, Any] | None = None, safety_officer: int | None = None) -> Site:
        code = unique("prj")
        with self.ctx.db.sessionmaker.begin() as db:
            project = Project(
                name=f"测试项目{code}", code=code, status=0, sort=500, safety_officer_id=safety_officer
            )
            db.add(project)
            db.flush()
            if settings:
                db.add(ProjectSetting(project_id=project.id, **settings))
            enterprises = [
                ProjectEnterprise(
                    project_id=project.id, category=c, name=f"{label}{code}", uscc=uscc(), status=0
                )
                for c, label in ((2, "劳务分包公司"), (1, "总承包公司"))
            ]
            db.add_all(enterprises)
            db.flush()
            self.made.append(project.id)
            return Site(str(project.id), [str(e.id) for e in enterprises], project.name)

    def member(self, project_id: str, user_id: int, role: str | None = None) -> None:
        with self.ctx.db.sessionmaker.begin() as db:
            db.add(ProjectMember(project_id=int(project_id), user_id=user_id, project_role=role))

    def retire(self) -> None:
        if self.made:
            with self.ctx.db.sessionmaker.begin() as db:
                db.execute(update(Project).where(Project.id.in_(self.made)).values(status=2))


def sites_fixture(ctx: AppContext) -> Iterator[Sites]:
    sites = Sites(ctx)
    yield sites
    sites.retire()


def member_api(
    client: TestClient,
    ctx: AppContext,
    make_user: Callable[..., SysUser],
    sites: Sites,
    project_ids: Sequence[str],
    permissions: Sequence[str],
) -> ProjectApi:
    """A user holding `permissions`, member of `project_ids` only, acting in the first of them."""
    user = make_user(roles=(make_role(ctx, permissions),), org="hxjt")
    for project_id in project_ids:
        sites.member(project_id, user.id)
    return ProjectApi(client, login(client, user.account), project_ids[0] if project_ids else None)
