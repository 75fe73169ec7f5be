"""Chart data: a device's fields over a range (at most 31 days) in at most ~1,500 points, each the avg, min
and max of a step. Short ranges (≤ 2 h) read the raw readings; longer ones read the one-minute aggregates
(`site_reading_minute`) up to the rollup mark and the raw readings after it, merged per step; a step of
whole ten minutes reads the ten-minute aggregates (`site_reading_ten`) for the ten-minute buckets inside
the range, and the minutes only for its ragged ends.

Buckets are computed in SQL from epoch seconds (strftime on SQLite, EXTRACT(EPOCH) on PostgreSQL), so the
database returns one row per step and field instead of every reading."""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import BigInteger, Integer, cast, func, literal_column, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from sitesafe.crud.context import Act
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.monitor.data_schemas import Series, SeriesLine, SeriesQuery
from sitesafe.modules.site.monitor.models import ReadingMinute, ReadingTen, RollupMark
from sitesafe.modules.site.monitor.scope import DataKind, device_of, pick_fields, time_range

MAX_POINTS = 1500
RAW_SPAN = timedelta(hours=2)
# Steps of the aggregate path (seconds): clock-friendly, whole minutes.
# SQLite 3.38+ has unixepoch(), cheaper than parsing through strftime.
_UNIXEPOCH = sqlite3.sqlite_version_info >= (3, 38)
# From 600 on, every step is whole ten minutes, so the ten-minute aggregates serve it.
STEPS = (60, 120, 300, 600, 1200, 1800, 3600, 7200, 10800, 21600, 43200, 86400)
TEN = 600


@dataclass
class Acc:
    """n, sum, min, max of one field in one step; merges the aggregate and the raw parts."""

    n: int = 0
    total: float = 0.0
    low: float = math.inf
    high: float = -math.inf

    def add(self, n: int, total: float, low: float, high: float) -> None:
        self.n += n
        self.total += total
        self.low = min(self.low, low)
        self.high = max(self.high, high)


def pick_step(span: timedelta) -> tuple[int, bool]:
    """(seconds per point, whether raw readings serve the whole range)."""
    seconds = span.total_seconds()
    if span <= RAW_SPAN:
        return max(1, math.ceil(seconds / MAX_POINTS)), True
    wanted = seconds / MAX_POINTS
    return next((s for s in STEPS if s >= wanted), STEPS[-1]), False


def epoch_seconds(db: Session, column: Any) -> ColumnElement[int]:
    """Whole seconds since 1970 of a naive-UTC timestamp column, on either database."""
    if db.get_bind().dialect.name == "postgresql":
        return cast(func.floor(func.extract("epoch", column)), BigInteger)
    if _UNIXEPOCH:
        return cast(func.unixepoch(column), Integer)
    return cast(func.strftime("%s", column), Integer)


def _epoch(moment: datetime) -> int:
    return int(moment.replace(tzinfo=UTC).timestamp())


def rollup_mark(db: Session, kind: str) -> datetime | None:
    """Raw readings before this are in the one-minute aggregates (a late batch's dirty mark pulls it back)."""
    mark = db.get(RollupMark, kind)
    if mark is None or mark.complete_until is None:
        return None
    if mark.dirty_from is not None and mark.dirty_from < mark.complete_until:
        return mark.dirty_from
    return mark.complete_until


def _from_aggregates(
    db: Session,
    model: Any,
    device_id: int,
    fields: list[kinds.Field],
    start: datetime,
    stop: datetime,
    origin: int,
    step: int,
    into: dict[str, dict[int, Acc]],
) -> None:
    """Adds the aggregate rows (minute or ten-minute) with buckets in [start, stop) to the steps."""
    if start >= stop:
        return
    r = model
    slot = ((epoch_seconds(db, r.bucket) - origin) // step).label("slot")
    stmt = (
        select(r.field, slot, func.sum(r.n), func.sum(r.total), func.min(r.low), func.max(r.high))
        .where(r.device_id == device_id, r.field.in_([f.column for f in fields]))
        .where(r.bucket >= start, r.bucket < stop)
        .group_by(r.field, literal_column("slot"))  # by its alias: the expression is computed once a row
    )
    for column, index, n, total, low, high in db.execute(stmt):
        into[column].setdefault(int(index), Acc()).add(int(n), float(total), float(low), float(high))


def _ten_bound(moment: datetime, *, up: bool) -> datetime:
    seconds = _epoch(moment)
    bound = (seconds + (TEN - 1 if up else 0)) // TEN * TEN
    return datetime.fromtimestamp(bound, UTC).replace(tzinfo=None)


def _from_raw(
    db: Session,
    kind: DataKind,
    device_id: int,
    fields: list[kinds.Field],
    start: datetime,
    stop: datetime,
    origin: int,
    step: int,
    into: dict[str, dict[int, Acc]],
) -> None:
    m = kind.model
    slot = ((epoch_seconds(db, m.read_time) - origin) // step).label("slot")
    columns: list[Any] = [slot]
    for f in fields:
        value = getattr(m, f.column)
        columns += [func.count(value), func.sum(value), func.min(value), func.max(value)]
    stmt = (
        select(*columns)
        .where(m.device_id == device_id, m.read_time >= start, m.read_time < stop)
        .group_by(literal_column("slot"))
    )
    for row in db.execute(stmt):
        index = int(row[0])
        for i, f in enumerate(fields):
            n, total, low, high = row[1 + 4 * i : 5 + 4 * i]
            if n:
                into[f.column].setdefault(index, Acc()).add(int(n), float(total), float(low), float(high))


def _round(value: float) -> float:
    return round(value, 3)


def series(act: Act, kind: DataKind, query: SeriesQuery) -> Series:
    device = device_of(act, kind, query.device_id)
    fields = pick_fields(kind, query.fields)
    start, stop = time_range(query.begin_time, query.end_time)
    step, raw = pick_step(stop - start)
    origin = _epoch(start) // step * step
    split = start
    if not raw:
        mark = rollup_mark(act.db, kind.kind)
        split = min(max(mark, start), stop) if mark is not None else start
    accs: dict[str, dict[int, Acc]] = {f.column: {} for f in fields}
    if split > start:
        inner_start, inner_stop = _ten_bound(start, up=True), _ten_bound(split, up=False)
        if step % TEN == 0 and inner_start < inner_stop:
            # whole ten-minute buckets from their tier, the ragged ends from the minutes
            _from_aggregates(
                act.db, ReadingTen, device.id, fields, inner_start, inner_stop, origin, step, accs
            )
            _from_aggregates(act.db, ReadingMinute, device.id, fields, start, inner_start, origin, step, accs)
            _from_aggregates(act.db, ReadingMinute, device.id, fields, inner_stop, split, origin, step, accs)
        else:
            _from_aggregates(act.db, ReadingMinute, device.id, fields, start, split, origin, step, accs)
    if split < stop:
        _from_raw(act.db, kind, device.id, fields, split, stop, origin, step, accs)
    slots = sorted({index for per_field in accs.values() for index in per_field})
    lines = []
    for f in fields:
        per = accs[f.column]
        cells = [per.get(index) for index in slots]
        lines.append(
            SeriesLine(
                field=f.wire,
                label=f.label,
                unit=f.unit,
                avg=[_round(c.total / c.n) if c else None for c in cells],
                low=[_round(c.low) if c else None for c in cells],
                high=[_round(c.high) if c else None for c in cells],
            )
        )
    times = [(origin + index * step) * 1000 for index in slots]
    source = "raw" if split == start else ("ten" if step % TEN == 0 else "minute")
    return Series(step=step, source=source, times=times, lines=lines)
