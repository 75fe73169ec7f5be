"""The people's side of an alarm: 开始处理 (→处理中), 处理完成 (→已处理), 误报, and the manual 施工告警
report.

Each step checks the move (kinds.TRANSITIONS), claims the version the caller read (a stale one answers
1016004), records the handler, note and photos in `site_alarm_log`, and publishes an `alarm` live event
once committed. Photos are uploaded files the caller may read."""

from __future__ import annotations

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud import guards
from sitesafe.crud.context import Act
from sitesafe.modules.site.alarm import notify
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.alarm.schemas import MAX_PHOTOS, AlarmAdd, AlarmStep
from sitesafe.modules.site.alarm.service import service
from sitesafe.modules.site.alarm.store import event, log
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.live.bus import publish
from sitesafe.modules.system.file import refs

# action -> (target status, verb in messages, log action, note required)
STEPS = {
    "accept": (kinds.STATUS_HANDLING, "开始处理", "accept", False),
    "handle": (kinds.STATUS_HANDLED, "处理完成", "handle", True),
    "falseAlarm": (kinds.STATUS_FALSE, "标记误报", "false", True),
}


def photo_text(act: Act, ids: list[int]) -> str | None:
    """`,id,id,` of files the caller may read (refused otherwise), None without photos."""
    unique = list(dict.fromkeys(ids))
    if len(unique) > MAX_PHOTOS:
        raise AppError(ErrorCode.ALARM_PHOTOS_TOO_MANY, limit=MAX_PHOTOS)
    if not unique:
        return None
    for file_id in unique:
        refs.readable_file(act, file_id)
    return "," + ",".join(str(i) for i in unique) + ","


def _announce(act: Act, alarm: SiteAlarm, action: str) -> None:
    data = event(alarm, action).data()
    project_id = alarm.project_id
    act.after_commit(lambda: publish(act.ctx, project_id, "alarm", data))


def step(act: Act, body: AlarmStep, action: str) -> None:
    target, verb, log_action, note_required = STEPS[action]
    alarm = service.writable(act, body.id, action)
    if target not in kinds.TRANSITIONS.get(alarm.status, ()):
        current = kinds.STATUS_NAMES.get(alarm.status, str(alarm.status))
        raise AppError(ErrorCode.ALARM_TRANSITION, current=current, action=verb)
    note = body.note or None
    if note_required and not note:
        raise AppError(ErrorCode.ALARM_NOTE_REQUIRED)
    photos = photo_text(act, body.photos)
    guards.claim_version(act, body, alarm)
    now = act.ctx.clock.now()
    before = alarm.status
    alarm.status = target
    alarm.handler_id = act.user.user_id
    alarm.handle_time = now
    alarm.update_time = now
    if note:
        alarm.handle_note = note
    if photos:
        merged = [p for p in f"{alarm.handle_photos or ''}{photos}".split(",") if p]
        alarm.handle_photos = "," + ",".join(dict.fromkeys(merged)) + ","
    log(
        act.db, alarm, log_action, now, user_id=act.user.user_id, note=note, photos=photos, status_from=before
    )
    _announce(act, alarm, action)
    act.commit()


def report(act: Act, body: AlarmAdd) -> SiteAlarm:
    """A 施工告警 reported by the caller in the request's project (notified by the rules like any)."""
    if act.project_id is None:
        raise AppError(ErrorCode.PARAM_ERROR, message="请先选择项目")
    if body.level not in kinds.LEVEL_NAMES:
        raise AppError(ErrorCode.ALARM_LEVEL)
    guards.check_project(act, SiteAlarm(project_id=act.project_id))
    photos = photo_text(act, body.photos)
    now = act.ctx.clock.now()
    alarm = SiteAlarm(
        id=new_id(),
        project_id=act.project_id,
        category="construction",
        type="construction_event",
        level=body.level,
        source=kinds.SOURCE_MANUAL,
        title=body.title,
        location=body.location or None,
        content=body.content or None,
        photos=photos,
        reporter_id=act.user.user_id,
        active=False,
        start_time=now,
        last_time=now,
        hits=1,
        status=kinds.STATUS_PENDING,
        create_time=now,
        update_time=now,
        version=0,
    )
    act.db.add(alarm)
    act.db.flush()
    log(act.db, alarm, "report", now, user_id=act.user.user_id, note=body.content, photos=photos)
    notify.on_raise(act.db, alarm, now)
    _announce(act, alarm, "raise")
    act.commit()
    return alarm
