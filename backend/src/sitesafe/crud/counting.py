"""A page's total without letting the count dominate the page.

Counting every matching row is the dearest part of a page once a table holds millions of rows (the page
itself stops after its rows; the count reads them all). So the total is exact when counting is cheap, and an
estimate, flagged as such, when an exact count would read too much:

- PostgreSQL: the planner's cost of the count decides; above `PG_COST_LIMIT` the planner's row estimate is
  the total.
- SQLite: a table under `SQLITE_SMALL_TABLE` rows is always counted exactly. Beyond, the count runs under
  a time budget (`SQLITE_COUNT_BUDGET`, checked by a progress handler every
  few thousand virtual-machine steps); when it runs out the total is extrapolated from evenly spread
  samples of the table (rowid windows, each a cheap range read).

An estimate is never below what the page proved to exist. The limits are module attributes so a test can
tighten them.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, literal, literal_column, select
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from sitesafe.crud.filters import Condition

PG_COST_LIMIT = 25_000.0
SQLITE_SMALL_TABLE = 100_000  # rowid span below which counting is always exact (and deterministic)
SQLITE_COUNT_BUDGET = 0.012  # seconds
SQLITE_STEP = 2_000  # VM instructions between two looks at the clock
SAMPLE_WINDOWS = 30
SAMPLE_WINDOW_ROWS = 400


@dataclass(frozen=True)
class Total:
    rows: int
    approx: bool = False


def count_rows(db: Session, model: Any, conditions: Sequence[Condition], at_least: int = 0) -> Total:
    """The number of `model` rows matching `conditions`, exact or (when dear) estimated."""
    # count(id), not count(*): SQLite answers a bare count(*) in one step the budget cannot interrupt.
    stmt = select(func.count(model.id)).select_from(model).where(*conditions)
    dialect = db.get_bind().dialect.name
    if dialect == "postgresql":
        estimate = _pg_estimate(db, model, conditions)
        if estimate is not None:
            return Total(max(estimate, at_least), approx=True)
        return Total(db.execute(stmt).scalar_one())
    if dialect == "sqlite":
        span = sqlite_span(db, model)
        exact = db.execute(stmt).scalar_one() if span[1] - span[0] < SQLITE_SMALL_TABLE else None
        if exact is None:
            exact = _sqlite_budgeted(db, stmt)
        if exact is not None:
            return Total(exact)
        return Total(max(_sqlite_sample(db, model, conditions, span), at_least), approx=True)
    return Total(db.execute(stmt).scalar_one())


def _pg_estimate(db: Session, model: Any, conditions: Sequence[Condition]) -> int | None:
    """The planner's row estimate when counting would cost more than the limit, else None."""
    probe = select(literal(1)).select_from(model).where(*conditions)
    compiled = probe.compile(dialect=db.get_bind().dialect, compile_kwargs={"render_postcompile": True})
    raw = db.connection().exec_driver_sql(f"EXPLAIN (FORMAT JSON) {compiled}", compiled.params).scalar()
    parsed: Any = json.loads(raw) if isinstance(raw, str) else raw
    plan = parsed[0]["Plan"]
    if float(plan["Total Cost"]) <= PG_COST_LIMIT:
        return None
    return int(plan["Plan Rows"])


def _sqlite_budgeted(db: Session, stmt: Any) -> int | None:
    """The exact count, or None when it takes longer than the budget."""
    raw = db.connection().connection.dbapi_connection
    assert raw is not None
    deadline = time.perf_counter() + SQLITE_COUNT_BUDGET

    def tick() -> int:
        return 1 if time.perf_counter() > deadline else 0

    raw.set_progress_handler(tick, SQLITE_STEP)
    try:
        count: int = db.execute(stmt).scalar_one()
        return count
    except OperationalError as error:
        if "interrupted" not in str(error.orig):
            raise
        return None
    finally:
        raw.set_progress_handler(None, 0)


def _rowid(model: Any) -> ColumnElement[int]:
    return literal_column(f'"{model.__table__.name}".rowid')


def sqlite_span(db: Session, model: Any) -> tuple[int, int]:
    """The lowest and highest rowid (two index probes); (0, -1) for an empty table."""
    rowid = _rowid(model)
    # Two statements: SQLite answers a lone min() or max() from the b-tree's edge, both together by a scan.
    low = db.execute(select(func.min(rowid)).select_from(model)).scalar()
    high = db.execute(select(func.max(rowid)).select_from(model)).scalar()
    return (0, -1) if low is None or high is None else (int(low), int(high))


def _sqlite_sample(db: Session, model: Any, conditions: Sequence[Condition], bounds: tuple[int, int]) -> int:
    """Matches in evenly spread rowid windows, scaled to the table's rowid span."""
    rowid = _rowid(model)
    low, high = bounds
    if high < low:
        return 0
    span = high - low + 1
    windows = min(SAMPLE_WINDOWS, max(1, span // SAMPLE_WINDOW_ROWS))
    stride = span / windows
    # The sampled rowids as one list: one statement, so a subquery in the conditions is built once
    # (a statement per window rebuilt it each time; an OR of ranges was planned as a scan).
    starts = (int(low + i * stride) for i in range(windows))
    picked = json.dumps([r for start in starts for r in range(start, start + SAMPLE_WINDOW_ROWS)])
    sample = func.json_each(picked).table_valued("value")
    sampled = select(func.count(), func.count().filter(*conditions) if conditions else func.count())
    seen, matched = db.execute(sampled.select_from(model).where(rowid.in_(select(sample.c.value)))).one()
    if not seen:
        return 0
    estimate: int = round(float(matched) / float(seen) * span)
    return estimate
