"""Server-side sessions and rate-limit counters (the database stores, used without Redis)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base


class SysSession(Base):
    """A server-side login session (used when sessions are not kept in Redis); `id` is the token's uuid."""

    __tablename__ = "sys_session"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, index=True)
    account: Mapped[str] = mapped_column(String(50))
    create_time: Mapped[datetime] = mapped_column(DateTime)
    last_access_time: Mapped[datetime] = mapped_column(DateTime, index=True)
    ip: Mapped[str | None] = mapped_column(String(64))
    browser: Mapped[str | None] = mapped_column(String(100))
    os: Mapped[str | None] = mapped_column(String(100))


RATE_KEY_LENGTH = 160


class SysRateLimit(Base):
    """Uses of one rate-limited key (`sms:ip:<address>`, ...) in the window that began at `window_start`
    (used when rate limits are not kept in Redis, see `core/ratelimit.py`)."""

    __tablename__ = "sys_rate_limit"

    key: Mapped[str] = mapped_column(String(RATE_KEY_LENGTH), primary_key=True)
    used: Mapped[int] = mapped_column(Integer)
    window_start: Mapped[datetime] = mapped_column(DateTime)
