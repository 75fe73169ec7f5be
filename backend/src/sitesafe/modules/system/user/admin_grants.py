"""A user's roles and extra data scope, password reset and the user selector."""

from __future__ import annotations

from sqlalchemy import select

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.links import linked_ids, replace_links, require_live
from sitesafe.crud.model import live
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.user.admin_schemas import GrantDataBody, GrantRoleBody, UserOption
from sitesafe.modules.system.user.admin_service import service
from sitesafe.modules.system.user.models import ADMIN_TYPE_SUPER, SysUser, SysUserDataScope, SysUserRole


def grant_roles(act: Act, body: GrantRoleBody) -> None:
    """Replaces the user's roles; a non-super grantor hands out only roles they hold themselves."""
    service.writable(act, body.id, "grantRole")
    require_live(act.db, SysRole, body.grant_role_id_list, ErrorCode.ROLE_NOT_EXIST)
    held = None if act.user.is_super else {r.id for r in grants.enabled_roles(act.db, act.user.user_id)}
    replace_links(act.db, SysUserRole, "user_id", body.id, "role_id", body.grant_role_id_list, held)
    act.commit()


def own_roles(act: Act, user_id: int) -> list[str]:
    service.readable(act, user_id)
    return [str(i) for i in linked_ids(act.db, SysUserRole, "user_id", user_id, "role_id")]


def grant_data(act: Act, body: GrantDataBody) -> None:
    """Replaces the user's extra organisations; a non-super grantor stays within their own scope."""
    service.writable(act, body.id, "grantData")
    require_live(act.db, SysOrg, body.grant_org_id_list, ErrorCode.ORG_NOT_EXIST)
    manageable = None if act.unrestricted else act.scope_ids
    replace_links(act.db, SysUserDataScope, "user_id", body.id, "org_id", body.grant_org_id_list, manageable)
    act.commit()


def own_data(act: Act, user_id: int) -> list[str]:
    service.readable(act, user_id)
    return [str(i) for i in linked_ids(act.db, SysUserDataScope, "user_id", user_id, "org_id")]


def reset_password(act: Act, user_id: int) -> None:
    """Sets the configured default password, signs the user out everywhere, and makes them choose a new
    password at the next sign-in."""
    row = service.writable(act, user_id, "resetPwd")
    service.set_password(act, row, service.default_password_hash(act))
    act.commit()


def selector(act: Act, name: str | None) -> list[UserOption]:
    """Live ordinary users (within the caller's data scope) as `{id, name}` options."""
    stmt = select(SysUser.id, SysUser.name).where(live(SysUser), SysUser.admin_type != ADMIN_TYPE_SUPER)
    if name:
        stmt = stmt.where(SysUser.name.contains(name.strip(), autoescape=True))
    scope = service.scope_condition(act)
    if scope is not None:
        stmt = stmt.where(scope)
    return [UserOption(id=i, name=n) for i, n in act.db.execute(stmt.order_by(SysUser.id))]
