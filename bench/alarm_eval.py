"""What alarm evaluation adds to ingestion: crane readings stored in device batches (one transaction per
round of all devices, as the ingestion writer does), without and with `evaluate_readings` on each device's
batch, in the same run. Some devices hover around the moment limits, so alarms raise, refresh, hold and
clear along the way.

Usage:  .venv/bin/python bench/alarm_eval.py [--db sqlite|pg|both] [--devices 500] [--rounds 20] [--batch 10]
Prints readings/s of both passes and the ratio (evaluation's share of the write path).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import create_engine, insert, text

from sitesafe import migrate
from sitesafe.core.db import Database
from sitesafe.core.ids import new_id
from sitesafe.modules.site.alarm.engine import evaluate_readings, preload_active
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.monitor.models import CraneReading
from sitesafe.modules.site.project.models import Project

PG_ADMIN = os.environ.get("BENCH_PG_ADMIN", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")
PG_DB = "bench_alarm"
HOT_EVERY = 10


def fresh_url(kind: str) -> str:
    if kind == "sqlite":
        return f"sqlite:///{Path(tempfile.mkdtemp()) / 'alarm.db'}"
    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f"DROP DATABASE IF EXISTS {PG_DB}"))
        conn.execute(text(f"CREATE DATABASE {PG_DB}"))
    admin.dispose()
    return PG_ADMIN.rsplit("/", 1)[0] + f"/{PG_DB}"


def setup(db: Database, devices: int) -> list[int]:
    with db.sessionmaker.begin() as s:
        project = Project(id=new_id(), name="压测项目", code=f"B{new_id()}", status=0)
        s.add(project)
        s.flush()
        ids = [new_id() for _ in range(devices)]
        s.add_all(
            SiteDevice(
                id=i,
                project_id=project.id,
                kind="crane",
                name=f"塔吊{n}",
                code=f"B{i}",
                secret_enc="-",
                status=0,
            )
            for n, i in enumerate(ids)
        )
    return ids


def batch(device_id: int, project_id: int, start: datetime, size: int, rng: random.Random) -> list[dict]:
    hot = device_id % HOT_EVERY == 0  # these devices hover at the limits (raise, refresh, hold, clear)
    rows = []
    for k in range(size):
        moment = rng.uniform(70, 98) if hot else rng.uniform(20, 60)
        rows.append(
            {
                "device_id": device_id,
                "project_id": project_id,
                "read_time": start + timedelta(seconds=10 * k),
                "recv_time": start,
                "alarm_mask": 0,
                "moment_pct": moment,
                "load": 2.0,
                "rated_load": 4.0,
                "wind_speed": rng.uniform(2, 15 if hot else 8),
                "tilt_x": rng.uniform(-0.5, 0.5),
            }
        )
    return rows


def run(db: Database, ids: list[int], rounds: int, size: int, evaluate: bool, t0: datetime) -> float:
    rng = random.Random(7)
    with db.sessionmaker() as s:
        devices = {d.id: d for d in s.query(SiteDevice).filter(SiteDevice.id.in_(ids))}
        project_id = next(iter(devices.values())).project_id
    elapsed = 0.0
    for r in range(rounds):
        start = t0 + timedelta(seconds=10 * size * r)
        rows = {i: batch(i, project_id, start, size, rng) for i in ids}
        began = time.perf_counter()
        with db.sessionmaker.begin() as s:
            s.execute(insert(CraneReading), [row for chunk in rows.values() for row in chunk])
            if evaluate:
                preload_active(s, ids)
                for i in ids:
                    device = s.merge(devices[i], load=False)
                    evaluate_readings(s, device, "crane", rows[i], start)
        elapsed += time.perf_counter() - began
    return len(ids) * rounds * size / elapsed


def bench(kind: str, devices: int, rounds: int, size: int) -> None:
    url = fresh_url(kind)
    migrate.upgrade(url)
    db = Database.connect(url)
    ids = setup(db, devices)
    t0 = datetime(2026, 1, 5, 2, 0)
    plain = run(db, ids, rounds, size, False, t0)
    with_alarms = run(db, ids, rounds, size, True, t0 + timedelta(days=1))
    with db.sessionmaker() as s:
        raised = s.execute(text("SELECT count(*) FROM site_alarm")).scalar_one()
    db.dispose()
    print(
        f"{kind}: {devices} cranes x {rounds} rounds x {size} readings — store only {plain:,.0f} readings/s, "
        f"store + evaluate {with_alarms:,.0f} readings/s (ratio {with_alarms / plain:.2f}); "
        f"{raised} alarms raised"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", choices=("sqlite", "pg", "both"), default="sqlite")
    parser.add_argument("--devices", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--batch", type=int, default=10)
    parser.add_argument("--hot-every", type=int, default=10, help="one device in N hovers at the limits")
    args = parser.parse_args()
    global HOT_EVERY
    HOT_EVERY = args.hot_every
    for kind in ("sqlite", "pg") if args.db == "both" else (args.db,):
        bench(kind, args.devices, args.rounds, args.batch)


if __name__ == "__main__":
    sys.exit(main())
