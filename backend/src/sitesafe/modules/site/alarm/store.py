"""Writing alarms: raise (one active alarm per device or channel and type, race-safe), refresh, clear,
and the lifecycle log. Used by the evaluation on ingestion, the offline job and the manual report."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from sitesafe.core.ids import new_id
from sitesafe.modules.site.alarm.events import AlarmEvent
from sitesafe.modules.site.alarm.models import SiteAlarm, SiteAlarmLog
from sitesafe.modules.site.device import kinds


def active_key(alarm_type: str, device_id: int | None, channel_id: int | None = None) -> str:
    return f"c{channel_id}:{alarm_type}" if channel_id is not None else f"d{device_id}:{alarm_type}"


# Built once: evaluation asks this for every device batch ingested.
_ACTIVE_OF_DEVICE = select(SiteAlarm).where(
    SiteAlarm.device_id == bindparam("device_id"), SiteAlarm.active.is_(True), SiteAlarm.channel_id.is_(None)
)


def active_for(db: Session, device_id: int) -> dict[str, SiteAlarm]:
    """The device's own active alarms by type (see `active_of`)."""
    with db.no_autoflush:
        rows = db.execute(_ACTIVE_OF_DEVICE, {"device_id": device_id}).scalars().all()
    return {alarm.type: alarm for alarm in rows}


def active_of(db: Session, device_ids: Iterable[int]) -> dict[int, dict[str, SiteAlarm]]:
    """The devices' own active alarms (not their channels'), by device and type, in one query."""
    ids = list(device_ids)
    found: dict[int, dict[str, SiteAlarm]] = {i: {} for i in ids}
    if not ids:
        return found
    # No autoflush: what this device's earlier calls changed is flushed already (raise and clear flush) or
    # is in the identity map (refreshes), and flushing other devices' pending rows here costs a round trip.
    with db.no_autoflush:
        rows = db.execute(
            select(SiteAlarm).where(
                SiteAlarm.device_id.in_(ids), SiteAlarm.active.is_(True), SiteAlarm.channel_id.is_(None)
            )
        ).scalars()
        found_rows = list(rows)
    for alarm in found_rows:
        found[alarm.device_id or 0][alarm.type] = alarm
    return found


def log(
    db: Session,
    alarm: SiteAlarm,
    action: str,
    now: datetime,
    *,
    user_id: int | None = None,
    note: str | None = None,
    photos: str | None = None,
    status_from: int | None = None,
) -> None:
    db.add(
        SiteAlarmLog(
            id=new_id(),
            alarm_id=alarm.id,
            project_id=alarm.project_id,
            action=action,
            status_from=status_from,
            status_to=alarm.status if status_from is not None else None,
            user_id=user_id,
            note=note,
            photos=photos,
            create_time=now,
        )
    )


def event(alarm: SiteAlarm, action: str) -> AlarmEvent:
    return AlarmEvent(
        alarm_id=alarm.id,
        project_id=alarm.project_id,
        device_id=alarm.device_id,
        category=alarm.category,
        type=alarm.type,
        action=action,
        level=alarm.level,
        title=alarm.title,
        time=alarm.last_time,
        extra={
            "status": alarm.status,
            "active": alarm.active,
            "channelId": None if alarm.channel_id is None else str(alarm.channel_id),
        },
    )


@dataclass(frozen=True)
class Occurrence:
    """A firing condition: what, where, how bad, and the reading's snapshot."""

    project_id: int
    device_id: int | None
    channel_id: int | None
    alarm_type: kinds.AlarmType
    source: int
    title: str
    value: float | None
    limit: float | None
    snapshot: dict[str, Any] | None
    at: datetime


def refresh(alarm: SiteAlarm, hit: Occurrence) -> None:
    """Fired again while active: later last time, one more hit, the worst value and its snapshot."""
    alarm.hits = (alarm.hits or 0) + 1
    alarm.clear_since = None
    if hit.at >= alarm.last_time:
        alarm.last_time = hit.at
    worse = hit.value is not None and (alarm.value is None or hit.value > alarm.value)
    if worse:
        alarm.value, alarm.limit_value = hit.value, hit.limit
    if hit.snapshot is not None and (worse or hit.at >= alarm.last_time):
        alarm.snapshot = json.dumps(hit.snapshot, ensure_ascii=False)


def raise_alarm(db: Session, hit: Occurrence, now: datetime) -> tuple[SiteAlarm, bool]:
    """A new active alarm, or (when another transaction raised the same one first) that one refreshed;
    answers the alarm and whether it is new. The insert runs in a savepoint, so losing the race on the
    unique `active_key` leaves the caller's transaction intact."""
    key = active_key(hit.alarm_type.code, hit.device_id, hit.channel_id)
    alarm = SiteAlarm(
        id=new_id(),
        project_id=hit.project_id,
        device_id=hit.device_id,
        channel_id=hit.channel_id,
        category=hit.alarm_type.category,
        type=hit.alarm_type.code,
        level=hit.alarm_type.level,
        source=hit.source,
        title=hit.title[:200],
        value=hit.value,
        limit_value=hit.limit,
        snapshot=None if hit.snapshot is None else json.dumps(hit.snapshot, ensure_ascii=False),
        active=True,
        active_key=key,
        start_time=hit.at,
        last_time=hit.at,
        hits=1,
        status=kinds.STATUS_PENDING,
        create_time=now,
        update_time=now,
        version=0,
    )
    _begun(db)
    try:
        with db.begin_nested():
            db.add(alarm)
            db.flush()
    except IntegrityError:
        existing = db.execute(select(SiteAlarm).where(SiteAlarm.active_key == key)).scalar_one()
        refresh(existing, hit)
        return existing, False
    log(db, alarm, "raise", now, note=_raise_note(alarm))
    return alarm, True


def _begun(db: Session) -> None:
    """pysqlite opens its transaction only at the first write: were the SAVEPOINT first, releasing it would
    commit. Open it now, so the savepoint stays inside the caller's transaction."""
    connection = db.connection()
    if connection.dialect.name == "sqlite":
        raw: Any = connection.connection.dbapi_connection
        if raw is not None and not raw.in_transaction:
            connection.exec_driver_sql("BEGIN")


def _raise_note(alarm: SiteAlarm) -> str:
    source = kinds.SOURCE_NAMES.get(alarm.source, "")
    if alarm.value is not None and alarm.limit_value is not None:
        return f"{source}：{alarm.value:g}（限值{alarm.limit_value:g}）"
    return source


def clear(db: Session, alarm: SiteAlarm, at: datetime, now: datetime, note: str | None = None) -> None:
    """Cleared by the data: no longer active (a new occurrence raises a new alarm)."""
    alarm.active = False
    alarm.active_key = None
    alarm.clear_time = at
    alarm.clear_since = None
    alarm.update_time = now
    db.flush()  # frees the key before a new occurrence in the same transaction takes it
    log(db, alarm, "clear", now, note=note)
