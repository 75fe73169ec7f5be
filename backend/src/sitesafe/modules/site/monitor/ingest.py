"""Storing checked readings, the one write path of HTTP and MQTT: one transaction for any number of
batches (an HTTP call is one; an MQTT flush many), a multi-row INSERT ... ON CONFLICT DO NOTHING per kind
(a resent batch stores nothing twice and answers its duplicates), the devices marked online, late data
marking the one-minute rollup dirty, the alarm evaluation in the same transaction, and the live events
published after commit."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import select, text, update
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.crud.model import live
from sitesafe.modules.site.alarm import engine as alarm_engine
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.auth import DeviceCall
from sitesafe.modules.site.monitor.drivers import INDEX
from sitesafe.modules.site.monitor.models import READING_MODELS, RollupMark
from sitesafe.modules.site.monitor.state import Events, count, ms, touch_devices, writer
from sitesafe.modules.site.person.models import SitePerson

INSERT_CHUNK = 1000
# PostgreSQL advisory lock of a kind's rollup mark: ingestion holds it shared, the rollup exclusively,
# so the rollup never marks complete a minute an uncommitted ingestion is still writing to.
ROLLUP_LOCK_BASE = 0x5175_6E00
ROLLUP_LOCK_KEYS = {kind: ROLLUP_LOCK_BASE + i for i, kind in enumerate(kinds.READING_KINDS)}
WIRE_OF = {kind: {f.column: f.wire for f in fields} for kind, fields in kinds.FIELDS.items()}


@dataclass
class Batch:
    """Checked readings of one device call (rows from validate.readings)."""

    call: DeviceCall
    rows: list[dict[str, Any]]
    accepted: int = 0
    duplicates: int = 0


def _drivers(db: Session, ctx: AppContext, batches: Sequence[Batch]) -> None:
    """driverIdHash (drivers.py) or driverIdCard -> driver_id: the person of the device's project with that
    ID number (through the device's hash index, or the lookup hash)."""
    wanted: dict[str, str] = {}
    for batch in batches:
        for row in batch.rows:
            card = row.get("driver_card")
            if card and card not in wanted:
                wanted[card] = ctx.cipher.lookup_hash(card)
    found: dict[tuple[int, str], int] = {}
    if wanted:
        projects = {b.call.project_id for b in batches}
        p = SitePerson
        stmt = select(p.project_id, p.id_no_hash, p.id).where(
            p.id_no_hash.in_(set(wanted.values())), p.project_id.in_(projects), live(p)
        )
        found = {(project, digest): person for project, digest, person in db.execute(stmt)}
    for batch in batches:
        hashes = {row["driver_hash"] for row in batch.rows if row.get("driver_hash")}
        by_hash = INDEX.find(db, ctx, batch.call.device_id, batch.call.project_id, hashes) if hashes else {}
        for row in batch.rows:
            if "driver_card" in row:  # (a retried batch has been resolved already)
                card, digest = row.pop("driver_card"), row.pop("driver_hash")
                person = found.get((batch.call.project_id, wanted[card])) if card else None
                row["driver_id"] = by_hash.get(digest) if digest else person


@lru_cache(maxsize=256)
def _insert_sql(dialect: str, table: str, names: tuple[str, ...], types: tuple[str, ...], count: int) -> str:
    """The multi-row INSERT ... ON CONFLICT DO NOTHING, in the driver's own placeholders (SQLAlchemy's
    compilation of thousands of bound values cost more than the insert): on PostgreSQL one array per
    column through unnest (a short statement psycopg prepares once), on SQLite `count` VALUES rows."""
    conflict = "ON CONFLICT (device_id, read_time) DO NOTHING"
    if dialect == "postgresql":
        arrays = ", ".join(f"%s::{kind}[]" for kind in types)
        return f"INSERT INTO {table} ({', '.join(names)}) SELECT * FROM unnest({arrays}) {conflict}"
    row = "(" + ", ".join(["?"] * len(names)) + ")"
    return f"INSERT INTO {table} ({', '.join(names)}) VALUES {', '.join([row] * count)} {conflict}"


def _db_value(value: Any) -> Any:
    # SQLite keeps SQLAlchemy's text form of a DateTime, or keys and ranges would not compare
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S.%f")
    return value


def _insert(db: Session, kind: str, batches: list[Batch], now: datetime) -> list[dict[str, Any]]:
    """Inserts the kind's rows; counts each batch's accepted and duplicate readings; the new rows.
    (Not RETURNING: under concurrent writers SQLite's driver lost returned rows.)"""
    table = READING_MODELS[kind].__table__  # type: ignore[attr-defined]
    for batch in batches:
        for row in batch.rows:
            row.update(device_id=batch.call.device_id, project_id=batch.call.project_id, recv_time=now)
    rows = [row for batch in batches for row in batch.rows]
    inserted = 0
    dialect = db.get_bind().dialect.name
    names = tuple(c.name for c in table.columns)
    bind = db.get_bind().dialect
    types = tuple(c.type.compile(dialect=bind) for c in table.columns) if dialect == "postgresql" else ()
    conn = db.connection()
    for start in range(0, len(rows), INSERT_CHUNK):
        chunk = rows[start : start + INSERT_CHUNK]
        sql = _insert_sql(dialect, table.name, names, types, len(chunk) if dialect != "postgresql" else 0)
        if dialect == "postgresql":
            params: Any = tuple([row[name] for row in chunk] for name in names)
        else:
            params = tuple(_db_value(row[name]) for row in chunk for name in names)
        inserted += int(conn.exec_driver_sql(sql, params).rowcount)
    if inserted == len(rows):
        fresh_keys = {(row["device_id"], row["read_time"]) for row in rows}
    else:  # some were stored before: ours are those this transaction stamped
        fresh_keys = set()
        for device_id in {row["device_id"] for row in rows}:
            times = [row["read_time"] for row in rows if row["device_id"] == device_id]
            stmt = select(table.c.read_time).where(
                table.c.device_id == device_id, table.c.read_time.in_(times), table.c.recv_time == now
            )
            fresh_keys.update((device_id, moment) for moment in db.execute(stmt).scalars())
    fresh: list[dict[str, Any]] = []
    for batch in batches:
        for row in batch.rows:
            key = (row["device_id"], row["read_time"])
            if key in fresh_keys:
                fresh_keys.discard(key)  # a reading twice in one flush is new once
                batch.accepted += 1
                fresh.append(row)
            else:
                batch.duplicates += 1
    return fresh


def _mark_late(db: Session, kind: str, fresh: list[dict[str, Any]]) -> None:
    """A reading older than what the rollup has completed moves its `dirty_from` back."""
    if not fresh:
        return
    oldest = min(row["read_time"] for row in fresh)
    mark: Any = RollupMark.__table__
    db.execute(
        update(mark)
        .where(
            mark.c.kind == kind,
            mark.c.complete_until > oldest,
            (mark.c.dirty_from.is_(None)) | (mark.c.dirty_from > oldest),
        )
        .values(dirty_from=oldest)
    )


def _reading_event(kind: str, device_id: int, row: dict[str, Any]) -> dict[str, Any]:
    values = {wire: row[column] for column, wire in WIRE_OF[kind].items() if row.get(column) is not None}
    return {
        "deviceId": str(device_id),
        "kind": kind,
        "time": ms(row["read_time"]),
        "values": values,
        "alarmMask": row.get("alarm_mask"),
    }


def alarm_event(event: alarm_engine.AlarmEvent) -> dict[str, Any]:
    data: dict[str, Any] = {
        "action": event.action,
        "id": str(event.alarm_id),
        "category": event.category,
        "type": event.type,
        "level": event.level,
        "title": event.title,
        "deviceId": str(event.device_id) if event.device_id is not None else None,
        "time": ms(event.time),
    }
    data.update(event.extra)
    return data


def _write(db: Session, ctx: AppContext, batches: Sequence[Batch], now: datetime, events: Events) -> None:
    _drivers(db, ctx, batches)
    by_kind: dict[str, list[Batch]] = defaultdict(list)
    for batch in batches:
        by_kind[batch.call.kind].append(batch)
    if db.get_bind().dialect.name == "postgresql":
        for kind in sorted(by_kind):
            db.execute(text("SELECT pg_advisory_xact_lock_shared(:key)"), {"key": ROLLUP_LOCK_KEYS[kind]})
    fresh_by_kind = {}
    for kind in sorted(by_kind):
        fresh_by_kind[kind] = _insert(db, kind, by_kind[kind], now)
        _mark_late(db, kind, fresh_by_kind[kind])
    devices = touch_devices(db, {b.call.device_id for b in batches}, now, events)
    latest: dict[int, tuple[str, dict[str, Any]]] = {}
    # the active alarms of every device in this transaction, in one query (evaluate takes each device's)
    alarm_engine.preload_active(db, {row["device_id"] for rows in fresh_by_kind.values() for row in rows})
    for kind in sorted(fresh_by_kind):
        per_device: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for row in fresh_by_kind[kind]:
            per_device[row["device_id"]].append(row)
        for device_id, rows in sorted(per_device.items()):
            rows.sort(key=lambda r: r["read_time"])
            latest[device_id] = (kind, rows[-1])
            for event in alarm_engine.evaluate_readings(db, devices[device_id], kind, rows, now):
                events.add(event.project_id, "alarm", alarm_event(event))
    for device_id, (kind, row) in latest.items():
        events.add(row["project_id"], "reading", _reading_event(kind, device_id, row))
    amounts: dict[int, Counter[str]] = defaultdict(Counter)
    for batch in batches:
        amounts[batch.call.device_id].update(reading=batch.accepted, reading_duplicate=batch.duplicates)
    count(db, amounts, now)


def store(ctx: AppContext, batches: Sequence[Batch]) -> Events:
    """Stores the batches in one transaction (all or none); each batch's `accepted`/`duplicates` are set.
    Returns the live events, already published."""
    events = Events()
    with writer(ctx.db.engine), ctx.db.sessionmaker() as db:
        now = ctx.clock.now()
        try:
            _write(db, ctx, batches, now, events)
            db.commit()
        except BaseException:
            db.rollback()
            for batch in batches:
                batch.accepted = batch.duplicates = 0
            raise
    events.publish(ctx)
    return events
