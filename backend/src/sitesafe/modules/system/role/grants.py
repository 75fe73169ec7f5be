"""What a user is granted: enabled roles, granted menus, permission codes and data scopes.

Computed from the database on every call (grant changes apply on the user's next request).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from sitesafe.core.db import AnyRow
from sitesafe.core.grants import router_code
from sitesafe.crud.model import live
from sitesafe.modules.system.emp.models import SysEmp
from sitesafe.modules.system.menu.models import TYPE_BUTTON, TYPE_MENU, SysMenu
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role.models import SysRole, SysRoleDataScope, SysRoleMenu
from sitesafe.modules.system.user.models import SysUserDataScope, SysUserRole

SCOPE_ALL = 1
SCOPE_ORG_AND_BELOW = 2
SCOPE_ORG = 3
SCOPE_SELF = 4
SCOPE_CUSTOM = 5


@dataclass(frozen=True, slots=True)
class RoleInfo:
    id: int
    code: str
    name: str
    data_scope_type: int


def enabled_roles(db: Session, user_id: int) -> list[RoleInfo]:
    rows = db.execute(
        select(SysRole.id, SysRole.code, SysRole.name, SysRole.data_scope_type)
        .join(SysUserRole, SysUserRole.role_id == SysRole.id)
        .where(SysUserRole.user_id == user_id, SysRole.status == 0)
        .order_by(SysRole.sort, SysRole.id)
    )
    return [RoleInfo(*row) for row in rows]


MENU_COLUMNS = (
    SysMenu.id,
    SysMenu.pid,
    SysMenu.name,
    SysMenu.code,
    SysMenu.type,
    SysMenu.icon,
    SysMenu.router,
    SysMenu.component,
    SysMenu.permission,
    SysMenu.application,
    SysMenu.open_type,
    SysMenu.visible,
    SysMenu.link,
    SysMenu.redirect,
    SysMenu.weight,
    SysMenu.sort,
)


def _granted_menu_ids(user_id: int) -> Select[int]:
    return (
        select(SysRoleMenu.menu_id)
        .join(SysUserRole, SysUserRole.role_id == SysRoleMenu.role_id)
        .join(SysRole, SysRole.id == SysRoleMenu.role_id)
        .where(SysUserRole.user_id == user_id, SysRole.status == 0)
    )


def held_menu_ids(db: Session, user_id: int) -> set[int]:
    """Every menu linked to the user's enabled roles, whatever the menu's own status."""
    return set(db.execute(_granted_menu_ids(user_id)).scalars())


def granted_menus(db: Session, user_id: int) -> Sequence[AnyRow]:
    """Enabled menus of every type and application granted through the user's enabled roles."""
    stmt = select(*MENU_COLUMNS).where(SysMenu.id.in_(_granted_menu_ids(user_id)), SysMenu.status == 0)
    return db.execute(stmt.order_by(SysMenu.sort, SysMenu.id)).all()


def permission_codes_of(menus: Iterable[AnyRow]) -> list[str]:
    """Button rows give their `permission`, menu rows their router as a code (part B §2.6)."""
    codes: dict[str, None] = {}
    for menu in menus:
        if menu.type == TYPE_BUTTON and menu.permission:
            codes[str(menu.permission)] = None
        elif menu.type == TYPE_MENU:
            codes[router_code(str(menu.router) if menu.router else None)] = None
    return list(codes)


def permission_codes(db: Session, user_id: int) -> set[str]:
    rows = db.execute(
        select(SysMenu.type, SysMenu.permission, SysMenu.router).where(
            SysMenu.id.in_(_granted_menu_ids(user_id)),
            SysMenu.status == 0,
            SysMenu.type.in_((TYPE_MENU, TYPE_BUTTON)),
        )
    ).all()
    return set(permission_codes_of(rows))


def user_org_id(db: Session, user_id: int) -> int | None:
    return db.execute(select(SysEmp.org_id).where(SysEmp.id == user_id)).scalar_one_or_none()


def broadest_scope_type(roles: Sequence[RoleInfo]) -> int:
    """The widest non-custom data scope type among the roles (a lower type is wider: 1 all, 2 own org
    and below, 3 own org, 4 self only); self only without any."""
    return min((r.data_scope_type for r in roles if r.data_scope_type != SCOPE_CUSTOM), default=SCOPE_SELF)


def data_scopes(db: Session, user_id: int, roles: Sequence[RoleInfo], org_id: int | None) -> list[int]:
    """Org ids the user may see: user grants ∪ custom-role orgs ∪ the broadest other role type's orgs."""
    scope: set[int] = set(
        db.execute(select(SysUserDataScope.org_id).where(SysUserDataScope.user_id == user_id)).scalars()
    )
    custom = [r.id for r in roles if r.data_scope_type == SCOPE_CUSTOM]
    if custom:
        scope.update(
            db.execute(select(SysRoleDataScope.org_id).where(SysRoleDataScope.role_id.in_(custom))).scalars()
        )
    broadest = broadest_scope_type(roles)
    alive = live(SysOrg)
    if broadest == SCOPE_ALL:
        scope.update(db.execute(select(SysOrg.id).where(alive)).scalars())
    elif broadest == SCOPE_ORG_AND_BELOW and org_id is not None:
        scope.add(org_id)
        below = SysOrg.pids.contains(f"[{org_id}],")
        scope.update(db.execute(select(SysOrg.id).where(below, alive)).scalars())
    elif broadest == SCOPE_ORG and org_id is not None:
        scope.add(org_id)
    return sorted(scope)


class SystemGrants:
    """The kernel's `Grants` port, answered from the system module's tables."""

    def permission_codes(self, db: Session, user_id: int) -> set[str]:
        return permission_codes(db, user_id)

    def data_scope_orgs(self, db: Session, user_id: int) -> list[int]:
        return data_scopes(db, user_id, enabled_roles(db, user_id), user_org_id(db, user_id))
