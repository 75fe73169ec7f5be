"""Demo data of the site part (`python -m sitesafe.cli seed` in the demo environment): for each demo
project, its enterprises, teams, about a hundred real-name workers and staff with valid (encrypted) ID
numbers, certificates (some expiring within 30 days), crane and lift drivers, two face terminals and 30
days of attendance up to now. Deterministic and idempotent: a second run adds only what is missing (the
attendance of the hours passed since), in bulk."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.core.cnid import id_check_char, uscc_check_char
from sitesafe.core.crypto import FieldCipher
from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import from_local, to_local
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.site.device.auth import new_device_key
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person.models import PersonCert, SiteDriver, SitePerson, SiteTeam
from sitesafe.modules.site.project.models import Project
from sitesafe.seed.site_demo_data import GIVEN, NATIVE, PROJECT_DEMOS, STAFF_POSTS, SURNAMES, ProjectDemo

DAYS = 30
OPERATOR_TRADES = frozenset({"04", "09", "16"})  # 架子工, 塔吊司机, 水电安装工: special operations
CRANE_TRADE = "09"
LIVE = 2  # status of deleted rows


@dataclass
class Person:
    id: int
    kind: int
    team_id: int | None
    entry_date: date | None
    exit_date: date | None
    blacklisted: bool


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


def _certificates(
    db: Session, project: Project, demo: ProjectDemo, people: list[Person], today: date
) -> None:
    """Operator certificates of the special trades and safety certificates of the staff; every ninth one
    expires within 30 days. Crane and lift drivers come from the crane team."""
    have = set(db.execute(select(PersonCert.cert_no).where(PersonCert.project_id == project.id)).scalars())
    trade_of = {
        t.id: t.work_type
        for t in db.execute(select(SiteTeam).where(SiteTeam.project_id == project.id)).scalars()
    }
    operators = [p for p in people if p.kind == 2 and trade_of.get(p.team_id or 0) in OPERATOR_TRADES]
    staff = [p for p in people if p.kind == 1]
    certs: list[dict[str, Any]] = []
    for k, person in enumerate(operators + staff):
        valid = (
            today + timedelta(days=3 + (k * 7) % 25)
            if k % 9 == 0
            else today + timedelta(days=60 + k * 37 % 900)
        )
        operator = person.kind == 2
        cert_no = f"{'T' if operator else 'A'}{demo.region}{2021 + k % 4}{project.id % 997:03d}{k:04d}"
        if cert_no in have:
            continue
        certs.append(
            {
                "id": new_id(),
                "project_id": project.id,
                "person_id": person.id,
                "cert_type": "special_operation" if operator else "safety_assessment",
                "cert_no": cert_no,
                "category": "建筑施工特种作业" if operator else "项目负责人（安全生产考核）",
                "authority": "江苏省住房和城乡建设厅",
                "issue_date": valid - timedelta(days=365 * 2),
                "valid_until": valid,
                "status": 0,
                "create_time": utcnow(),
            }
        )
    crane = [p for p in operators if trade_of.get(p.team_id or 0) == CRANE_TRADE]
    drivers: list[dict[str, Any]] = []
    have_drivers = set(
        db.execute(select(SiteDriver.person_id, SiteDriver.kind).where(SiteDriver.project_id == project.id))
    )
    for k, person in enumerate(crane[:5]):
        kind = 1 if k < 3 else 2
        if (person.id, kind) in have_drivers:
            continue
        drivers.append(
            {
                "id": new_id(),
                "project_id": project.id,
                "kind": kind,
                "person_id": person.id,
                "cert_no": f"D{demo.region}{kind}{k:03d}{project.id % 997:03d}",
                "cert_category": "塔式起重机司机" if kind == 1 else "施工升降机司机",
                "authority": "江苏省住房和城乡建设厅",
                "valid_until": today + timedelta(days=12)
                if k in (0, 3)
                else today + timedelta(days=400 + k * 30),
                "status": 0,
                "version": 0,
                "create_time": utcnow(),
            }
        )
    if certs:
        db.execute(insert(PersonCert), certs)
    if drivers:
        db.execute(insert(SiteDriver), drivers)


def _devices(db: Session, cipher: FieldCipher, project: Project, demo: ProjectDemo) -> dict[int, int]:
    """direction -> device id of the project's two gates (a new key nobody knows: reset it to use one)."""
    found = {
        d.code: d
        for d in db.execute(
            select(SiteDevice).where(
                SiteDevice.code.in_([g[0] for g in demo.gates]), SiteDevice.status != LIVE
            )
        ).scalars()
    }
    out: dict[int, int] = {}
    for code, name, direction in demo.gates:
        device = found.get(code)
        if device is None:
            device = SiteDevice(
                id=new_id(),
                project_id=project.id,
                kind="face",
                name=name,
                code=code,
                vendor="海康威视",
                model="DS-K5671-3XF",
                location=name[:2],
                direction=direction,
                secret_enc=cipher.encrypt(new_device_key()),
                online=False,
                status=0,
            )
            db.add(device)
        out[direction] = device.id
    db.flush()
    return out


def _attendance(
    db: Session, project: Project, people: list[Person], gates: dict[int, int], now: datetime
) -> int:
    """Clock records of the last 30 days up to now: about 90 % of the expected on a workday (Monday to
    Saturday), a third on Sunday, in 06:45–07:30 and out 17:00–18:30, a few without the out."""
    today = to_local(now).date()
    first = today - timedelta(days=DAYS - 1)
    a = SiteAttendance
    since = from_local(datetime.combine(first, time()))
    have = set(
        db.execute(select(a.person_id, a.clock_time).where(a.project_id == project.id, a.clock_time >= since))
    )
    rows = []
    for person in people:
        if person.blacklisted:
            continue
        for offset in range(DAYS):
            day = first + timedelta(days=offset)
            if (person.entry_date and person.entry_date > day) or (
                person.exit_date and person.exit_date < day
            ):
                continue
            rng = random.Random(f"{person.id}:{day.isoformat()}")
            if rng.random() >= (0.35 if day.isoweekday() == 7 else 0.9):
                continue
            came = datetime.combine(day, time(6, 45)) + timedelta(seconds=rng.randint(0, 45 * 60))
            left = datetime.combine(day, time(17)) + timedelta(seconds=rng.randint(0, 90 * 60))
            moments = [(came, 1)] if rng.random() < 0.04 else [(came, 1), (left, 2)]
            for local_moment, direction in moments:
                moment = from_local(local_moment)
                if moment > now or (person.id, moment) in have:
                    continue
                rows.append(
                    {
                        "id": new_id(),
                        "project_id": project.id,
                        "person_id": person.id,
                        "team_id": person.team_id,
                        "device_id": gates.get(direction),
                        "direction": direction,
                        "clock_time": moment,
                        "source": 1,
                        "create_time": moment,
                    }
                )
    if rows:
        db.execute(insert(SiteAttendance), rows)
    return len(rows)


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
        _certificates(db, project, demo, people, today)
        gates = _devices(db, cipher, project, demo)
        _attendance(db, project, people, gates, now)
    db.flush()
