from __future__ import annotations

from datetime import date

from sqlalchemy import Date, SmallInteger, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteJournal(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    """One day of the project's site (the weekday is derived from the date)."""

    __tablename__ = "site_journal"
    # one journal per project and day (rows are deleted for real: the table has no status)
    __table_args__ = (UniqueConstraint("project_id", "log_date", name="uq_site_journal_project_date"),)

    log_date: Mapped[date] = mapped_column(Date)
    weather_am: Mapped[str] = mapped_column(String(32))  # dictionary journal_weather
    weather_pm: Mapped[str] = mapped_column(String(32))
    temp_low: Mapped[int | None] = mapped_column(SmallInteger)  # °C
    temp_high: Mapped[int | None] = mapped_column(SmallInteger)
    wind_level: Mapped[str | None] = mapped_column(String(32))
    parts: Mapped[str | None] = mapped_column(String(1000))  # 施工部位
    # 工种及人数: JSON [{"workType": "02", "count": 12}, ...] (dictionary work_type)
    headcounts: Mapped[str] = mapped_column(Text, default="[]", server_default="[]")
    machinery: Mapped[str | None] = mapped_column(String(1000))
    materials: Mapped[str | None] = mapped_column(String(2000))
    work_done: Mapped[str] = mapped_column(Text)
    issues: Mapped[str | None] = mapped_column(Text)  # 质量安全问题及处理
    remark: Mapped[str | None] = mapped_column(String(255))
    photos: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"
