from __future__ import annotations

from sitesafe.core.access import LOGIN_ONLY, CurrentUser
from sitesafe.core.context import DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.modules.site.project.schemas import UserProject
from sitesafe.modules.site.project.service import user_projects

router = make_router(tags=["项目"])


@router.get("/project/getUserProjects", openapi_extra=LOGIN_ONLY, response_model=Envelope[list[UserProject]])
def get_user_projects(user: CurrentUser, db: DbSession) -> EnvelopeResponse:
    """当前用户的项目"""
    rows = user_projects(db, user.user_id, user.is_super)
    return ok([UserProject(id=pid, name=name) for pid, name in rows])
