from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Integer, SmallInteger, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

JOB_RUNNING = 1
JOB_STOPPED = 2


class SysTimers(IdMixin, AuditMixin, VersionMixin, Base):
    """A scheduled job: which registered job class runs on which cron expression."""

    __tablename__ = "sys_timers"

    timer_name: Mapped[str] = mapped_column(String(100))
    action_class: Mapped[str] = mapped_column(String(255))
    cron: Mapped[str] = mapped_column(String(100))
    job_status: Mapped[int] = mapped_column(SmallInteger, default=JOB_STOPPED)
    remark: Mapped[str | None] = mapped_column(String(1000))


class SysTimerLog(IdMixin, Base):
    """One run of a timer. The row is inserted before the job runs: the unique (timer, fire time) pair is
    the claim that lets exactly one of several processes sharing the database run each fire."""

    __tablename__ = "sys_timer_log"
    __table_args__ = (UniqueConstraint("timer_id", "fire_time"),)

    timer_id: Mapped[int] = mapped_column(BigInteger)
    timer_name: Mapped[str] = mapped_column(String(100))
    action_class: Mapped[str] = mapped_column(String(255))
    fire_time: Mapped[datetime] = mapped_column(DateTime, index=True)
    start_time: Mapped[datetime] = mapped_column(DateTime)
    end_time: Mapped[datetime | None] = mapped_column(DateTime)
    duration_ms: Mapped[int | None] = mapped_column(Integer)
    # None while running, then Y / N
    success: Mapped[str | None] = mapped_column(String(1))
    message: Mapped[str | None] = mapped_column(Text)
    node: Mapped[str] = mapped_column(String(100))
