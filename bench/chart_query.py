"""The 30-day chart query of one device (goal < 200 ms): 30 days of 10-second crane readings (259,200 raw
rows), one-minute aggregates made by the rollup, then the series query (`monitor/series.py`, the code behind
`/craneData/series`) for 30 days, 7 days, 1 day and 2 hours: p50/p99 over repeated runs, on SQLite and
PostgreSQL. Baseline in the same run: the same 30-day chart computed from the raw readings alone (a full
scan of the device's month, bucketed in SQL), i.e. what the query costs without the aggregates.

Aggregates come from the ingestion side's `rollup(ctx, now)` when this tree has it, else from the same
one-minute definition written here as one INSERT ... SELECT (n, sum, min, max per device, field, minute).

Usage:  .venv/bin/python bench/chart_query.py [--db sqlite|pg|both] [--runs N] [--pg-url URL]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, insert, text
from sqlalchemy.engine import make_url

from sitesafe import migrate
from sitesafe.core.clock import Clock
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.core.settings import Settings
from sitesafe.core.timefmt import to_local
from sitesafe.crud.context import Act
from sitesafe.main import create_app
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.monitor.data_schemas import SeriesQuery
from sitesafe.modules.site.monitor.models import READING_MODELS, CraneReading, RollupMark
from sitesafe.modules.site.monitor.scope import DATA_KINDS, TIME_FORMAT
from sitesafe.modules.site.monitor.series import _from_raw, pick_step, series
from sitesafe.modules.site.project.models import Project

DAYS = 30
EVERY = 10  # seconds between readings
FIELDS = "momentPercent,load,windSpeed"
CRANE = DATA_KINDS[0]
GOAL_MS = 200.0


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(p / 100 * len(ordered)) - 1)]


def _reset(url: str) -> None:
    if make_url(url).get_backend_name() == "postgresql":
        admin = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
        name = make_url(url).database
        with admin.connect() as conn:
            exists = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}).first()
            if not exists:
                conn.execute(text(f'CREATE DATABASE "{name}"'))
        admin.dispose()
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
        engine.dispose()
    migrate.upgrade(url)


def _load(ctx: AppContext, now: datetime) -> tuple[int, int, datetime]:
    """A project, a crane and its 30 days of readings (a slow sine of the moment with noise)."""
    start = (now - timedelta(days=DAYS)).replace(second=0, microsecond=0)
    with ctx.db.sessionmaker.begin() as db:
        project = Project(id=new_id(), name="基准项目", code="bench-chart")
        db.add(project)
        db.flush()
        device = SiteDevice(project_id=project.id, kind="crane", name="1#塔吊", code="bench-crane-1")
        device.secret_enc = ctx.cipher.encrypt("k")
        db.add(device)
        db.flush()
        project_id, device_id = project.id, device.id
    rng = random.Random(7)
    count = DAYS * 86400 // EVERY
    table: Any = CraneReading.__table__
    chunk: list[dict[str, Any]] = []
    with ctx.db.engine.begin() as conn:
        for i in range(count):
            moment = start + timedelta(seconds=EVERY * i)
            pct = 50 + 35 * math.sin(i / 500) + rng.uniform(-5, 5)
            chunk.append(
                {
                    "device_id": device_id,
                    "read_time": moment,
                    "project_id": project_id,
                    "recv_time": moment,
                    "alarm_mask": 0,
                    "moment_pct": round(pct, 2),
                    "load": round(pct / 100 * 6, 3),
                    "rated_load": 6.0,
                    "wind_speed": round(abs(rng.gauss(4, 2)), 2),
                    "radius": 30.0,
                    "height": 40.0,
                }
            )
            if len(chunk) == 10_000:
                conn.execute(insert(table), chunk)
                chunk = []
        if chunk:
            conn.execute(insert(table), chunk)
    return project_id, device_id, start


def _rollup(ctx: AppContext, now: datetime) -> str:
    try:
        from sitesafe.modules.site.monitor.rollup import rollup  # the ingestion side's, once merged
    except ImportError:
        rollup = None
    if rollup is not None:
        rollup(ctx, now)
        return "rollup(ctx, now)"
    until = now.replace(second=0, microsecond=0)
    postgres = ctx.db.engine.dialect.name == "postgresql"
    bucket = (
        "date_trunc('minute', read_time)" if postgres else "strftime('%Y-%m-%d %H:%M:00.000000', read_time)"
    )
    with ctx.db.engine.begin() as conn:
        for kind in kinds.READING_KINDS:
            table = READING_MODELS[kind].__tablename__
            for field in kinds.FIELDS[kind]:
                c = field.column
                conn.execute(
                    text(
                        "INSERT INTO site_reading_minute"
                        " (device_id, field, bucket, project_id, n, total, low, high)"
                        f" SELECT device_id, '{c}', {bucket}, max(project_id),"
                        f" count({c}), sum({c}), min({c}), max({c})"
                        f" FROM {table} WHERE read_time < :until AND {c} IS NOT NULL"
                        f" GROUP BY device_id, {bucket}"
                    ),
                    {"until": until},
                )
            conn.execute(insert(RollupMark.__table__).values(kind=kind, complete_until=until))
    return "INSERT ... SELECT of this bench"


def _time(run: Callable[[], Any], runs: int) -> tuple[float, float, Any]:
    run()  # warm the caches once
    samples: list[float] = []
    result: Any = None
    for _ in range(runs):
        began = time.perf_counter()
        result = run()
        samples.append((time.perf_counter() - began) * 1000)
    return statistics.median(samples), _pct(samples, 99), result


def bench(url: str, runs: int) -> None:
    backend = make_url(url).get_backend_name()
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"\n== {backend}: {url}  (load average {load} on {os.cpu_count()} CPUs)")
    _reset(url)
    settings = Settings(
        DATABASE_URL=url, SECRET_KEY="bench-secret-key-long-enough-for-hs256", LOG_LEVEL="WARNING"
    )
    app = create_app(settings)
    ctx: AppContext = app.state.ctx
    now = Clock().now()
    began = time.perf_counter()
    project_id, device_id, _ = _load(ctx, now)
    print(f"loaded {DAYS * 86400 // EVERY:,} readings in {time.perf_counter() - began:.1f} s")
    began = time.perf_counter()
    how = _rollup(ctx, now)
    print(f"aggregates by {how} in {time.perf_counter() - began:.1f} s")
    if backend == "postgresql":  # what autovacuum does to an insert-mostly table: statistics, visibility map
        with ctx.db.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            conn.execute(text("VACUUM ANALYZE"))
    with ctx.db.sessionmaker() as db:
        act = Act(db=db, ctx=ctx, user=None, scope=None, project_id=project_id, request=None)  # type: ignore[arg-type]

        def query(span: timedelta) -> Callable[[], Any]:
            q = SeriesQuery(
                device_id=device_id,
                fields=FIELDS,
                begin_time=to_local(now - span).strftime(TIME_FORMAT),
                end_time=to_local(now).strftime(TIME_FORMAT),
            )
            return lambda: series(act, CRANE, q)

        print(f"{'range':<10}{'step':>7}{'points':>8}{'source':>8}{'p50 ms':>10}{'p99 ms':>10}")
        figures: dict[str, float] = {}
        for label, span in (
            ("30 days", timedelta(days=30)),
            ("7 days", timedelta(days=7)),
            ("1 day", timedelta(days=1)),
            ("2 hours", timedelta(hours=2)),
        ):
            p50, p99, result = _time(query(span), runs)
            figures[label] = p50
            print(
                f"{label:<10}{result.step:>7}{len(result.times):>8}{result.source:>8}{p50:>10.1f}{p99:>10.1f}"
            )
        fields = [f for f in kinds.CRANE_FIELDS if f.wire in FIELDS.split(",")]
        step, _ = pick_step(timedelta(days=30))
        begin = now - timedelta(days=30)
        origin = int(begin.timestamp()) // step * step

        def raw_scan() -> Any:
            into: dict[str, dict[int, Any]] = {f.column: {} for f in fields}
            _from_raw(db, CRANE, device_id, fields, begin, now, origin, step, into)
            return into

        p50, p99, _ = _time(raw_scan, max(3, runs // 5))
        row = f"{'baseline':<10}{step:>7}{'':>8}{'raw':>8}{p50:>10.1f}{p99:>10.1f}"
        print(f"{row}   (30 days from the raw readings)")
        verdict = "meets" if figures["30 days"] < GOAL_MS else "misses"
        print(
            f"30-day chart: {figures['30 days']:.1f} ms p50 ({verdict} the {GOAL_MS:.0f} ms goal), "
            f"{p50 / figures['30 days']:.1f}x faster than the raw baseline"
        )
    ctx.db.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", choices=("sqlite", "pg", "both"), default="both")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--pg-url", default="postgresql+psycopg://postgres@127.0.0.1:5432/bench_chart")
    args = parser.parse_args()
    if args.db in ("sqlite", "both"):
        with tempfile.TemporaryDirectory() as tmp:
            bench(f"sqlite:///{Path(tmp) / 'chart.db'}", args.runs)
    if args.db in ("pg", "both"):
        bench(args.pg_url, args.runs)


if __name__ == "__main__":
    sys.exit(main())
