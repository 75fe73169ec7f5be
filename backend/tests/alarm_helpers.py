"""Helpers of the alarm tests: devices of a project, readings dicts as ingestion hands them to
`evaluate_readings` (built from wire names, so an end-to-end test can send the same values), and the
evaluation in its own transaction."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select

from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.site.alarm.engine import AlarmEvent, evaluate_readings
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice


def reading(kind: str, at: datetime, alarm_mask: int | None = None, **wire: Any) -> dict[str, Any]:
    """One reading as ingestion passes it: reading-table columns, `read_time` and `alarm_mask`."""
    columns = {f.wire: f.column for f in kinds.FIELDS[kind]}
    unknown = set(wire) - set(columns)
    assert not unknown, f"not a {kind} field: {unknown}"
    row: dict[str, Any] = {columns[name]: value for name, value in wire.items()}
    return {**row, "read_time": at, "alarm_mask": alarm_mask}


def wire_body(kind: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The same readings as the device protocol's body (`time` in epoch ms, wire names)."""
    wires = {f.column: f.wire for f in kinds.FIELDS[kind]}
    out = []
    for row in rows:
        item: dict[str, Any] = {"time": int((row["read_time"] - datetime(1970, 1, 1)).total_seconds() * 1000)}
        item |= {wires[c]: v for c, v in row.items() if c in wires and v is not None}
        if row.get("alarm_mask") is not None:
            item["alarmMask"] = row["alarm_mask"]
        out.append(item)
    return {"readings": out}


def add_device(
    ctx: AppContext,
    project_id: str | int,
    kind: str,
    *,
    thresholds: dict[str, Any] | None = None,
    params: dict[str, Any] | None = None,
    heartbeat: int = 60,
    online: bool = True,
    last_seen: datetime | None = None,
    name: str | None = None,
) -> int:
    device_id = new_id()
    with ctx.db.sessionmaker.begin() as db:
        db.add(
            SiteDevice(
                id=device_id,
                project_id=int(project_id),
                kind=kind,
                name=name or f"{kinds.KIND_NAMES[kind]}{device_id % 1000}",
                code=f"T{device_id}",
                secret_enc="-",
                status=0,
                online=online,
                last_seen=last_seen or ctx.clock.now(),
                heartbeat_seconds=heartbeat,
                thresholds=json.dumps(thresholds) if thresholds else None,
                params=json.dumps(params) if params else None,
            )
        )
    return device_id


def evaluate(
    ctx: AppContext, device_id: int, rows: list[dict[str, Any]], now: datetime | None = None
) -> list[AlarmEvent]:
    with ctx.db.sessionmaker.begin() as db:
        device = db.get(SiteDevice, device_id)
        assert device is not None
        return evaluate_readings(db, device, device.kind, rows, now or ctx.clock.now())


def alarms(ctx: AppContext, device_id: int) -> dict[str, list[SiteAlarm]]:
    """The device's alarms by type, oldest first."""
    found: dict[str, list[SiteAlarm]] = {}
    with ctx.db.sessionmaker() as db:
        rows = db.execute(
            select(SiteAlarm)
            .where(SiteAlarm.device_id == device_id)
            .order_by(SiteAlarm.start_time, SiteAlarm.id)
        ).scalars()
        for alarm in rows:
            found.setdefault(alarm.type, []).append(alarm)
    return found


def active(ctx: AppContext, device_id: int) -> dict[str, SiteAlarm]:
    return {t: rows[-1] for t, rows in alarms(ctx, device_id).items() if rows[-1].active}


def series(start: datetime, step: int, count: int) -> list[datetime]:
    return [start + timedelta(seconds=step * i) for i in range(count)]
