"""What a store of readings or a heartbeat writes beside the readings, shared by HTTP, MQTT and heartbeats:
the devices' online state, their counters, the live events published after commit, and the lock SQLite's
writers queue on."""

from __future__ import annotations

import logging
import threading
from collections import Counter
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Engine, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from sitesafe.core.context import AppContext
from sitesafe.modules.site.device import refusals
from sitesafe.modules.site.device.auth import DeviceCall
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceCounter
from sitesafe.modules.site.live import bus

logger = logging.getLogger(__name__)
EPOCH = datetime(1970, 1, 1)
SEEN_EVERY = timedelta(seconds=5)


@dataclass
class Events:
    """What to publish on the live bus once the transaction has committed."""

    items: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)

    def add(self, project_id: int, event: str, data: dict[str, Any]) -> None:
        self.items.append((project_id, event, data))

    def publish(self, ctx: AppContext) -> None:
        for project_id, event, data in self.items:
            try:
                bus.publish(ctx, project_id, event, data)
            except Exception:  # the readings are stored: a lost live event must not fail the call
                logger.exception("实时事件发布失败 event=%s project=%s", event, project_id)


def ms(moment: datetime) -> int:
    return int((moment - EPOCH) / timedelta(milliseconds=1))


def _dialect_insert(db: Session, table: Any) -> Any:
    module: Any = postgresql if db.get_bind().dialect.name == "postgresql" else sqlite
    return module.insert(table)


def count(db: Session, amounts: dict[int, Counter[str]], now: datetime) -> None:
    """Adds to the devices' counters inside the caller's transaction (sorted: no deadlock between two)."""
    rows = [
        {"device_id": device_id, "reason": reason, "count": n, "update_time": now}
        for device_id in sorted(amounts)
        for reason, n in sorted(amounts[device_id].items())
        if n > 0
    ]
    if not rows:
        return
    table = SiteDeviceCounter.__table__
    stmt = _dialect_insert(db, table)
    stmt = stmt.on_conflict_do_update(
        index_elements=[table.c.device_id, table.c.reason],
        set_={"count": table.c.count + stmt.excluded.count, "update_time": stmt.excluded.update_time},
    )
    db.execute(stmt, rows)


def touch_devices(db: Session, device_ids: set[int], now: datetime, events: Events) -> dict[int, SiteDevice]:
    """Marks the devices online (seen now); a device coming online is a `device` event. `last_seen` of an
    online device is written at most every SEEN_EVERY (a hot row written by every batch serializes them)."""
    devices = {d.id: d for d in db.execute(select(SiteDevice).where(SiteDevice.id.in_(device_ids))).scalars()}
    waking = sorted(d.id for d in devices.values() if not d.online)
    stale = sorted(
        d.id
        for d in devices.values()
        if d.online and (d.last_seen is None or now - d.last_seen >= SEEN_EVERY)
    )
    for ids, values in (
        (waking, {"online": True, "last_seen": now, "online_time": now}),
        (stale, {"last_seen": now}),
    ):
        if ids:
            db.execute(
                update(SiteDevice)
                .where(SiteDevice.id.in_(ids))
                .values(**values)
                .execution_options(synchronize_session=False)
            )
    for device in devices.values():
        if device.id in waking:
            set_committed_value(device, "online_time", now)
            set_committed_value(device, "online", True)
            events.add(device.project_id, "device", {"deviceId": str(device.id), "online": True})
        if device.id in waking or device.id in stale:
            set_committed_value(device, "last_seen", now)
    return devices


def count_refusal(ctx: AppContext, device_id: int, reason: str) -> None:
    """A refused batch of a device not (yet) verified, counted (in memory, see refusals.py) under its
    reason and `batch_refused`."""
    refusals.count(ctx.db.engine, device_id, {reason: 1, "batch_refused": 1})


def refuse(ctx: AppContext, call: DeviceCall, reason: str) -> None:
    """A verified device's refused batch: counted in memory, and the device is alive all the same (its
    `last_seen` is written at most every SEEN_EVERY, so a flood of bad batches writes rarely)."""
    now = ctx.clock.now()
    events = Events()
    refusals.count(ctx.db.engine, call.device_id, {reason: 1, "batch_refused": 1})
    with writer(ctx.db.engine), ctx.db.sessionmaker.begin() as db:
        touch_devices(db, {call.device_id}, now, events)
    events.publish(ctx)


_sqlite_writers: dict[int, threading.Lock] = {}


def writer(engine: Engine) -> AbstractContextManager[Any]:
    """SQLite has one writer at a time and its busy handler sleeps while it waits: the process's
    writers of readings queue on a lock instead (PostgreSQL: no lock, rows lock themselves)."""
    if engine.dialect.name != "sqlite":
        return nullcontext()
    return _sqlite_writers.setdefault(id(engine), threading.Lock())
