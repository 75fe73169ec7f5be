"""Project membership queries. The access guard imports this module, so it stays free of the CRUD layer."""

from __future__ import annotations

from typing import Any

from sqlalchemy import exists, select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.crud.model import live
from sitesafe.modules.site.project.models import Project, ProjectMember


def project_accessible(db: Session, project_id: int, user_id: int, is_super: bool) -> bool:
    """A live project the user belongs to (any live project for the super administrator)."""
    alive = select(Project.id).where(Project.id == project_id, live(Project))
    if not is_super:
        member = exists().where(ProjectMember.project_id == project_id, ProjectMember.user_id == user_id)
        alive = alive.where(member)
    return db.execute(alive).first() is not None


def user_projects(db: Session, user_id: int, is_super: bool) -> list[tuple[int, str]]:
    stmt = select(Project.id, Project.name).where(live(Project))
    if not is_super:
        stmt = stmt.join(ProjectMember, ProjectMember.project_id == Project.id).where(
            ProjectMember.user_id == user_id
        )
    return [(pid, name) for pid, name in db.execute(stmt.order_by(Project.sort, Project.id))]


def member_project_ids(user_id: int) -> Any:
    """The ids of the projects a user belongs to, as a subquery."""
    return select(ProjectMember.project_id).where(ProjectMember.user_id == user_id)


def find_member(db: Session, project_id: int, user_id: int) -> ProjectMember | None:
    stmt = select(ProjectMember).where(
        ProjectMember.project_id == project_id, ProjectMember.user_id == user_id
    )
    return db.execute(stmt).scalar_one_or_none()


def ensure_member(
    db: Session, project_id: int, user_id: int, role: str | None = None, *, overwrite: bool = False
) -> ProjectMember:
    """Makes the user a member of the project; an existing member keeps their role unless `overwrite`."""
    member = find_member(db, project_id, user_id)
    if member is None:
        member = ProjectMember(
            project_id=project_id, user_id=user_id, project_role=role, create_time=utcnow()
        )
        db.add(member)
        db.flush()
    elif overwrite or (member.project_role is None and role is not None):
        member.project_role = role
    return member
