from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import Date, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteApprovalRecord(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    __tablename__ = "site_approval_record"

    title: Mapped[str] = mapped_column(String(100))
    type: Mapped[str] = mapped_column(String(32))  # dictionary approval_record_type
    apply_date: Mapped[date] = mapped_column(Date)
    content: Mapped[str] = mapped_column(Text)
    amount: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))  # 元
    attachments: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"
    remark: Mapped[str | None] = mapped_column(String(255))
