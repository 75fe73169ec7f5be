"""项目部门: the management team's departments, a tree per project. A parent is a department of the same
project; names are unique under one parent; a department with members (itself or below) stays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Like
from sitesafe.crud.resource import Resource, TreeRules, Unique
from sitesafe.crud.schemas import TreeNode
from sitesafe.crud.service import CrudService
from sitesafe.crud.tree import ROOT, nest
from sitesafe.modules.site.department.schemas import (
    DepartmentAdd,
    DepartmentEdit,
    DepartmentOut,
    DepartmentQuery,
)
from sitesafe.modules.site.project.models import ProjectDepartment, ProjectMember

DEPARTMENT = Resource(
    name="projectDepartment",
    title="项目部门",
    model=ProjectDepartment,
    out=DepartmentOut,
    add=DepartmentAdd,
    edit=DepartmentEdit,
    not_found=ErrorCode.PROJECT_DEPARTMENT_NOT_EXIST,
    query=DepartmentQuery,
    filters=(Like("name"),),
    default_order=("sort", "id"),
    uniques=(Unique("name", ErrorCode.PROJECT_DEPARTMENT_NAME_REPEAT, within=("project_id", "pid")),),
    tree=TreeRules(
        ErrorCode.PROJECT_DEPARTMENT_PID_EQUALS_ID, ErrorCode.PROJECT_DEPARTMENT_PID_IS_DESCENDANT
    ),
    actions=frozenset({"list", "detail", "add", "edit", "delete"}),
)


class DepartmentService(CrudService):
    def list_rows(self, act: Act, query: Any) -> list[BaseModel]:
        """The matching departments as trees (a match whose parent did not match becomes a root)."""
        items = [item for item in super().list_rows(act, query) if isinstance(item, DepartmentOut)]
        return list(nest(items, lambda d: d.id, lambda d: d.pid, lambda p, c: p.children.append(c)))

    def check(self, act: Act, row: ProjectDepartment, action: str) -> None:
        if row.pid == ROOT:
            return
        parent = act.db.execute(
            select(ProjectDepartment.project_id).where(ProjectDepartment.id == row.pid)
        ).scalar_one_or_none()
        if parent != row.project_id:
            raise AppError(ErrorCode.PROJECT_DEPARTMENT_OTHER_PROJECT, message="上级部门不属于本项目")

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        held = select(ProjectMember.id).where(ProjectMember.department_id.in_(ids)).limit(1)
        if act.db.execute(held).first() is not None:
            raise AppError(ErrorCode.PROJECT_DEPARTMENT_HAS_MEMBERS)

    def tree(self, act: Act) -> list[TreeNode]:
        """The departments of the request's project (or the caller's projects) as picker nodes."""
        stmt = select(
            ProjectDepartment.id, ProjectDepartment.pid, ProjectDepartment.name, ProjectDepartment.sort
        ).where(*self.repo.live(), *self.project_conditions(act))
        rows = act.db.execute(stmt.order_by(ProjectDepartment.sort, ProjectDepartment.id)).all()
        nodes = [
            TreeNode(id=r.id, parent_id=r.pid, pid=r.pid, title=r.name, value=str(r.id), weight=r.sort)
            for r in rows
        ]
        return nest(nodes, lambda n: n.id, lambda n: n.pid, lambda p, c: p.children.append(c))


service = DepartmentService(DEPARTMENT)
