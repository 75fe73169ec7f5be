"""The periods of a check job: `once` is one period from the start date to the end date (or for ever),
`daily` one a day, `weekly` seven days from the start date on, `monthly` from the start date's day of
each month (the 31st falls on a short month's last day). A period is due on its first day."""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, timedelta

ONCE, DAILY, WEEKLY, MONTHLY = "once", "daily", "weekly", "monthly"
CYCLES = (ONCE, DAILY, WEEKLY, MONTHLY)


@dataclass(frozen=True)
class Period:
    start: date
    end: date | None  # inclusive; None: no end (a `once` job without an end date)


def _month(start: date, months: int) -> date:
    index = start.month - 1 + months
    year, month = start.year + index // 12, index % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))


def _raw(cycle: str, start: date, day: date) -> tuple[date, date | None]:
    """The period holding `day` (on or after `start`), before the job's end date cuts it."""
    if cycle == DAILY:
        return day, day
    if cycle == WEEKLY:
        first = start + timedelta(days=(day - start).days // 7 * 7)
        return first, first + timedelta(days=6)
    if cycle == MONTHLY:
        months = (day.year - start.year) * 12 + day.month - start.month
        if _month(start, months) > day:
            months -= 1
        return _month(start, months), _month(start, months + 1) - timedelta(days=1)
    return start, None


def period_at(cycle: str, start: date, end: date | None, day: date) -> Period | None:
    """The period `day` falls in, or None before the start date and after the end date."""
    if day < start or (end is not None and day > end):
        return None
    first, last = _raw(cycle, start, day)
    if end is not None and (last is None or last > end):
        last = end
    return Period(first, last)


def next_start(cycle: str, start: date, end: date | None, day: date) -> date | None:
    """The first period starting after `day` (None when the job has ended by then)."""
    if day < start:
        return start
    if cycle == ONCE:
        return None
    _, last = _raw(cycle, start, day)
    following = (last or day) + timedelta(days=1)
    return None if end is not None and following > end else following
