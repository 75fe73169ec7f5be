from __future__ import annotations

from sqlalchemy import exists, select
from sqlalchemy.orm import Session

from sitesafe.modules.site.project.models import Project, ProjectMember

STATUS_DELETED = 2


def project_accessible(db: Session, project_id: int, user_id: int, is_super: bool) -> bool:
    """A live project the user belongs to (any live project for the super administrator)."""
    live = select(Project.id).where(Project.id == project_id, Project.status != STATUS_DELETED)
    if not is_super:
        member = exists().where(ProjectMember.project_id == project_id, ProjectMember.user_id == user_id)
        live = live.where(member)
    return db.execute(live).first() is not None


def user_projects(db: Session, user_id: int, is_super: bool) -> list[tuple[int, str]]:
    stmt = select(Project.id, Project.name).where(Project.status != STATUS_DELETED)
    if not is_super:
        stmt = stmt.join(ProjectMember, ProjectMember.project_id == Project.id).where(
            ProjectMember.user_id == user_id
        )
    return [(pid, name) for pid, name in db.execute(stmt.order_by(Project.sort, Project.id))]
