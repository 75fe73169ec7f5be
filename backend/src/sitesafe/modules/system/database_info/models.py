from __future__ import annotations

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin


class SysDatabaseInfo(IdMixin, AuditMixin, VersionMixin, Base):
    """An external database registered by an administrator; `password_enc` is sealed with the field
    cipher (core.crypto) and never answered."""

    __tablename__ = "sys_database_info"

    name: Mapped[str] = mapped_column(String(100), unique=True)
    dialect: Mapped[str] = mapped_column(String(20))
    host: Mapped[str | None] = mapped_column(String(255))
    port: Mapped[int | None] = mapped_column(Integer)
    # The database name, or for SQLite the file path (under DATA_DIR).
    database: Mapped[str] = mapped_column(String(255))
    username: Mapped[str | None] = mapped_column(String(100))
    password_enc: Mapped[str | None] = mapped_column(String(512))
    remark: Mapped[str | None] = mapped_column(String(255))

    @property
    def password_set(self) -> bool:
        return bool(self.password_enc)
