"""应用管理 through the CRUD contract, plus: one default app, apps in use stay, codes follow to menus."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from crud_contract import CrudContract
from crud_helpers import Api, unique
from sitesafe.core.context import AppContext


class TestApp(CrudContract):
    name = "sysApp"
    title = "应用"
    not_found = 2011001
    bad = ({"code": "a b", "active": "X"}, "唯一编码格式不正确,是否默认激活取值不正确")
    duplicate = (2011002, "应用编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = unique("app")
        return {"name": f"应用{code}", "code": code, "active": "N", "sort": 50}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "sort": 51}

    @pytest.fixture
    def restore_default(self, admin: Api) -> Iterator[None]:
        yield
        system = next(a for a in admin.ok("GET", "/sysApp/list") if a["code"] == "system")
        admin.ok("POST", "/sysApp/setAsDefault", {"id": system["id"]})

    def test_only_one_default_app(self, admin: Api, ctx: AppContext, restore_default: None) -> None:
        second = admin.post("/sysApp/add", {**self.payload(ctx), "active": "Y"})
        assert (second["code"], second["message"]) == (2011004, "默认激活的应用只能有一个")
        _, row = self.added(admin, ctx)
        admin.ok("POST", "/sysApp/setAsDefault", {"id": row["id"]})
        active = [a["code"] for a in admin.ok("GET", "/sysApp/list") if a["active"] == "Y"]
        assert active == [row["code"]]

    def test_an_app_with_menus_stays_and_a_new_code_follows_to_its_menus(
        self, admin: Api, ctx: AppContext
    ) -> None:
        system = next(a for a in admin.ok("GET", "/sysApp/list") if a["code"] == "system")
        used = admin.post("/sysApp/delete", {"id": system["id"]})
        assert (used["code"], used["message"]) == (2011005, "该应用下有菜单，无法删除")
        payload, row = self.added(admin, ctx)
        menu = unique("m")
        admin.ok(
            "POST",
            "/sysMenu/add",
            {
                "pid": "0",
                "name": menu,
                "code": menu,
                "type": 0,
                "router": f"/{menu}",
                "component": "PageView",
                "application": payload["code"],
                "openType": 0,
                "visible": "Y",
                "weight": 1,
                "sort": 1,
            },
        )
        renamed = unique("app")
        detail = admin.ok("GET", "/sysApp/detail", id=row["id"])
        admin.ok("POST", "/sysApp/edit", {**detail, "code": renamed})
        assert [m["code"] for m in admin.ok("GET", "/sysMenu/list", application=renamed)] == [menu]
        assert admin.post("/sysApp/delete", {"id": row["id"]})["code"] == 2011005
