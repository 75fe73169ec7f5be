from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteEventReport(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    __tablename__ = "site_event_report"

    event_time: Mapped[datetime] = mapped_column(DateTime)
    event_type: Mapped[str] = mapped_column(String(32))  # dictionary event_type
    level: Mapped[str] = mapped_column(String(32))  # dictionary event_level
    location: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text)
    injured: Mapped[int] = mapped_column(Integer, default=0)
    dead: Mapped[int] = mapped_column(Integer, default=0)
    measures: Mapped[str | None] = mapped_column(Text)
    photos: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"
    reporter_phone: Mapped[str | None] = mapped_column(String(20))
