"""Building blocks of the menu seed: menus, screens, buttons and the naming of their codes."""

from __future__ import annotations

from dataclasses import dataclass, field

from sitesafe.modules.system.menu.models import (
    OPEN_COMPONENT,
    OPEN_IFRAME,
    OPEN_NONE,
    TYPE_BUTTON,
    TYPE_DIR,
    TYPE_MENU,
)


@dataclass(frozen=True)
class MenuSeed:
    code: str
    name: str
    type: int
    router: str | None = None
    component: str | None = None
    icon: str | None = None
    permission: str | None = None
    open_type: int = OPEN_NONE
    link: str | None = None
    redirect: str | None = None
    sort: int = 100
    children: tuple[MenuSeed, ...] = field(default=())


def directory(code: str, name: str, router: str, icon: str, sort: int, *children: MenuSeed) -> MenuSeed:
    return MenuSeed(code, name, TYPE_DIR, router, "PageView", icon, sort=sort, children=children)


def screen(code: str, name: str, router: str, component: str, sort: int, *children: MenuSeed) -> MenuSeed:
    return MenuSeed(
        code, name, TYPE_MENU, router, component, open_type=OPEN_COMPONENT, sort=sort, children=children
    )


def iframe(code: str, name: str, router: str, link: str, sort: int) -> MenuSeed:
    return MenuSeed(code, name, TYPE_MENU, router, "Iframe", open_type=OPEN_IFRAME, link=link, sort=sort)


def button(code: str, name: str, permission: str, sort: int = 100) -> MenuSeed:
    return MenuSeed(code, name, TYPE_BUTTON, permission=permission, sort=sort)


ACTION_NAMES = {
    "page": "查询",
    "list": "列表",
    "detail": "详情",
    "add": "增加",
    "edit": "编辑",
    "delete": "删除",
    "export": "导出",
    "import": "导入",
    "downloadImportTemplate": "下载导入模板",
    "changeStatus": "修改状态",
    "grantRole": "授权角色",
    "ownRole": "拥有角色",
    "grantData": "授权数据",
    "ownData": "拥有数据",
    "resetPwd": "重置密码",
    "selector": "选择器",
    "tree": "树",
    "treeForGrant": "授权树",
    "dropDown": "下拉",
    "grantMenu": "授权菜单",
    "ownMenu": "拥有菜单",
    "setAsDefault": "设为默认",
    # management modules (site/manage): approval through the workflow
    "submit": "提交审批",
    "withdraw": "撤回审批",
    "approve": "审批通过",
    "reject": "审批驳回",
    "approvalPage": "审批列表",
    "ccPage": "抄送列表",
    "flow": "审批记录",
    "extForm": "扩展表单",
}


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


def buttons(screen_code: str, title: str, resource: str, *actions: str) -> tuple[MenuSeed, ...]:
    """One button per endpoint of a resource: code `<screen>_<action>`, permission `<resource>:<action>`.

    Sorted by the action's place in ACTION_NAMES, so a screen's buttons keep one order however many
    `buttons(...)` calls declare them."""
    return tuple(
        button(f"{screen_code}_{_snake(a)}", f"{title}{ACTION_NAMES[a]}", f"{resource}:{a}", _ACTION_ORDER[a])
        for a in actions
    )


_ACTION_ORDER = {action: place for place, action in enumerate(ACTION_NAMES, start=1)}


def reads(screen_code: str, *needs: tuple[str, str, str]) -> tuple[MenuSeed, ...]:
    """Read endpoints of other resources a screen needs (its pickers and trees): (resource, action, title)."""
    return tuple(
        button(f"{screen_code}_{_snake(resource)}_{_snake(action)}", title, f"{resource}:{action}", 900 + i)
        for i, (resource, action, title) in enumerate(needs)
    )


TRANSFER = ("export", "import", "downloadImportTemplate")
