from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base, IdMixin

# The kernel owns the session and rate-limit tables; tests and scripts still name them here.
from sitesafe.core.models.session import RATE_KEY_LENGTH, SysRateLimit, SysSession

__all__ = ["RATE_KEY_LENGTH", "SysLoginAttempt", "SysRateLimit", "SysSession"]


class SysLoginAttempt(IdMixin, Base):
    """Consecutive login failures of one account (`kind` account) or one address (`kind` ip)."""

    __tablename__ = "sys_login_attempt"
    __table_args__ = (UniqueConstraint("kind", "key"),)

    kind: Mapped[str] = mapped_column(String(16))
    key: Mapped[str] = mapped_column(String(128))
    fail_count: Mapped[int] = mapped_column(Integer, default=0)
    first_fail_time: Mapped[datetime | None] = mapped_column(DateTime)
    locked_until: Mapped[datetime | None] = mapped_column(DateTime)
