"""Retention of readings and their one-minute aggregates (READING_RETENTION_DAYS, default 400): on
PostgreSQL whole monthly partitions are dropped; what is left older than the window (SQLite, and rows in
PostgreSQL's default partition) is deleted device by device in bounded chunks, each its own short
transaction, so ingestion is never blocked for long."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Engine, select, text

from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.monitor.models import READING_MODELS, ReadingMinute, ReadingTen
from sitesafe.modules.site.monitor.storage import partitions

CHUNK = 5000


@dataclass
class Purged:
    cutoff: datetime
    dropped: list[str] = field(default_factory=list)
    rows: int = 0


def _devices(engine: Engine) -> list[tuple[int, str]]:
    d = SiteDevice
    stmt = select(d.id, d.kind).where(d.kind.in_(kinds.READING_KINDS)).order_by(d.id)
    with engine.connect() as conn:
        return [(device_id, kind) for device_id, kind in conn.execute(stmt)]


def _delete_device(engine: Engine, table: Any, column: str, device_id: int, cutoff: datetime) -> int:
    keys = ", ".join(c.name for c in table.primary_key.columns)
    sql = text(
        f"DELETE FROM {table.name} WHERE ({keys}) IN (SELECT {keys} FROM {table.name} "
        f"WHERE device_id = :device AND {column} < :cutoff LIMIT :limit)"
    )
    total = 0
    while True:
        with engine.begin() as conn:
            result: Any = conn.execute(sql, {"device": device_id, "cutoff": cutoff, "limit": CHUNK})
        removed = int(result.rowcount or 0)
        total += removed
        if removed < CHUNK:
            return total


def purge(engine: Engine, now: datetime, days: int) -> Purged:
    """Removes readings and aggregates older than `days` before `now`."""
    outcome = Purged(cutoff=now - timedelta(days=days))
    outcome.dropped = partitions.drop_before(engine, outcome.cutoff)
    for device_id, kind in _devices(engine):
        readings: Any = READING_MODELS[kind].__table__  # type: ignore[attr-defined]
        for table, column in (
            (readings, "read_time"),
            (ReadingMinute.__table__, "bucket"),
            (ReadingTen.__table__, "bucket"),
        ):
            outcome.rows += _delete_device(engine, table, column, device_id, outcome.cutoff)
    return outcome
