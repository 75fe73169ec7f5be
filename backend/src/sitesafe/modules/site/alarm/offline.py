"""The minute job: devices and gateway channels silent for kinds.OFFLINE_AFTER_INTERVALS heartbeats go
offline (a `device` live event, and a `<kind>_offline` / `channel_offline` alarm where the kind has one);
offline alarms of devices and channels heard from again clear; alarms whose condition stayed normal past
the hold clear even when no further reading came; queued notifications left behind are sent."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import format_datetime
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.modules.site.alarm import delivery, notify
from sitesafe.modules.site.alarm.engine import HOLD, OFFLINE_TYPES
from sitesafe.modules.site.alarm.events import AlarmEvent
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.alarm.store import Occurrence, active_key, clear, event, raise_alarm
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.live.bus import publish
from sitesafe.modules.system.timer.jobs import JobClass, JobContext, registry

CHANNEL_OFFLINE = "channel_offline"


def _silent(db: Session, model: Any, heartbeat: Any, now: datetime, *joins: Any) -> list[Any]:
    """Rows online by their flag whose last sign of life is older than their allowance (one condition per
    distinct heartbeat interval, so the cut-off is computed here, not in dialect-specific SQL)."""
    intervals = db.execute(select(heartbeat).distinct().where(live(SiteDevice))).scalars()
    late = [
        (heartbeat == seconds)
        & (model.last_seen < now - timedelta(seconds=kinds.OFFLINE_AFTER_INTERVALS * seconds))
        for seconds in intervals
        if seconds
    ]
    stmt = select(model)
    for join in joins:
        stmt = stmt.join(*join)
    stale = or_(model.last_seen.is_(None), *late) if late else model.last_seen.is_(None)
    return list(db.execute(stmt.where(model.online.is_(True), live(model), stale)).scalars())


def _offline_alarm(
    db: Session, code: str, device: SiteDevice, channel: SiteDeviceChannel | None, now: datetime
) -> SiteAlarm | None:
    alarm_type = kinds.ALARM_TYPE_BY_CODE[code]
    name = f"{device.name}{channel.name}" if channel is not None else device.name
    key = active_key(code, device.id, channel.id if channel is not None else None)
    if db.execute(select(SiteAlarm.id).where(SiteAlarm.active_key == key)).first() is not None:
        return None
    hit = Occurrence(
        project_id=device.project_id,
        device_id=device.id,
        channel_id=channel.id if channel is not None else None,
        alarm_type=alarm_type,
        source=kinds.SOURCE_OFFLINE,
        title=f"{name}离线",
        value=None,
        limit=None,
        snapshot={"lastSeen": format_datetime((channel or device).last_seen)},
        at=now,
    )
    alarm, new = raise_alarm(db, hit, now)
    if new:
        notify.on_raise(db, alarm, now)
    return alarm if new else None


def _recovered(db: Session, now: datetime) -> list[SiteAlarm]:
    """Active offline alarms whose device or channel is online again, and held alarms past the hold."""
    done: list[SiteAlarm] = []
    offline_types = [*OFFLINE_TYPES.values(), CHANNEL_OFFLINE]
    rows = db.execute(
        select(SiteAlarm).where(SiteAlarm.active.is_(True), SiteAlarm.type.in_(offline_types))
    ).scalars()
    for alarm in list(rows):
        source: Any = (
            db.get(SiteDeviceChannel, alarm.channel_id)
            if alarm.channel_id
            else db.get(SiteDevice, alarm.device_id)
        )
        if source is None or source.status == STATUS_DELETED or source.online:
            clear(
                db,
                alarm,
                now,
                now,
                note="设备恢复上报" if source is not None and source.online else "设备已删除",
            )
            done.append(alarm)
    held = db.execute(
        select(SiteAlarm).where(
            SiteAlarm.active.is_(True),
            SiteAlarm.clear_since.is_not(None),
            SiteAlarm.clear_since <= now - HOLD,
        )
    ).scalars()
    for alarm in list(held):
        clear(db, alarm, now, now, note="数据恢复正常")
        done.append(alarm)
    return done


def detect_offline(ctx: AppContext, now: datetime) -> str:
    """One run of the job (callable in tests with a chosen `now`)."""
    events: list[AlarmEvent] = []
    gone: list[tuple[int, int, str]] = []
    with ctx.db.sessionmaker.begin() as db:
        for device in _silent(db, SiteDevice, SiteDevice.heartbeat_seconds, now):
            device.online = False
            device.offline_time = now
            gone.append((device.project_id, device.id, device.kind))
            code = OFFLINE_TYPES.get(device.kind)
            if code is not None and (alarm := _offline_alarm(db, code, device, None, now)) is not None:
                events.append(event(alarm, "raise"))
        gateway = (SiteDevice, SiteDevice.id == SiteDeviceChannel.gateway_id)
        channels = _silent(db, SiteDeviceChannel, SiteDevice.heartbeat_seconds, now, gateway)
        for channel in channels:
            channel.online = False
            owner = db.get(SiteDevice, channel.gateway_id)
            if owner is not None and (alarm := _offline_alarm(db, CHANNEL_OFFLINE, owner, channel, now)):
                events.append(event(alarm, "raise"))
        events += [event(alarm, "clear") for alarm in _recovered(db, now)]
    with ctx.db.sessionmaker() as db:
        resent = delivery.retry_pending(db, ctx.db.engine, now)
    for project_id, device_id, kind in gone:
        publish(ctx, project_id, "device", {"deviceId": str(device_id), "kind": kind, "online": False})
    for item in events:
        publish(ctx, item.project_id, "alarm", item.data())
    raised = sum(1 for e in events if e.action == "raise")
    cleared = len(events) - raised
    return (
        f"离线设备{len(gone)}台、离线通道{len(channels)}个，产生告警{raised}条，"
        f"恢复告警{cleared}条，补发通知{resent}条"
    )


def _run(job: JobContext) -> str:
    return detect_offline(job.app, job.now())


ACTION_CLASS = "DeviceOfflineTaskRunner"
registry.register(
    JobClass(
        ACTION_CLASS,
        "设备离线检测",
        f"设备或网关通道超过{kinds.OFFLINE_AFTER_INTERVALS}个心跳周期没有上报时置为离线，并产生离线告警；"
        "设备恢复上报后离线告警自动恢复；数据恢复正常超过保持时间的告警自动恢复",
        "0 * * * * ?",
        _run,
    )
)
