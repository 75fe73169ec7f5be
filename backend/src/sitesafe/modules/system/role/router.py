from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import IdQuery, crud_router
from sitesafe.modules.system.role.schemas import GrantDataBody, GrantMenuBody, RoleOption
from sitesafe.modules.system.role.service import service

router = crud_router(service)


@router.get("/sysRole/dropDown", response_model=Envelope[list[RoleOption]])
def sys_role_drop_down(act: ActDep) -> EnvelopeResponse:
    """角色下拉"""
    return ok(service.drop_down(act))


@router.post("/sysRole/grantMenu", response_model=Envelope[None])
def sys_role_grant_menu(body: GrantMenuBody, act: ActDep) -> EnvelopeResponse:
    """授权角色菜单"""
    service.grant_menus(act, body)
    return ok(None)


@router.get("/sysRole/ownMenu", response_model=Envelope[list[str]])
def sys_role_own_menu(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """角色拥有的菜单"""
    return ok(service.own_menus(act, id))


@router.post("/sysRole/grantData", response_model=Envelope[None])
def sys_role_grant_data(body: GrantDataBody, act: ActDep) -> EnvelopeResponse:
    """授权角色数据范围"""
    service.grant_data(act, body)
    return ok(None)


@router.get("/sysRole/ownData", response_model=Envelope[list[str]])
def sys_role_own_data(id: IdQuery, act: ActDep) -> EnvelopeResponse:
    """角色拥有的数据范围"""
    return ok(service.own_data(act, id))
