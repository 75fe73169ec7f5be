"""What the management modules' demo parts share: the project they fill, its people, and times of the
configured zone relative to the seed's `now` (stored as naive UTC, never later than `now`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.timefmt import from_local, to_local
from sitesafe.modules.site.enterprise.models import CATEGORY_SUBCONTRACTOR, ProjectEnterprise
from sitesafe.modules.site.manage import models as m
from sitesafe.modules.site.person.models import SiteTeam
from sitesafe.modules.site.project.models import Project

LIVE = 2  # status of deleted rows


@dataclass
class Site:
    db: Session
    project: Project
    now: datetime
    users: dict[str, int]  # account -> id of the demo's people present

    @property
    def today(self) -> date:
        return to_local(self.now).date()

    def day(self, days_ago: int) -> date:
        return self.today - timedelta(days=days_ago)

    def at(self, day: date, hour: int, minute: int = 0) -> datetime:
        """The stored instant of a local wall-clock time, not later than `now`."""
        return min(from_local(datetime.combine(day, time(hour, minute))), self.now)

    def user(self, *accounts: str) -> int | None:
        """The first of the accounts present."""
        return next((self.users[a] for a in accounts if a in self.users), None)

    def ids(self, *accounts: str) -> str:
        """The accounts present as the modules store user lists: ",id,id,"."""
        found = [str(self.users[a]) for a in accounts if a in self.users]
        return "," + ",".join(found) + "," if found else ""

    def add(self, row: Any, author: str, day: date, hour: int = 9, minute: int = 0) -> Any:
        """Adds `row` of the project written by `author` on that day."""
        row.project_id = self.project.id
        row.create_user = self.user(author, "superAdmin")
        row.create_time = self.at(day, hour, minute)
        self.db.add(row)
        return row

    def approved(self, row: Any, day: date, hour: int = 17, *, at_once: bool = False) -> Any:
        """Submitted that day at half past `hour`, approved by the project's manager the next morning
        (`at_once`: within the hour), never later than `now`."""
        row.approve_status = m.APPROVED
        row.submit_time = self.at(day, hour, 30)
        approved = self.at(day, min(hour + 1, 23), 10) if at_once else self.at(day + timedelta(days=1), 9, 10)
        row.approve_time = max(approved, row.submit_time)
        return row

    def subcontractors(self) -> list[ProjectEnterprise]:
        return list(
            self.db.execute(
                select(ProjectEnterprise)
                .where(
                    ProjectEnterprise.project_id == self.project.id,
                    ProjectEnterprise.category == CATEGORY_SUBCONTRACTOR,
                    ProjectEnterprise.status != LIVE,
                )
                .order_by(ProjectEnterprise.uscc)
            ).scalars()
        )

    def team(self, name: str) -> SiteTeam | None:
        return self.db.execute(
            select(SiteTeam).where(
                SiteTeam.project_id == self.project.id, SiteTeam.name == name, SiteTeam.status != LIVE
            )
        ).scalar_one_or_none()


def months_before(day: date, count: int) -> list[str]:
    """The `count` months before the month of `day`, oldest first, as yyyy-MM."""
    found = []
    year, month = day.year, day.month
    for _ in range(count):
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
        found.append(f"{year:04d}-{month:02d}")
    return found[::-1]
