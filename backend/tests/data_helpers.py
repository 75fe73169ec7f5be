"""Helpers of the read-path tests: devices and readings written straight into the tables (the ingestion
side's API is another module's), and a one-minute rollup computed here the way the aggregates are defined
(n, sum, min, max per device, field and minute)."""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select

from crud_helpers import unique
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import format_datetime
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.monitor.models import READING_MODELS, ReadingMinute, ReadingTen, RollupMark


def add_device(
    ctx: AppContext, project_id: str, kind: str = "crane", name: str = "1#塔吊", **fields: Any
) -> int:
    with ctx.db.sessionmaker.begin() as db:
        device = SiteDevice(project_id=int(project_id), kind=kind, name=name, code=unique("D"), **fields)
        device.secret_enc = ctx.cipher.encrypt("k")
        db.add(device)
        db.flush()
        device_id: int = device.id
    return device_id


def add_readings(
    ctx: AppContext, project_id: str, device_id: int, kind: str, rows: list[tuple[datetime, dict[str, Any]]]
) -> None:
    """Readings keyed by reading-table column; `alarm_mask` may be given per row."""
    model = READING_MODELS[kind]
    with ctx.db.sessionmaker.begin() as db:
        for moment, values in rows:
            db.add(
                model(
                    device_id=device_id,
                    read_time=moment,
                    project_id=int(project_id),
                    recv_time=moment,
                    **{"alarm_mask": 0, **values},
                )
            )


def roll_up(ctx: AppContext, kind: str, device_id: int, until: datetime) -> None:
    """One-minute aggregates of the device's readings before `until`, and the kind's mark at `until`."""
    model = READING_MODELS[kind]
    columns = [f.column for f in kinds.FIELDS[kind]]
    with ctx.db.sessionmaker.begin() as db:
        readings = db.execute(
            select(model).where(model.device_id == device_id, model.read_time < until)
        ).scalars()
        cells: dict[tuple[str, datetime], list[float]] = defaultdict(list)
        project_id = 0
        for r in readings:
            project_id = r.project_id
            minute = r.read_time.replace(second=0, microsecond=0)
            for column in columns:
                value = getattr(r, column)
                if value is not None:
                    cells[(column, minute)].append(float(value))
        for (column, minute), values in cells.items():
            db.merge(
                ReadingMinute(
                    device_id=device_id,
                    field=column,
                    bucket=minute,
                    project_id=project_id,
                    n=len(values),
                    total=sum(values),
                    low=min(values),
                    high=max(values),
                )
            )
        # the ten-minute tier, as the rollup derives it from the minutes
        tens: dict[tuple[str, datetime], list[tuple[int, float, float, float]]] = defaultdict(list)
        for (column, minute), values in cells.items():
            ten = minute.replace(minute=minute.minute - minute.minute % 10)
            tens[(column, ten)].append((len(values), sum(values), min(values), max(values)))
        for (column, ten), parts in tens.items():
            db.merge(
                ReadingTen(
                    device_id=device_id,
                    field=column,
                    bucket=ten,
                    project_id=project_id,
                    n=sum(p[0] for p in parts),
                    total=sum(p[1] for p in parts),
                    low=min(p[2] for p in parts),
                    high=max(p[3] for p in parts),
                )
            )
        mark = db.get(RollupMark, kind) or RollupMark(kind=kind)
        mark.complete_until = until
        mark.dirty_from = None
        db.merge(mark)


def local(moment: datetime) -> str:
    text = format_datetime(moment)
    assert text is not None
    return text


def minute_floor(moment: datetime) -> datetime:
    return moment.replace(second=0, microsecond=0)


def every(start: datetime, count: int, seconds: int = 10) -> list[datetime]:
    return [start + timedelta(seconds=seconds * i) for i in range(count)]
