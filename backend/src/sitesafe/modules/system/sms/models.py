from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Index, Integer, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin

STATUS_UNSENT = 0
STATUS_SENT = 1
STATUS_FAILED = 2
STATUS_USED = 3
SOURCE_PC = 2


class SysSms(IdMixin, AuditMixin, Base):
    """SMS send log (短信管理), one row per code sent; `validate_code` holds a keyed hash, never the code.

    `status`: 0 not sent yet, 1 sent (pending verification), 2 sending failed, 3 verified (used)."""

    __tablename__ = "sys_sms"
    __table_args__ = (Index("ix_sys_sms_create_time", "create_time"),)  # the send log, newest first

    phone_numbers: Mapped[str] = mapped_column(String(200), index=True)
    validate_code: Mapped[str] = mapped_column(String(128))
    template_code: Mapped[str | None] = mapped_column(String(50))
    biz_id: Mapped[str | None] = mapped_column(String(100))
    status: Mapped[int] = mapped_column(SmallInteger, default=STATUS_UNSENT)
    source: Mapped[int] = mapped_column(SmallInteger, default=SOURCE_PC)
    invalid_time: Mapped[datetime] = mapped_column(DateTime)
    fail_count: Mapped[int] = mapped_column(Integer, default=0)
