"""菜单管理 through the CRUD contract, plus Snowy's menu rules (part B §4.3) and the grant trees."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from crud_contract import CrudContract, _flatten
from crud_helpers import Api, make_role, unique
from helpers import login
from sitesafe.core.access import Access, access_of, permission_code
from sitesafe.core.context import AppContext
from sitesafe.modules.system.role.models import SysRoleMenu
from sitesafe.modules.system.user.models import SysUser
from sitesafe.seed.menus import MENUS, MenuSeed


def menu(**fields: Any) -> dict[str, Any]:
    """A directory at the root of the system app, changed by `fields`."""
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


class TestMenu(CrudContract):
    name = "sysMenu"
    title = "菜单"
    not_found = 2016001
    has_page = False
    bad = ({"type": 5, "visible": "X", "weight": 0}, "菜单类型不能大于2,是否可见取值不正确,权重不能小于1")
    duplicate = (2016002, "菜单编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return menu()

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"application": "system", "name": payload["name"]}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "icon": "team", "sort": 5}

    def added_child(self, admin: Api, parent: dict[str, Any], **fields: Any) -> dict[str, Any]:
        payload = menu(pid=parent["id"], **fields)
        admin.ok("POST", "/sysMenu/add", payload)
        rows = _flatten(admin.ok("GET", "/sysMenu/list", application=payload["application"]))
        return next(r for r in rows if r["code"] == payload["code"])

    # ----- the menu's own rules ----------------------------------------------------------------

    def test_form_rules(self, admin: Api) -> None:
        cases = [
            (menu(router=None), 2016004, "路由地址为空，请检查router参数"),
            (menu(type=1, openType=0), 2016006, "打开方式为空，请检查openType参数"),
            (menu(type=1, openType=1, component=""), 2016005, "组件地址为空，请检查component参数"),
            (menu(type=1, openType=3, component=None, link=None), 1012001, "链接地址不能为空"),
            (menu(type=2, permission=None), 2016007, "权限标识为空，请检查permission参数"),
            (menu(type=2, permission="sysPosPage"), 2016008, "权限标识格式错误，请检查permission参数"),
            (menu(type=2, permission="sysPos:nope"), 2016009, "权限不存在，请检查permission参数"),
            (menu(application="nope"), 2011001, "应用不存在"),
        ]
        for payload, code, message in cases:
            answer = admin.post("/sysMenu/add", payload)
            assert (answer["code"], answer["message"]) == (code, message), payload
        admin.ok("POST", "/sysMenu/add", menu(type=2, permission="sysPos:page", router=None))
        admin.ok("POST", "/sysMenu/add", menu(type=1, openType=3, component=None, link="https://example.com"))

    def test_tree_rules_and_application_changes(self, admin: Api) -> None:
        top = menu()
        admin.ok("POST", "/sysMenu/add", top)
        top_row = self.find(admin, top)[0]
        child = self.added_child(admin, top_row, type=1, openType=1, component="system/pos/index")
        leaf = self.added_child(admin, child, type=2, permission="sysPos:list", router=None)
        detail = admin.ok("GET", "/sysMenu/detail", id=top_row["id"])
        itself = admin.post("/sysMenu/edit", {**detail, "pid": top_row["id"]})
        assert (itself["code"], itself["message"]) == (2016011, "父级菜单不能为当前节点，请重新选择父级菜单")
        below = admin.post("/sysMenu/edit", {**detail, "pid": child["id"]})
        assert (below["code"], below["message"]) == (2016006, "父节点不能为本节点的子节点，请重新选择父节点")
        child_detail = admin.ok("GET", "/sysMenu/detail", id=child["id"])
        not_root = admin.post("/sysMenu/edit", {**child_detail, "application": "site"})
        assert (not_root["code"], not_root["message"]) == (2016010, "不能修改非一级菜单的所属应用")
        twin = admin.post(
            "/sysMenu/add",
            menu(pid=top_row["id"], name=child["name"], type=2, permission="sysPos:page", router=None),
        )
        assert (twin["code"], twin["message"]) == (2016003, "菜单名称重复，请检查name参数")
        admin.ok("POST", "/sysMenu/edit", {**detail, "application": "site"})
        moved = {
            r["code"]: r["application"]
            for r in _flatten(admin.ok("GET", "/sysMenu/list", application="site"))
        }
        assert moved[child["code"]] == moved[leaf["code"]] == "site"

    def test_list_is_a_tree_and_detail_accepts_query_and_body(self, admin: Api) -> None:
        top = menu()
        admin.ok("POST", "/sysMenu/add", top)
        top_row = self.find(admin, top)[0]
        child = self.added_child(admin, top_row, type=1, openType=1, component="system/pos/index")
        tree = admin.ok("GET", "/sysMenu/list", application="system")
        node = next(n for n in tree if n["id"] == top_row["id"])
        assert [c["id"] for c in node["children"]] == [child["id"]] and node["children"][0]["children"] == []
        by_query = admin.client.post(
            f"/api/sysMenu/detail?id={child['id']}", headers={"Authorization": f"Bearer {admin.token}"}
        ).json()
        by_body = admin.post("/sysMenu/detail", {"id": child["id"]})
        assert by_query["data"]["code"] == by_body["data"]["code"] == child["code"]
        assert admin.post("/sysMenu/detail", {})["code"] == 1012001

    def test_delete_takes_descendants_and_their_grants(
        self, admin: Api, ctx: AppContext, db: Session
    ) -> None:
        top = menu()
        admin.ok("POST", "/sysMenu/add", top)
        top_row = self.find(admin, top)[0]
        child = self.added_child(admin, top_row, type=1, openType=1, component="system/pos/index")
        role = make_role(ctx, [])
        role_id = next(r["id"] for r in admin.ok("GET", "/sysRole/dropDown") if r["code"] == role)
        admin.ok(
            "POST", "/sysRole/grantMenu", {"id": role_id, "grantMenuIdList": [top_row["id"], child["id"]]}
        )
        admin.ok("POST", "/sysMenu/delete", {"id": top_row["id"]})
        assert admin.get("/sysMenu/detail", id=child["id"])["code"] == 2016001
        grants = select(func.count()).select_from(SysRoleMenu).where(SysRoleMenu.menu_id == int(child["id"]))
        assert db.execute(grants).scalar_one() == 0

    def test_trees_for_pickers_and_grants(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        picker = _flatten(admin.ok("GET", "/sysMenu/tree", application="system"))
        assert picker and all(
            set(n) == {"id", "parentId", "pid", "title", "value", "weight", "children"} for n in picker
        )
        titles = {n["title"] for n in picker}
        assert "用户管理" in titles and "用户查询" not in titles
        everything = {
            n["title"] for n in _flatten(admin.ok("GET", "/sysMenu/treeForGrant", application="system"))
        }
        assert {"用户管理", "用户查询"} <= everything
        role = make_role(ctx, ["sysMenu:treeForGrant", "sysPos:page"])
        api = Api(client, login(client, make_user(roles=(role,)).account))
        mine = _flatten(api.ok("GET", "/sysMenu/treeForGrant", application="system"))
        assert {n["title"] for n in mine} == {"菜单授权树", "职位查询"}
        assert api.ok("GET", "/sysMenu/treeForGrant", application="site") == []


def test_every_seeded_button_names_a_real_endpoint(app: FastAPI) -> None:
    def buttons(items: tuple[MenuSeed, ...]) -> list[str]:
        found: list[str] = []
        for item in items:
            found += [item.permission] if item.permission else []
            found += buttons(item.children)
        return found

    contexts = [c for c in iter_route_contexts(app.routes) if isinstance(c.original_route, APIRoute)]
    every = {permission_code(c.path or "") for c in contexts}
    codes = {
        permission_code(c.path or "") for c in contexts if access_of(c.original_route) is Access.PERMISSION
    }
    seeded = [p for menus in MENUS.values() for p in buttons(menus)]
    assert seeded and [p for p in seeded if p not in every] == []
    for resource in (
        "sysUser",
        "sysOrg",
        "sysPos",
        "sysRole",
        "sysMenu",
        "sysApp",
        "sysConfig",
        "sysDictData",
        "sysDictType",
    ):
        generic = {c for c in codes if c.startswith(f"{resource}:")}
        assert generic <= set(seeded), generic - set(seeded)
