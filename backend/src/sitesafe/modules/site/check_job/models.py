from __future__ import annotations

from datetime import date

from sqlalchemy import Boolean, Date, String, Text, true
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteCheckJob(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    """检查任务: who inspects what, how often (dictionary check_cycle), from when until when."""

    __tablename__ = "site_check_job"

    name: Mapped[str] = mapped_column(String(100))
    check_type: Mapped[str] = mapped_column(String(32))  # dictionary inspection_type
    checker_ids: Mapped[str] = mapped_column(String(500))  # ",id,id," (users)
    cycle: Mapped[str] = mapped_column(String(16))  # once | daily | weekly | monthly
    start_date: Mapped[date] = mapped_column(Date)
    end_date: Mapped[date | None] = mapped_column(Date)
    content: Mapped[str | None] = mapped_column(Text)  # the area and what to check
    enabled: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    remark: Mapped[str | None] = mapped_column(String(255))
    # the start of the last period whose checkers were reminded (one reminder per period)
    notified_due: Mapped[date | None] = mapped_column(Date)
