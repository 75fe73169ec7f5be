"""The job classes the code provides (Snowy's `TimerTaskRunner` implementations), by `actionClass`.

A job receives a `JobContext` and returns a one-line Chinese summary for the run log; raising marks the
run failed with the exception's message."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import psutil
from sqlalchemy import delete, func, select, text

from sitesafe.core import sysconfig
from sitesafe.core.context import AppContext
from sitesafe.core.models.session import SysSession
from sitesafe.modules.system.log.models import SysOpLog, SysVisLog
from sitesafe.modules.system.timer.models import SysTimerLog

LOG_RETENTION_DAYS = "SITESAFE_LOG_RETENTION_DAYS"
TIMER_LOG_RETENTION_DAYS = "SITESAFE_TIMER_LOG_RETENTION_DAYS"
HEALTH_ALERT_PERCENT = "SITESAFE_HEALTH_ALERT_PERCENT"


@dataclass(frozen=True)
class JobContext:
    app: AppContext
    timer_id: int
    timer_name: str
    fire_time: datetime  # naive UTC

    def now(self) -> datetime:
        return self.app.clock.now()


@dataclass(frozen=True)
class JobClass:
    action_class: str
    name: str
    description: str
    cron: str  # a sensible default schedule, offered when the class is picked
    run: Callable[[JobContext], str]


class JobRegistry:
    def __init__(self) -> None:
        self._jobs: dict[str, JobClass] = {}

    def register(self, job: JobClass) -> JobClass:
        self._jobs[job.action_class] = job
        return job

    def unregister(self, action_class: str) -> None:
        self._jobs.pop(action_class, None)

    def get(self, action_class: str) -> JobClass | None:
        return self._jobs.get(action_class)

    def __iter__(self) -> Iterator[JobClass]:
        return iter(sorted(self._jobs.values(), key=lambda j: j.action_class))


registry = JobRegistry()


def purge_idle_sessions(job: JobContext) -> str:
    idle = job.app.config.get_int(sysconfig.SESSION_EXPIRE, 7200)
    since = job.now() - timedelta(seconds=idle)
    store = job.app.sessions
    if not store.in_database:
        store.purge_idle(since)
        return f"会话保存在Redis中，空闲超过{idle}秒的会话已按过期时间失效"
    with job.app.db.sessionmaker() as db:
        stale = select(func.count()).select_from(SysSession).where(SysSession.last_access_time < since)
        count = db.execute(stale).scalar_one()
    store.purge_idle(since)
    return f"清理空闲超过{idle}秒的登录会话{count}个"


def _purge_before(job: JobContext, model: Any, column: Any, days: int) -> int:
    cutoff = job.now() - timedelta(days=days)
    with job.app.db.sessionmaker.begin() as db:
        result: Any = db.execute(delete(model).where(column < cutoff))
        return int(result.rowcount or 0)


def purge_old_logs(job: JobContext) -> str:
    days = max(1, job.app.config.get_int(LOG_RETENTION_DAYS, 180))
    timer_days = max(1, job.app.config.get_int(TIMER_LOG_RETENTION_DAYS, 30))
    vis = _purge_before(job, SysVisLog, SysVisLog.vis_time, days)
    ops = _purge_before(job, SysOpLog, SysOpLog.op_time, days)
    runs = _purge_before(job, SysTimerLog, SysTimerLog.fire_time, timer_days)
    return f"删除{days}天前的访问日志{vis}条、操作日志{ops}条，{timer_days}天前的任务执行记录{runs}条"


def health_check(job: JobContext) -> str:
    limit = job.app.config.get_int(HEALTH_ALERT_PERCENT, 90)
    started = time.perf_counter()
    with job.app.db.sessionmaker() as db:
        db.execute(text("SELECT 1"))
    db_ms = (time.perf_counter() - started) * 1000
    # The 5-minute load average per core: a sustained figure, unlike an instant CPU sample.
    cpu = psutil.getloadavg()[1] * 100 / (psutil.cpu_count() or 1)
    memory = psutil.virtual_memory().percent
    disk_path = str(job.app.settings.data_dir) if job.app.settings.data_dir.exists() else "/"
    disk = psutil.disk_usage(disk_path).percent
    figures = (
        f"CPU负载(5分钟) {cpu:.1f}%，内存 {memory:.1f}%，数据目录磁盘 {disk:.1f}%，数据库响应 {db_ms:.1f}ms"
    )
    alerts = [name for name, value in (("CPU负载", cpu), ("内存", memory), ("磁盘", disk)) if value >= limit]
    if alerts:
        raise RuntimeError(f"{'、'.join(alerts)}超过{limit}%：{figures}")
    return figures


registry.register(
    JobClass(
        "SessionCleanupTaskRunner",
        "清理过期会话",
        "删除空闲时间超过会话有效期（系统配置 SNOWY_SESSION_EXPIRE）的登录会话",
        "0 0/10 * * * ?",
        purge_idle_sessions,
    )
)
registry.register(
    JobClass(
        "LogCleanupTaskRunner",
        "清理历史日志",
        "删除超过保留天数的访问日志、操作日志（SITESAFE_LOG_RETENTION_DAYS，默认180天）"
        "和任务执行记录（SITESAFE_TIMER_LOG_RETENTION_DAYS，默认30天）",
        "0 0 3 * * ?",
        purge_old_logs,
    )
)
registry.register(
    JobClass(
        "HealthCheckTaskRunner",
        "系统健康巡检",
        "记录CPU负载（5分钟平均）、内存、磁盘使用率和数据库响应时间；任一超过阈值"
        "（SITESAFE_HEALTH_ALERT_PERCENT，默认90%）时本次执行记为失败",
        "0 0/5 * * * ?",
        health_check,
    )
)
