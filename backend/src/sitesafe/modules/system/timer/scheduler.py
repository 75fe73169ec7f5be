"""The in-process scheduler: one thread per app process plans the running timers and hands due fires to a
small worker pool.

- The plan is loaded from the database at start-up and again whenever the timers' version changes
  (any process's write moves it), so start/stop/edit take effect everywhere within a poll interval; a
  write in this process wakes the thread at once.
- Every process computes the same fire times from the cron expression; before running a fire, a worker
  inserts its (timer, fire time) row into the run log under a unique constraint. Of several processes
  sharing the database exactly one wins each fire; the others skip it.
- A failing job is recorded as a failed run; nothing a job does stops the scheduler."""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from sitesafe.core.clock import utcnow
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.system.timer.cron import Cron, CronError, parse_cron
from sitesafe.modules.system.timer.jobs import JobContext, registry
from sitesafe.modules.system.timer.models import JOB_RUNNING, SysTimerLog, SysTimers
from sitesafe.modules.system.timer.version import read_version

logger = logging.getLogger(__name__)
POLL_SECONDS = 1.0
RELOAD_SECONDS = 60.0  # reload even without a version change (a safety net)
MESSAGE_MAX = 2000


@dataclass
class Plan:
    timer_id: int
    cron_text: str
    action_class: str
    cron: Cron
    next_fire: datetime | None


class TimerScheduler:
    def __init__(self, ctx: AppContext, *, poll_seconds: float = POLL_SECONDS, workers: int = 4) -> None:
        self.ctx = ctx
        self.poll_seconds = poll_seconds
        self.node = f"{socket.gethostname()}:{os.getpid()}:{id(self) % 100000}"[:100]
        self._plans: dict[int, Plan] = {}
        self._version: int | None = None
        self._loaded_at = 0.0
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._busy: set[int] = set()
        self._busy_lock = threading.Lock()
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="timer-job")
        self._thread = threading.Thread(target=self._loop, name="timer-scheduler", daemon=True)

    # ----- life cycle ------------------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()
        logger.info("定时任务调度已启动 node=%s", self.node)

    def stop(self) -> None:
        self._stopping.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)
        self._pool.shutdown(wait=True, cancel_futures=True)

    def wake(self) -> None:
        """Re-reads the plan now (called after a write to the timers in this process)."""
        self._wake.set()

    # ----- planning --------------------------------------------------------------------------------

    def _loop(self) -> None:
        while not self._stopping.is_set():
            try:
                now = utcnow()
                self._sync(now)
                self._fire_due(now)
            except Exception:
                logger.exception("定时任务调度出错")
            self._wake.wait(self._seconds_to_next(utcnow()))
            self._wake.clear()

    def _sync(self, now: datetime) -> None:
        with self.ctx.db.engine.connect() as conn:
            version = read_version(conn)
            if version == self._version and time.monotonic() - self._loaded_at < RELOAD_SECONDS:
                return
            columns = (SysTimers.id, SysTimers.cron, SysTimers.action_class)
            rows = conn.execute(select(*columns).where(SysTimers.job_status == JOB_RUNNING)).all()
        plans: dict[int, Plan] = {}
        for timer_id, cron_text, action_class in rows:
            old = self._plans.get(timer_id)
            if old is not None and old.cron_text == cron_text and old.action_class == action_class:
                plans[timer_id] = old
                continue
            try:
                cron = parse_cron(cron_text)
            except CronError as error:
                logger.warning("定时任务 %s 的cron表达式无效：%s", timer_id, error)
                continue
            plans[timer_id] = Plan(timer_id, cron_text, action_class, cron, cron.next_after(now))
        self._plans = plans
        self._version = version
        self._loaded_at = time.monotonic()

    def _fire_due(self, now: datetime) -> None:
        for plan in list(self._plans.values()):
            fire = plan.next_fire
            if fire is None or fire > now:
                continue
            # Fires missed while the process was busy or down are coalesced into this one.
            plan.next_fire = plan.cron.next_after(now)
            self._pool.submit(self._run, plan, fire)

    def _seconds_to_next(self, now: datetime) -> float:
        upcoming = [p.next_fire for p in self._plans.values() if p.next_fire is not None]
        if not upcoming:
            return self.poll_seconds
        seconds = (min(upcoming) - now).total_seconds()
        return min(self.poll_seconds, max(0.01, seconds))

    # ----- running ---------------------------------------------------------------------------------

    def _claim(self, plan: Plan, fire: datetime) -> SysTimerLog | None:
        """The run-log row of this fire, or None when another process has it or the timer changed.

        The insert comes first: it takes the write lock (SQLite) or the unique key (PostgreSQL), then
        the timer row is read under lock, so a stop committed before this claim always wins."""
        with self.ctx.db.sessionmaker() as db:
            log = SysTimerLog(
                id=new_id(),
                timer_id=plan.timer_id,
                timer_name="",
                action_class=plan.action_class,
                fire_time=fire,
                start_time=utcnow(),
                node=self.node,
            )
            db.add(log)
            try:
                db.flush()
            except IntegrityError:
                db.rollback()
                return None
            current = select(SysTimers).where(SysTimers.id == plan.timer_id).with_for_update()
            timer = db.execute(current).scalar_one_or_none()
            if (
                timer is None
                or timer.job_status != JOB_RUNNING
                or timer.cron != plan.cron_text
                or timer.action_class != plan.action_class
            ):
                db.rollback()
                return None
            log.timer_name = timer.timer_name
            db.commit()
            db.expunge(log)
            return log

    def _run(self, plan: Plan, fire: datetime) -> None:
        with self._busy_lock:
            if plan.timer_id in self._busy:
                logger.info("定时任务 %s 上次执行尚未结束，跳过 %s", plan.timer_id, fire)
                return
            self._busy.add(plan.timer_id)
        try:
            log = self._claim(plan, fire)
            if log is not None:
                self._execute(log)
        except Exception:
            logger.exception("定时任务 %s 执行记录失败", plan.timer_id)
        finally:
            with self._busy_lock:
                self._busy.discard(plan.timer_id)

    def _execute(self, log: SysTimerLog) -> None:
        started = time.perf_counter()
        job = registry.get(log.action_class)
        try:
            if job is None:
                raise LookupError(f"定时任务执行类不存在：{log.action_class}")
            context = JobContext(self.ctx, log.timer_id, log.timer_name, log.fire_time)
            success, message = "Y", job.run(context)
        except Exception as error:
            logger.exception("定时任务 %s（%s）执行失败", log.timer_name, log.action_class)
            success, message = "N", str(error) or "执行失败"
        values = {
            "end_time": utcnow(),
            "duration_ms": int((time.perf_counter() - started) * 1000),
            "success": success,
            "message": message[:MESSAGE_MAX],
        }
        with self.ctx.db.sessionmaker.begin() as db:
            db.execute(update(SysTimerLog).where(SysTimerLog.id == log.id).values(**values))


def start_scheduler(ctx: AppContext) -> TimerScheduler | None:
    """The process's scheduler, started, unless `SCHEDULER_ENABLED` is off."""
    if not ctx.settings.SCHEDULER_ENABLED:
        return None
    scheduler = TimerScheduler(ctx)
    scheduler.start()
    return scheduler
