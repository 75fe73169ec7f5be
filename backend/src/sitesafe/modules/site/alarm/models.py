"""Alarms (告警) and their lifecycle log. One *active* alarm per device (or channel) and type: a condition
that fires again refreshes `last_time`, `hits` and the snapshot instead of raising a duplicate (`active_key`
is unique while active, NULL after). Clearing by the data (`active` false, `clear_time`) and closing by a
person (`status` 已处理/误报) are separate events, both logged."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    Text,
)
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin


class SiteAlarm(IdMixin, VersionMixin, Base):
    __tablename__ = "site_alarm"
    __table_args__ = (
        Index("ix_site_alarm_project_category_time", "project_id", "category", "start_time"),
        Index("ix_site_alarm_project_status", "project_id", "status", "start_time"),
        Index("ix_site_alarm_device_time", "device_id", "start_time"),
    )

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"))
    device_id: Mapped[int | None] = mapped_column(BigInteger)  # None: a manual construction alarm
    channel_id: Mapped[int | None] = mapped_column(BigInteger)
    category: Mapped[str] = mapped_column(String(16))  # kinds.CATEGORIES
    type: Mapped[str] = mapped_column(String(32))  # kinds.ALARM_TYPES code
    level: Mapped[int] = mapped_column(SmallInteger)  # kinds.LEVEL_*
    source: Mapped[int] = mapped_column(SmallInteger)  # kinds.SOURCE_*
    title: Mapped[str] = mapped_column(String(200))
    value: Mapped[float | None] = mapped_column(Float)  # the reading that raised it (worst seen while active)
    limit_value: Mapped[float | None] = mapped_column(Float)
    snapshot: Mapped[str | None] = mapped_column(Text)  # JSON of the reading's fields when raised/refreshed
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    active_key: Mapped[str | None] = mapped_column(String(80), unique=True)  # "<device|channel>:<type>"
    start_time: Mapped[datetime] = mapped_column(DateTime)
    last_time: Mapped[datetime] = mapped_column(DateTime)
    clear_time: Mapped[datetime | None] = mapped_column(DateTime)
    clear_since: Mapped[datetime | None] = mapped_column(
        DateTime
    )  # normal since (flap hold), None when firing
    hits: Mapped[int] = mapped_column(Integer, default=1)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)  # kinds.STATUS_*
    handler_id: Mapped[int | None] = mapped_column(BigInteger)
    handle_time: Mapped[datetime | None] = mapped_column(DateTime)
    handle_note: Mapped[str | None] = mapped_column(String(500))
    handle_photos: Mapped[str | None] = mapped_column(String(1000))  # ",id,id," sys_file_info ids
    # a manual (施工告警) report: where, what, its photos and who reported it
    location: Mapped[str | None] = mapped_column(String(255))
    content: Mapped[str | None] = mapped_column(String(500))
    photos: Mapped[str | None] = mapped_column(String(1000))  # ",id,id," sys_file_info ids
    reporter_id: Mapped[int | None] = mapped_column(BigInteger)
    create_time: Mapped[datetime | None] = mapped_column(DateTime)
    update_time: Mapped[datetime | None] = mapped_column(DateTime)


class SiteAlarmLog(IdMixin, Base):
    """One step of an alarm's life: raise, refresh (counted, not logged each time), clear, accept (处理中),
    handle (已处理), false (误报), notify, comment."""

    __tablename__ = "site_alarm_log"
    __table_args__ = (Index("ix_site_alarm_log_alarm", "alarm_id", "create_time"),)

    alarm_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_alarm.id", ondelete="CASCADE"))
    project_id: Mapped[int] = mapped_column(BigInteger)
    action: Mapped[str] = mapped_column(String(16))
    status_from: Mapped[int | None] = mapped_column(SmallInteger)
    status_to: Mapped[int | None] = mapped_column(SmallInteger)
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    note: Mapped[str | None] = mapped_column(String(500))
    photos: Mapped[str | None] = mapped_column(String(1000))
    create_time: Mapped[datetime] = mapped_column(DateTime)


class SiteAlarmNotifyRule(IdMixin, AuditMixin, VersionMixin, Base):
    """Who hears of a project's new alarms, how: categories (empty: all) at or above `min_level`, channels
    (`bell,sms,email`), the project's safety officer / manager and chosen users. A project without a rule
    uses the default: 报警 of every category, in the bell of the safety officer and the manager."""

    __tablename__ = "site_alarm_notify_rule"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    categories: Mapped[str | None] = mapped_column(String(200))  # comma-separated kinds.CATEGORIES
    min_level: Mapped[int] = mapped_column(SmallInteger, default=2)
    channels: Mapped[str] = mapped_column(String(50), default="bell")
    to_safety_officer: Mapped[bool] = mapped_column(Boolean, default=True)
    to_manager: Mapped[bool] = mapped_column(Boolean, default=False)
    user_ids: Mapped[str | None] = mapped_column(String(1000))  # comma-separated sys_user ids
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SiteAlarmNotify(IdMixin, Base):
    """One delivery of an alarm notification to one user by one channel (the outbox: SMS and e-mail are
    sent after the alarm's transaction commits; the bell is written inside it)."""

    __tablename__ = "site_alarm_notify"
    __table_args__ = (
        Index("ix_site_alarm_notify_alarm", "alarm_id"),
        Index("ix_site_alarm_notify_pending", "state", "create_time"),
    )

    alarm_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_alarm.id", ondelete="CASCADE"))
    project_id: Mapped[int] = mapped_column(BigInteger)
    channel: Mapped[str] = mapped_column(String(8))  # bell | sms | email
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    address: Mapped[str | None] = mapped_column(String(254))  # mobile or e-mail address
    state: Mapped[int] = mapped_column(SmallInteger, default=0)  # 0 pending, 1 sent, 2 failed
    error: Mapped[str | None] = mapped_column(String(255))
    create_time: Mapped[datetime] = mapped_column(DateTime)
    send_time: Mapped[datetime | None] = mapped_column(DateTime)
