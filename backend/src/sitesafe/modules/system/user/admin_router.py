from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import IdQuery, crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.system.user import admin_grants
from sitesafe.modules.system.user import files as _files  # noqa: F401  (declares the avatars)
from sitesafe.modules.system.user.admin_schemas import GrantDataBody, GrantRoleBody, UserOption
from sitesafe.modules.system.user.admin_service import service

router = crud_router(service)


@router.post("/sysUser/grantRole", response_model=Envelope[None])
def sys_user_grant_role(body: GrantRoleBody, act: ActDep) -> EnvelopeResponse:
    """授权用户角色"""
    admin_grants.grant_roles(act, body)
    return ok(None)


@router.get("/sysUser/ownRole", response_model=Envelope[list[str]])
def sys_user_own_role(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """用户拥有的角色"""
    return ok(admin_grants.own_roles(act, id))


@router.post("/sysUser/grantData", response_model=Envelope[None])
def sys_user_grant_data(body: GrantDataBody, act: ActDep) -> EnvelopeResponse:
    """授权用户数据范围"""
    admin_grants.grant_data(act, body)
    return ok(None)


@router.get("/sysUser/ownData", response_model=Envelope[list[str]])
def sys_user_own_data(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """用户拥有的数据范围"""
    return ok(admin_grants.own_data(act, id))


@router.post("/sysUser/resetPwd", response_model=Envelope[None])
def sys_user_reset_pwd(body: IdBody, act: ActDep) -> EnvelopeResponse:
    """重置用户密码"""
    admin_grants.reset_password(act, body.id)
    return ok(None)


@router.get("/sysUser/selector", response_model=Envelope[list[UserOption]])
def sys_user_selector(
    act: ActDep, name: Annotated[str | None, Query(max_length=100, title="姓名")] = None
) -> EnvelopeResponse:
    """用户选择器"""
    return ok(admin_grants.selector(act, name))
