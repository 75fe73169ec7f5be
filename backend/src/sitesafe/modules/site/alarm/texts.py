"""Texts of alarm notifications (bell, SMS, e-mail)."""

from __future__ import annotations

from html import escape

from sitesafe.core.timefmt import format_datetime
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.device import kinds


def message(alarm: SiteAlarm) -> tuple[str, str, str]:
    """(title, HTML body, SMS text) of the notification."""
    level = kinds.LEVEL_NAMES.get(alarm.level, "")
    category = kinds.CATEGORY_NAMES.get(alarm.category, "告警")
    when = format_datetime(alarm.start_time)
    title = f"【{level}】{alarm.title}"
    detail = ""
    if alarm.value is not None and alarm.limit_value is not None:
        detail = f"，当前值{alarm.value:g}，限值{alarm.limit_value:g}"
    where = f"，位置：{alarm.location}" if alarm.location else ""
    text = f"{category}：{alarm.title}（{level}），发生时间{when}{detail}{where}。请及时处理。"
    return title, f"<p>{escape(text)}</p>", f"【安全预警】{text}"
