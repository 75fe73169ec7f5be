from __future__ import annotations

from sqlalchemy import SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin


class SysApp(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    """An application (menu group); `active` Y marks the default one."""

    __tablename__ = "sys_app"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    active: Mapped[str] = mapped_column(String(1), default="N")
    sort: Mapped[int] = mapped_column(SmallInteger, default=100)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
