"""Site management at scale: 100,000 workers and 5,000,000 clock records in one project.

Against a real console server (one process, as `make run` serves it), through the HTTP API:
- p50/p99 of filtered pages of clock records (date range with team, name, direction; the newest page),
- p50/p99 of the daily roster (a day of about 7,000 workers on site, paged; and one team's),
- p50/p99 of a team's monthly sheet (teams of 100 workers, about 2,500 records a month).
The worker page endpoint (`worker` resource) is not on this branch, so the filtered-page figure is the
attendance page's.

Data: workers are hired for stints of 20–39 days spread over the last year (so a day has ~7,000 on site)
and clock in (06:45–07:30) and out (17:00–18:30) on ~90 % of their days; 1,000 teams of 100.

Usage:  .venv/bin/python bench/site_scale.py [--db sqlite|pg|both] [--workers N] [--records N]
The loaded databases are kept (SQLite file under bench/out/, PostgreSQL database `bench_site`) and
reused when their row counts match.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT / "e2e")]

from admin_scale import Client, _pct  # noqa: E402
from harness import running_server  # noqa: E402
from sqlalchemy import create_engine, func, insert, select, text  # noqa: E402

from sitesafe import migrate  # noqa: E402
from sitesafe.core.cnid import id_check_char  # noqa: E402
from sitesafe.core.context import field_cipher  # noqa: E402
from sitesafe.core.db import Database  # noqa: E402
from sitesafe.core.ids import new_id  # noqa: E402
from sitesafe.core.settings import Settings  # noqa: E402
from sitesafe.core.timefmt import from_local  # noqa: E402
from sitesafe.modules import models as _models  # noqa: E402,F401
from sitesafe.modules.site.attendance.models import SiteAttendance  # noqa: E402
from sitesafe.modules.site.person.models import SitePerson, SiteTeam  # noqa: E402
from sitesafe.modules.site.project.models import Project  # noqa: E402
from sitesafe.seed.runner import run_seed  # noqa: E402

PG_ADMIN = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/bench_site"
OUT = HERE / "out"
CODE = "bench_site"
TEAM_SIZE = 100
BATCH = 20_000
SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
)
GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建国志成海波鹏辉宇浩文斌晨阳佳雪婷"
WORK_TYPES = ("01", "02", "03", "04", "05", "06", "07", "16", "17")
LAST_DAY = date.today() - timedelta(days=1)
FIRST_DAY = LAST_DAY - timedelta(days=364)


def _name(i: int) -> str:
    return SURNAMES[i % len(SURNAMES)] + GIVEN[(i // 7) % len(GIVEN)] + GIVEN[(i // 331) % len(GIVEN)]


def _stint(i: int) -> tuple[date, int]:
    return FIRST_DAY + timedelta(days=(i * 7919) % 330), 20 + (i * 13) % 20


def _records(workers: list[tuple[int, int]], wanted: int) -> Iterator[list[tuple[Any, ...]]]:
    """(id, project, person, team, direction, clock_time, source, create_time) rows, until `wanted`."""
    rows: list[tuple[Any, ...]] = []
    made = 0
    bases: dict[date, datetime] = {}
    for i, (person, team) in enumerate(workers):
        start, length = _stint(i)
        rnd = random.Random(i)
        for d in range(length):
            day = start + timedelta(days=d)
            if day > LAST_DAY or rnd.random() >= 0.9:
                continue
            base = bases.get(day) or bases.setdefault(day, from_local(datetime.combine(day, time())))
            came = base + timedelta(seconds=24300 + rnd.randrange(2700))
            left = base + timedelta(seconds=61200 + rnd.randrange(5400))
            for direction, moment in ((1, came), (2, left)):
                rows.append((new_id(), person, team, direction, moment))
                made += 1
                if made >= wanted:
                    yield rows
                    return
            if len(rows) >= BATCH:
                yield rows
                rows = []
    if rows:
        yield rows


def _load(url: str, workers: int, records: int) -> None:
    migrate.upgrade(url)
    database = Database.connect(url)
    cipher = field_cipher(Settings(DATABASE_URL=url))
    with database.sessionmaker() as db:
        run_seed(db)
        project = db.execute(select(Project).where(Project.code == CODE)).scalar_one_or_none()
        if project is None:
            project = Project(id=new_id(), code=CODE, name="规模测试项目", sort=999, status=0)
            db.add(project)
            db.commit()
        pid = project.id
        have_p = db.execute(
            select(func.count()).select_from(SitePerson).where(SitePerson.project_id == pid)
        ).scalar_one()
        have_r = db.execute(
            select(func.count()).select_from(SiteAttendance).where(SiteAttendance.project_id == pid)
        ).scalar_one()
        if have_p == workers and have_r == records:
            return
        if have_p or have_r:
            raise SystemExit(f"{url}: the bench project holds other counts; drop the database and run again")
        print(f"loading {workers:,} workers and {records:,} clock records ...", flush=True)
        teams = [new_id() for _ in range(workers // TEAM_SIZE)]
        db.execute(
            insert(SiteTeam),
            [
                {
                    "id": t,
                    "project_id": pid,
                    "name": f"{k + 1:04d}班组",
                    "sort": k,
                    "status": 0,
                    "version": 0,
                    "work_type": WORK_TYPES[k % len(WORK_TYPES)],
                }
                for k, t in enumerate(teams)
            ],
        )
        workers_made: list[tuple[int, int]] = []
        rows = []
        now = datetime.now()
        for i in range(workers):
            first17 = f"{110101 + i % 9}{1965 + i % 35}{1 + i % 12:02d}{1 + i % 28:02d}{i % 1000:03d}"
            number = first17 + id_check_char(first17)
            start, length = _stint(i)
            team = teams[i // TEAM_SIZE]
            person = new_id()
            workers_made.append((person, team))
            rows.append(
                {
                    "id": person,
                    "project_id": pid,
                    "kind": 2,
                    "name": _name(i),
                    "id_no_enc": cipher.encrypt(number),
                    "id_no_hash": cipher.lookup_hash(f"{number}:{i}"),
                    "id_no_tail": number[-4:],
                    "gender": 1,
                    "birth_date": date(1965 + i % 35, 1 + i % 12, 1 + i % 28),
                    "team_id": team,
                    "work_type": WORK_TYPES[(i // TEAM_SIZE) % len(WORK_TYPES)],
                    "entry_date": start,
                    "exit_date": start + timedelta(days=length),
                    "blacklisted": False,
                    "is_leader": i % TEAM_SIZE == 0,
                    "status": 0,
                    "version": 0,
                    "create_time": now,
                    "issued_time": now,
                }
            )
            if len(rows) >= BATCH:
                db.execute(insert(SitePerson), rows)
                rows = []
        if rows:
            db.execute(insert(SitePerson), rows)
        db.commit()
        table = SiteAttendance.__table__
        stmt = insert(table)
        for batch in _records(workers_made, records):
            db.execute(
                stmt,
                [
                    {
                        "id": r[0],
                        "project_id": pid,
                        "person_id": r[1],
                        "team_id": r[2],
                        "direction": r[3],
                        "clock_time": r[4],
                        "source": 1,
                        "create_time": r[4],
                    }
                    for r in batch
                ],
            )
            db.commit()
        db.execute(text("ANALYZE"))
        db.commit()
    database.dispose()


def _prepare(kind: str, workers: int, records: int) -> str:
    if kind == "pg":
        admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            if not conn.execute(text("SELECT 1 FROM pg_database WHERE datname = 'bench_site'")).first():
                conn.execute(text("CREATE DATABASE bench_site"))
        admin.dispose()
        url = PG_URL
    else:
        OUT.mkdir(exist_ok=True)
        url = f"sqlite:///{OUT / f'site_{workers}_{records}.db'}"
    _load(url, workers, records)
    return url


def _shapes(
    client: Client, pid: str, teams: list[dict[str, Any]], rnd: random.Random
) -> dict[str, Callable[[], tuple[str, dict[str, Any]]]]:
    def day() -> date:
        return LAST_DAY - timedelta(days=rnd.randrange(300))

    def team() -> str:
        return str(rnd.choice(teams)["id"])

    def team_month() -> dict[str, Any]:
        chosen = rnd.randrange(len(teams))
        start, _ = _stint(chosen * TEAM_SIZE + 50)
        return {"teamId": str(teams[chosen]["id"]), "month": start.strftime("%Y-%m")}

    def team_week() -> dict[str, Any]:
        chosen = rnd.randrange(len(teams))
        start, _ = _stint(chosen * TEAM_SIZE + 50)
        return {
            "teamId": str(teams[chosen]["id"]),
            "beginDate": str(start),
            "endDate": str(start + timedelta(days=6)),
        }

    def team_day() -> dict[str, Any]:
        week = team_week()
        return {"teamId": week["teamId"], "date": week["endDate"]}

    p = {"projectId": pid, "pageSize": 20}
    return {
        "records: newest page": lambda: ("/attendance/page", p),
        "records: team + week": lambda: ("/attendance/page", {**p, **team_week()}),
        "records: name + month": lambda: (
            "/attendance/page",
            {
                **p,
                "personName": _name(rnd.randrange(100_000))[:2],
                "beginDate": str(d := day()),
                "endDate": str(d + timedelta(days=30)),
            },
        ),
        "records: day + direction": lambda: (
            "/attendance/page",
            {**p, "beginDate": str(d := day()), "endDate": str(d), "direction": rnd.choice((1, 2))},
        ),
        "daily roster (page of 50)": lambda: (
            "/attendance/daily",
            {"projectId": pid, "date": str(day()), "pageSize": 50},
        ),
        "daily roster of a team": lambda: (
            "/attendance/daily",
            {"projectId": pid, "pageSize": 50, **team_day()},
        ),
        "team monthly sheet": lambda: ("/attendance/monthSheet", {"projectId": pid, **team_month()}),
    }


def measure(url: str, repeats: int) -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp), {"DATABASE_URL": url}) as srv:
        client = Client(srv.base_url)
        _, answer = client.call("POST", "/login", {"account": "superAdmin", "password": "123456"})
        client.token = answer["data"]
        engine = create_engine(url)
        with engine.connect() as conn:
            pid = str(conn.execute(select(Project.id).where(Project.code == CODE)).scalar_one())
        engine.dispose()
        _, teams = client.call("GET", "/attendance/teams", projectId=pid)
        rnd = random.Random(11)
        shapes = _shapes(client, pid, teams["data"], rnd)
        for path, params in (f() for f in shapes.values()):  # warm-up
            client.call("GET", path, **params)
        for label, make in shapes.items():
            times: list[float] = []
            sizes: list[int] = []
            for _ in range(repeats):
                path, params = make()
                elapsed, body = client.call("GET", path, **params)
                assert body["success"], (path, params, body)
                times.append(elapsed)
                data = body["data"]
                sizes.append(int(data.get("totalRows") or len(data.get("rows") or [])))
            lines.append(
                f"  {label:<28} p50 {statistics.median(times):7.1f} ms  p99 {_pct(times, 99):7.1f} ms"
                f"  (rows: median {statistics.median(sizes):,.0f})"
            )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", choices=["sqlite", "pg", "both"], default="both")
    parser.add_argument("--workers", type=int, default=100_000)
    parser.add_argument("--records", type=int, default=5_000_000)
    parser.add_argument("--repeats", type=int, default=60)
    args = parser.parse_args()
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    for kind in ("sqlite", "pg") if args.db == "both" else (args.db,):
        url = _prepare(kind, args.workers, args.records)
        print(f"{kind}: {args.workers:,} workers, {args.records:,} clock records", flush=True)
        print("\n".join(measure(url, args.repeats)), flush=True)


if __name__ == "__main__":
    main()
