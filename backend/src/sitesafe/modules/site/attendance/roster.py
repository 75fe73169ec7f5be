"""每日考勤: for one day of the project, who was expected (应到: entered, not left, not blacklisted), who
clocked (实到) and who did not (缺勤), per person with the first in, the last out and the hours between,
and per team. A person who clocked without being expected (left, blacklisted since) is listed as present."""

from __future__ import annotations

import math
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import case, func, or_, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams
from sitesafe.core.timefmt import from_local, parse_date
from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.site.attendance.models import DIRECTION_IN, DIRECTION_OUT, SiteAttendance
from sitesafe.modules.site.attendance.schemas import DailyQuery, DailyRoster, RosterRow, Tally
from sitesafe.modules.site.attendance.service import team_of_project
from sitesafe.modules.site.person.models import SitePerson, SiteTeam


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """The stored (UTC) instants where the local day starts and the next one starts."""
    return from_local(datetime.combine(day, time())), from_local(
        datetime.combine(day + timedelta(days=1), time())
    )


def worked_hours(first_in: datetime | None, last_out: datetime | None) -> float | None:
    if first_in is None or last_out is None or last_out <= first_in:
        return None
    return round((last_out - first_in).total_seconds() / 3600, 1)


def _parse_day(text: str) -> date:
    try:
        return parse_date(text)
    except ValueError:
        raise AppError(ErrorCode.PARAM_ERROR, message="日期格式不正确，应为yyyy-MM-dd") from None


def _expected(project: int, day: date, team_id: int | None) -> Any:
    p = SitePerson
    stmt = select(p.id, p.name, p.kind, p.team_id, p.work_type).where(
        p.project_id == project,
        live(p),
        p.blacklisted.is_(False),
        or_(p.entry_date.is_(None), p.entry_date <= day),
        or_(p.exit_date.is_(None), p.exit_date >= day),
    )
    return stmt if team_id is None else stmt.where(p.team_id == team_id)


def _clocked(project: int, day: date, team_id: int | None) -> Any:
    """Per person: first in, last out, number of clocks that day (a team's: the records made for it)."""
    a = SiteAttendance
    start, end = day_bounds(day)
    stmt = select(
        a.person_id,
        func.min(case((a.direction == DIRECTION_IN, a.clock_time))),
        func.max(case((a.direction == DIRECTION_OUT, a.clock_time))),
        func.count(),
    ).where(a.project_id == project, a.clock_time >= start, a.clock_time < end)
    if team_id is not None:
        stmt = stmt.where(a.team_id == team_id)
    return stmt.group_by(a.person_id)


def daily_roster(act: Act, query: DailyQuery, params: PageParams) -> DailyRoster:
    project = act.require_project()
    day = _parse_day(query.date)
    if query.team_id is not None:
        team_of_project(act, query.team_id)
    expected = {r.id: r for r in act.db.execute(_expected(project, day, query.team_id))}
    clocks = {r[0]: r[1:] for r in act.db.execute(_clocked(project, day, query.team_id))}
    extra_ids = [pid for pid in clocks if pid not in expected]
    people = dict(expected)
    if extra_ids:
        p = SitePerson
        extra = select(p.id, p.name, p.kind, p.team_id, p.work_type).where(p.id.in_(extra_ids))
        if query.team_id is not None:
            extra = extra.where(p.team_id == query.team_id)
        people.update({r.id: r for r in act.db.execute(extra)})
    team_rows = act.db.execute(
        select(SiteTeam.id, SiteTeam.name, SiteTeam.sort).where(SiteTeam.project_id == project)
    )
    teams = {t.id: t for t in team_rows}
    # Tallies and order from plain tuples; response rows are built for the page only (a big site has
    # thousands of people a day).
    summary, per_team = _tallies(people, clocks, expected, teams)
    team_keys = {team_id: _team_key(teams, team_id) for team_id in {r.team_id for r in people.values()}}
    order = sorted(people.values(), key=lambda r: (team_keys[r.team_id], r.name, r.id))
    if query.name:
        order = [r for r in order if query.name.strip() in r.name]
    if query.state is not None:
        order = [r for r in order if (r.id in clocks) == (query.state == "present")]
    total = len(order)
    rows = [
        _row(person, clocks.get(person.id), person.id in expected, teams)
        for person in order[params.offset : params.offset + params.page_size]
    ]
    return DailyRoster(
        date=day,
        summary=summary,
        teams=per_team,
        page_no=params.page_no,
        page_size=params.page_size,
        total_rows=total,
        total_page=math.ceil(total / params.page_size) if total else 0,
        rows=rows,
    )


def _team_key(teams: dict[int, Any], team_id: int | None) -> tuple[int, int, str]:
    team = teams.get(team_id) if team_id else None
    return (1, 0, "") if team is None else (0, team.sort, team.name)


def _row(person: Any, clock: Any, expected: bool, teams: dict[int, Any]) -> RosterRow:
    first_in, last_out, count = clock or (None, None, 0)
    team = teams.get(person.team_id) if person.team_id else None
    return RosterRow(
        person_id=person.id,
        name=person.name,
        kind=person.kind,
        team_id=person.team_id,
        team_name=team.name if team else None,
        work_type=person.work_type,
        first_in=first_in,
        last_out=last_out,
        hours=worked_hours(first_in, last_out),
        clocks=count,
        present=count > 0,
        expected=expected,
    )


def _tallies(
    people: dict[int, Any], clocks: dict[int, Any], expected: dict[int, Any], teams: dict[int, Any]
) -> tuple[Tally, list[Tally]]:
    counts: dict[int | None, list[int]] = {}  # team -> [expected, present, absent], plain ints (fast)
    for pid, person in people.items():
        present, wanted = pid in clocks, pid in expected
        row = counts.setdefault(person.team_id, [0, 0, 0])
        row[0] += wanted
        row[1] += present
        row[2] += wanted and not present
    per_team = [
        Tally(
            team_id=team_id,
            team_name=teams[team_id].name if team_id in teams else "未分班组",
            expected=e,
            present=p,
            absent=a,
        )
        for team_id, (e, p, a) in counts.items()
    ]
    per_team.sort(key=lambda t: _team_key(teams, t.team_id))
    summary = Tally(
        expected=sum(t.expected for t in per_team),
        present=sum(t.present for t in per_team),
        absent=sum(t.absent for t in per_team),
    )
    return summary, per_team
