"""A menu's permission and router are the codes its holders get: an editor of menus who is not the super
administrator must not be able to turn a menu into a grant of codes (to themselves or to anyone else
holding it), and no menu may lead to a `javascript:` or `data:` address."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from crud_contract import _flatten
from crud_helpers import Api, make_role, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.role.models import SysRole, SysRoleMenu
from sitesafe.modules.system.user.models import SysUser

REFUSED = 1013003


def _menu(**fields: Any) -> dict[str, Any]:
    code = unique("menu")
    base = {
        "pid": "0",
        "name": f"菜单{code}",
        "code": code,
        "type": 0,
        "icon": "tool",
        "router": f"/{code}",
        "component": "PageView",
        "application": "system",
        "openType": 0,
        "visible": "Y",
        "weight": 1,
        "sort": 100,
    }
    return {**base, **fields}


AddMenu = Callable[[dict[str, Any]], dict[str, Any]]


def _grant(ctx: AppContext, role: str, *menu_ids: str) -> None:
    with ctx.db.sessionmaker.begin() as db:
        role_id = db.execute(select(SysRole.id).where(SysRole.code == role)).scalar_one()
        db.add_all([SysRoleMenu(role_id=role_id, menu_id=int(i)) for i in menu_ids])


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture
def add_menu(admin: Api) -> Iterator[AddMenu]:
    """Adds a menu as the super administrator (its detail); the menus are deleted after the test, since
    other tests read the whole menu of the system application."""
    added: list[str] = []

    def add(payload: dict[str, Any]) -> dict[str, Any]:
        admin.ok("POST", "/sysMenu/add", payload)
        rows = _flatten(admin.ok("GET", "/sysMenu/list", application=payload["application"]))
        row = next(r for r in rows if r["code"] == payload["code"])
        added.append(row["id"])
        detail: dict[str, Any] = admin.ok("GET", "/sysMenu/detail", id=row["id"])
        return detail

    yield add
    admin.ok("POST", "/sysMenu/delete", [{"id": i} for i in added])


@pytest.fixture
def holders(
    add_menu: AddMenu, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> tuple[Api, Api, dict[str, Any], dict[str, Any]]:
    """An editor of menus (sysMenu:list/detail/add/edit only) and a colleague who both hold a page (a menu)
    with one button of their own (sysPos:page)."""
    page = add_menu(_menu(type=1, openType=1, component="system/pos/index"))
    button = add_menu(_menu(pid=page["id"], type=2, permission="sysPos:page", router=None))
    editor_role = make_role(ctx, ["sysMenu:list", "sysMenu:detail", "sysMenu:add", "sysMenu:edit"])
    colleague_role = make_role(ctx, [])
    for role in (editor_role, colleague_role):
        _grant(ctx, role, page["id"], button["id"])
    editor = Api(client, login(client, make_user(roles=(editor_role,)).account))
    colleague = Api(client, login(client, make_user(roles=(colleague_role,)).account))
    return editor, colleague, page, button


def test_an_editor_cannot_give_a_button_another_permission(
    holders: tuple[Api, Api, dict[str, Any], dict[str, Any]],
) -> None:
    editor, colleague, _, button = holders
    answer = editor.post("/sysMenu/edit", {**button, "permission": "sysConfig:page"})
    assert (answer["code"], answer["message"]) == (REFUSED, "只有超级管理员可以修改菜单的权限标识")
    for user in (editor, colleague):
        assert user.get("/sysConfig/page")["code"] == 1013002
        assert user.get("/sysPos/page")["success"] is True  # what the button still grants


def test_an_editor_cannot_turn_a_menu_router_or_type_into_a_code(
    holders: tuple[Api, Api, dict[str, Any], dict[str, Any]],
) -> None:
    editor, colleague, page, button = holders
    answer = editor.post("/sysMenu/edit", {**page, "router": "/sysConfig/page"})
    assert (answer["code"], answer["message"]) == (REFUSED, "只有超级管理员可以修改菜单的路由地址")
    # a button's router counts once it is a menu
    answer = editor.post("/sysMenu/edit", {**button, "type": 1, "router": "/sysConfig/page"})
    assert (answer["code"], answer["message"]) == (REFUSED, "只有超级管理员可以修改菜单的菜单类型")
    for field, value, title in (
        ("component", "system/config/index", "组件地址"),
        ("openType", 2, "打开方式"),
        ("link", "https://example.com/?token=", "链接地址"),
        ("redirect", "/sys/config", "重定向地址"),
    ):
        answer = editor.post("/sysMenu/edit", {**page, field: value})
        assert (answer["code"], answer["message"]) == (REFUSED, f"只有超级管理员可以修改菜单的{title}")
    for user in (editor, colleague):
        assert user.get("/sysConfig/page")["code"] == 1013002


def test_an_editor_still_renames_reorders_and_hides_and_cannot_add(
    admin: Api, holders: tuple[Api, Api, dict[str, Any], dict[str, Any]]
) -> None:
    editor, _, page, button = holders
    editor.ok("POST", "/sysMenu/edit", {**page, "name": page["name"] + "改", "sort": 7, "visible": "N"})
    # the form sends every field: unchanged ones (an empty text equal to none) are not a change
    editor.ok("POST", "/sysMenu/edit", {**button, "name": button["name"] + "改", "router": "", "link": None})
    stored = admin.ok("GET", "/sysMenu/detail", id=page["id"])
    assert (stored["name"], stored["sort"], stored["visible"]) == (page["name"] + "改", 7, "N")
    answer = editor.post("/sysMenu/add", _menu(pid=page["id"], type=2, permission="sysPos:page", router=None))
    assert (answer["code"], answer["message"]) == (REFUSED, "只有超级管理员可以添加菜单")


def test_the_super_administrator_still_sets_what_a_menu_grants(
    admin: Api, holders: tuple[Api, Api, dict[str, Any], dict[str, Any]]
) -> None:
    _, colleague, _, button = holders
    admin.ok("POST", "/sysMenu/edit", {**button, "permission": "sysConfig:page"})
    assert colleague.get("/sysConfig/page")["success"] is True


def test_a_menu_never_leads_to_a_script_or_data_address(admin: Api, add_menu: AddMenu) -> None:
    cases = [
        (
            {"type": 1, "openType": 2, "component": "Iframe", "link": "javascript:alert(document.domain)"},
            "链接地址",
        ),
        ({"type": 1, "openType": 3, "component": None, "link": " JaVaScRiPt:alert(1)"}, "链接地址"),
        (
            {"type": 1, "openType": 2, "component": "Iframe", "link": "data:text/html,<script>1</script>"},
            "链接地址",
        ),
        ({"type": 1, "openType": 3, "component": None, "link": "java\tscript:alert(1)"}, "链接地址"),
        ({"router": "javascript:alert(1)"}, "路由地址"),
        ({"redirect": "vbscript:msgbox(1)"}, "重定向地址"),
    ]
    for fields, title in cases:
        answer = admin.post("/sysMenu/add", _menu(**fields))
        assert (answer["code"], answer["message"]) == (1012001, f"{title}只能是http(s)地址或相对地址"), fields
    page = add_menu(_menu(type=1, openType=2, component="Iframe", link="https://docs.example.com/?token="))
    answer = admin.post("/sysMenu/edit", {**page, "link": "javascript:alert(1)"})
    assert (answer["code"], answer["message"]) == (1012001, "链接地址只能是http(s)地址或相对地址")
    assert admin.ok("GET", "/sysMenu/detail", id=page["id"])["link"] == "https://docs.example.com/?token="
    add_menu(_menu(type=1, openType=2, component="Iframe", link="/doc.html"))
