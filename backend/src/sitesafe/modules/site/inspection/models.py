"""安全检查's tables: the finding with its rectification and review, the history of its steps, and the
company-wide hazard category tree."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import BigInteger, Date, DateTime, Integer, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin

RESULT_PASS, RESULT_FAIL = "pass", "fail"
NONE, PENDING, REVIEWING, PASSED, FAILED = "none", "pending", "reviewing", "passed", "failed"
RECTIFY_NAMES = {
    NONE: "无需整改",
    PENDING: "待整改",
    REVIEWING: "待复查",
    PASSED: "复查通过",
    FAILED: "复查不通过",
}
OPEN = (PENDING, REVIEWING, FAILED)  # an open hazard
AWAITING_RECTIFY = (PENDING, FAILED)  # the responsible person's turn (a deadline can pass)


class SiteHazardCategory(IdMixin, AuditMixin, VersionMixin, Base):
    """隐患分类: one tree for the whole company (seeded with common defaults)."""

    __tablename__ = "site_hazard_category"

    pid: Mapped[int] = mapped_column(BigInteger, default=0)
    pids: Mapped[str] = mapped_column(String(512), default="[0],")
    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str | None] = mapped_column(String(50))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SiteInspection(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    __tablename__ = "site_inspection"

    check_date: Mapped[date] = mapped_column(Date)
    check_type: Mapped[str] = mapped_column(String(32))  # dictionary inspection_type
    checker_ids: Mapped[str] = mapped_column(String(500))  # ",id,id," (users)
    check_unit: Mapped[str | None] = mapped_column(String(100))
    location: Mapped[str] = mapped_column(String(200))
    category_id: Mapped[int | None] = mapped_column(BigInteger)
    level: Mapped[str | None] = mapped_column(String(16))  # dictionary hazard_level
    result: Mapped[str] = mapped_column(String(16))  # pass | fail
    problem_desc: Mapped[str | None] = mapped_column(Text)
    requirement: Mapped[str | None] = mapped_column(Text)
    deadline: Mapped[date | None] = mapped_column(Date)
    responsible_enterprise_id: Mapped[int | None] = mapped_column(BigInteger)
    responsible_user_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    check_photos: Mapped[str | None] = mapped_column(String(1000))  # ",id,id," (files)
    check_job_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    remark: Mapped[str | None] = mapped_column(String(255))
    rectify_status: Mapped[str] = mapped_column(String(16), default=NONE)
    rectify_desc: Mapped[str | None] = mapped_column(Text)
    rectify_date: Mapped[date | None] = mapped_column(Date)
    rectify_photos: Mapped[str | None] = mapped_column(String(1000))
    reviewer_id: Mapped[int | None] = mapped_column(BigInteger)
    review_opinion: Mapped[str | None] = mapped_column(Text)
    review_date: Mapped[date | None] = mapped_column(Date)
    review_photos: Mapped[str | None] = mapped_column(String(1000))
    # the deadline whose reminder (one day before) / overdue alert was sent: each goes out once
    reminded_deadline: Mapped[date | None] = mapped_column(Date)
    overdue_deadline: Mapped[date | None] = mapped_column(Date)


class SiteInspectionLog(IdMixin, Base):
    """One step of a finding's rectification: found, rectified, review passed / failed."""

    __tablename__ = "site_inspection_log"

    inspection_id: Mapped[int] = mapped_column(BigInteger, index=True)
    project_id: Mapped[int] = mapped_column(BigInteger)
    action: Mapped[str] = mapped_column(String(16))  # check | rectify | pass | fail
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    time: Mapped[datetime] = mapped_column(DateTime)
    content: Mapped[str | None] = mapped_column(Text)
    photos: Mapped[str | None] = mapped_column(String(1000))
