from __future__ import annotations

from datetime import date

from sqlalchemy import BigInteger, Boolean, Date, Integer, String, Text, false, text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin
from sitesafe.modules.site.manage.models import ApprovalMixin


class SitePlan(IdMixin, AuditMixin, VersionMixin, ApprovalMixin, Base):
    """The approved record: the plan itself (its nodes are in site_plan_node)."""

    __tablename__ = "site_plan"

    name: Mapped[str] = mapped_column(String(100))
    plan_type: Mapped[str] = mapped_column(String(32))  # dictionary plan_type
    plan_start: Mapped[date] = mapped_column(Date)
    plan_end: Mapped[date] = mapped_column(Date)
    description: Mapped[str | None] = mapped_column(Text)
    attachments: Mapped[str | None] = mapped_column(String(1000))  # ",id,id,"


class SitePlanNode(IdMixin, AuditMixin, VersionMixin, Base):
    """A node of a plan's tree (parent_id 0 at the top); a parent's progress is summed up from its leaves."""

    __tablename__ = "site_plan_node"

    plan_id: Mapped[int] = mapped_column(BigInteger, index=True)
    project_id: Mapped[int] = mapped_column(BigInteger)
    parent_id: Mapped[int] = mapped_column(BigInteger, default=0, server_default=text("0"))
    name: Mapped[str] = mapped_column(String(100))
    sort: Mapped[int] = mapped_column(Integer, default=100, server_default=text("100"))
    plan_start: Mapped[date] = mapped_column(Date)
    plan_end: Mapped[date] = mapped_column(Date)
    actual_start: Mapped[date | None] = mapped_column(Date)
    actual_end: Mapped[date | None] = mapped_column(Date)
    progress: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))  # 0-100 %
    key_node: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    responsible_ids: Mapped[str | None] = mapped_column(String(500))  # ",id,id," (sys_user)
    location: Mapped[str | None] = mapped_column(String(200))
    progress_note: Mapped[str | None] = mapped_column(String(500))
