"""The tenant registry of the master database, read by `core/tenancy.py`."""

from __future__ import annotations

from sqlalchemy import Integer, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin, VersionMixin


class SysTenantInfo(IdMixin, AuditMixin, VersionMixin, Base):
    """A tenant in the registry of the master database; its data lives in its own database `db_name`
    (a schema on PostgreSQL, a file next to the master's on SQLite)."""

    __tablename__ = "sys_tenant_info"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), unique=True)
    db_name: Mapped[str] = mapped_column(String(64), unique=True)
    admin_name: Mapped[str] = mapped_column(String(50))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
