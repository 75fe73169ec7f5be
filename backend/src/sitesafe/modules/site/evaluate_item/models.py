from __future__ import annotations

from sqlalchemy import BigInteger, Integer, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin


class SiteEvaluateItem(IdMixin, AuditMixin, VersionMixin, Base):
    """A scoring item of one project; `status` 0 enabled, 1 disabled (no new scores), 2 deleted."""

    __tablename__ = "site_evaluate_item"

    project_id: Mapped[int] = mapped_column(BigInteger, index=True)
    name: Mapped[str] = mapped_column(String(100))
    category: Mapped[str] = mapped_column(String(32))  # dictionary evaluate_category
    max_score: Mapped[int] = mapped_column(Integer)  # 1..100
    criteria: Mapped[str | None] = mapped_column(Text)  # 评分标准
    sort: Mapped[int] = mapped_column(Integer, default=100)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
