"""Figures of the analysis and monitor dashboards: aggregates over indexed time ranges, computed in SQL."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from sitesafe.core.access import DataScope
from sitesafe.core.auth import session_idle_seconds
from sitesafe.core.context import AppContext
from sitesafe.core.projects import PROJECTS
from sitesafe.crud.model import live
from sitesafe.modules.system.dashboard.figures import (
    bucket,
    cache,
    hour_labels,
    local_midnight,
    local_today,
    window,
)
from sitesafe.modules.system.dashboard.schemas import (
    AnalysisOut,
    DailySeries,
    FileFigures,
    MonitorOut,
    NamedCount,
    NoticeFigures,
    OpFigures,
    OpItem,
    SizedCount,
    UserFigures,
    VisitFigures,
    VisitItem,
)
from sitesafe.modules.system.emp.models import SysEmp
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.log.models import VIS_LOGIN, SysOpLog, SysVisLog
from sitesafe.modules.system.notice.models import NOTICE_DRAFT, NOTICE_PUBLISHED, SysNotice
from sitesafe.modules.system.user.models import ADMIN_TYPE_ORDINARY, STATUS_FROZEN, SysUser

DAYS = 30
HOURS = 24
TOP = 8
RECENT = 8
# Dictionary `op_type` (names shown on the dashboards).
OP_TYPE_NAMES = {
    0: "其它",
    1: "增加",
    2: "删除",
    3: "编辑",
    4: "更新",
    5: "查询",
    6: "详情",
    7: "树",
    8: "导入",
    9: "导出",
    10: "授权",
    11: "强退",
    12: "清空",
    13: "修改状态",
}


def _count(db: Session, model: Any, *where: ColumnElement[bool]) -> int:
    return int(db.execute(select(func.count()).select_from(model).where(*where)).scalar_one())


def split_series(db: Session, success: Any, where: list[Any], keys: tuple[str, ...], key: Any) -> DailySeries:
    """Counts per bucket and success flag in one grouped query."""
    rows = db.execute(select(key, success, func.count()).where(*where).group_by(key, success)).all()
    ok: dict[str, int] = {}
    bad: dict[str, int] = {}
    for label, flag, count in rows:
        target = ok if flag == "Y" else bad
        target[str(label)] = target.get(str(label), 0) + int(count)
    return DailySeries(
        labels=list(keys), success=[ok.get(k, 0) for k in keys], failure=[bad.get(k, 0) for k in keys]
    )


def users(db: Session, now: datetime, scope: DataScope, online: int) -> UserFigures:
    """Ordinary users within the caller's data scope (super administrators are not counted)."""
    where: list[ColumnElement[bool]] = [
        SysUser.admin_type == ADMIN_TYPE_ORDINARY,
        live(SysUser),
    ]
    if not scope.unrestricted:
        where.append(SysUser.id.in_(select(SysEmp.id).where(SysEmp.org_id.in_(scope.org_ids))))
    today = local_today(now)
    week_start = local_midnight(today - timedelta(days=today.weekday()))
    return UserFigures(
        total=_count(db, SysUser, *where),
        new_this_week=_count(db, SysUser, *where, SysUser.create_time >= week_start),
        frozen=_count(db, SysUser, *where, SysUser.status == STATUS_FROZEN),
        online=online,
    )


def visits(db: Session, now: datetime) -> VisitFigures:
    win = window(now, DAYS)
    key = bucket(db, SysVisLog.vis_time, win.offset_minutes)
    where = [SysVisLog.vis_time >= win.start, SysVisLog.vis_type == VIS_LOGIN]
    series = split_series(db, SysVisLog.success, where, win.days, key)
    return VisitFigures(
        today=series.success[-1], days30=sum(series.success), failed30=sum(series.failure), series=series
    )


def ops(db: Session, now: datetime) -> OpFigures:
    win = window(now, DAYS)
    key = bucket(db, SysOpLog.op_time, win.offset_minutes)
    where = [SysOpLog.op_time >= win.start]
    # One pass over the range gives both the daily series and the split by type.
    grouped = db.execute(
        select(key, SysOpLog.success, SysOpLog.op_type, func.count())
        .where(*where)
        .group_by(key, SysOpLog.success, SysOpLog.op_type)
    ).all()
    ok: dict[str, int] = {}
    bad: dict[str, int] = {}
    types: dict[int, int] = {}
    for day, flag, op_type, n in grouped:
        target = ok if flag == "Y" else bad
        target[str(day)] = target.get(str(day), 0) + int(n)
        types[int(op_type)] = types.get(int(op_type), 0) + int(n)
    series = DailySeries(labels=list(win.days), success=win.series(ok), failure=win.series(bad))
    counted = func.count().label("n")
    top = db.execute(
        select(SysOpLog.account, counted)
        .where(*where, SysOpLog.account.is_not(None))
        .group_by(SysOpLog.account)
        .order_by(counted.desc(), SysOpLog.account)
        .limit(TOP)
    ).all()
    accounts = [str(account) for account, _ in top]
    names = dict(db.execute(select(SysUser.account, SysUser.name).where(SysUser.account.in_(accounts))).all())
    ranked = sorted(types.items(), key=lambda item: (-item[1], item[0]))
    return OpFigures(
        today=series.success[-1] + series.failure[-1],
        days30=sum(series.success) + sum(series.failure),
        failed30=sum(series.failure),
        series=series,
        by_type=[NamedCount(key=str(t), name=OP_TYPE_NAMES.get(t, str(t)), count=n) for t, n in ranked],
        top_operators=[
            NamedCount(key=a, name=names.get(a) or a, count=int(n)) for a, n in ((str(a), n) for a, n in top)
        ],
    )


def notices(db: Session, now: datetime) -> NoticeFigures:
    month_start = local_midnight(local_today(now).replace(day=1))
    return NoticeFigures(
        published=_count(db, SysNotice, SysNotice.status == NOTICE_PUBLISHED),
        draft=_count(db, SysNotice, SysNotice.status == NOTICE_DRAFT),
        this_month=_count(
            db, SysNotice, SysNotice.status == NOTICE_PUBLISHED, SysNotice.public_time >= month_start
        ),
    )


def files(db: Session) -> FileFigures:
    suffix = func.lower(SysFileInfo.file_suffix)
    size = func.coalesce(func.sum(SysFileInfo.file_size_kb), 0)
    rows = db.execute(
        select(suffix, func.count(), size).group_by(suffix).order_by(size.desc(), func.count().desc())
    ).all()
    by_suffix = [SizedCount(key=str(s or "-"), count=int(n), size_kb=int(kb)) for s, n, kb in rows]
    if len(by_suffix) > TOP:  # the long tail as one slice
        rest = by_suffix[TOP - 1 :]
        other = SizedCount(key="其他", count=sum(r.count for r in rest), size_kb=sum(r.size_kb for r in rest))
        by_suffix = [*by_suffix[: TOP - 1], other]
    return FileFigures(
        count=sum(r.count for r in by_suffix), size_kb=sum(r.size_kb for r in by_suffix), by_suffix=by_suffix
    )


def online(ctx: AppContext, now: datetime) -> tuple[int, int]:
    """Live sessions and distinct users holding them."""
    live = ctx.sessions.list_live(now - timedelta(seconds=session_idle_seconds(ctx)))
    return len(live), len({record.user_id for record in live})


def _global(ctx: AppContext, db: Session, now: datetime) -> dict[str, Any]:
    return {
        "visits": visits(db, now),
        "ops": ops(db, now),
        "notices": notices(db, now),
        "files": files(db),
        "projects": PROJECTS.get().live_count(db),
    }


def analysis(ctx: AppContext, db: Session, scope: DataScope) -> AnalysisOut:
    now = ctx.clock.now()
    # A month of logs is the heaviest read here: kept a minute (the monitor's 24 hours, half a minute).
    shared = cache.get(ctx.db, ("analysis", local_today(now)), now, lambda: _global(ctx, db, now), 60)
    scope_key = ("users", local_today(now), scope.unrestricted, scope.org_ids)
    people = cache.get(ctx.db, scope_key, now, lambda: users(db, now, scope, online(ctx, now)[1]))
    return AnalysisOut(users=people, **shared)


def _hourly(db: Session, column: Any, success: Any, now: datetime, *where: Any) -> DailySeries:
    keys, start = hour_labels(now, HOURS)
    offset = window(now, 1).offset_minutes
    return split_series(db, success, [column >= start, *where], keys, bucket(db, column, offset, True))


def recent_failures(db: Session, since: datetime) -> list[OpItem]:
    rows = db.scalars(
        select(SysOpLog)
        .where(SysOpLog.op_time >= since, SysOpLog.success == "N")
        .order_by(SysOpLog.op_time.desc(), SysOpLog.id.desc())
        .limit(RECENT)
    ).all()
    return [OpItem.model_validate(row) for row in rows]


def _monitor(ctx: AppContext, db: Session, now: datetime) -> MonitorOut:
    sessions, people = online(ctx, now)
    today = local_midnight(local_today(now))
    day_ago = now - timedelta(hours=HOURS)
    week_ago = now - timedelta(days=7)
    browser = func.coalesce(SysVisLog.browser, "-")
    browsers = db.execute(
        select(browser, func.count())
        .where(SysVisLog.vis_time >= week_ago, SysVisLog.vis_type == VIS_LOGIN)
        .group_by(browser)
        .order_by(func.count().desc())
        .limit(TOP)
    ).all()
    latest = db.scalars(
        select(SysVisLog)
        .where(SysVisLog.vis_time >= week_ago)
        .order_by(SysVisLog.vis_time.desc(), SysVisLog.id.desc())
        .limit(RECENT)
    ).all()
    login_today = [SysVisLog.vis_time >= today, SysVisLog.vis_type == VIS_LOGIN]
    return MonitorOut(
        online_sessions=sessions,
        online_users=people,
        visits_today=_count(db, SysVisLog, *login_today, SysVisLog.success == "Y"),
        visits_failed_today=_count(db, SysVisLog, *login_today, SysVisLog.success == "N"),
        ops_today=_count(db, SysOpLog, SysOpLog.op_time >= today),
        ops_failed_today=_count(db, SysOpLog, SysOpLog.op_time >= today, SysOpLog.success == "N"),
        hourly_ops=_hourly(db, SysOpLog.op_time, SysOpLog.success, now),
        hourly_visits=_hourly(
            db, SysVisLog.vis_time, SysVisLog.success, now, SysVisLog.vis_type == VIS_LOGIN
        ),
        browsers=[NamedCount(key=str(b), name=str(b), count=int(n)) for b, n in browsers],
        recent_failures=recent_failures(db, day_ago),
        recent_visits=[VisitItem.model_validate(row) for row in latest],
        files=files(db),
    )


def monitor(ctx: AppContext, db: Session) -> MonitorOut:
    now = ctx.clock.now()
    return cache.get(ctx.db, ("monitor", local_today(now)), now, lambda: _monitor(ctx, db, now))
