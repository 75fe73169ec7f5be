"""System parameters (`SNOWY_*`), cached by `core/sysconfig.py`."""

from __future__ import annotations

from sqlalchemy import SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin, VersionMixin


class SysConfig(IdMixin, AuditMixin, VersionMixin, Base):
    """A system parameter (`SNOWY_*`), editable at run time."""

    __tablename__ = "sys_config"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), unique=True)
    value: Mapped[str] = mapped_column(String(255))
    sys_flag: Mapped[str] = mapped_column(String(1), default="Y")
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
    group_code: Mapped[str] = mapped_column(String(50), default="DEFAULT")
