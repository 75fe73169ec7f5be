from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base, IdMixin

TYPE_TEXT = "text"
TYPE_HTML = "html"


class SysEmailLog(IdMixin, Base):
    """Email send log: one row per message sent (or refused by the mail server) from the console."""

    __tablename__ = "sys_email_log"

    to_addresses: Mapped[str] = mapped_column(String(2000))
    subject: Mapped[str] = mapped_column(String(200))
    content_type: Mapped[str] = mapped_column(String(10), default=TYPE_TEXT)
    mail_from: Mapped[str | None] = mapped_column(String(200))
    success: Mapped[str] = mapped_column(String(1))
    message: Mapped[str | None] = mapped_column(String(500))
    send_time: Mapped[datetime] = mapped_column(DateTime, index=True)
    account: Mapped[str | None] = mapped_column(String(50))
    user_id: Mapped[int | None] = mapped_column(BigInteger)
