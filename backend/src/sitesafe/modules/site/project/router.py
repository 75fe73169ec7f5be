"""项目 (the spec's calls: getPage, add, edit, delete by query id, detail, getUserProjects), its members,
the per-project settings (jgw, monitor, setEnvironment, projectSetting) and 下发.

Settings, members and 下发 act on the request's `projectId` (the guard refuses a project the caller does
not belong to); the project list and its detail/edit/delete go by the project's own id."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Body, Query

from sitesafe.core.access import LOGIN_ONLY, CurrentUser
from sitesafe.core.context import DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.paging import PageResult, Paging
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import IdQuery, crud_router
from sitesafe.crud.schemas import parse_ids
from sitesafe.modules.site.project import members, settings
from sitesafe.modules.site.project.admin_service import service
from sitesafe.modules.site.project.issue import issue
from sitesafe.modules.site.project.schemas import (
    IssueOut,
    MemberAdd,
    MemberOut,
    MemberRemove,
    ProjectOut,
    ProjectQuery,
    UserProject,
)
from sitesafe.modules.site.project.service import user_projects
from sitesafe.modules.site.project.settings_schemas import (
    EnvironmentOut,
    EnvironmentSave,
    JgwOut,
    JgwSave,
    MonitorOut,
    MonitorSave,
    SettingOut,
    SettingSave,
)

router = crud_router(service)


@router.get("/project/getUserProjects", openapi_extra=LOGIN_ONLY, response_model=Envelope[list[UserProject]])
def get_user_projects(user: CurrentUser, db: DbSession) -> EnvelopeResponse:
    """当前用户的项目"""
    rows = user_projects(db, user.user_id, user.is_super)
    return ok([UserProject(id=pid, name=name) for pid, name in rows])


@router.get("/project/getPage", response_model=Envelope[PageResult[ProjectOut]])
def project_get_page(
    act: ActDep, query: Annotated[ProjectQuery, Query()], paging: Paging
) -> EnvelopeResponse:
    """项目分页查询"""
    return ok(service.page(act, query, paging))


@router.get("/project/delete", response_model=Envelope[None])
def project_delete(act: ActDep, id: IdQuery) -> EnvelopeResponse:
    """删除项目"""
    service.delete(act, [id])
    return ok(None)


@router.post("/project/delete", response_model=Envelope[None])
def project_delete_post(act: ActDep, body: Annotated[Any, Body(title="主键")]) -> EnvelopeResponse:
    """删除项目"""
    service.delete(act, parse_ids(body))
    return ok(None)


@router.get("/project/memberList", response_model=Envelope[list[MemberOut]])
def project_member_list(act: ActDep) -> EnvelopeResponse:
    """项目成员列表"""
    return ok(members.member_list(act))


@router.post("/project/addMember", response_model=Envelope[None])
def project_add_member(act: ActDep, body: MemberAdd) -> EnvelopeResponse:
    """增加项目成员"""
    members.add_member(act, body)
    return ok(None)


@router.post("/project/removeMember", response_model=Envelope[None])
def project_remove_member(act: ActDep, body: MemberRemove) -> EnvelopeResponse:
    """移除项目成员"""
    members.remove_member(act, body)
    return ok(None)


@router.get("/project/getJgw", response_model=Envelope[JgwOut])
def project_get_jgw(act: ActDep) -> EnvelopeResponse:
    """项目监管平台设置"""
    return ok(settings.get_jgw(act))


@router.post("/project/jgw", response_model=Envelope[None])
def project_jgw(act: ActDep, body: JgwSave) -> EnvelopeResponse:
    """保存项目监管平台设置"""
    settings.save_jgw(act, body)
    return ok(None)


@router.get("/project/getMonitor", response_model=Envelope[MonitorOut])
def project_get_monitor(act: ActDep) -> EnvelopeResponse:
    """项目视频平台设置"""
    return ok(settings.get_monitor(act))


@router.post("/project/monitor", response_model=Envelope[None])
def project_monitor(act: ActDep, body: MonitorSave) -> EnvelopeResponse:
    """保存项目视频平台设置"""
    settings.save_monitor(act, body)
    return ok(None)


@router.get("/project/getEnvironment", response_model=Envelope[EnvironmentOut])
def project_get_environment(act: ActDep) -> EnvelopeResponse:
    """项目环境阈值"""
    return ok(settings.get_environment(act))


@router.post("/project/setEnvironment", response_model=Envelope[None])
def project_set_environment(act: ActDep, body: EnvironmentSave) -> EnvelopeResponse:
    """保存项目环境阈值"""
    settings.set_environment(act, body)
    return ok(None)


@router.post("/project/issue", response_model=Envelope[IssueOut])
def project_issue(act: ActDep) -> EnvelopeResponse:
    """项目人员下发"""
    return ok(issue(act))


@router.get("/projectSetting/detail", response_model=Envelope[SettingOut])
def project_setting_detail(act: ActDep) -> EnvelopeResponse:
    """项目设置详情"""
    return ok(settings.get_setting(act))


@router.post("/projectSetting/save", response_model=Envelope[None])
def project_setting_save(act: ActDep, body: SettingSave) -> EnvelopeResponse:
    """保存项目设置"""
    settings.save_setting(act, body)
    return ok(None)
