"""Alarm evaluation on ingestion.

The ingestion pipeline calls `evaluate_readings` inside the transaction that stores a device's readings and
publishes the returned events on the live bus after commit (`AlarmEvent.data()` is the payload). One call
reads the project's limits once per session and the device's active alarms in one query; every reading is
then judged in memory. A condition firing again refreshes its active alarm; an alarm clears only after its
condition stayed normal for kinds.CLEAR_HOLD_SECONDS (reading time), so a value hovering at the limit does
not raise and clear every second."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import event as orm_event
from sqlalchemy.orm import Session, SessionTransaction

from sitesafe.core.timefmt import format_datetime
from sitesafe.modules.site.alarm import conditions, notify
from sitesafe.modules.site.alarm.events import AlarmEvent
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.alarm.store import (
    Occurrence,
    active_for,
    active_of,
    clear,
    event,
    raise_alarm,
    refresh,
)
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.device.thresholds import limits_of

__all__ = ["HOLD", "OFFLINE_TYPES", "AlarmEvent", "evaluate_readings"]

HOLD = timedelta(seconds=kinds.CLEAR_HOLD_SECONDS)
# Kinds whose lost heartbeat is an alarm of their own (gateway channels raise `channel_offline`).
OFFLINE_TYPES = {
    kinds.KIND_CRANE: "crane_offline",
    kinds.KIND_LIFT: "lift_offline",
    kinds.KIND_ENVIRONMENT: "env_offline",
    kinds.KIND_CAMERA: "camera_offline",
    kinds.KIND_PROTECTION: "protection_offline",
}


def snapshot(kind: str, reading: dict[str, Any]) -> dict[str, Any]:
    """The reading by wire names (what the screens show next to the alarm)."""
    values: dict[str, Any] = {"time": format_datetime(reading.get("read_time"))}
    for field in kinds.FIELDS.get(kind, ()):
        value = reading.get(field.column)
        if value is not None:
            values[field.wire] = value
    if reading.get("alarm_mask"):
        values["alarmMask"] = reading["alarm_mask"]
    return values


class _Changes:
    """What happened to each alarm in one call, in order; a raise absorbs the refreshes after it."""

    def __init__(self) -> None:
        self.alarms: dict[int, SiteAlarm] = {}
        self.actions: dict[int, list[str]] = {}

    def add(self, alarm: SiteAlarm, action: str) -> None:
        self.alarms[alarm.id] = alarm
        done = self.actions.setdefault(alarm.id, [])
        if action == "refresh" and done and done[-1] in ("raise", "refresh"):
            return
        done.append(action)

    def events(self) -> list[AlarmEvent]:
        return [event(self.alarms[i], action) for i, actions in self.actions.items() for action in actions]


def _verdict(
    kind: str, reading: dict[str, Any], limits: dict[str, float], persons: float
) -> conditions.Verdict | None:
    if kind == kinds.KIND_CRANE:
        return conditions.crane(reading, limits)
    if kind == kinds.KIND_LIFT:
        return conditions.lift(reading, limits, persons)
    if kind == kinds.KIND_ENVIRONMENT:
        return conditions.environment(reading, limits)
    return None


PRELOAD_KEY = "alarm.active"


def preload_active(db: Session, device_ids: Iterable[int]) -> None:
    """Loads the active alarms of the devices a batch is about to evaluate in one query (optional: the
    ingestion of many devices in one transaction saves a query per device). Each device's entry is used
    once; the rest is dropped when the transaction ends."""
    db.info[PRELOAD_KEY] = active_of(db, device_ids)


@orm_event.listens_for(Session, "after_transaction_end")
def _forget_preload(session: Session, transaction: SessionTransaction) -> None:
    if transaction.parent is None:
        session.info.pop(PRELOAD_KEY, None)


def evaluate_readings(
    db: Session, device: SiteDevice, kind: str, readings: list[dict[str, Any]], now: datetime
) -> list[AlarmEvent]:
    """Raise, refresh or clear the device's alarms for these readings (dicts keyed by reading-table column,
    with `read_time` and `alarm_mask`), oldest first. Returns what changed."""
    preloaded: dict[int, dict[str, SiteAlarm]] | None = db.info.get(PRELOAD_KEY)
    active = preloaded.pop(device.id, None) if preloaded is not None else None
    if active is None:
        active = active_for(db, device.id)
    changes = _Changes()
    offline = active.pop(OFFLINE_TYPES.get(kind, ""), None)
    if offline is not None:  # it reports again
        clear(db, offline, now, now, note="设备恢复上报")
        changes.add(offline, "clear")
    limits = limits_of(db, device)
    persons = limits["liftPersonsLimit"] if kind == kinds.KIND_LIFT else 0.0
    raised: list[SiteAlarm] = []
    for reading in readings:
        verdict = _verdict(kind, reading, limits, persons)
        if verdict is None:
            break
        at: datetime = reading["read_time"]
        for code, fire in verdict.firing.items():
            alarm_type = kinds.ALARM_TYPE_BY_CODE[code]
            hit = Occurrence(
                project_id=device.project_id,
                device_id=device.id,
                channel_id=None,
                alarm_type=alarm_type,
                source=fire.source,
                title=f"{device.name}{alarm_type.name}",
                value=fire.value,
                limit=fire.limit,
                snapshot=snapshot(kind, reading),
                at=at,
            )
            alarm = active.get(code)
            if alarm is not None:
                refresh(alarm, hit)
                changes.add(alarm, "refresh")
                continue
            alarm, new = raise_alarm(db, hit, now)
            active[code] = alarm
            changes.add(alarm, "raise" if new else "refresh")
            if new:
                raised.append(alarm)
        for code in verdict.escalated:
            alarm = active.pop(code, None)
            if alarm is not None:
                clear(db, alarm, at, now, note="已升级为报警")
                changes.add(alarm, "clear")
        for code in verdict.normal:
            alarm = active.get(code)
            if alarm is None or at < alarm.last_time:
                continue
            if alarm.clear_since is None:
                alarm.clear_since = at
            elif at - alarm.clear_since >= HOLD:
                clear(db, alarm, at, now, note="数据恢复正常")
                del active[code]
                changes.add(alarm, "clear")
    for alarm in raised:
        notify.on_raise(db, alarm, now)
    return changes.events()
