"""角色管理: roles, the menus and data scope they grant. A non-super user grants only what they hold."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Like
from sitesafe.crud.links import linked_ids, replace_links, require_live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.role.models import SysRole, SysRoleDataScope, SysRoleMenu
from sitesafe.modules.system.role.schemas import (
    GrantDataBody,
    GrantMenuBody,
    RoleAdd,
    RoleEdit,
    RoleOption,
    RoleOut,
    RoleQuery,
)
from sitesafe.modules.system.user.models import SysUserRole

ROLE_ABOVE_CALLER = "该角色拥有您未持有的菜单或按钮权限，无权操作"
SCOPE_WIDER_THAN_CALLER = "不能授予比自己更大的数据范围"

ROLE = Resource(
    name="sysRole",
    title="角色",
    model=SysRole,
    out=RoleOut,
    add=RoleAdd,
    edit=RoleEdit,
    not_found=ErrorCode.ROLE_NOT_EXIST,
    query=RoleQuery,
    filters=(Like("name"), Like("code")),
    sortable={"name": "name", "code": "code", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.ROLE_CODE_REPEAT), Unique("name", ErrorCode.ROLE_NAME_REPEAT)),
    actions=frozenset({"page", "detail", "add", "edit", "delete"}),
)


class RoleService(CrudService):
    def before_add(self, act: Act, body: Any, row: SysRole) -> None:
        # Snowy defaults to 全部数据; a non-super creator, who may not grant that, gets 仅本人数据.
        row.data_scope_type = grants.SCOPE_ALL if act.user.is_super else grants.SCOPE_SELF

    def check_writable(self, act: Act, row: Any, action: str) -> None:
        """A non-super caller never edits, grants or deletes a role above them: one linking a menu or
        button they do not hold themselves (holding their own roles' links is what they may pass on)."""
        super().check_writable(act, row, action)
        if act.user.is_super:
            return
        if "held_menus" not in act.memo:
            act.memo["held_menus"] = grants.held_menu_ids(act.db, act.user.user_id)
        if not set(linked_ids(act.db, SysRoleMenu, "role_id", row.id, "menu_id")) <= act.memo["held_menus"]:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE, message=ROLE_ABOVE_CALLER)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        for model in (SysRoleMenu, SysUserRole, SysRoleDataScope):
            act.db.execute(delete(model).where(model.role_id.in_(ids)))

    def drop_down(self, act: Act) -> list[RoleOption]:
        """Live roles as options; a non-super user only sees the roles they hold."""
        if not act.user.is_super:
            return [
                RoleOption(id=r.id, code=r.code, name=r.name)
                for r in grants.enabled_roles(act.db, act.user.user_id)
            ]
        stmt = select(SysRole.id, SysRole.code, SysRole.name).where(*self.repo.live())
        rows = act.db.execute(stmt.order_by(SysRole.sort, SysRole.id))
        return [RoleOption(id=i, code=c, name=n) for i, c, n in rows]

    def grant_menus(self, act: Act, body: GrantMenuBody) -> None:
        self.writable(act, body.id, "grantMenu")
        require_live(act.db, SysMenu, body.grant_menu_id_list, ErrorCode.MENU_NOT_EXIST)
        held = None if act.user.is_super else {m.id for m in grants.granted_menus(act.db, act.user.user_id)}
        replace_links(act.db, SysRoleMenu, "role_id", body.id, "menu_id", body.grant_menu_id_list, held)
        act.commit()

    def own_menus(self, act: Act, role_id: int) -> list[str]:
        self.readable(act, role_id)
        return [str(i) for i in linked_ids(act.db, SysRoleMenu, "role_id", role_id, "menu_id")]

    def grant_data(self, act: Act, body: GrantDataBody) -> None:
        """Sets the role's data scope type and, for 自定义数据, its organisations: a non-super caller grants
        no type wider than their own broadest one, and no organisation outside their data scope."""
        row = self.writable(act, body.id, "grantData")
        if not act.user.is_super and body.data_scope_type != grants.SCOPE_CUSTOM:
            own = grants.broadest_scope_type(grants.enabled_roles(act.db, act.user.user_id))
            if body.data_scope_type < own:
                raise AppError(ErrorCode.NO_PERMISSION_OPERATE, message=SCOPE_WIDER_THAN_CALLER)
        orgs = body.grant_org_id_list if body.data_scope_type == grants.SCOPE_CUSTOM else []
        require_live(act.db, SysOrg, orgs, ErrorCode.ORG_NOT_EXIST)
        manageable = None if act.unrestricted else act.scope_ids
        replace_links(act.db, SysRoleDataScope, "role_id", row.id, "org_id", orgs, manageable)
        row.data_scope_type = body.data_scope_type
        act.commit()

    def own_data(self, act: Act, role_id: int) -> list[str]:
        self.readable(act, role_id)
        return [str(i) for i in linked_ids(act.db, SysRoleDataScope, "role_id", role_id, "org_id")]


service = RoleService(ROLE)
