"""Photos of alarms (the manual report's, the handlers') are shown to whoever may read the alarm."""

from __future__ import annotations

from typing import Any

from sitesafe.crud.context import Act
from sitesafe.modules.site.alarm.models import SiteAlarm, SiteAlarmLog
from sitesafe.modules.site.alarm.service import service
from sitesafe.modules.system.file import refs


def photo_marker(file_id: int) -> str:
    return f",{file_id},"


_alarm_readable = refs.readable_through(service, "siteAlarm:detail", "siteAlarm:page")


def _log_readable(act: Act, row: Any) -> bool:
    alarm = act.db.get(SiteAlarm, row.alarm_id)
    return alarm is not None and _alarm_readable(act, alarm)


refs.declare(SiteAlarm.photos, readable=_alarm_readable, contains=photo_marker)
refs.declare(SiteAlarm.handle_photos, readable=_alarm_readable, contains=photo_marker)
refs.declare(SiteAlarmLog.photos, readable=_log_readable, contains=photo_marker)
