from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Integer, SmallInteger, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData


class Project(IdMixin, AuditMixin, PrincipalData, Base):
    """A construction project; `status` 0 normal, 1 suspended, 2 deleted."""

    __tablename__ = "project"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    address: Mapped[str | None] = mapped_column(String(255))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class ProjectMember(IdMixin, PrincipalData, Base):
    __tablename__ = "project_member"
    __table_args__ = (UniqueConstraint("project_id", "user_id"),)

    project_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("project.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"), index=True
    )
    create_time: Mapped[datetime | None] = mapped_column(DateTime)
