"""Clock-in/out records (考勤): pushed by face terminals or entered by hand."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, SmallInteger, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import Base, IdMixin

DIRECTION_IN, DIRECTION_OUT = 1, 2
SOURCE_DEVICE, SOURCE_MANUAL = 1, 2


class SiteAttendance(IdMixin, Base):
    """One clock record. `team_id` is the person's team at clock time (the monthly sheet reads by team)."""

    __tablename__ = "site_attendance"
    __table_args__ = (
        Index("ix_site_attendance_project_time", "project_id", "clock_time", "id"),
        Index("ix_site_attendance_team_time", "team_id", "clock_time", "person_id"),
        # covers a day of the project (daily roster): the planner no longer skip-scans the unique index
        Index("ix_site_attendance_project_time_person", "project_id", "clock_time", "person_id", "direction"),
        # A terminal that resends a record (lost answer, retry) does not double it.
        UniqueConstraint("person_id", "clock_time", name="uq_site_attendance_person_time"),
    )

    project_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("project.id"))
    person_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("site_person.id"))
    team_id: Mapped[int | None] = mapped_column(BigInteger)
    device_id: Mapped[int | None] = mapped_column(BigInteger)
    direction: Mapped[int] = mapped_column(SmallInteger)
    clock_time: Mapped[datetime] = mapped_column(DateTime)
    source: Mapped[int] = mapped_column(SmallInteger, default=SOURCE_DEVICE)
    photo_file_id: Mapped[int | None] = mapped_column(BigInteger)
    remark: Mapped[str | None] = mapped_column(String(255))
    create_time: Mapped[datetime | None] = mapped_column(DateTime)
    create_user: Mapped[int | None] = mapped_column(BigInteger)
