"""The demo's certificates and drivers, face terminals and clock records (see site_demo.py)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.core.crypto import FieldCipher
from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import from_local, to_local
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.site.device.auth import new_device_key
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.person.models import PersonCert, SiteDriver, SiteTeam
from sitesafe.modules.site.project.models import Project
from sitesafe.seed.site_demo_data import ProjectDemo

DAYS = 30
LIVE = 2  # status of deleted rows
OPERATOR_TRADES = frozenset({"04", "09", "16"})  # 架子工, 塔吊司机, 水电安装工: special operations
CRANE_TRADE = "09"


@dataclass
class Person:
    id: int
    kind: int
    team_id: int | None
    entry_date: date | None
    exit_date: date | None
    blacklisted: bool


def certificates(db: Session, project: Project, demo: ProjectDemo, people: list[Person], today: date) -> None:
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


def devices(db: Session, cipher: FieldCipher, project: Project, demo: ProjectDemo) -> dict[int, int]:
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


def attendance(
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
