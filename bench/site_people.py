"""Real-name records at scale: 100,000 workers (sealed ID numbers) in 40 teams of one project.

Measures, against a real console server (one process, as `make run` serves it), p50/p99 of the worker
pages a labour manager opens: the default page, a name prefix, one exact ID number (lookup hash), a team,
a work type with the blacklist flag, sorted by entry date; and the import of 1,000 workers into a team.

Usage:  .venv/bin/python bench/site_people.py [--db sqlite|pg|both] [--workers N] [--pg-url URL]
The SQLite file is kept under bench/out/ and reused when its row count matches; the PostgreSQL database
(`--pg-url`, default $BENCH_PG_URL) is reseeded when it does not match.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "e2e")]

from admin_scale import GIVEN, OUT, SURNAMES, Client, _pct  # noqa: E402
from harness import running_server  # noqa: E402
from openpyxl import Workbook  # noqa: E402
from sqlalchemy import func, insert, select  # noqa: E402

from sitesafe import migrate  # noqa: E402
from sitesafe.core.cnid import id_check_char, uscc_check_char  # noqa: E402
from sitesafe.core.crypto import FieldCipher  # noqa: E402
from sitesafe.core.db import Database  # noqa: E402
from sitesafe.core.ids import new_id  # noqa: E402
from sitesafe.core.settings import Settings  # noqa: E402
from sitesafe.modules import models as _models  # noqa: E402,F401
from sitesafe.modules.site.enterprise.models import ProjectEnterprise  # noqa: E402
from sitesafe.modules.site.person.models import SitePerson, SiteTeam  # noqa: E402
from sitesafe.modules.site.project.models import Project  # noqa: E402
from sitesafe.seed.runner import run_seed  # noqa: E402

TEAMS = 40
BATCH = 10_000
WORK_TYPES = ("01", "02", "03", "04", "07", "08", "17")


def id_number(i: int) -> str:
    born = date(1966, 1, 1) + timedelta(days=i % 12_000)
    first = f"510{(i // 12_000) % 1000:03d}{born:%Y%m%d}{i % 997:03d}"
    return first + id_check_char(first)


def _seed(url: str, workers: int) -> str:
    """Seeds the database (once); returns the project id."""
    migrate.upgrade(url)
    database = Database.connect(url)
    with database.sessionmaker() as db:
        run_seed(db)
        project = db.execute(select(Project).where(Project.code == "cnazf")).scalar_one()
        count = select(func.count()).select_from(SitePerson).where(SitePerson.project_id == project.id)
        if db.execute(count).scalar_one() != workers:
            print(f"  seeding {workers:,} workers …", flush=True)
            _bulk(db, project.id, workers)
        project_id = project.id
    database.dispose()
    return str(project_id)


def _bulk(db: Any, project_id: int, workers: int) -> None:
    started = time.monotonic()
    for model in (SitePerson, SiteTeam, ProjectEnterprise):
        db.execute(model.__table__.delete().where(model.project_id == project_id))
    enterprise = new_id()
    code = "91510100MA6BENCH0"
    db.execute(
        insert(ProjectEnterprise),
        [
            {
                "id": enterprise,
                "project_id": project_id,
                "category": 2,
                "name": "劳务分包（压测）",
                "uscc": code + uscc_check_char(code),
                "status": 0,
                "version": 0,
            }
        ],
    )
    teams = [new_id() for _ in range(TEAMS)]
    db.execute(
        insert(SiteTeam),
        [
            {
                "id": t,
                "project_id": project_id,
                "enterprise_id": enterprise,
                "name": f"压测班组{n:02d}",
                "work_type": WORK_TYPES[n % len(WORK_TYPES)],
                "sort": n,
                "status": 0,
                "version": 0,
            }
            for n, t in enumerate(teams)
        ],
    )
    cipher = FieldCipher(Settings(_env_file=None).SECRET_KEY)  # the server's key in the harness
    rnd = random.Random(11)
    for start in range(0, workers, BATCH):
        rows = []
        for i in range(start, min(start + BATCH, workers)):
            value = id_number(i)
            rows.append(
                {
                    "id": new_id(),
                    "project_id": project_id,
                    "kind": 2,
                    "name": rnd.choice(SURNAMES) + rnd.choice(GIVEN) + rnd.choice(GIVEN),
                    "id_no_enc": cipher.encrypt(value),
                    "id_no_hash": cipher.lookup_hash(value),
                    "id_no_tail": value[-4:],
                    "gender": 1 if int(value[16]) % 2 else 2,
                    "birth_date": date(int(value[6:10]), int(value[10:12]), int(value[12:14])),
                    "phone": f"139{i:08d}",
                    "enterprise_id": enterprise,
                    "team_id": teams[i % TEAMS],
                    "work_type": WORK_TYPES[i % len(WORK_TYPES)],
                    "is_leader": False,
                    "entry_date": date(2025, 1, 1) + timedelta(days=i % 300),
                    "blacklisted": i % 500 == 0,
                    "status": 0,
                    "version": 0,
                }
            )
        db.execute(insert(SitePerson), rows)
        db.commit()
    print(f"  seeded in {time.monotonic() - started:.0f} s", flush=True)


def _shapes(project: str, teams: list[str], rnd: random.Random, total: int) -> dict[str, Any]:
    def page(**params: Any) -> dict[str, Any]:
        return {"projectId": project, "pageSize": 10, **params}

    return {
        "工人: 默认排序, 翻页": lambda: page(pageNo=rnd.randint(1, 50)),
        "工人: 姓名开头": lambda: page(name=rnd.choice(SURNAMES) + rnd.choice(GIVEN)),
        "工人: 身份证号(完整)": lambda: page(idNo=id_number(rnd.randrange(total))),
        "工人: 班组": lambda: page(teamId=rnd.choice(teams), pageNo=rnd.randint(1, 5)),
        "工人: 工种 + 黑名单": lambda: page(workType=rnd.choice(WORK_TYPES), blacklisted="true"),
        "工人: 进场日期倒序": lambda: page(
            sortField="entryDate", sortOrder="descend", pageNo=rnd.randint(1, 20)
        ),
    }


def _import_file(rows: int, offset: int) -> bytes:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["姓名", "身份证号", "手机号", "工种", "进场日期"])
    for i in range(rows):
        sheet.append([f"导入{i}", id_number(offset + i), f"137{i:08d}", "木工", "2025-06-01"])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _upload(client: Client, path: str, content: bytes) -> tuple[float, Any]:
    boundary = "benchboundary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.xlsx"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        ).encode()
        + content
        + f"\r\n--{boundary}--\r\n".encode()
    )
    headers = {
        "Authorization": f"Bearer {client.token}",
        "Content-Type": f"multipart/form-data; boundary={boundary}",
    }
    started = time.perf_counter()
    client.conn.request("POST", path, body, headers)
    raw = client.conn.getresponse().read()
    return (time.perf_counter() - started) * 1000, raw


def measure(url: str, project: str, workers: int, repeats: int) -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp), {"DATABASE_URL": url}) as srv:
        client = Client(srv.base_url)
        client.token = client.call("POST", "/login", {"account": "superAdmin", "password": "123456"})[1][
            "data"
        ]
        teams = [t["id"] for t in client.call("GET", "/team/list", projectId=project)[1]["data"]]
        rnd = random.Random(7)
        shapes = _shapes(project, teams, rnd, workers)
        for make in shapes.values():  # warm-up
            client.call("GET", "/worker/page", **make())
        for label, make in shapes.items():
            times = []
            for _ in range(repeats):
                elapsed, body = client.call("GET", "/worker/page", **make())
                assert body["success"], body
                times.append(elapsed)
            yield f"  {label:<22} p50 {statistics.median(times):6.1f} ms  p99 {_pct(times, 99):6.1f} ms"
        content = _import_file(1000, workers + 1_000_000 + rnd.randrange(10_000_000))
        elapsed, raw = _upload(
            client, f"/api/teamPerson/import?projectId={project}&teamId={teams[0]}", content
        )
        assert b'"success":true' in raw, raw[:300]
        yield f"  导入1000名工人到班组       {elapsed / 1000:6.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", choices=("sqlite", "pg", "both"), default="sqlite")
    parser.add_argument("--workers", type=int, default=100_000)
    parser.add_argument("--repeats", type=int, default=100)
    parser.add_argument("--pg-url", default=os.environ.get("BENCH_PG_URL", ""))
    args = parser.parse_args()
    targets = []
    if args.db in ("sqlite", "both"):
        OUT.mkdir(exist_ok=True)
        targets.append(("SQLite", f"sqlite:///{OUT / f'people_{args.workers}.db'}"))
    if args.db in ("pg", "both"):
        if not args.pg_url:
            parser.error("--pg-url (or BENCH_PG_URL) names the PostgreSQL database to fill")
        targets.append(("PostgreSQL", args.pg_url))
    for name, url in targets:
        print(f"{name}: {args.workers:,} workers", flush=True)
        project = _seed(url, args.workers)
        for line in measure(url, project, args.workers, args.repeats):
            print(line, flush=True)


if __name__ == "__main__":
    main()
