"""班组: a team of the project under one of its enterprises; names unique in the project; the leader is
one of the team's people; a team with people in it stays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, select, update

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import ExcelColumn, Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.enterprise.models import ProjectEnterprise
from sitesafe.modules.site.person import lookups
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.site.team.schemas import (
    EnterpriseOption,
    TeamAdd,
    TeamEdit,
    TeamListQuery,
    TeamOut,
    TeamQuery,
)

TEAM = Resource(
    name="team",
    title="班组",
    model=SiteTeam,
    out=TeamOut,
    add=TeamAdd,
    edit=TeamEdit,
    not_found=ErrorCode.TEAM_NOT_EXIST,
    query=TeamQuery,
    filters=(Like("name"), Eq("enterprise_id"), Eq("work_type")),
    list_query=TeamListQuery,
    list_filters=(Eq("enterprise_id"),),
    sortable={"name": "name", "sort": "sort", "entryDate": "entry_date", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("name", ErrorCode.TEAM_NAME_REPEAT, within=("project_id",)),),
    actions=frozenset({"page", "list", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("班组名称", "name", 20),
        ExcelColumn("班组编号", "code", 14),
        ExcelColumn("所属单位", "enterprise_name", 28),
        ExcelColumn("工种", "work_type_name", 12),
        ExcelColumn("班组长", "leader_name", 12),
        ExcelColumn("人数", "member_count", 8),
        ExcelColumn("进场日期", "entry_date", 12),
        ExcelColumn("退场日期", "exit_date", 12),
        ExcelColumn("备注", "remark", 30),
        ExcelColumn("创建时间", "create_time", 20),
    ),
    tags=("班组",),
)


def member_counts(act: Act, team_ids: Sequence[int]) -> dict[int, int]:
    if not team_ids:
        return {}
    stmt = (
        select(SitePerson.team_id, func.count())
        .where(SitePerson.team_id.in_(team_ids), live(SitePerson))
        .group_by(SitePerson.team_id)
    )
    return {team_id: count for team_id, count in act.db.execute(stmt) if team_id is not None}


class TeamService(CrudService):
    def outs(self, act: Act, teams: Sequence[SiteTeam]) -> list[BaseModel]:
        enterprises = lookups.names(act.db, ProjectEnterprise, (t.enterprise_id for t in teams))
        leaders = lookups.names(act.db, SitePerson, (t.leader_id for t in teams))
        counts = member_counts(act, [t.id for t in teams])
        work_types = lookups.dict_labels(act.db, "work_type")
        out: list[BaseModel] = []
        for team in teams:
            item = TeamOut.model_validate(team)
            item.enterprise_name = enterprises.get(team.enterprise_id or 0)
            item.leader_name = leaders.get(team.leader_id or 0)
            item.member_count = counts.get(team.id, 0)
            item.work_type_name = work_types.get(team.work_type or "")
            out.append(item)
        return out

    def check(self, act: Act, row: Any, action: str) -> None:
        lookups.require_enterprise(act.db, row.enterprise_id, row.project_id)
        lookups.require_dict(act.db, "work_type", row.work_type, "work_type", "工种")
        if row.leader_id is not None:
            leader = lookups.in_project(act.db, SitePerson, row.leader_id, row.project_id)
            if leader is None or leader.team_id != row.id:
                raise FieldError(ErrorCode.TEAM_LEADER_INVALID, "leader_id")

    def after_add(self, act: Act, body: Any, row: Any) -> None:
        sync_leader_flags(act, row)

    def after_edit(self, act: Act, body: Any, row: Any) -> None:
        sync_leader_flags(act, row)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        people = select(SitePerson.id).where(SitePerson.team_id.in_(ids), live(SitePerson))
        if act.db.execute(people.limit(1)).first() is not None:
            raise AppError(ErrorCode.TEAM_HAS_PEOPLE)

    def enterprise_options(self, act: Act) -> list[EnterpriseOption]:
        """The project's enterprises (参建单位 and 分包单位), for the pickers of teams and people."""
        if act.project_id is None:
            return []
        stmt = (
            select(ProjectEnterprise)
            .where(ProjectEnterprise.project_id == act.project_id, live(ProjectEnterprise))
            .order_by(ProjectEnterprise.category, ProjectEnterprise.id)
        )
        return [EnterpriseOption.model_validate(e) for e in act.db.execute(stmt).scalars()]


def sync_leader_flags(act: Act, team: SiteTeam) -> None:
    """`is_leader` of the team's people follows the team's leader (one per team)."""
    members = update(SitePerson).where(SitePerson.team_id == team.id)
    act.db.execute(
        members.where(SitePerson.id != (team.leader_id or 0), SitePerson.is_leader.is_(True)).values(
            is_leader=False
        )
    )
    if team.leader_id is not None:
        act.db.execute(members.where(SitePerson.id == team.leader_id).values(is_leader=True))


service = TeamService(TEAM)
