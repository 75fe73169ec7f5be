from __future__ import annotations

from sitesafe.core.access import LOGIN_ONLY, CurrentUser
from sitesafe.core.context import DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.modules.system.menu.schemas import ChangeAppBody, LoginMenuNode
from sitesafe.modules.system.menu.service import change_app

router = make_router(tags=["系统菜单"])


@router.post("/sysMenu/change", openapi_extra=LOGIN_ONLY, response_model=Envelope[list[LoginMenuNode]])
def sys_menu_change(body: ChangeAppBody, user: CurrentUser, db: DbSession) -> EnvelopeResponse:
    """切换应用"""
    return ok(change_app(db, user, body.application))
