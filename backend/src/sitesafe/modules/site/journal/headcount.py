"""出勤人数 by trade for a journal: the workers of the project who clocked on the day (考勤), counted once
each, under their own work type, else their team's, else 其他."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select

from sitesafe.crud.context import Act
from sitesafe.modules.site.attendance.models import SiteAttendance
from sitesafe.modules.site.attendance.roster import day_bounds
from sitesafe.modules.site.journal.schemas import HeadcountDay, HeadcountOut
from sitesafe.modules.site.person.lookups import dict_labels
from sitesafe.modules.site.person.models import KIND_WORKER, SitePerson, SiteTeam

WORK_TYPES = "work_type"
OTHER = "99"


def headcount(act: Act, day: date) -> HeadcountDay:
    project = act.require_project()
    start, end = day_bounds(day)
    a = SiteAttendance
    stmt = (
        select(a.person_id, SitePerson.work_type, SiteTeam.work_type)
        .join(SitePerson, SitePerson.id == a.person_id)
        .outerjoin(SiteTeam, SiteTeam.id == a.team_id)
        .where(a.project_id == project, a.clock_time >= start, a.clock_time < end)
        .where(SitePerson.kind == KIND_WORKER)
        .distinct()
    )
    labels = dict_labels(act.db, WORK_TYPES)
    trade_of: dict[int, str] = {}
    for person_id, own, team in act.db.execute(stmt):
        found = own if own in labels else team if team in labels else OTHER
        # a person who clocked for two teams that day counts once, under the better-known trade
        if trade_of.get(person_id, OTHER) == OTHER:
            trade_of[person_id] = found
    counts: dict[str, int] = {}
    for trade in trade_of.values():
        counts[trade] = counts.get(trade, 0) + 1
    order = {code: place for place, code in enumerate(labels)}
    rows = [
        HeadcountOut(work_type=code, work_type_name=labels.get(code, "其他"), count=n)
        for code, n in sorted(counts.items(), key=lambda item: (order.get(item[0], len(order)), item[0]))
    ]
    return HeadcountDay(date=day, total=len(trade_of), headcounts=rows)
