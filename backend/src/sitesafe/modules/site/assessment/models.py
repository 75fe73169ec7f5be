from __future__ import annotations

from decimal import Decimal

from sqlalchemy import BigInteger, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SiteAssessment(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    __tablename__ = "site_assessment"

    target_type: Mapped[str] = mapped_column(String(16))  # dictionary assess_target
    target_id: Mapped[int | None] = mapped_column(BigInteger)  # the enterprise or team; None for a person
    target_name: Mapped[str] = mapped_column(String(100))  # the person, or the enterprise's/team's name
    period: Mapped[str] = mapped_column(String(7))  # yyyy-MM
    assessor: Mapped[str] = mapped_column(String(50))
    total_score: Mapped[Decimal] = mapped_column(Numeric(7, 1), default=0)
    max_total: Mapped[int] = mapped_column(Integer, default=0)  # the scored items' maxima, summed
    grade: Mapped[str] = mapped_column(String(16))  # dictionary assess_grade
    summary: Mapped[str | None] = mapped_column(Text)
    attachments: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"


class SiteAssessmentScore(IdMixin, Base):
    """One item's score; the item's maximum is kept as scored, so a later change leaves the grade."""

    __tablename__ = "site_assessment_score"

    assessment_id: Mapped[int] = mapped_column(BigInteger, index=True)
    item_id: Mapped[int] = mapped_column(BigInteger, index=True)
    score: Mapped[Decimal] = mapped_column(Numeric(5, 1))
    max_score: Mapped[int] = mapped_column(Integer)
    remark: Mapped[str | None] = mapped_column(String(255))
    sort: Mapped[int] = mapped_column(Integer, default=0)
