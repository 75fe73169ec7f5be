"""The project's alarm overview (项目概览 counts): open alarms by category and level, raised and handled
today (local day), devices online of total by kind. A handful of grouped counts on indexed columns."""

from __future__ import annotations

from datetime import datetime, time

from sqlalchemy import case, func, or_, select

from sitesafe.core.timefmt import from_local, to_local
from sitesafe.crud import guards
from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.alarm.schemas import AlarmOverview, CategoryCount, DeviceCount, DeviceOption
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice

OPEN = (kinds.STATUS_PENDING, kinds.STATUS_HANDLING)
CLOSED = (kinds.STATUS_HANDLED, kinds.STATUS_FALSE)


def day_start(now: datetime) -> datetime:
    """The start of the local day holding `now`, as stored (naive UTC)."""
    return from_local(datetime.combine(to_local(now).date(), time()))


def overview(act: Act) -> AlarmOverview:
    db = act.db
    scope = guards.project_conditions(act, SiteAlarm)
    since = day_start(act.ctx.clock.now())
    counts = {c: CategoryCount(category=c, name=kinds.CATEGORY_NAMES[c]) for c in kinds.CATEGORIES}
    # Open (待处理/处理中) by category and level, and still active whatever the status: a closed alarm whose
    # condition persists is 持续中 too, as activeTotal counts it.
    is_open = SiteAlarm.status.in_(OPEN)
    grouped = db.execute(
        select(
            SiteAlarm.category,
            SiteAlarm.level,
            func.sum(case((is_open, 1), else_=0)),
            func.sum(case((SiteAlarm.active.is_(True), 1), else_=0)),
        )
        .where(*scope, or_(is_open, SiteAlarm.active.is_(True)))
        .group_by(SiteAlarm.category, SiteAlarm.level)
    ).all()
    for category, level, open_count, active in grouped:
        item = counts.get(category)
        if item is None:
            continue
        count = int(open_count or 0)
        if level == kinds.LEVEL_WARNING:
            item.warning += count
        else:
            item.alarm += count
        item.open += count
        item.active += int(active or 0)
    raised = db.execute(
        select(func.count()).select_from(SiteAlarm).where(*scope, SiteAlarm.start_time >= since)
    ).scalar_one()
    handled = db.execute(
        select(func.count())
        .select_from(SiteAlarm)
        .where(*scope, SiteAlarm.status.in_(CLOSED), SiteAlarm.handle_time >= since)
    ).scalar_one()
    active_total = db.execute(
        select(func.count()).select_from(SiteAlarm).where(*scope, SiteAlarm.active.is_(True))
    ).scalar_one()
    return AlarmOverview(
        open_total=sum(c.open for c in counts.values()),
        active_total=active_total,
        today_raised=raised,
        today_handled=handled,
        categories=list(counts.values()),
        devices=_devices(act),
    )


def _devices(act: Act) -> list[DeviceCount]:
    rows = act.db.execute(
        select(SiteDevice.kind, func.count(), func.sum(case((SiteDevice.online.is_(True), 1), else_=0)))
        .where(*guards.project_conditions(act, SiteDevice), live(SiteDevice))
        .group_by(SiteDevice.kind)
    ).all()
    found = {kind: (int(total), int(online or 0)) for kind, total, online in rows}
    return [
        DeviceCount(kind=kind, name=kinds.KIND_NAMES[kind], total=found[kind][0], online=found[kind][1])
        for kind in kinds.KINDS
        if kind in found
    ]


# The device kinds whose alarms a category holds (a channel alarm names the gateway).
CATEGORY_KINDS = {
    "camera": ("camera",),
    "channel": ("gateway",),
    "crane": ("crane",),
    "environment": ("environment",),
    "lift": ("lift",),
    "protection": ("protection",),
}


def device_options(act: Act, category: str | None) -> list[DeviceOption]:
    """Devices of the project an alarm screen filters by (those of the category's kinds)."""
    wanted = CATEGORY_KINDS.get(category or "", ()) if category else tuple(kinds.KINDS)
    if not wanted:
        return []
    rows = act.db.execute(
        select(SiteDevice.id, SiteDevice.name, SiteDevice.kind)
        .where(
            *guards.project_conditions(act, SiteDevice),
            live(SiteDevice),
            SiteDevice.kind.in_(wanted),
        )
        .order_by(SiteDevice.name, SiteDevice.id)
        .limit(1000)
    )
    return [DeviceOption(id=i, name=n, kind=k) for i, n, k in rows]
