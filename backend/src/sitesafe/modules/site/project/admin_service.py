"""项目: a project is seen and changed by its members only (the super administrator: every project).

The list is not narrowed by the header's `projectId` (it shows every project of the caller); a project
the caller does not belong to answers 1013003 by id. The creator, the project manager and the safety
officer become members. Deleting marks the project deleted (status 2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.site.project.schemas import ProjectAdd, ProjectEdit, ProjectOut, ProjectQuery
from sitesafe.modules.site.project.service import ensure_member, find_member, member_project_ids
from sitesafe.modules.system.dict.service import dict_labels
from sitesafe.modules.system.user.models import SysUser

ROLE_MANAGER, ROLE_SAFETY = "manager", "safety"
# The people a project names, with the project role they get as members.
NAMED_PEOPLE = (("manager_id", "项目经理", ROLE_MANAGER), ("safety_officer_id", "安全员", ROLE_SAFETY))
DATE_ORDER = (
    ("plan_start", "plan_end", "计划竣工日期不能早于计划开工日期"),
    ("actual_start", "actual_end", "实际竣工日期不能早于实际开工日期"),
)

PROJECT = Resource(
    name="project",
    title="项目",
    model=Project,
    out=ProjectOut,
    add=ProjectAdd,
    edit=ProjectEdit,
    not_found=ErrorCode.PROJECT_NOT_EXIST,
    query=ProjectQuery,
    filters=(Like("name"), Like("code"), Eq("type"), Eq("stage")),
    sortable={
        "name": "name",
        "code": "code",
        "sort": "sort",
        "planStart": "plan_start",
        "createTime": "create_time",
    },
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.PROJECT_CODE_REPEAT),),
    actions=frozenset({"add", "edit", "detail"}),
    tags=("项目",),
)


class ProjectService(CrudService):
    def project_conditions(self, act: Act) -> list[Condition]:
        """Projects the caller belongs to, whatever project the header names."""
        if act.user.is_super:
            return []
        return [Project.id.in_(member_project_ids(act.user.user_id))]

    def check_writable(self, act: Act, row: Any, action: str) -> None:
        if not act.user.is_super and find_member(act.db, row.id, act.user.user_id) is None:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE)

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        projects = [row[0] for row in rows]
        ids = {i for p in projects for i in (p.manager_id, p.safety_officer_id) if i is not None}
        names: dict[int, str] = {}
        if ids:
            names = dict(act.db.execute(select(SysUser.id, SysUser.name).where(SysUser.id.in_(ids))).all())
        return [self._out(p, names) for p in projects]

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self.to_out(act, [(row,)])[0]

    @staticmethod
    def _out(project: Project, names: dict[int, str]) -> ProjectOut:
        out = ProjectOut.model_validate(project)
        out.manager_name = names.get(project.manager_id) if project.manager_id else None
        out.safety_officer_name = names.get(project.safety_officer_id) if project.safety_officer_id else None
        return out

    def check(self, act: Act, row: Any, action: str) -> None:
        for first, last, message in DATE_ORDER:
            begin, end = getattr(row, first), getattr(row, last)
            if begin is not None and end is not None and end < begin:
                raise FieldError(ErrorCode.PARAM_ERROR, last, message)
        if row.type and row.type not in dict_labels(act.db, "project_type"):
            raise FieldError(ErrorCode.PARAM_ERROR, "type", "项目类型不正确，请从字典中选择")
        if (row.lng is None) != (row.lat is None):
            raise FieldError(ErrorCode.PARAM_ERROR, "lng", "经度和纬度需同时填写")
        wanted = {getattr(row, column) for column, _, _ in NAMED_PEOPLE} - {None}
        alive: set[int] = set()
        if wanted:
            found = select(SysUser.id).where(SysUser.id.in_(wanted), live(SysUser))
            alive = set(act.db.execute(found).scalars())
        for column, title, _ in NAMED_PEOPLE:
            user_id = getattr(row, column)
            if user_id is not None and user_id not in alive:
                raise FieldError(ErrorCode.PROJECT_USER_NOT_EXIST, column, f"{title}不存在或已删除")

    def _enrol(self, act: Act, row: Project) -> None:
        for column, _, role in NAMED_PEOPLE:
            user_id = getattr(row, column)
            if user_id is not None:
                ensure_member(act.db, row.id, user_id, role)

    def after_add(self, act: Act, body: Any, row: Project) -> None:
        ensure_member(act.db, row.id, act.user.user_id)
        self._enrol(act, row)

    def after_edit(self, act: Act, body: Any, row: Project) -> None:
        self._enrol(act, row)


service = ProjectService(PROJECT)
