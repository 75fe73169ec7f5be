"""Readings of cranes, lifts and environment monitors: one row per reading with typed columns
(kinds.FIELDS), keyed by device and reading time, so a retried batch stores nothing twice. On PostgreSQL the
tables are partitioned by month on `read_time` (a default partition catches what no month holds)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Float, Index, Integer, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base


class ReadingMixin:
    device_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    read_time: Mapped[datetime] = mapped_column(DateTime, primary_key=True)  # the device's time (UTC)
    project_id: Mapped[int] = mapped_column(BigInteger)
    recv_time: Mapped[datetime] = mapped_column(DateTime)  # when the server stored it
    alarm_mask: Mapped[int | None] = mapped_column(BigInteger)  # the device's own alarm bits
    driver_id: Mapped[int | None] = mapped_column(BigInteger)  # site_person of the operator, if known


def _partitioned(name: str) -> tuple[Index, dict[str, str]]:
    return (
        Index(f"ix_{name}_project_time", "project_id", "read_time"),
        {"postgresql_partition_by": "RANGE (read_time)"},
    )


class CraneReading(ReadingMixin, Base):
    """塔吊实时数据."""

    __tablename__ = "site_crane_reading"
    __table_args__ = _partitioned("site_crane_reading")

    load: Mapped[float | None] = mapped_column(Float)
    rated_load: Mapped[float | None] = mapped_column(Float)
    moment: Mapped[float | None] = mapped_column(Float)
    moment_pct: Mapped[float | None] = mapped_column(Float)
    radius: Mapped[float | None] = mapped_column(Float)
    height: Mapped[float | None] = mapped_column(Float)
    slew: Mapped[float | None] = mapped_column(Float)
    tilt_x: Mapped[float | None] = mapped_column(Float)
    tilt_y: Mapped[float | None] = mapped_column(Float)
    wind_speed: Mapped[float | None] = mapped_column(Float)
    reeving: Mapped[int | None] = mapped_column(SmallInteger)


class LiftReading(ReadingMixin, Base):
    """升降机实时数据."""

    __tablename__ = "site_lift_reading"
    __table_args__ = _partitioned("site_lift_reading")

    load: Mapped[float | None] = mapped_column(Float)
    rated_load: Mapped[float | None] = mapped_column(Float)
    load_pct: Mapped[float | None] = mapped_column(Float)
    persons: Mapped[int | None] = mapped_column(SmallInteger)
    floor: Mapped[int | None] = mapped_column(SmallInteger)
    height: Mapped[float | None] = mapped_column(Float)
    speed: Mapped[float | None] = mapped_column(Float)
    wind_speed: Mapped[float | None] = mapped_column(Float)
    tilt_x: Mapped[float | None] = mapped_column(Float)
    tilt_y: Mapped[float | None] = mapped_column(Float)
    door_state: Mapped[int | None] = mapped_column(Integer)


class EnvReading(ReadingMixin, Base):
    """环境（扬尘、噪声）实时数据."""

    __tablename__ = "site_env_reading"
    __table_args__ = _partitioned("site_env_reading")

    pm25: Mapped[float | None] = mapped_column(Float)
    pm10: Mapped[float | None] = mapped_column(Float)
    tsp: Mapped[float | None] = mapped_column(Float)
    noise: Mapped[float | None] = mapped_column(Float)
    wind_dir: Mapped[float | None] = mapped_column(Float)
    wind_speed: Mapped[float | None] = mapped_column(Float)
    temperature: Mapped[float | None] = mapped_column(Float)
    humidity: Mapped[float | None] = mapped_column(Float)
    pressure: Mapped[float | None] = mapped_column(Float)


READING_MODELS: dict[str, type[ReadingMixin]] = {
    "crane": CraneReading,
    "lift": LiftReading,
    "environment": EnvReading,
}


class ReadingMinute(Base):
    """One-minute aggregate of one field of one device's readings (charts read these, not the raw rows).
    Kept current by the rollup of the ingestion side; `bucket` is the minute's start (UTC)."""

    __tablename__ = "site_reading_minute"
    __table_args__ = (
        Index("ix_site_reading_minute_project_bucket", "project_id", "bucket"),
        # Charts read a device's fields over a range: covering, so neither database visits the table rows
        # (an index-only scan on PostgreSQL, a covering-index search on SQLite).
        Index("ix_site_reading_minute_series", "device_id", "field", "bucket", "n", "total", "low", "high"),
        {"postgresql_partition_by": "RANGE (bucket)"},
    )

    device_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    field: Mapped[str] = mapped_column(String(16), primary_key=True)  # a kinds.Field.column
    bucket: Mapped[datetime] = mapped_column(DateTime, primary_key=True)
    project_id: Mapped[int] = mapped_column(BigInteger)
    n: Mapped[int] = mapped_column(Integer)
    total: Mapped[float] = mapped_column(Float)  # sum; avg = total / n
    low: Mapped[float] = mapped_column(Float)
    high: Mapped[float] = mapped_column(Float)


class ReadingTen(Base):
    """Ten-minute aggregate of one field of one device, rolled up from the minute aggregates: charts over
    days read these (a month of one field is 4,320 rows instead of 43,200). `bucket` is the start (UTC)."""

    __tablename__ = "site_reading_ten"
    __table_args__ = (
        Index("ix_site_reading_ten_series", "device_id", "field", "bucket", "n", "total", "low", "high"),
        {"postgresql_partition_by": "RANGE (bucket)"},  # monthly, made and dropped with the minutes'
    )

    device_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    field: Mapped[str] = mapped_column(String(16), primary_key=True)
    bucket: Mapped[datetime] = mapped_column(DateTime, primary_key=True)
    project_id: Mapped[int] = mapped_column(BigInteger)
    n: Mapped[int] = mapped_column(Integer)
    total: Mapped[float] = mapped_column(Float)
    low: Mapped[float] = mapped_column(Float)
    high: Mapped[float] = mapped_column(Float)


class RollupMark(Base):
    """How far the one-minute aggregates of a kind are complete: raw readings with `read_time` before
    `complete_until` are in site_reading_minute; a late batch moves `dirty_from` back so the next rollup
    recomputes from there."""

    __tablename__ = "site_reading_rollup"

    kind: Mapped[str] = mapped_column(String(16), primary_key=True)
    complete_until: Mapped[datetime | None] = mapped_column(DateTime)
    dirty_from: Mapped[datetime | None] = mapped_column(DateTime)
