"""Storage of readings: the one-minute rollup (each numeric field's n / total / low / high, idempotent, late
data recomputed), retention (old rows deleted in chunks; on PostgreSQL whole monthly partitions dropped)
and the monthly partitions made ahead on PostgreSQL, a month's stray rows moved out of the default one."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete, select, text

from attend_helpers import Site, sites
from helpers import FakeClock
from monitor_helpers import Device, add_device, crane_reading, env_reading, stored_count
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.auth import DeviceCall
from sitesafe.modules.site.monitor import validate
from sitesafe.modules.site.monitor.ingest import Batch, store
from sitesafe.modules.site.monitor.models import ReadingMinute, RollupMark
from sitesafe.modules.site.monitor.rollup import rollup
from sitesafe.modules.site.monitor.storage import partitions, retention
from sitesafe.modules.system.timer.jobs import JobContext, registry


@pytest.fixture(scope="module")
def two(app: object) -> Iterator[list[Site]]:
    ctx: AppContext = app.state.ctx  # type: ignore[attr-defined]
    yield from sites(ctx, "存储甲项目", "存储乙项目")


@pytest.fixture(autouse=True)
def _no_marks_left(ctx: AppContext) -> Iterator[None]:
    """The rollup marks go again afterwards: other modules' tests write readings straight into the tables
    (not through ingestion, which would mark them late) and expect no minute to be complete yet."""
    yield
    with ctx.db.sessionmaker.begin() as db:
        db.execute(delete(RollupMark))


def _minutes(ctx: AppContext, device: Device, field: str) -> dict[datetime, tuple[int, float, float, float]]:
    m = ReadingMinute
    with ctx.db.sessionmaker() as db:
        stmt = select(m.bucket, m.n, m.total, m.low, m.high).where(m.device_id == device.id, m.field == field)
        return {bucket: (n, total, low, high) for bucket, n, total, low, high in db.execute(stmt)}


def _mark(ctx: AppContext, kind: str) -> RollupMark:
    with ctx.db.sessionmaker() as db:
        mark = db.get(RollupMark, kind)
        assert mark is not None
        db.expunge(mark)
        return mark


def _store_directly(ctx: AppContext, device: Device, items: list[dict[str, Any]]) -> Batch:
    """Readings older than the HTTP retention check allows (what a migration of old data would load)."""
    call = DeviceCall(device.id, device.project_id, device.kind, None, b"", device.code)
    rows = validate.readings(device.kind, {"readings": items}, ctx.clock.now(), 100_000)
    batch = Batch(call, rows)
    store(ctx, [batch])
    return batch


def test_rollup_aggregates_each_field_per_minute_and_recomputes_late_data(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    crane = add_device(ctx, client, clock, two[0].project_id, "crane")
    base = clock.now().replace(second=0, microsecond=0) - timedelta(hours=3)
    loads = [
        (base + timedelta(seconds=5), 1.0),
        (base + timedelta(seconds=25), 2.0),
        (base + timedelta(seconds=55), 6.0),
    ]
    later = base + timedelta(hours=2, minutes=1, seconds=10)  # two hours on: the rollup goes in chunks
    items = [crane_reading(t, load=v, tiltX=None) for t, v in loads] + [crane_reading(later, load=4.0)]
    assert crane.readings(*items)["data"]["accepted"] == 4
    now = clock.now()
    rollup(ctx, now)
    target = (now - timedelta(seconds=15)).replace(second=0, microsecond=0)
    assert _mark(ctx, "crane").complete_until == target and _mark(ctx, "crane").dirty_from is None
    load = _minutes(ctx, crane, "load")
    assert load == {base: (3, 9.0, 1.0, 6.0), later.replace(second=0): (1, 4.0, 4.0, 4.0)}
    assert _minutes(ctx, crane, "reeving") == {
        base: (3, 6.0, 2.0, 2.0),
        later.replace(second=0): (1, 2.0, 2.0, 2.0),
    }
    assert base not in _minutes(ctx, crane, "tilt_x")  # no value, no aggregate
    rollup(ctx, now)  # again: nothing changes
    assert _minutes(ctx, crane, "load") == load
    late = crane.readings(crane_reading(base + timedelta(seconds=40), load=10.0))
    assert late["data"]["accepted"] == 1
    assert _mark(ctx, "crane").dirty_from == base + timedelta(seconds=40)
    assert _minutes(ctx, crane, "load")[base] == (3, 9.0, 1.0, 6.0)  # until the next run
    rollup(ctx, clock.now())
    assert _minutes(ctx, crane, "load")[base] == (4, 19.0, 1.0, 10.0)
    assert _mark(ctx, "crane").dirty_from is None


def test_the_rollup_job_is_registered_and_runs(ctx: AppContext, clock: FakeClock) -> None:
    job = registry.get("ReadingRollupTaskRunner")
    assert job is not None and job.cron == "0 0/1 * * * ?"
    summary = job.run(JobContext(ctx, 1, "设备读数分钟汇总", clock.now()))
    assert summary.startswith("写入分钟汇总：塔吊")
    assert {"ReadingPartitionTaskRunner", "ReadingRetentionTaskRunner"} <= {j.action_class for j in registry}


def _partition_rows(ctx: AppContext, name: str, device: Device) -> int:
    with ctx.db.engine.connect() as conn:
        sql = text(f"SELECT count(*) FROM {name} WHERE device_id = :d AND read_time < :before")
        return int(conn.execute(sql, {"d": device.id, "before": datetime(2021, 1, 1)}).scalar_one())


def test_retention_removes_old_readings_and_aggregates(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site], monkeypatch: pytest.MonkeyPatch
) -> None:
    env = add_device(ctx, client, clock, two[1].project_id, "environment")
    old = datetime(2020, 3, 15, 8, 0)
    _store_directly(ctx, env, [env_reading(old + timedelta(seconds=10 * i)) for i in range(23)])
    recent = clock.now().replace(second=0, microsecond=0) - timedelta(minutes=2)
    assert env.readings(env_reading(recent))["success"]
    rollup(ctx, clock.now())
    assert len(_minutes(ctx, env, "pm10")) == 5  # four old minutes, one now
    postgres = ctx.db.engine.dialect.name == "postgresql"
    if postgres:  # the month's partition made after its rows came: they move out of the default one
        assert partitions.ensure(ctx.db.engine, old, ahead=0) == [
            f"{table}_p202003" for table in sorted(partitions.tables())
        ]
        assert _partition_rows(ctx, "site_env_reading_p202003", env) == 23
        assert _partition_rows(ctx, "site_env_reading_default", env) == 0
    monkeypatch.setattr(retention, "CHUNK", 7)
    outcome = retention.purge(ctx.db.engine, datetime(2021, 1, 1) + timedelta(days=400), 400)
    assert outcome.cutoff == datetime(2021, 1, 1)
    assert stored_count(ctx, env.id, "environment") == 1
    assert list(_minutes(ctx, env, "pm10")) == [recent]
    if postgres:
        assert set(outcome.dropped) == {f"{table}_p202003" for table in partitions.tables()}
        assert outcome.rows == 0  # whole partitions went, nothing row by row
    else:
        # the readings, then 7 fields x (4 minutes + the ten-minute bucket holding them)
        assert outcome.dropped == [] and outcome.rows == 23 + 4 * 7 + 7


def test_partitions_are_made_ahead_on_postgresql(ctx: AppContext, clock: FakeClock) -> None:
    engine = ctx.db.engine
    made = partitions.ensure(engine, clock.now())
    if engine.dialect.name != "postgresql":
        assert made == []  # SQLite has no partitions
        return
    with engine.connect() as conn:
        for table in partitions.tables():
            have = partitions.existing(conn, table)
            for offset in range(3):
                month = partitions.month_start(clock.now(), offset)
                assert f"{table}_p{month:%Y%m}" in have
            assert f"{table}_default" in have
    assert partitions.ensure(engine, clock.now()) == []  # made once
