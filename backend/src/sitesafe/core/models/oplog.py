"""The operation log written by `core/oplog.py`'s middleware."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base, IdMixin


class SysOpLog(IdMixin, Base):
    """Operation log: one row per authenticated write request."""

    __tablename__ = "sys_op_log"
    __table_args__ = (
        Index("ix_sys_op_log_op_time_id", "op_time", "id"),
        Index("ix_sys_op_log_account_op_time", "account", "op_time"),
    )

    name: Mapped[str | None] = mapped_column(String(100))
    op_type: Mapped[int] = mapped_column(SmallInteger, default=0)
    success: Mapped[str] = mapped_column(String(1))
    message: Mapped[str | None] = mapped_column(Text)
    ip: Mapped[str | None] = mapped_column(String(64))
    location: Mapped[str | None] = mapped_column(String(255))
    browser: Mapped[str | None] = mapped_column(String(100))
    os: Mapped[str | None] = mapped_column(String(100))
    url: Mapped[str | None] = mapped_column(String(500))
    class_name: Mapped[str | None] = mapped_column(String(500))
    method_name: Mapped[str | None] = mapped_column(String(500))
    req_method: Mapped[str | None] = mapped_column(String(10))
    param: Mapped[str | None] = mapped_column(Text)
    result: Mapped[str | None] = mapped_column(Text)
    op_time: Mapped[datetime] = mapped_column(DateTime)
    account: Mapped[str | None] = mapped_column(String(50))
