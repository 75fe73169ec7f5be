from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import BigInteger, Date, DateTime, Index, Integer, Numeric, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

DRAFT, OPEN, CLOSED = "draft", "open", "closed"


class SiteSurvey(IdMixin, AuditMixin, VersionMixin, Base):
    __tablename__ = "site_survey"

    project_id: Mapped[int] = mapped_column(BigInteger, index=True)
    title: Mapped[str] = mapped_column(String(100))
    target: Mapped[str] = mapped_column(String(255))  # what is evaluated (text)
    start_date: Mapped[date] = mapped_column(Date)
    end_date: Mapped[date] = mapped_column(Date)
    survey_status: Mapped[str] = mapped_column(String(16), default=DRAFT)  # dictionary survey_status
    description: Mapped[str | None] = mapped_column(Text)


class SiteSurveyItem(IdMixin, Base):
    """An evaluate item the survey asks about."""

    __tablename__ = "site_survey_item"

    survey_id: Mapped[int] = mapped_column(BigInteger, index=True)
    item_id: Mapped[int] = mapped_column(BigInteger, index=True)
    sort: Mapped[int] = mapped_column(Integer, default=0)


class SiteSurveyAnswer(IdMixin, Base):
    """One respondent's answer: one per user and survey."""

    __tablename__ = "site_survey_answer"
    __table_args__ = (UniqueConstraint("survey_id", "user_id"),)

    survey_id: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int] = mapped_column(BigInteger)
    total_score: Mapped[Decimal] = mapped_column(Numeric(7, 1))
    comment: Mapped[str | None] = mapped_column(String(500))
    answer_time: Mapped[datetime] = mapped_column(DateTime)


class SiteSurveyScore(IdMixin, Base):
    __tablename__ = "site_survey_score"
    __table_args__ = (Index("ix_site_survey_score_survey_item", "survey_id", "item_id"),)

    answer_id: Mapped[int] = mapped_column(BigInteger, index=True)
    survey_id: Mapped[int] = mapped_column(BigInteger)
    item_id: Mapped[int] = mapped_column(BigInteger)
    score: Mapped[Decimal] = mapped_column(Numeric(5, 1))
