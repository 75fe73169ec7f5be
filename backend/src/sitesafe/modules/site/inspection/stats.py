"""The project board's figures of hidden dangers: open ones by state, overdue, open ones by level, the
five categories with most findings, and per day over 30 days the findings made and closed."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import func, select

from sitesafe.crud.context import Act
from sitesafe.modules.site.inspection import models as m
from sitesafe.modules.site.inspection.category import category_paths
from sitesafe.modules.site.inspection.models import SiteInspection
from sitesafe.modules.site.inspection.schemas import CountItem, DayItem, StatsOut
from sitesafe.modules.site.inspection.service import LEVELS, overdue_condition, service
from sitesafe.modules.site.person.lookups import dict_labels, today

DAYS = 30
TOP = 5


def _count(act: Act, where: list[Any], *conditions: Any) -> int:
    stmt = select(func.count()).select_from(SiteInspection).where(*where, *conditions)
    return int(act.db.execute(stmt).scalar_one())


def _grouped(act: Act, column: Any, where: list[Any], *conditions: Any) -> dict[Any, int]:
    stmt = select(column, func.count()).where(*where, *conditions).group_by(column)
    return {key: int(n) for key, n in act.db.execute(stmt)}


def stats(act: Act) -> StatsOut:
    day = today(act.ctx)
    first = day - timedelta(days=DAYS - 1)
    where = service.project_conditions(act)
    fail = SiteInspection.result == m.RESULT_FAIL
    states = _grouped(act, SiteInspection.rectify_status, where)
    is_open = SiteInspection.rectify_status.in_(m.OPEN)
    levels = _grouped(act, SiteInspection.level, where, is_open)
    labels = dict_labels(act.db, LEVELS)
    by_level = [CountItem(key=code, name=name, count=levels.pop(code, 0)) for code, name in labels.items()]
    by_level += [CountItem(key=str(code), name=str(code), count=n) for code, n in levels.items() if code]
    found = act.db.execute(
        select(SiteInspection.category_id, func.count().label("n"))
        .where(*where, fail, SiteInspection.category_id.is_not(None))
        .group_by(SiteInspection.category_id)
        .order_by(func.count().desc(), SiteInspection.category_id)
        .limit(TOP)
    ).all()
    top = [(c, int(n)) for c, n in found if c is not None]
    paths = category_paths(act, [c for c, _ in top])
    created = _grouped(act, SiteInspection.check_date, where, fail, SiteInspection.check_date >= first,
                       SiteInspection.check_date <= day)  # fmt: skip
    closed = _grouped(act, SiteInspection.review_date, where, SiteInspection.rectify_status == m.PASSED,
                      SiteInspection.review_date >= first, SiteInspection.review_date <= day)  # fmt: skip
    dates = [first + timedelta(days=i) for i in range(DAYS)]
    return StatsOut(
        open=sum(states.get(s, 0) for s in m.OPEN),
        pending=states.get(m.PENDING, 0),
        reviewing=states.get(m.REVIEWING, 0),
        failed=states.get(m.FAILED, 0),
        closed=states.get(m.PASSED, 0),
        overdue=_count(act, where, overdue_condition(day)),
        by_level=by_level,
        by_category=[CountItem(key=str(c), name=paths.get(c, ""), count=n) for c, n in top],
        daily=[DayItem(date=d, created=created.get(d, 0), closed=closed.get(d, 0)) for d in dates],
    )
