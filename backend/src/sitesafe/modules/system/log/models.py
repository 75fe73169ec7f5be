from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base, IdMixin

# The kernel owns the operation log (its middleware writes it); readers still name it here.
from sitesafe.core.models.oplog import SysOpLog

__all__ = ["VIS_LOGIN", "VIS_LOGOUT", "SysOpLog", "SysVisLog"]

VIS_LOGIN = 1
VIS_LOGOUT = 2


class SysVisLog(IdMixin, Base):
    """Visit log: one row per login attempt (visType 1) and logout (visType 2)."""

    __tablename__ = "sys_vis_log"
    # Pages are sorted by time then id: one index serves the order (both ways) and date ranges.
    # (account, time) serves a person's own history (workplace, account centre).
    __table_args__ = (
        Index("ix_sys_vis_log_vis_time_id", "vis_time", "id"),
        Index("ix_sys_vis_log_account_vis_time", "account", "vis_time"),
    )

    name: Mapped[str] = mapped_column(String(50))
    success: Mapped[str] = mapped_column(String(1))
    message: Mapped[str | None] = mapped_column(Text)
    ip: Mapped[str | None] = mapped_column(String(64))
    location: Mapped[str | None] = mapped_column(String(255))
    browser: Mapped[str | None] = mapped_column(String(100))
    os: Mapped[str | None] = mapped_column(String(100))
    vis_type: Mapped[int] = mapped_column(SmallInteger)
    vis_time: Mapped[datetime] = mapped_column(DateTime)
    account: Mapped[str | None] = mapped_column(String(50))
