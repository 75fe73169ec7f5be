"""The one-minute rollup: for each numeric field of each device, n / total / low / high per minute in
site_reading_minute, recomputed from the raw readings (so running it twice changes nothing); then the
ten-minute buckets the chunk touched, recomputed from those minutes into site_reading_ten. A kind's mark
(site_reading_rollup) says how far the aggregates are complete; ingestion of a reading older than that
moves `dirty_from` back and the next run recomputes from there.

A chunk (at most CHUNK) first moves the mark and commits, so every ingestion from then on sees it; then
waits for the ingestions that may have read the old mark (on PostgreSQL they hold the kind's advisory lock
shared; SQLite has one writer at a time), and only then reads the raw readings. Ingestion is never held
up for the aggregation itself, and no reading slips behind a completed minute unmarked."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, DateTime, bindparam, func, select, text, type_coerce, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.monitor.ingest import ROLLUP_LOCK_KEYS
from sitesafe.modules.site.monitor.models import READING_MODELS, ReadingMinute, ReadingTen, RollupMark
from sitesafe.modules.site.monitor.state import writer

LAG = timedelta(seconds=15)  # a minute is rolled up this long after it ended
CHUNK = timedelta(hours=1)
TEN = timedelta(minutes=10)
UPSERT_CHUNK = 2000
EPOCH = datetime(1970, 1, 1)
FIELDS = {kind: tuple(f.column for f in fields) for kind, fields in kinds.FIELDS.items()}


def minute(moment: datetime) -> datetime:
    return moment.replace(second=0, microsecond=0)


def ten(moment: datetime) -> datetime:
    """The start of the ten-minute bucket holding `moment`."""
    return moment.replace(minute=moment.minute - moment.minute % 10, second=0, microsecond=0)


def _ten_bucket(db: Session, column: Any) -> ColumnElement[Any]:
    if db.get_bind().dialect.name == "postgresql":
        return func.date_bin(text("interval '10 minutes'"), column, text("timestamp '2000-01-01'"))
    # SQLite: the minute text with its last minute digit zeroed ("2026-11-25 06:37:00" -> "... 06:30:00")
    return type_coerce(
        func.substr(func.strftime("%Y-%m-%d %H:%M", column), 1, 15).concat("0:00.000000"), DateTime
    )


def _bucket(db: Session, column: Any) -> ColumnElement[Any]:
    if db.get_bind().dialect.name == "postgresql":
        return func.date_trunc("minute", column)
    return type_coerce(func.strftime("%Y-%m-%d %H:%M:00.000000", column), DateTime)


def _claim(db: Session, kind: str) -> RollupMark:
    """The kind's mark (made on first use), locked until the transaction ends."""
    module: Any = postgresql if db.get_bind().dialect.name == "postgresql" else sqlite
    db.execute(module.insert(RollupMark.__table__).values(kind=kind).on_conflict_do_nothing())
    db.execute(update(RollupMark).where(RollupMark.kind == kind).values(kind=kind))
    return db.execute(select(RollupMark).where(RollupMark.kind == kind)).scalar_one()


def _barrier(ctx: AppContext, kind: str) -> None:
    """Waits for the ingestion transactions of the kind that began before the mark moved."""
    if ctx.db.engine.dialect.name != "postgresql":
        return  # SQLite: the mark moved under the write lock, nobody else was writing
    key = {"key": ROLLUP_LOCK_KEYS[kind]}
    with ctx.db.engine.connect() as conn:
        conn.execute(text("SELECT pg_advisory_lock(:key)"), key)
        conn.execute(text("SELECT pg_advisory_unlock(:key)"), key)
        conn.commit()


def _aggregate(
    db: Session, kind: str, devices: list[int], low: datetime, high: datetime
) -> list[dict[str, Any]]:
    """The aggregates of the minutes in [low, high) of the kind's devices, from the raw readings."""
    model: Any = READING_MODELS[kind]
    bucket = _bucket(db, model.read_time).label("bucket")
    columns = [model.device_id, bucket, func.max(model.project_id)]
    for name in FIELDS[kind]:
        col = getattr(model, name)
        columns += [func.count(col), func.sum(col), func.min(col), func.max(col)]
    stmt = (
        select(*columns)
        .where(
            model.device_id.in_(bindparam("ids", expanding=True)),
            model.read_time >= low,
            model.read_time < high,
        )
        .group_by(model.device_id, bucket)
    )
    rows: list[dict[str, Any]] = []
    for found in db.execute(stmt, {"ids": devices}):
        device_id, moment, project_id = found[0], found[1], found[2]
        if isinstance(moment, str):
            moment = datetime.fromisoformat(moment)
        for i, name in enumerate(FIELDS[kind]):
            n, total, least, most = found[3 + 4 * i : 7 + 4 * i]
            if n:
                rows.append(
                    {
                        "device_id": device_id,
                        "field": name,
                        "bucket": moment,
                        "project_id": project_id,
                        "n": n,
                        "total": float(total),
                        "low": float(least),
                        "high": float(most),
                    }
                )
    return rows


def _tens(db: Session, devices: list[int], low: datetime, high: datetime) -> list[dict[str, Any]]:
    """The ten-minute buckets in [low, high) (both on ten-minute bounds), from the minute aggregates."""
    r = ReadingMinute
    bucket = _ten_bucket(db, r.bucket).label("tb")
    stmt = (
        select(
            r.device_id,
            r.field,
            bucket,
            func.max(r.project_id),
            func.sum(r.n),
            func.sum(r.total),
            func.min(r.low),
            func.max(r.high),
        )
        .where(r.device_id.in_(bindparam("ids", expanding=True)), r.bucket >= low, r.bucket < high)
        .group_by(r.device_id, r.field, bucket)
    )
    rows: list[dict[str, Any]] = []
    for device_id, name, moment, project_id, n, total, least, most in db.execute(stmt, {"ids": devices}):
        if isinstance(moment, str):
            moment = datetime.fromisoformat(moment)
        rows.append(
            {"device_id": device_id, "field": name, "bucket": moment, "project_id": project_id, "n": n,
             "total": float(total), "low": float(least), "high": float(most)}
        )  # fmt: skip
    return rows


def _upsert(db: Session, rows: list[dict[str, Any]], model: Any = ReadingMinute) -> None:
    module: Any = postgresql if db.get_bind().dialect.name == "postgresql" else sqlite
    table = model.__table__
    for start in range(0, len(rows), UPSERT_CHUNK):
        upsert = module.insert(table)
        upsert = upsert.on_conflict_do_update(
            index_elements=["device_id", "field", "bucket"],
            set_={name: upsert.excluded[name] for name in ("project_id", "n", "total", "low", "high")},
        )
        db.execute(upsert, rows[start : start + UPSERT_CHUNK])


def _next_reading(db: Session, kind: str, since: datetime) -> datetime | None:
    """The earliest reading time at or after `since` of any device of the kind (an index seek each)."""
    model: Any = READING_MODELS[kind]
    first = (
        select(func.min(model.read_time))
        .where(model.device_id == SiteDevice.id, model.read_time >= since)
        .scalar_subquery()
    )
    firsts = select(first.label("first")).where(SiteDevice.kind == kind).subquery()
    value = db.execute(select(func.min(firsts.c.first))).scalar()
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value


def _step(ctx: AppContext, kind: str, target: datetime, devices: list[int]) -> tuple[bool, int]:
    """One chunk of the kind's rollup; (more to do, rows written). Spans without readings are skipped."""
    with writer(ctx.db.engine), ctx.db.sessionmaker.begin() as db:
        mark = _claim(db, kind)
        done, dirty = mark.complete_until, mark.dirty_from
        start = done if done is not None else EPOCH
        if dirty is not None and (done is None or dirty < done):
            start = minute(dirty)
        found = _next_reading(db, kind, start) if devices and start < target else None
        if found is None or found >= target:
            mark.complete_until = max(done or target, target)
            mark.dirty_from = None
            return False, 0
        start = max(start, minute(found))
        end = min(start + CHUNK, target)
        if done is not None and end < done:
            mark.dirty_from = end  # the rest of the late window is still to recompute
        else:
            mark.complete_until, mark.dirty_from = end, None
    _barrier(ctx, kind)
    try:
        with ctx.db.sessionmaker() as db:
            rows = _aggregate(db, kind, devices, start, end)
        with writer(ctx.db.engine), ctx.db.sessionmaker.begin() as db:
            _upsert(db, rows)
            # the ten-minute buckets this chunk touched (a partial last one is completed by the next chunk)
            low, high = ten(start), ten(end) + TEN if ten(end) < end else end
            _upsert(db, _tens(db, devices, low, high), ReadingTen)
    except BaseException:  # the chunk is to be done again
        with writer(ctx.db.engine), ctx.db.sessionmaker.begin() as db:
            table: Any = RollupMark.__table__
            m = table.c
            db.execute(
                update(table)
                .where(m.kind == kind, m.dirty_from.is_(None) | (m.dirty_from > start))
                .values(dirty_from=start)
            )
        raise
    return end < target, len(rows)


def rollup(ctx: AppContext, now: datetime) -> dict[str, int]:
    """Brings every kind's one-minute aggregates up to the minute that ended LAG before `now`; the
    aggregate rows written per kind."""
    target = minute(now - LAG)
    written: dict[str, int] = {}
    for kind in kinds.READING_KINDS:
        with ctx.db.sessionmaker() as db:
            ids = select(SiteDevice.id).where(SiteDevice.kind == kind).order_by(SiteDevice.id)
            devices = list(db.execute(ids).scalars())
        written[kind] = 0
        more = True
        while more:
            more, rows = _step(ctx, kind, target, devices)
            written[kind] += rows
    return written
