"""The month report's figures.

- Deviation (%) = (completed - planned) / planned x 100 of the month's output (none when nothing was
  planned). Its level, by the exact ratio:
      严重滞后  deviation < -20 %
      滞后      -20 % <= deviation < -10 %
      轻微滞后  -10 % <= deviation < -5 %
      正常      deviation >= -5 % (ahead of plan included), or nothing planned
- Cumulative planned / completed: a report's entered figure when it has one (a baseline, e.g. the output
  before the project's reports started), else the previous report's cumulative plus this month's. The
  chain runs over the project's reports in month order, whatever their approval state."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

SERIOUS, LATE, SLIGHT, NORMAL = "serious", "late", "slight", "normal"
LEVEL_NAMES = {SERIOUS: "严重滞后", LATE: "滞后", SLIGHT: "轻微滞后", NORMAL: "正常"}
_CENT = Decimal("0.01")
_HUNDRED = Decimal(100)


def _ratio(part: Decimal, whole: Decimal) -> Decimal | None:
    return part / whole * _HUNDRED if whole > 0 else None


def rounded(value: Decimal | None) -> Decimal | None:
    return None if value is None else value.quantize(_CENT, rounding=ROUND_HALF_UP)


def deviation(planned: Decimal, done: Decimal) -> Decimal | None:
    """The exact deviation (%) of the month."""
    return _ratio(done - planned, planned)


def level(value: Decimal | None) -> str:
    if value is None or value >= -5:
        return NORMAL
    if value >= -10:
        return SLIGHT
    if value >= -20:
        return LATE
    return SERIOUS


def rate(done: Decimal | None, planned: Decimal | None) -> Decimal | None:
    """Completion (%), rounded to the cent."""
    if done is None or planned is None:
        return None
    return rounded(_ratio(done, planned))


def cumulative(rows: Iterable[Any]) -> dict[int, tuple[Decimal, Decimal]]:
    """id -> (cumulative planned, cumulative completed) of each report, for reports of any projects
    (each row: id, project_id, month, plan_output, done_output, cum_plan_output, cum_done_output)."""
    by_project: dict[int, list[Any]] = defaultdict(list)
    for row in rows:
        by_project[row.project_id].append(row)
    found: dict[int, tuple[Decimal, Decimal]] = {}
    for reports in by_project.values():
        planned = done = Decimal(0)
        for r in sorted(reports, key=lambda r: r.month):
            planned = r.cum_plan_output if r.cum_plan_output is not None else planned + r.plan_output
            done = r.cum_done_output if r.cum_done_output is not None else done + r.done_output
            found[r.id] = (planned, done)
    return found
