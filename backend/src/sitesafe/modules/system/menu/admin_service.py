"""菜单管理: the menu tree of each application, with Snowy's rules (part B §4.3): directories and menus
need a router, menus an open type (and a component or a link), buttons a permission naming a real
endpoint; a node never moves under itself; only a root changes application, taking its subtree along.

A menu's permission (buttons) and router (menus) are the permission codes its holders get
(`role/grants.py`), and its type, component, open type, link and redirect decide which of them counts and
where it leads. Whoever may write those could grant any code to themselves and to every other holder,
so only the super administrator adds menus or changes those fields; other editors may rename, re-icon,
reorder, hide, move and annotate them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi.routing import APIRoute, iter_route_contexts
from pydantic import BaseModel
from sqlalchemy import delete, select, update

from sitesafe.core.access import permission_code
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, TreeRules, Unique
from sitesafe.crud.schemas import TreeNode
from sitesafe.crud.service import CrudService
from sitesafe.crud.tree import ROOT, descendants_of, nest
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.menu.admin_schemas import MenuAdd, MenuEdit, MenuListQuery, MenuOut
from sitesafe.modules.system.menu.models import (
    OPEN_COMPONENT,
    OPEN_NONE,
    TYPE_BUTTON,
    TYPE_DIR,
    TYPE_MENU,
    SysMenu,
)
from sitesafe.modules.system.role import grants
from sitesafe.modules.system.role.models import SysRoleMenu

MENU = Resource(
    name="sysMenu",
    title="菜单",
    model=SysMenu,
    out=MenuOut,
    add=MenuAdd,
    edit=MenuEdit,
    not_found=ErrorCode.MENU_NOT_EXIST,
    query=MenuListQuery,
    filters=(Eq("application"), Like("name")),
    default_order=("sort", "id"),
    uniques=(
        Unique("code", ErrorCode.MENU_CODE_REPEAT),
        Unique("name", ErrorCode.MENU_NAME_REPEAT, ("application", "pid")),
    ),
    tree=TreeRules(ErrorCode.MENU_PID_EQUALS_ID, ErrorCode.MENU_PID_IS_DESCENDANT),
    actions=frozenset({"list", "detail", "add", "edit", "delete"}),
    detail_methods=("GET", "POST"),
)


def endpoint_codes(act: Act) -> frozenset[str]:
    """Permission codes of every endpoint of this application (`/a/b` -> `a:b`)."""
    app = act.request.app
    codes: frozenset[str] | None = getattr(app.state, "endpoint_codes", None)
    if codes is None:
        codes = frozenset(
            permission_code(context.path or "")
            for context in iter_route_contexts(app.routes)
            if isinstance(context.original_route, APIRoute)
        )
        app.state.endpoint_codes = codes
    return codes


# What a menu grants and where it leads: (field, title) pairs, in the order a refusal names them.
GRANTING_FIELDS = (
    ("type", "菜单类型"),
    ("permission", "权限标识"),
    ("router", "路由地址"),
    ("component", "组件地址"),
    ("open_type", "打开方式"),
    ("link", "链接地址"),
    ("redirect", "重定向地址"),
)


def _same(a: object, b: object) -> bool:
    return (a or None) == (b or None)  # an empty text and no text are the same address


class MenuService(CrudService):
    def before_add(self, act: Act, body: MenuAdd, row: SysMenu) -> None:
        if not act.user.is_super:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE, message="只有超级管理员可以添加菜单")

    def list_rows(self, act: Act, query: Any) -> list[BaseModel]:
        """The matching menus as trees (a match whose parent did not match becomes a root)."""
        items = [item for item in super().list_rows(act, query) if isinstance(item, MenuOut)]
        roots = nest(items, lambda m: m.id, lambda m: m.pid, lambda p, c: p.children.append(c))
        return list(roots)

    def check(self, act: Act, row: SysMenu, action: str) -> None:
        if (
            act.db.execute(select(SysApp.id).where(SysApp.code == row.application, live(SysApp))).first()
            is None
        ):
            raise AppError(ErrorCode.APP_NOT_EXIST)
        if row.pid != ROOT:
            parent = act.db.get(SysMenu, row.pid)
            if parent is not None and parent.application != row.application:
                raise AppError(ErrorCode.PARAM_ERROR, message="上级菜单不属于所选应用")
            if parent is not None and parent.type == TYPE_BUTTON:
                raise AppError(ErrorCode.PARAM_ERROR, message="按钮下不能再添加菜单")
        if row.type in (TYPE_DIR, TYPE_MENU) and not row.router:
            raise AppError(ErrorCode.MENU_ROUTER_EMPTY)
        if row.type == TYPE_MENU:
            if row.open_type == OPEN_NONE:
                raise AppError(ErrorCode.MENU_OPEN_TYPE_EMPTY)
            if row.open_type == OPEN_COMPONENT and not row.component:
                raise AppError(ErrorCode.MENU_COMPONENT_EMPTY)
            if row.open_type != OPEN_COMPONENT and not row.link:
                raise AppError(ErrorCode.PARAM_ERROR, message="链接地址不能为空")
        if row.type == TYPE_BUTTON:
            if not row.permission:
                raise AppError(ErrorCode.MENU_PERMISSION_EMPTY)
            if ":" not in row.permission:
                raise AppError(ErrorCode.MENU_PERMISSION_FORMAT)
            if row.permission not in endpoint_codes(act):
                raise AppError(ErrorCode.MENU_PERMISSION_URL_NOT_FOUND)

    def before_edit(self, act: Act, body: MenuEdit, row: SysMenu) -> None:
        if not act.user.is_super:
            for field, title in GRANTING_FIELDS:
                if field in body.model_fields_set and not _same(getattr(body, field), getattr(row, field)):
                    message = f"只有超级管理员可以修改菜单的{title}"
                    raise AppError(ErrorCode.NO_PERMISSION_OPERATE, message=message)
        if body.application != row.application:
            if row.pid != ROOT or body.pid != ROOT:
                raise AppError(ErrorCode.MENU_CHANGE_APP_NOT_ROOT)
            act.db.execute(
                update(SysMenu)
                .where(descendants_of(SysMenu, row.id))
                .values(application=body.application)
                .execution_options(synchronize_session=False)
            )

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        act.db.execute(delete(SysRoleMenu).where(SysRoleMenu.menu_id.in_(ids)))

    def tree(self, act: Act, application: str | None, *, for_grant: bool) -> list[TreeNode]:
        """Directories and menus (parent picker), or every type the caller may grant (grant dialog)."""
        if for_grant and not act.user.is_super:
            rows: Sequence[Any] = grants.granted_menus(act.db, act.user.user_id)
        else:
            stmt = select(
                SysMenu.id, SysMenu.pid, SysMenu.name, SysMenu.sort, SysMenu.type, SysMenu.application
            )
            rows = act.db.execute(stmt.where(*self.repo.live()).order_by(SysMenu.sort, SysMenu.id)).all()
        nodes = [
            TreeNode(id=r.id, parent_id=r.pid, pid=r.pid, title=r.name, value=str(r.id), weight=r.sort)
            for r in rows
            if (application is None or r.application == application) and (for_grant or r.type != TYPE_BUTTON)
        ]
        return nest(nodes, lambda n: n.id, lambda n: n.pid, lambda p, c: p.children.append(c))


service = MenuService(MENU)
