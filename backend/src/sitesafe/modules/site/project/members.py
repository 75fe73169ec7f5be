"""项目成员: who belongs to a project and the role they play there (dictionary `project_role`).

The project is the request's `projectId` (the guard has checked that the caller belongs to it). Adding a
user who is already a member changes their role and department; the project manager and the safety
officer named on the project stay members while they hold the post."""

from __future__ import annotations

from sqlalchemy import or_, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.service import FieldError
from sitesafe.modules.site.project.models import Project, ProjectDepartment, ProjectMember
from sitesafe.modules.site.project.schemas import MemberAdd, MemberOut, MemberRemove
from sitesafe.modules.site.project.service import ensure_member, find_member
from sitesafe.modules.system.user.models import SysUser


def member_list(act: Act) -> list[MemberOut]:
    project_id = act.require_project()
    stmt = (
        select(ProjectMember, SysUser, ProjectDepartment.name)
        .join(SysUser, SysUser.id == ProjectMember.user_id)
        .outerjoin(
            ProjectDepartment,
            (ProjectDepartment.id == ProjectMember.department_id) & (live(ProjectDepartment)),
        )
        .where(ProjectMember.project_id == project_id, live(SysUser))
        .order_by(ProjectMember.create_time, ProjectMember.id)
    )
    return [
        MemberOut(
            id=member.id,
            project_id=member.project_id,
            user_id=user.id,
            account=user.account,
            name=user.name or user.account,
            phone=user.phone,
            project_role=member.project_role,
            department_id=member.department_id if department else None,
            department_name=department,
            create_time=member.create_time,
        )
        for member, user, department in act.db.execute(stmt)
    ]


def add_member(act: Act, body: MemberAdd) -> None:
    project_id = act.require_project()
    user = act.db.get(SysUser, body.user_id)
    if user is None or user.status == STATUS_DELETED:
        raise FieldError(ErrorCode.PROJECT_USER_NOT_EXIST, "user_id", "用户不存在或已删除")
    if body.department_id is not None:
        department = act.db.get(ProjectDepartment, body.department_id)
        if department is None or department.status == STATUS_DELETED:
            raise AppError(ErrorCode.PROJECT_DEPARTMENT_NOT_EXIST)
        if department.project_id != project_id:
            raise AppError(ErrorCode.PROJECT_DEPARTMENT_OTHER_PROJECT)
    member = ensure_member(act.db, project_id, user.id, body.project_role, overwrite=True)
    member.department_id = body.department_id
    act.commit()


def remove_member(act: Act, body: MemberRemove) -> None:
    project_id = act.require_project()
    member = find_member(act.db, project_id, body.user_id)
    if member is None:
        raise AppError(ErrorCode.PROJECT_MEMBER_NOT_EXIST)
    holds_post = select(Project.id).where(
        Project.id == project_id,
        or_(Project.manager_id == body.user_id, Project.safety_officer_id == body.user_id),
    )
    if act.db.execute(holds_post).first() is not None:
        raise AppError(ErrorCode.PROJECT_MEMBER_HOLDS_POST)
    act.db.delete(member)
    act.commit()
