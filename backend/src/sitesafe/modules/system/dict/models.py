from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Integer, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin


class SysDictType(IdMixin, AuditMixin, VersionMixin, Base):
    __tablename__ = "sys_dict_type"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SysDictData(IdMixin, AuditMixin, VersionMixin, Base):
    """`value` is the display label, `code` the stored value (Snowy's naming)."""

    __tablename__ = "sys_dict_data"

    type_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_dict_type.id", ondelete="CASCADE"), index=True
    )
    value: Mapped[str] = mapped_column(Text)
    code: Mapped[str] = mapped_column(String(50))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
