"""The device registry of a project. Site management I uses face terminals (kind `face`) for attendance;
site management II adds cranes, lifts, environment monitors, cameras and gateways to the same table."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    SmallInteger,
    String,
    Text,
)
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
    # Site management II
    gateway_id: Mapped[int | None] = mapped_column(BigInteger)  # the gateway this device reports through
    lng: Mapped[Decimal | None] = mapped_column(Numeric(10, 6))
    lat: Mapped[Decimal | None] = mapped_column(Numeric(10, 6))
    heartbeat_seconds: Mapped[int] = mapped_column(Integer, default=60, server_default="60")
    # JSON object of the kind's parameters (crane: reeving, jib lengths, rated loads, heights, anti-collision
    # coordinates; lift: rated load and persons, max floor/height; camera: stream address), checked per kind.
    params: Mapped[str | None] = mapped_column(Text)
    # JSON object of per-device threshold overrides, keys of kinds.THRESHOLD_DEFAULTS.
    thresholds: Mapped[str | None] = mapped_column(Text)
    online_time: Mapped[datetime | None] = mapped_column(DateTime)  # when it last came online
    offline_time: Mapped[datetime | None] = mapped_column(DateTime)  # when it last went offline


class SiteDeviceChannel(IdMixin, AuditMixin, VersionMixin, Base):
    """A channel of a gateway (网关通道): one sensor or relay wired to it (edge protection, smoke, meter ...).
    `channel_no` is unique among a gateway's live channels; a trigger on it raises a `channel` alarm."""

    __tablename__ = "site_device_channel"
    __table_args__ = (Index("ix_site_device_channel_gateway", "gateway_id", "channel_no"),)

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    gateway_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_device.id"))
    channel_no: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(100))
    channel_type: Mapped[str | None] = mapped_column(String(32))  # dictionary device_channel_type
    device_id: Mapped[int | None] = mapped_column(BigInteger)  # a registered device behind the channel
    online: Mapped[bool] = mapped_column(Boolean, default=False)
    last_seen: Mapped[datetime | None] = mapped_column(DateTime)
    last_value: Mapped[str | None] = mapped_column(String(64))
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
