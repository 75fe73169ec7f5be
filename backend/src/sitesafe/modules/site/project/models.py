"""A construction project, its members and departments, and its one-per-project settings
(regulator platform, video platform, environment thresholds, site rules)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    Numeric,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.core.versioning import PrincipalData
from sitesafe.crud.model import VersionMixin

# Construction state (施工状态), apart from `status` (0 normal, 1 suspended, 2 deleted).
STAGE_BUILDING, STAGE_HALTED, STAGE_COMPLETED = 1, 2, 3


class Project(IdMixin, AuditMixin, VersionMixin, PrincipalData, Base):
    """A construction project; `status` 0 normal, 1 suspended, 2 deleted; `stage` 在建/停工/竣工."""

    __tablename__ = "project"

    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str] = mapped_column(String(50), index=True)
    permit_no: Mapped[str | None] = mapped_column(String(64))
    address: Mapped[str | None] = mapped_column(String(255))
    lng: Mapped[Decimal | None] = mapped_column(Numeric(10, 6))
    lat: Mapped[Decimal | None] = mapped_column(Numeric(10, 6))
    type: Mapped[str | None] = mapped_column(String(32))  # dictionary project_type
    stage: Mapped[int] = mapped_column(SmallInteger, default=STAGE_BUILDING, server_default=text("1"))
    plan_start: Mapped[date | None] = mapped_column(Date)
    plan_end: Mapped[date | None] = mapped_column(Date)
    actual_start: Mapped[date | None] = mapped_column(Date)
    actual_end: Mapped[date | None] = mapped_column(Date)
    contract_amount: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))  # 万元
    area: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))  # m²
    owner_unit: Mapped[str | None] = mapped_column(String(100))
    contractor_unit: Mapped[str | None] = mapped_column(String(100))
    supervisor_unit: Mapped[str | None] = mapped_column(String(100))
    manager_id: Mapped[int | None] = mapped_column(BigInteger)
    safety_officer_id: Mapped[int | None] = mapped_column(BigInteger)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class ProjectMember(IdMixin, PrincipalData, Base):
    """A user's membership of a project, with the role they play there (dictionary project_role)."""

    __tablename__ = "project_member"
    __table_args__ = (UniqueConstraint("project_id", "user_id"),)

    project_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("project.id", ondelete="CASCADE"), index=True
    )
    user_id: Mapped[int] = mapped_column(
        BigInteger, ForeignKey("sys_user.id", ondelete="CASCADE"), index=True
    )
    project_role: Mapped[str | None] = mapped_column(String(32))
    department_id: Mapped[int | None] = mapped_column(BigInteger)
    create_time: Mapped[datetime | None] = mapped_column(DateTime)


class ProjectDepartment(IdMixin, AuditMixin, VersionMixin, Base):
    """A department of the project's management team (项目部门), a tree per project."""

    __tablename__ = "project_department"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    pid: Mapped[int] = mapped_column(BigInteger, default=0)
    pids: Mapped[str] = mapped_column(String(512), default="[0],")
    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str | None] = mapped_column(String(50))
    leader: Mapped[str | None] = mapped_column(String(50))
    phone: Mapped[str | None] = mapped_column(String(20))
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class ProjectJgw(IdMixin, AuditMixin, Base):
    """Regulator platform (监管平台) settings: where the project's data is pushed."""

    __tablename__ = "project_jgw"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), unique=True)
    platform: Mapped[str | None] = mapped_column(String(32))  # dictionary jgw_platform
    platform_url: Mapped[str | None] = mapped_column(String(255))
    platform_project_code: Mapped[str | None] = mapped_column(String(64))
    app_id: Mapped[str | None] = mapped_column(String(100))
    secret_enc: Mapped[str | None] = mapped_column(String(512))  # core.crypto, never answered
    push_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    last_push_time: Mapped[datetime | None] = mapped_column(DateTime)


class ProjectMonitor(IdMixin, AuditMixin, Base):
    """Video platform (视频监控平台) settings of the project."""

    __tablename__ = "project_monitor"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), unique=True)
    platform: Mapped[str | None] = mapped_column(String(32))  # dictionary video_platform
    server_url: Mapped[str | None] = mapped_column(String(255))
    app_key: Mapped[str | None] = mapped_column(String(100))
    secret_enc: Mapped[str | None] = mapped_column(String(512))
    enabled: Mapped[bool] = mapped_column(Boolean, default=False)


class ProjectEnvironment(IdMixin, AuditMixin, Base):
    """Thresholds evaluated on device readings (site management II); `None` = not checked."""

    __tablename__ = "project_environment"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), unique=True)
    pm25_limit: Mapped[Decimal | None] = mapped_column(Numeric(8, 1))  # µg/m³
    pm10_limit: Mapped[Decimal | None] = mapped_column(Numeric(8, 1))
    tsp_limit: Mapped[Decimal | None] = mapped_column(Numeric(8, 1))
    noise_day_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # dB(A), 06:00–22:00
    noise_night_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))
    wind_speed_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # m/s
    crane_moment_warn: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # %
    crane_moment_alarm: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))
    crane_tilt_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))  # °
    lift_load_warn: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # %
    lift_load_alarm: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))
    spray_linkage: Mapped[bool] = mapped_column(Boolean, default=False)
    # Site management II: the rest of kinds.THRESHOLD_DEFAULTS
    crane_load_alarm: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # % of rated load
    lift_persons_limit: Mapped[int | None] = mapped_column(Integer)
    lift_wind_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # m/s
    lift_tilt_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))  # °
    env_wind_limit: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))  # m/s


class ProjectSetting(IdMixin, AuditMixin, Base):
    """Site rules of the project (项目设置)."""

    __tablename__ = "project_setting"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), unique=True)
    work_start: Mapped[str] = mapped_column(String(5), default="07:00")  # HH:mm, attendance day
    work_end: Mapped[str] = mapped_column(String(5), default="18:00")
    cert_warn_days: Mapped[int] = mapped_column(Integer, default=30)
    journal_backfill_days: Mapped[int] = mapped_column(Integer, default=3)
    min_worker_age: Mapped[int] = mapped_column(Integer, default=18)
    max_worker_age: Mapped[int] = mapped_column(Integer, default=60)


class ProjectNotice(IdMixin, AuditMixin, VersionMixin, Base):
    """An announcement on the project's board (项目公告); `state` 0 draft, 1 published, 2 withdrawn."""

    __tablename__ = "project_notice"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    title: Mapped[str] = mapped_column(String(200))
    content: Mapped[str] = mapped_column(Text, default="")
    top: Mapped[bool] = mapped_column(Boolean, default=False)
    state: Mapped[int] = mapped_column(SmallInteger, default=0)
    publish_time: Mapped[datetime | None] = mapped_column(DateTime)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
