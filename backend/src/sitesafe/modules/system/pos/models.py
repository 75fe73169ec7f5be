from __future__ import annotations

from sqlalchemy import Integer, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin


class SysPos(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    __tablename__ = "sys_pos"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
