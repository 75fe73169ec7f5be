"""Demo data of the site part (`python -m sitesafe.cli seed` in the demo environment): for each demo
project, its enterprises, teams, about a hundred real-name workers and staff with valid (encrypted) ID
numbers, certificates (some expiring within 30 days), crane and lift drivers, two face terminals and 30
days of attendance up to now. Deterministic and idempotent: a second run adds only what is missing (the
attendance of the hours passed since), in bulk."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.core.cnid import id_check_char, uscc_check_char
from sitesafe.core.crypto import FieldCipher
from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import from_local, to_local
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.site.project.models import Project
from sitesafe.seed.site_demo_data import GIVEN, NATIVE, PROJECT_DEMOS, STAFF_POSTS, SURNAMES, ProjectDemo
from sitesafe.seed.site_demo_devices import demo_officers, monitoring_devices
from sitesafe.seed.site_demo_parts import Person, attendance, certificates, devices

LIVE = 2  # status of deleted rows


def _uscc(region: str, serial: int) -> str:
    first17 = f"91{region}MA{serial:07d}"
    return first17 + uscc_check_char(first17)


def _id_number(region: str, birth: date, seq: int) -> str:
    first17 = f"{region}{birth:%Y%m%d}{seq:03d}"
    return first17 + id_check_char(first17)


def _fill_project(project: Project, demo: ProjectDemo) -> None:
    """Fields still empty get the demo's value (an administrator's edits stay)."""
    values = {**demo.fields, "owner_unit": demo.owner, "contractor_unit": demo.contractor}
    values["supervisor_unit"] = demo.supervisor
    for name, value in values.items():
        if getattr(project, name) is None:
            setattr(project, name, value)


def _enterprises(db: Session, project: Project, demo: ProjectDemo, pi: int) -> tuple[int, list[int]]:
    """(the general contractor's id, the subcontractors' ids), created when missing (by credit code)."""
    wanted = [
        (1, "owner", demo.owner, None),
        (1, "general", demo.contractor, None),
        (1, "supervisor", demo.supervisor, None),
        *((2, "labour", name, "general") for name in demo.subcontractors),
    ]
    have = {
        e.uscc: e.id
        for e in db.execute(
            select(ProjectEnterprise).where(ProjectEnterprise.project_id == project.id)
        ).scalars()
    }
    ids: dict[str, int] = {}
    for serial, (category, role, name, parent) in enumerate(wanted, start=1):
        uscc = _uscc(demo.region, pi * 100 + serial)
        if uscc not in have:
            row = ProjectEnterprise(
                id=new_id(),
                project_id=project.id,
                category=category,
                name=name,
                uscc=uscc,
                role=role,
                parent_id=ids.get(parent) if parent else None,
                legal_person=SURNAMES[serial] + "总",
                contact=SURNAMES[serial + 5] + "经理",
                contact_phone=f"1395100{pi}{serial:03d}",
                qualification="施工劳务不分等级" if category == 2 else None,
                status=0,
            )
            db.add(row)
            db.flush()
            have[uscc] = row.id
        ids[role if category == 1 else name] = have[uscc]
    return ids["general"], [ids[name] for name in demo.subcontractors]


def _teams(db: Session, project: Project, demo: ProjectDemo, subs: Sequence[int]) -> list[int]:
    have = {
        t.name: t.id
        for t in db.execute(
            select(SiteTeam).where(SiteTeam.project_id == project.id, SiteTeam.status != LIVE)
        ).scalars()
    }
    for sort, team in enumerate(demo.teams, start=1):
        if team.name not in have:
            row = SiteTeam(
                id=new_id(),
                project_id=project.id,
                enterprise_id=subs[team.enterprise],
                name=team.name,
                code=f"{demo.code.upper()}-T{sort:02d}",
                work_type=team.work_type,
                entry_date=project.actual_start,
                sort=sort,
                status=0,
            )
            db.add(row)
            have[team.name] = row.id
    db.flush()
    return [have[team.name] for team in demo.teams]


def _person_rows(
    demo: ProjectDemo, pi: int, general: int, subs: Sequence[int], teams: Sequence[int], today: date
):
    """Every demo person of the project as insert values keyed by ID number (staff first)."""
    specs: list[tuple[int, str | None, int | None, str | None, int]] = []
    specs += [(1, post, None, None, general) for post in STAFF_POSTS]
    for team_id, team in zip(teams, demo.teams, strict=True):
        specs += [(2, None, team_id, team.work_type, subs[team.enterprise])] * team.workers
    for k, (kind, post, team_id, work_type, enterprise) in enumerate(specs):
        female = k % 10 == 4
        region, native = NATIVE[(k + pi) % len(NATIVE)]
        birth = date(1966 + (k * 7 + pi) % 34, 1 + k % 12, 1 + (k * 11) % 28)
        seq = ((pi * 250 + k) % 500) * 2 + (0 if female else 1)
        number = _id_number(region, birth, seq)
        entry = (
            today - timedelta(days=3 + k % 9) if k % 25 == 3 else today - timedelta(days=45 + (k * 17) % 300)
        )
        yield (
            number,
            {
                "kind": kind,
                "name": SURNAMES[(k * 7 + pi * 3) % len(SURNAMES)]
                + GIVEN[(k * 3) % len(GIVEN)]
                + ("" if k % 3 else GIVEN[(k * 5 + 1) % len(GIVEN)]),
                "gender": 2 if female else 1,
                "birth_date": birth,
                "nation": "汉族",
                "native_address": native,
                "phone": f"13{(pi * 7 + 5) % 10}{(k * 7919 + pi * 104729) % 100000000:08d}",
                "enterprise_id": enterprise,
                "team_id": team_id,
                "work_type": work_type,
                "post": post,
                "is_leader": kind == 2 and (k == 0 or specs[k - 1][2] != team_id),
                "entry_date": entry,
                "exit_date": today - timedelta(days=6) if k % 40 == 7 else None,
                "blacklisted": k % 97 == 50,
                "blacklist_reason": "多次违反现场安全规定" if k % 97 == 50 else None,
                "issued_time": None if k % 15 == 4 else from_local(datetime.combine(entry, time(8))),
            },
        )


def _persons(
    db: Session, cipher: FieldCipher, project: Project, rows: list[tuple[str, dict[str, Any]]], now: datetime
) -> list[Person]:
    hashes = {number: cipher.lookup_hash(number) for number, _ in rows}
    p = SitePerson
    found = db.execute(
        select(p.id_no_hash, p.id).where(p.project_id == project.id, p.id_no_hash.in_(hashes.values()))
    )
    have = {h: i for h, i in found}
    new = [
        {
            "id": new_id(),
            "project_id": project.id,
            "id_no_enc": cipher.encrypt(number),
            "id_no_hash": hashes[number],
            "id_no_tail": number[-4:],
            "status": 0,
            "version": 0,
            "create_time": now,
            "blacklist_time": now if values["blacklisted"] else None,
            **values,
        }
        for number, values in rows
        if hashes[number] not in have
    ]
    if new:
        db.execute(insert(SitePerson), new)
    for row in new:
        if row["is_leader"]:
            db.execute(
                SiteTeam.__table__.update().where(SiteTeam.id == row["team_id"]).values(leader_id=row["id"])
            )
    wanted = set(have.values()) | {r["id"] for r in new}
    stmt = select(p.id, p.kind, p.team_id, p.entry_date, p.exit_date, p.blacklisted).where(
        p.project_id == project.id, p.status != LIVE
    )
    return sorted((Person(*r) for r in db.execute(stmt) if r.id in wanted), key=lambda x: x.id)


def seed_site_demo(db: Session, cipher: FieldCipher, now: datetime | None = None) -> None:
    """Adds the missing demo site data to the demo projects present (does not commit)."""
    now = now or utcnow()
    today = to_local(now).date()
    for pi, demo in enumerate(PROJECT_DEMOS):
        project = db.execute(
            select(Project).where(Project.code == demo.code, Project.status != LIVE)
        ).scalar_one_or_none()
        if project is None:
            continue
        _fill_project(project, demo)
        general, subs = _enterprises(db, project, demo, pi)
        teams = _teams(db, project, demo, subs)
        rows = list(_person_rows(demo, pi, general, subs, teams, today))
        people = _persons(db, cipher, project, rows, now)
        certificates(db, project, demo, people, today)
        gates = devices(db, cipher, project, demo)
        monitoring_devices(db, cipher, project, demo.code)
        demo_officers(db, project)
        attendance(db, project, people, gates, now)
    db.flush()
