from __future__ import annotations

from sqlalchemy import BigInteger, Index, Integer, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin

TYPE_DIR = 0
TYPE_MENU = 1
TYPE_BUTTON = 2
OPEN_NONE = 0
OPEN_COMPONENT = 1
OPEN_IFRAME = 2
OPEN_OUTER = 3
WEIGHT_SYSTEM = 1
WEIGHT_BUSINESS = 2


class SysMenu(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    """Directory (0), menu (1) or button (2) of one application."""

    __tablename__ = "sys_menu"
    __table_args__ = (Index("ix_sys_menu_application_status", "application", "status"),)

    pid: Mapped[int] = mapped_column(BigInteger, default=0, index=True)
    pids: Mapped[str] = mapped_column(Text, default="")
    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    type: Mapped[int] = mapped_column(SmallInteger, default=TYPE_MENU)
    icon: Mapped[str | None] = mapped_column(String(255))
    router: Mapped[str | None] = mapped_column(String(255))
    component: Mapped[str | None] = mapped_column(String(255))
    permission: Mapped[str | None] = mapped_column(String(255))
    application: Mapped[str] = mapped_column(String(50))
    open_type: Mapped[int] = mapped_column(SmallInteger, default=OPEN_NONE)
    visible: Mapped[str] = mapped_column(String(1), default="Y")
    link: Mapped[str | None] = mapped_column(String(255))
    redirect: Mapped[str | None] = mapped_column(String(255))
    weight: Mapped[int] = mapped_column(SmallInteger, default=WEIGHT_SYSTEM)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
