from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import TreeNode
from sitesafe.modules.system.menu.admin_service import service

router = crud_router(service)
Application = Annotated[str | None, Query(max_length=50, title="所属应用")]


@router.get("/sysMenu/tree", response_model=Envelope[list[TreeNode]])
def sys_menu_tree(act: ActDep, application: Application = None) -> EnvelopeResponse:
    """菜单树（目录与菜单）"""
    return ok(service.tree(act, application, for_grant=False))


@router.get("/sysMenu/treeForGrant", response_model=Envelope[list[TreeNode]])
def sys_menu_tree_for_grant(act: ActDep, application: Application = None) -> EnvelopeResponse:
    """可授权的菜单树"""
    return ok(service.tree(act, application, for_grant=True))
