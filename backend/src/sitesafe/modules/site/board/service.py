"""项目看板: a few grouped counts on indexed columns of the request's project. Days are local days (the
console's time zone); each daily series is one count per day over the (project, time) indexes."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import func, or_, select

from sitesafe.core.timefmt import to_local
from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.alarm.overview import day_start, overview
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.site.board.schemas import (
    AlarmBoard,
    ApprovalBoard,
    AttendanceBoard,
    BoardOut,
    DayCount,
    DeviceBoard,
)
from sitesafe.modules.site.inspection.stats import stats as hazard_stats
from sitesafe.modules.site.person.models import SitePerson
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.workflow import api as workflow

WEEK = 7


def daily(today: datetime, days: int, count: Callable[[datetime, datetime], int]) -> list[DayCount]:
    """`count(start, end)` for each of the last `days` local days, oldest first (`today` = today's start)."""
    out: list[DayCount] = []
    for back in range(days - 1, -1, -1):
        start = today - timedelta(days=back)
        out.append(
            DayCount(date=to_local(start).date().isoformat(), count=count(start, start + timedelta(days=1)))
        )
    return out


def _attendance(act: Act, project_id: int, today: datetime, local_today: date) -> AttendanceBoard:
    db = act.db
    a = SiteAttendance

    def present(start: datetime, end: datetime) -> int:
        stmt = select(func.count(func.distinct(a.person_id))).where(
            a.project_id == project_id, a.clock_time >= start, a.clock_time < end
        )
        return int(db.execute(stmt).scalar_one())

    p = SitePerson
    enrolled = db.execute(
        select(func.count())
        .select_from(p)
        .where(
            p.project_id == project_id,
            live(p),
            or_(p.exit_date.is_(None), p.exit_date >= local_today),
        )
    ).scalar_one()
    days = daily(today, WEEK, present)
    here = days[-1].count
    return AttendanceBoard(
        present=here, enrolled=int(enrolled), rate=round(here / enrolled, 4) if enrolled else 0.0, days=days
    )


def _alarms(act: Act, project_id: int, today: datetime) -> tuple[AlarmBoard, DeviceBoard]:
    summary = overview(act)

    def raised(start: datetime, end: datetime) -> int:
        stmt = (
            select(func.count())
            .select_from(SiteAlarm)
            .where(
                SiteAlarm.project_id == project_id, SiteAlarm.start_time >= start, SiteAlarm.start_time < end
            )
        )
        return int(act.db.execute(stmt).scalar_one())

    alarms = AlarmBoard(
        open=summary.open_total,
        active=summary.active_total,
        today_raised=summary.today_raised,
        today_handled=summary.today_handled,
        categories=summary.categories,
        days=daily(today, WEEK, raised),
    )
    devices = DeviceBoard(
        online=sum(d.online for d in summary.devices),
        total=sum(d.total for d in summary.devices),
        kinds=summary.devices,
    )
    return alarms, devices


def _approvals(act: Act, project_id: int) -> ApprovalBoard:
    running, mine = workflow.counts(act.db, project_id, act.user.user_id)
    return ApprovalBoard(running=running, mine=mine)


def board(act: Act) -> BoardOut:
    project_id = act.require_project()
    project: Any = act.db.get(Project, project_id)
    now = act.ctx.clock.now()
    today = day_start(now)
    local_today = to_local(now).date()
    alarms, devices = _alarms(act, project_id, today)
    return BoardOut(
        project_id=str(project_id),
        project_name=project.name if project is not None else "",
        attendance=_attendance(act, project_id, today, local_today),
        devices=devices,
        alarms=alarms,
        hazards=hazard_stats(act),
        approvals=_approvals(act, project_id),
    )
