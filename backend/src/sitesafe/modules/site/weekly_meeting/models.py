from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import BigInteger, Date, DateTime, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteWeeklyMeeting(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    __tablename__ = "site_weekly_meeting"

    meeting_time: Mapped[datetime] = mapped_column(DateTime)  # UTC, answered in local time
    place: Mapped[str | None] = mapped_column(String(100))
    host_id: Mapped[int | None] = mapped_column(BigInteger)  # sys_user
    attendee_ids: Mapped[str | None] = mapped_column(String(4000))  # ",id,id," of sys_user
    topic: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text)  # 会议纪要
    decisions: Mapped[str | None] = mapped_column(Text)  # 决议及待办事项
    next_meeting_date: Mapped[date | None] = mapped_column(Date)
    attachments: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"
