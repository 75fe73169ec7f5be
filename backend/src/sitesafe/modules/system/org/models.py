from __future__ import annotations

from sqlalchemy import BigInteger, Integer, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin


class SysOrg(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    """Organisation tree node; `pids` is `[0],[p1],...,` (all ancestors)."""

    __tablename__ = "sys_org"

    pid: Mapped[int] = mapped_column(BigInteger, default=0, index=True)
    pids: Mapped[str] = mapped_column(Text, default="")
    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
