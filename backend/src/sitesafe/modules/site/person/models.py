"""Real-name records of the people on a site (实名制): management staff (人员, kind 1) and construction
workers (工人, kind 2) in one table, their teams, certificates, safety education and operator records."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    SmallInteger,
    String,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin
from sitesafe.crud.model import VersionMixin

KIND_STAFF, KIND_WORKER = 1, 2
DRIVER_CRANE, DRIVER_LIFT = 1, 2


class SiteTeam(IdMixin, AuditMixin, VersionMixin, Base):
    """A team (班组) of workers under an enterprise of the project."""

    __tablename__ = "site_team"
    __table_args__ = (Index("ix_site_team_project_name", "project_id", "name"),)

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    enterprise_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    name: Mapped[str] = mapped_column(String(100))
    code: Mapped[str | None] = mapped_column(String(50))
    work_type: Mapped[str | None] = mapped_column(String(32))  # dictionary work_type (工种)
    leader_id: Mapped[int | None] = mapped_column(BigInteger)  # a site_person of the team
    entry_date: Mapped[date | None] = mapped_column(Date)
    exit_date: Mapped[date | None] = mapped_column(Date)
    sort: Mapped[int] = mapped_column(Integer, default=100)
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SitePerson(IdMixin, AuditMixin, VersionMixin, Base):
    """One person on one project. The ID number is stored encrypted (`id_no_enc`, core.crypto) with a keyed
    lookup hash (`id_no_hash`, unique among the project's live rows) and its last four characters for the
    masked display; gender and birth date are derived from it."""

    __tablename__ = "site_person"
    __table_args__ = (
        Index("ix_site_person_project_hash", "project_id", "id_no_hash"),
        Index("ix_site_person_project_kind_id", "project_id", "kind", "id"),
        # Name prefix search and the name / entry-date sorts of a project's staff or workers.
        Index("ix_site_person_project_kind_name", "project_id", "kind", "name", "id"),
        Index("ix_site_person_project_kind_entry", "project_id", "kind", "entry_date", "id"),
        # A team's page and its count (three equal columns: preferred over the project-wide indexes).
        Index("ix_site_person_project_kind_team", "project_id", "kind", "team_id", "id"),
        Index("ix_site_person_team", "team_id"),
        # One live record per ID number and project, kept by the database too (two concurrent adds).
        Index(
            "uq_site_person_project_hash_live",
            "project_id",
            "id_no_hash",
            unique=True,
            sqlite_where=text("status <> 2"),
            postgresql_where=text("status <> 2"),
        ),
        # who is on site on a day (daily roster): still there (exit_date NULL) or left after that day
        Index("ix_site_person_project_exit", "project_id", "exit_date"),
    )

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"))
    kind: Mapped[int] = mapped_column(SmallInteger, default=KIND_WORKER)
    name: Mapped[str] = mapped_column(String(50))
    id_no_enc: Mapped[str] = mapped_column(String(255))
    id_no_hash: Mapped[str] = mapped_column(String(64))
    id_no_tail: Mapped[str] = mapped_column(String(4))
    gender: Mapped[int] = mapped_column(SmallInteger)  # 1 male, 2 female (from the ID number)
    birth_date: Mapped[date] = mapped_column(Date)
    nation: Mapped[str | None] = mapped_column(String(20))  # 民族
    native_address: Mapped[str | None] = mapped_column(String(255))
    phone: Mapped[str | None] = mapped_column(String(20))
    enterprise_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    team_id: Mapped[int | None] = mapped_column(BigInteger)
    work_type: Mapped[str | None] = mapped_column(String(32))  # dictionary work_type
    post: Mapped[str | None] = mapped_column(String(50))  # staff: 项目经理, 安全员, ...
    is_leader: Mapped[bool] = mapped_column(Boolean, default=False)
    face_file_id: Mapped[int | None] = mapped_column(BigInteger)
    bank_name: Mapped[str | None] = mapped_column(String(100))
    bank_account_enc: Mapped[str | None] = mapped_column(String(255))
    entry_date: Mapped[date | None] = mapped_column(Date)
    exit_date: Mapped[date | None] = mapped_column(Date)
    blacklisted: Mapped[bool] = mapped_column(Boolean, default=False)
    blacklist_reason: Mapped[str | None] = mapped_column(String(255))
    blacklist_time: Mapped[datetime | None] = mapped_column(DateTime)
    issued_time: Mapped[datetime | None] = mapped_column(DateTime)  # last issued to face terminals
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class PersonCert(IdMixin, AuditMixin, VersionMixin, Base):
    """A certificate of a person (特种作业操作证, 安全生产考核合格证, ...) with its expiry."""

    __tablename__ = "site_person_cert"
    __table_args__ = (Index("ix_site_person_cert_project_valid", "project_id", "valid_until"),)

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"))
    person_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_person.id"), index=True)
    cert_type: Mapped[str] = mapped_column(String(32))  # dictionary cert_type
    cert_no: Mapped[str] = mapped_column(String(64))
    category: Mapped[str | None] = mapped_column(String(64))  # 操作类别
    authority: Mapped[str | None] = mapped_column(String(100))  # 发证机关
    issue_date: Mapped[date | None] = mapped_column(Date)
    valid_until: Mapped[date | None] = mapped_column(Date)
    file_id: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class PersonEducation(IdMixin, AuditMixin, VersionMixin, Base):
    """A safety education record (三级安全教育, 日常/专项培训)."""

    __tablename__ = "site_person_education"

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"), index=True)
    person_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_person.id"), index=True)
    kind: Mapped[str] = mapped_column(String(32))  # dictionary education_type
    edu_date: Mapped[date] = mapped_column(Date)
    hours: Mapped[Decimal | None] = mapped_column(Numeric(5, 1))
    content: Mapped[str | None] = mapped_column(String(500))
    trainer: Mapped[str | None] = mapped_column(String(50))
    score: Mapped[int | None] = mapped_column(Integer)
    passed: Mapped[bool] = mapped_column(Boolean, default=True)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)


class SiteDriver(IdMixin, AuditMixin, VersionMixin, Base):
    """A crane (kind 1, 塔吊司机) or lift (kind 2, 升降机司机) operator: a person of the project with an
    operator certificate, bound to a device once devices exist."""

    __tablename__ = "site_driver"
    __table_args__ = (
        Index("ix_site_driver_project_kind", "project_id", "kind", "id"),
        Index("ix_site_driver_project_valid", "project_id", "valid_until"),
    )

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"))
    kind: Mapped[int] = mapped_column(SmallInteger)
    person_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_person.id"), index=True)
    cert_no: Mapped[str] = mapped_column(String(64))
    cert_category: Mapped[str | None] = mapped_column(String(64))
    authority: Mapped[str | None] = mapped_column(String(100))
    valid_until: Mapped[date] = mapped_column(Date)
    device_id: Mapped[int | None] = mapped_column(BigInteger)
    notified_until: Mapped[date | None] = mapped_column(Date)  # expiry already notified for
    remark: Mapped[str | None] = mapped_column(String(255))
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
