"""The menus a user sees: per application, as flat LoginMenuTreeNode lists."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.auth import Principal
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.menu.models import OPEN_OUTER, TYPE_BUTTON, WEIGHT_BUSINESS, SysMenu
from sitesafe.modules.system.menu.schemas import LoginMenuNode, MenuMeta
from sitesafe.modules.system.role import grants


def login_menu_node(menu: AnyRow) -> LoginMenuNode:
    outer = menu.open_type == OPEN_OUTER
    return LoginMenuNode(
        id=menu.id,
        pid=menu.pid,
        name=menu.code,
        component=menu.component,
        redirect=menu.link if outer else menu.redirect,
        path=menu.link if outer else menu.router,
        meta=MenuMeta(
            title=menu.name,
            icon=menu.icon,
            show=menu.visible != "N",
            target="_blank" if outer else None,
            link=menu.link,
        ),
    )


def super_admin_menus(db: Session) -> Sequence[AnyRow]:
    """All enabled directories and menus of system weight, every application."""
    stmt = select(*grants.MENU_COLUMNS).where(
        SysMenu.status == 0, SysMenu.type != TYPE_BUTTON, SysMenu.weight != WEIGHT_BUSINESS
    )
    return db.execute(stmt.order_by(SysMenu.sort, SysMenu.id)).all()


def visible_menus(db: Session, user: Principal) -> Sequence[AnyRow]:
    """Every menu row (all applications) the user holds; buttons included for ordinary users."""
    return super_admin_menus(db) if user.is_super else grants.granted_menus(db, user.user_id)


def nodes_for_app(menus: Iterable[AnyRow], application: str) -> list[LoginMenuNode]:
    return [login_menu_node(m) for m in menus if m.application == application and m.type != TYPE_BUTTON]


def change_app(db: Session, user: Principal, application: str) -> list[LoginMenuNode]:
    exists = db.execute(select(SysApp.id).where(SysApp.code == application, SysApp.status == 0)).first()
    if exists is None:
        raise AppError(ErrorCode.APP_NOT_EXIST)
    return nodes_for_app(visible_menus(db, user), application)
