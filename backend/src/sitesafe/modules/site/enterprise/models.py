"""Enterprises taking part in a project: 参建单位 (category 1) and 分包单位 (category 2) share one table."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import BigInteger, Date, ForeignKey, Index, Numeric, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

CATEGORY_PARTICIPANT, CATEGORY_SUBCONTRACTOR = 1, 2


class ProjectEnterprise(IdMixin, AuditMixin, VersionMixin, Base):
    """An enterprise in one project; the USCC (统一社会信用代码) is unique among the project's live rows."""

    __tablename__ = "project_enterprise"
    __table_args__ = (Index("ix_project_enterprise_project_category", "project_id", "category", "id"),)

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    category: Mapped[int] = mapped_column(SmallInteger, default=CATEGORY_PARTICIPANT)
    name: Mapped[str] = mapped_column(String(100))
    uscc: Mapped[str] = mapped_column(String(18))
    # 参建单位: dictionary enterprise_role (建设/施工总承包/监理/设计/勘察); 分包单位: subcontract_type
    role: Mapped[str | None] = mapped_column(String(32))
    # 分包单位: the enterprise it works under (usually the general contractor)
    parent_id: Mapped[int | None] = mapped_column(BigInteger)
    qualification: Mapped[str | None] = mapped_column(String(100))
    contract_no: Mapped[str | None] = mapped_column(String(64))
    contract_amount: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))  # 万元
    work_scope: Mapped[str | None] = mapped_column(String(255))
    legal_person: Mapped[str | None] = mapped_column(String(50))
    contact: Mapped[str | None] = mapped_column(String(50))
    contact_phone: Mapped[str | None] = mapped_column(String(20))
    address: Mapped[str | None] = mapped_column(String(255))
    entry_date: Mapped[date | None] = mapped_column(Date)
    exit_date: Mapped[date | None] = mapped_column(Date)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
