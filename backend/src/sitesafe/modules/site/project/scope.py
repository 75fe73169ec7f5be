"""The kernel's `Projects` port (`core/projects.py`), answered from the site module's projects and their
members; registered at start-up by `sitesafe.app.wiring`."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sitesafe.crud.model import live
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.site.project.service import (
    find_member,
    member_project_ids,
    project_accessible,
    user_projects,
)


class SiteProjects:
    def accessible(self, db: Session, project_id: int, user_id: int, is_super: bool) -> bool:
        return project_accessible(db, project_id, user_id, is_super)

    def is_member(self, db: Session, project_id: int, user_id: int) -> bool:
        return find_member(db, project_id, user_id) is not None

    def member_ids(self, user_id: int) -> Any:
        return member_project_ids(user_id)

    def of_user(self, db: Session, user_id: int, is_super: bool) -> list[tuple[int, str]]:
        return user_projects(db, user_id, is_super)

    def live_count(self, db: Session) -> int:
        stmt = select(func.count()).select_from(Project).where(live(Project))
        return int(db.execute(stmt).scalar_one())

    def people(self, db: Session, project_id: int) -> tuple[int | None, int | None] | None:
        project = db.get(Project, project_id)
        return None if project is None else (project.manager_id, project.safety_officer_id)
