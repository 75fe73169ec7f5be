"""The device registry of a project. Site management I uses face terminals (kind `face`) for attendance;
site management II adds cranes, lifts, environment monitors, cameras and gateways to the same table."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, Index, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin


class SiteDevice(IdMixin, AuditMixin, VersionMixin, Base):
    """A device; `code` (serial number) is unique among live devices; `secret_enc` is its key (core.crypto),
    shown once when generated and used to verify what the device sends."""

    __tablename__ = "site_device"
    __table_args__ = (Index("ix_site_device_project_kind", "project_id", "kind", "id"),)

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"))
    kind: Mapped[str] = mapped_column(String(16))
    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(64), index=True)
    vendor: Mapped[str | None] = mapped_column(String(100))
    model: Mapped[str | None] = mapped_column(String(100))
    location: Mapped[str | None] = mapped_column(String(255))
    direction: Mapped[int | None] = mapped_column(SmallInteger)  # face terminal: 1 in, 2 out
    secret_enc: Mapped[str] = mapped_column(String(512))
    online: Mapped[bool] = mapped_column(Boolean, default=False)
    last_seen: Mapped[datetime | None] = mapped_column(DateTime)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SiteDeviceNonce(Base):
    """A nonce a device used, kept until its timestamp window has passed, so a captured request cannot be
    replayed (only used without Redis; with Redis the nonces live there)."""

    __tablename__ = "site_device_nonce"
    __table_args__ = (Index("ix_site_device_nonce_expire", "expire_time"),)

    device_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    nonce: Mapped[str] = mapped_column(String(64), primary_key=True)
    expire_time: Mapped[datetime] = mapped_column(DateTime)


class SiteDeviceCounter(Base):
    """How often something happened on the device API, per device (0: calls naming no known device) and
    reason (a refused signature, a replayed nonce, a stored record, a refused record, ...)."""

    __tablename__ = "site_device_counter"

    device_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    reason: Mapped[str] = mapped_column(String(32), primary_key=True)
    count: Mapped[int] = mapped_column(BigInteger, default=0)
    update_time: Mapped[datetime | None] = mapped_column(DateTime)
