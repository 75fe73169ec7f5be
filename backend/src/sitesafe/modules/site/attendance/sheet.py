"""月度考勤表: a team's month, a row per person (members of the team during the month and anyone who
clocked for the team), a cell per day: √ in and out, △ only one of them (缺卡), with the hours; totals
per person, per day and overall; exported as xlsx through the machinery's writer."""

from __future__ import annotations

import calendar
from collections import defaultdict
from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

from sqlalchemy import or_, select
from starlette.responses import StreamingResponse

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import to_local
from sitesafe.crud.context import Act
from sitesafe.crud.excel import write_xlsx, xlsx_response
from sitesafe.crud.model import live
from sitesafe.modules.site.attendance.models import DIRECTION_IN, DIRECTION_OUT, SiteAttendance
from sitesafe.modules.site.attendance.roster import day_bounds, worked_hours
from sitesafe.modules.site.attendance.schemas import MonthSheet, SheetCell, SheetQuery, SheetRow
from sitesafe.modules.site.attendance.service import team_of_project
from sitesafe.modules.site.person.models import SitePerson
from sitesafe.modules.system.dict.models import SysDictData, SysDictType

MARK_PRESENT, MARK_PARTIAL = "√", "△"


def _month(text: str) -> tuple[date, date, int]:
    try:
        first = datetime.strptime(text, "%Y-%m").date()
    except ValueError:
        raise AppError(ErrorCode.PARAM_ERROR, message="月份格式不正确，应为yyyy-MM") from None
    days = calendar.monthrange(first.year, first.month)[1]
    return first, first.replace(day=days), days


def _cell(first_in: datetime | None, last_out: datetime | None) -> SheetCell:
    hours = worked_hours(first_in, last_out)
    return SheetCell(
        mark=MARK_PRESENT if hours is not None else MARK_PARTIAL,
        hours=hours or 0.0,
        first_in=to_local(first_in).strftime("%H:%M") if first_in else None,
        last_out=to_local(last_out).strftime("%H:%M") if last_out else None,
    )


def month_sheet(act: Act, query: SheetQuery) -> MonthSheet:
    team = team_of_project(act, query.team_id)
    first, last, days = _month(query.month)
    start, _ = day_bounds(first)
    _, end = day_bounds(last)
    a = SiteAttendance
    # (person, local day) -> [first in, last out]; the team's records of the month, read through the
    # (team_id, clock_time, person_id) index
    spans: dict[tuple[int, int], list[datetime | None]] = defaultdict(lambda: [None, None])
    stmt = select(a.person_id, a.clock_time, a.direction).where(
        a.team_id == team.id, a.clock_time >= start, a.clock_time < end
    )
    for person_id, moment, direction in act.db.execute(stmt):
        span = spans[(person_id, to_local(moment).day)]
        if direction == DIRECTION_IN and (span[0] is None or moment < span[0]):
            span[0] = moment
        elif direction == DIRECTION_OUT and (span[1] is None or moment > span[1]):
            span[1] = moment
    p = SitePerson
    members = select(p.id, p.name, p.work_type).where(
        p.project_id == team.project_id,
        live(p),
        or_(
            p.id.in_({pid for pid, _ in spans}),
            (p.team_id == team.id)
            & or_(p.entry_date.is_(None), p.entry_date <= last)
            & or_(p.exit_date.is_(None), p.exit_date >= first),
        ),
    )
    rows: list[SheetRow] = []
    day_present = [0] * days
    for person in act.db.execute(members.order_by(p.name, p.id)):
        cells: list[SheetCell | None] = [None] * days
        for day in range(1, days + 1):
            span = spans.get((person.id, day))
            if span is not None:
                cells[day - 1] = _cell(span[0], span[1])
                day_present[day - 1] += 1
        present = [c for c in cells if c is not None]
        rows.append(
            SheetRow(
                person_id=person.id,
                name=person.name,
                work_type=person.work_type,
                cells=cells,
                present_days=len(present),
                hours=round(sum(c.hours for c in present), 1),
            )
        )
    return MonthSheet(
        team_id=team.id,
        team_name=team.name,
        month=query.month,
        days=days,
        weekdays=[first.replace(day=d).isoweekday() for d in range(1, days + 1)],
        rows=rows,
        day_present=day_present,
        present_days=sum(r.present_days for r in rows),
        hours=round(sum(r.hours for r in rows), 1),
    )


def _text(cell: SheetCell | None) -> str | None:
    if cell is None:
        return None
    return f"{cell.mark}{cell.hours:g}" if cell.hours else cell.mark


def _work_types(act: Act) -> dict[str, str]:
    """Labels of the work_type dictionary (the sheet stores codes)."""
    stmt = (
        select(SysDictData.code, SysDictData.value)
        .join(SysDictType, SysDictType.id == SysDictData.type_id)
        .where(SysDictType.code == "work_type", live(SysDictData))
    )
    return {code: label for code, label in act.db.execute(stmt)}


def export_sheet(act: Act, query: SheetQuery) -> StreamingResponse:
    sheet = month_sheet(act, query)
    labels = _work_types(act)
    headers = ["姓名", "工种", *(f"{d}日" for d in range(1, sheet.days + 1)), "出勤天数", "工时合计"]
    widths = [12, 12, *([7] * sheet.days), 10, 10]

    def rows() -> Iterator[list[Any]]:
        for row in sheet.rows:
            work_type = labels.get(row.work_type, row.work_type) if row.work_type else None
            yield [row.name, work_type, *(_text(c) for c in row.cells), row.present_days, row.hours]
        yield ["合计", None, *sheet.day_present, sheet.present_days, sheet.hours]

    file = write_xlsx("月度考勤表", headers, widths, rows())
    return xlsx_response(file, f"{sheet.team_name}_{sheet.month}_月度考勤表.xlsx")
