"""Helpers of the attendance and face terminal tests: projects, teams and persons written straight into
the tables (their own screens are other modules'), members, and a device that signs its calls."""

from __future__ import annotations

import itertools
import json
import secrets
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import Api, unique
from helpers import FakeClock
from site_helpers import ProjectApi as ProjectApi  # the one project client
from sitesafe.core.cnid import id_check_char
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.site.device.auth import sign
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.site.project.models import Project, ProjectMember

EPOCH = datetime(1970, 1, 1)
_serial = itertools.count(1)


def id_number(birth: date = date(1990, 5, 17), male: bool = True) -> str:
    """A valid resident ID number no other test uses."""
    seq = next(_serial) % 500 * 2 + (1 if male else 0)
    first17 = f"110101{birth:%Y%m%d}{seq:03d}"
    return first17 + id_check_char(first17)


@dataclass
class Site:
    """A project of one test module with its teams and persons."""

    ctx: AppContext
    project_id: int
    teams: list[int] = field(default_factory=list)

    @property
    def pid(self) -> str:
        return str(self.project_id)

    def team(self, name: str) -> int:
        with self.ctx.db.sessionmaker.begin() as db:
            team = SiteTeam(
                id=new_id(), project_id=self.project_id, name=name, sort=len(self.teams), status=0
            )
            db.add(team)
        self.teams.append(team.id)
        return team.id

    def person(self, name: str, team_id: int | None = None, **fields: Any) -> tuple[int, str]:
        """A person issued to the terminals; returns (id, ID number)."""
        number = fields.pop("id_number", None) or id_number()
        cipher = self.ctx.cipher
        values: dict[str, Any] = {
            "kind": 2,
            "gender": 1,
            "birth_date": date(1990, 5, 17),
            "issued_time": datetime(2024, 1, 1),
            "status": 0,
            "blacklisted": False,
            **fields,
        }
        with self.ctx.db.sessionmaker.begin() as db:
            person = SitePerson(
                id=new_id(),
                project_id=self.project_id,
                name=name,
                team_id=team_id,
                id_no_enc=cipher.encrypt(number),
                id_no_hash=cipher.lookup_hash(number),
                id_no_tail=number[-4:],
                **values,
            )
            db.add(person)
        return person.id, number

    def member(self, user_id: int) -> None:
        with self.ctx.db.sessionmaker.begin() as db:
            db.add(ProjectMember(project_id=self.project_id, user_id=user_id))


def make_site(ctx: AppContext, name: str) -> Site:
    with ctx.db.sessionmaker.begin() as db:
        project = Project(id=new_id(), name=name, code=unique("p"), sort=900, status=0)
        db.add(project)
    return Site(ctx, project.id)


def retire(ctx: AppContext, *sites: Site) -> None:
    """Deleted (status 2) afterwards: other tests count the live projects."""
    with ctx.db.sessionmaker.begin() as db:
        db.execute(update(Project).where(Project.id.in_([s.project_id for s in sites])).values(status=2))


def sites(ctx: AppContext, *names: str) -> Iterator[list[Site]]:
    made = [make_site(ctx, name) for name in names]
    yield made
    retire(ctx, *made)


@dataclass
class Terminal:
    """A face terminal calling the device API as the protocol document says."""

    client: TestClient
    clock: FakeClock
    code: str
    key: str

    def call(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        nonce: str | None = None,
        skew: timedelta = timedelta(0),
        key: str | None = None,
        code: str | None = None,
    ) -> dict[str, Any]:
        raw = b"" if body is None else json.dumps(body).encode()
        stamp = str(int((self.clock.now() + skew - EPOCH) / timedelta(milliseconds=1)))
        nonce = nonce or secrets.token_hex(12)
        url = f"/api{path}"
        headers = {
            "X-Device-Code": code or self.code,
            "X-Timestamp": stamp,
            "X-Nonce": nonce,
            "X-Signature": sign(key or self.key, method, url, stamp, nonce, raw),
            "Content-Type": "application/json",
        }
        answer: dict[str, Any] = self.client.request(method, url, content=raw, headers=headers).json()
        return answer

    def records(self, *records: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        return self.call("POST", "/device/face/records", {"records": list(records)}, **kwargs)


def add_terminal(client: TestClient, clock: FakeClock, api: Api, direction: int = 1) -> Terminal:
    """A face terminal registered in `api`'s project (its key as answered once)."""
    code = f"FACE{secrets.token_hex(4).upper()}"
    added = api.ok("POST", "/deviceFace/add", {"name": f"闸机{code}", "code": code, "direction": direction})
    return Terminal(client, clock, code, added["deviceSecret"])


def local(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S")
