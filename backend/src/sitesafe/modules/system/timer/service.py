"""定时任务: timers on the CRUD machinery (hard delete, created stopped), start/stop, the job classes and
the run log. Every write moves the timers' version; the scheduler of each process follows it."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from typing import Any

from pydantic import BaseModel
from sqlalchemy import delete, func, select

from sitesafe.core.clock import utcnow
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.system.timer.cron import CronError, parse_cron
from sitesafe.modules.system.timer.jobs import registry
from sitesafe.modules.system.timer.models import JOB_RUNNING, JOB_STOPPED, SysTimerLog, SysTimers
from sitesafe.modules.system.timer.schemas import (
    ActionClassOut,
    TimerAdd,
    TimerEdit,
    TimerLogOut,
    TimerLogQuery,
    TimerOut,
    TimerQuery,
)

PREVIEW_COUNT = 5

TIMERS = Resource(
    name="sysTimers",
    title="定时任务",
    model=SysTimers,
    out=TimerOut,
    add=TimerAdd,
    edit=TimerEdit,
    not_found=ErrorCode.TIMER_NOT_EXIST,
    query=TimerQuery,
    filters=(Like("timer_name"), Eq("job_status")),
    sortable={"timerName": "timer_name", "jobStatus": "job_status", "createTime": "create_time"},
    default_order=("-create_time", "-id"),
    uniques=(Unique("timer_name", ErrorCode.TIMER_NAME_REPEAT),),
)

TIMER_LOG = Resource(
    name="sysTimerLog",
    title="定时任务执行记录",
    model=SysTimerLog,
    out=TimerLogOut,
    not_found=ErrorCode.LOG_NOT_EXIST,
    query=TimerLogQuery,
    filters=(
        Eq("timer_id"),
        Eq("success"),
        DateRange("search_begin_time", "search_end_time", "fire_time"),
    ),
    sortable={"fireTime": "fire_time", "durationMs": "duration_ms"},
    default_order=("-fire_time", "-id"),
    actions=frozenset({"page"}),
)


def _wake(act: Act) -> None:
    scheduler = getattr(act.request.app.state, "scheduler", None)
    if scheduler is not None:
        act.after_commit(scheduler.wake)


class TimerService(CrudService):
    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        timers = [row[0] for row in rows]
        last = self._last_runs(act, [t.id for t in timers])
        return [self._out(t, last.get(t.id)) for t in timers]

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self._out(row, self._last_runs(act, [row.id]).get(row.id))

    def _last_runs(self, act: Act, ids: list[int]) -> dict[int, Any]:
        """The latest run of each timer (one query)."""
        if not ids:
            return {}
        latest = (
            select(SysTimerLog.timer_id, func.max(SysTimerLog.fire_time).label("fire_time"))
            .where(SysTimerLog.timer_id.in_(ids))
            .group_by(SysTimerLog.timer_id)
            .subquery()
        )
        query = select(SysTimerLog.timer_id, SysTimerLog.fire_time, SysTimerLog.success).join(
            latest,
            (SysTimerLog.timer_id == latest.c.timer_id) & (SysTimerLog.fire_time == latest.c.fire_time),
        )
        return {row.timer_id: row for row in act.db.execute(query)}

    def _out(self, timer: SysTimers, last: Any) -> TimerOut:
        out = TimerOut.model_validate(timer)
        job = registry.get(timer.action_class)
        out.action_name = job.name if job else None
        if timer.job_status == JOB_RUNNING:
            with suppress(CronError):
                out.next_fire_time = parse_cron(timer.cron).next_after(utcnow())
        if last is not None:
            out.last_fire_time, out.last_success = last.fire_time, last.success
        return out

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        row.job_status = JOB_STOPPED  # Snowy: a timer is created stopped

    def check(self, act: Act, row: Any, action: str) -> None:
        if registry.get(row.action_class) is None:
            raise FieldError(ErrorCode.TIMER_CLASS_MISSING, "actionClass")

    def after_edit(self, act: Act, body: Any, row: Any) -> None:
        _wake(act)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.db.execute(delete(SysTimerLog).where(SysTimerLog.timer_id.in_(ids)))
        _wake(act)

    def set_status(self, act: Act, timer_id: int, status: int) -> None:
        """Starts (1) or stops (2) a timer; starting checks its class and cron are still valid."""
        row = self.writable(act, timer_id, "start" if status == JOB_RUNNING else "stop")
        if status == JOB_RUNNING:
            self.check(act, row, "start")
            try:
                parse_cron(row.cron)
            except CronError as error:
                raise AppError(ErrorCode.PARAM_ERROR, message=str(error)) from None
        if row.job_status != status:
            row.job_status = status
            act.db.flush()
        _wake(act)
        act.commit()

    @staticmethod
    def action_classes() -> list[ActionClassOut]:
        return [
            ActionClassOut(action_class=j.action_class, name=j.name, description=j.description, cron=j.cron)
            for j in registry
        ]


service = TimerService(TIMERS)
log_service = CrudService(TIMER_LOG)
