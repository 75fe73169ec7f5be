from __future__ import annotations

from decimal import Decimal

from sqlalchemy import BigInteger, Numeric, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteMonthReport(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    __tablename__ = "site_month_report"
    __table_args__ = (UniqueConstraint("project_id", "month"),)

    month: Mapped[str] = mapped_column(String(7))  # yyyy-MM
    plan_output: Mapped[Decimal] = mapped_column(Numeric(12, 2))  # 万元
    done_output: Mapped[Decimal] = mapped_column(Numeric(12, 2))  # 万元
    # cumulative figures as entered (a baseline); None: summed from the earlier months' reports
    cum_plan_output: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    cum_done_output: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    # (done - plan) / plan in %, and its level: computed on every write (None when nothing was planned)
    deviation: Mapped[Decimal | None] = mapped_column(Numeric(16, 2))
    deviation_level: Mapped[str] = mapped_column(String(16))  # dictionary deviation_level
    summary: Mapped[str] = mapped_column(Text)
    main_work: Mapped[str | None] = mapped_column(Text)
    next_plan: Mapped[str | None] = mapped_column(Text)
    problems: Mapped[str | None] = mapped_column(Text)
    plan_id: Mapped[int | None] = mapped_column(BigInteger)
    attachments: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"
