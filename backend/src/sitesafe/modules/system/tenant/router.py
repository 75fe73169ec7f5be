from __future__ import annotations

from fastapi import Depends

from sitesafe.core.access import CurrentUser
from sitesafe.core.context import Ctx
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.tenant.schemas import TenantPwdBody
from sitesafe.modules.system.tenant.service import service


async def master_super_admin(user: CurrentUser, ctx: Ctx) -> None:
    """Tenants are managed by the platform's super administrator, in the master tenant only."""
    if ctx.scope.code is not None or not user.is_super:
        raise AppError(ErrorCode.TENANT_MASTER_ONLY)


router = crud_router(service, make_router(tags=["租户管理"], dependencies=[Depends(master_super_admin)]))


@router.post("/sysTenant/updateAdminPwd", response_model=Envelope[None])
def update_admin_pwd(body: TenantPwdBody, act: ActDep) -> EnvelopeResponse:
    """修改租户管理员密码"""
    service.update_admin_password(act, body)
    return ok(None)
