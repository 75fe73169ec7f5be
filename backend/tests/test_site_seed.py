"""The demo seed (`python -m sitesafe.cli seed`) on a database of its own: valid encrypted identities
that open with the application's key, the numbers asked for, idempotent, and the demo user sees only
城南安置房项目's data."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select

from helpers import login
from seed_helpers import own_database, run_cli
from sitesafe.core.clock import utcnow
from sitesafe.core.cnid import normalise_uscc, parse_id_number
from sitesafe.core.settings import Settings
from sitesafe.core.timefmt import to_local
from sitesafe.main import create_app
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person.models import PersonCert, SiteDriver, SitePerson, SiteTeam
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser

TABLES = (Project, ProjectEnterprise, SiteTeam, SitePerson, PersonCert, SiteDriver, SiteDevice)


@pytest.fixture(scope="module")
def seed_url(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    yield from own_database(database_url, tmp_path_factory.mktemp("seed"))


def _counts(url: str) -> dict[str, int]:
    engine = create_engine(url)
    with engine.connect() as conn:
        counts = {
            m.__tablename__: conn.execute(select(func.count()).select_from(m)).scalar_one() for m in TABLES
        }
    engine.dispose()
    return counts


def test_the_demo_seed(seed_url: str, tmp_path: Path) -> None:
    run_cli(seed_url, tmp_path, "migrate")
    started = utcnow() - timedelta(seconds=1)
    run_cli(seed_url, tmp_path, "seed")
    first = _counts(seed_url)
    engine = create_engine(seed_url)
    with engine.connect() as conn:
        records = set(conn.execute(select(SiteAttendance.id)).scalars())
    run_cli(seed_url, tmp_path, "seed")
    assert _counts(seed_url) == first
    with engine.connect() as conn:
        added = conn.execute(select(SiteAttendance.id, SiteAttendance.clock_time)).all()
    # a second run adds only the clock times that passed meanwhile
    assert all(moment >= started for row_id, moment in added if row_id not in records)
    engine.dispose()
    app = create_app(
        Settings(DATABASE_URL=seed_url, SECRET_KEY="", DATA_DIR=str(tmp_path), SCHEDULER_ENABLED=False)
    )
    ctx = app.state.ctx
    with ctx.db.sessionmaker() as db:
        projects = {p.code: p for p in db.execute(select(Project)).scalars()}
        assert {"cnazf", "bjswzx"} <= set(projects) and projects["bjswzx"].permit_no
        demo_user = db.execute(select(SysUser.id).where(SysUser.account == "demo")).scalar_one()
        assert projects["cnazf"].safety_officer_id == demo_user  # its alarms reach the demo's bell
        persons = list(db.execute(select(SitePerson)).scalars())
        workers = [p for p in persons if p.kind == 2]
        assert 180 <= len(workers) <= 220 and sum(p.kind == 1 and bool(p.post) for p in persons) >= 10
        for person in persons:
            number = parse_id_number(ctx.cipher.decrypt(person.id_no_enc))  # opens with the app's key
            assert (
                ctx.cipher.lookup_hash(number.value) == person.id_no_hash and number.gender == person.gender
            )
        for enterprise in db.execute(select(ProjectEnterprise)).scalars():
            assert normalise_uscc(enterprise.uscc) == enterprise.uscc
        roles = {(e.project_id, e.role) for e in db.execute(select(ProjectEnterprise)).scalars()}
        assert all(
            (p.id, r) in roles
            for p in projects.values()
            for r in ("owner", "general", "supervisor", "labour")
        )
        teams = db.execute(select(SiteTeam.project_id, func.count()).group_by(SiteTeam.project_id)).all()
        assert all(5 <= n <= 6 for _, n in teams)
        today = to_local(utcnow()).date()
        expiring = db.execute(
            select(func.count())
            .select_from(PersonCert)
            .where(PersonCert.valid_until <= today + timedelta(days=30))
        ).scalar_one()
        assert expiring >= 4
        assert {k for (k,) in db.execute(select(SiteDriver.kind).distinct())} == {1, 2}
        gates = db.execute(
            select(SiteDevice.project_id, func.count())
            .where(SiteDevice.kind == "face")
            .group_by(SiteDevice.project_id)
        ).all()
        assert sorted(n for _, n in gates) == [2, 2]
        monitoring = Counter(
            (d.project_id, d.kind) for d in db.execute(select(SiteDevice)).scalars() if d.kind != "face"
        )
        wanted = {"crane": 2, "lift": 1, "environment": 1, "camera": 2, "gateway": 1, "protection": 1}
        assert monitoring == Counter({(p.id, k): n for p in projects.values() for k, n in wanted.items()})
        for device in db.execute(select(SiteDevice)).scalars():
            assert len(ctx.cipher.decrypt(device.secret_enc)) == 43  # a key that opens with the app's key
        channels = db.execute(select(SiteDeviceChannel.channel_no, SiteDeviceChannel.channel_type)).all()
        assert sorted(channels)[::2] == [
            (1, "protection"),
            (2, "smoke"),
            (3, "water_meter"),
            (4, "power_meter"),
        ]
        days = db.execute(select(SiteAttendance.clock_time)).scalars()
        span = {to_local(d).date() for d in days}
        assert len(span) >= 28 and max(span) <= today and min(span) >= today - timedelta(days=29)
    client = TestClient(app)
    token = {"Authorization": f"Bearer {login(client, 'demo')}"}
    cnazf, other = str(projects["cnazf"].id), str(projects["bjswzx"].id)
    rows = client.get("/api/attendance/page", params={"pageSize": 1000}, headers=token).json()["data"]["rows"]
    assert rows and {r["projectId"] for r in rows} == {cnazf}
    faces = client.get("/api/deviceFace/page", headers=token).json()["data"]["rows"]
    assert {f["code"] for f in faces} == {"CNAZF-FACE-01", "CNAZF-FACE-02"}
    daily = client.get(
        "/api/attendance/daily", params={"date": str(today), "projectId": cnazf}, headers=token
    )
    assert daily.json()["data"]["summary"]["expected"] > 90
    refused = client.get("/api/attendance/page", params={"projectId": other}, headers=token).json()
    assert refused["code"] == 1013003
    ctx.db.dispose()
