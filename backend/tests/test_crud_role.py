"""角色管理 through the CRUD contract, plus grants: menus and data scope, never beyond the grantor's own."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from crud_contract import OUT_OF_SCOPE, CrudContract
from crud_helpers import Api, make_role, org_id, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.role.models import SysRoleMenu
from sitesafe.modules.system.user.models import SysUser, SysUserRole

ROLE_ABOVE = (1013003, "该角色拥有您未持有的菜单或按钮权限，无权操作")
SCOPE_WIDER = (1013003, "不能授予比自己更大的数据范围")


def button_id(db: Session, permission: str) -> str:
    stmt = select(SysMenu.id).where(SysMenu.permission == permission).order_by(SysMenu.id).limit(1)
    return str(db.execute(stmt).scalar_one())


class TestRole(CrudContract):
    name = "sysRole"
    title = "角色"
    not_found = 2019001
    has_list = False
    bad = (
        {"name": "n" * 101, "code": None, "sort": None},
        "角色名长度不能超过100位,唯一编码不能为空,排序不能为空",
    )
    duplicate = (2019002, "角色编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = unique("role")
        return {"name": f"角色{code}", "code": code, "sort": 10, "remark": "测试"}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "sort": 11}

    def role_id(self, api: Api, code: str) -> str:
        return str(next(r["id"] for r in api.ok("GET", "/sysRole/dropDown") if r["code"] == code))

    # ----- the role's own rules ----------------------------------------------------------------

    def test_new_role_scope_and_delete_cleans_links(
        self, admin: Api, ctx: AppContext, db: Session, make_user: Callable[..., SysUser]
    ) -> None:
        payload, row = self.added(admin, ctx)
        assert row["dataScopeType"] == 1
        menu = button_id(db, "sysPos:page")
        admin.ok("POST", "/sysRole/grantMenu", {"id": row["id"], "grantMenuIdList": [menu]})
        admin.ok(
            "POST",
            "/sysRole/grantData",
            {"id": row["id"], "dataScopeType": 5, "grantOrgIdList": [str(org_id(ctx, "hxjt_cd"))]},
        )
        make_user(roles=(payload["code"],))
        admin.ok("POST", "/sysRole/delete", {"id": row["id"]})
        for model in (SysRoleMenu, SysUserRole):
            count = select(func.count()).select_from(model).where(model.role_id == int(row["id"]))
            assert db.execute(count).scalar_one() == 0

    def test_menu_grants_apply_on_the_next_request(
        self, admin: Api, client: TestClient, ctx: AppContext, db: Session, make_user: Callable[..., SysUser]
    ) -> None:
        role = make_role(ctx, [])
        api = Api(client, login(client, make_user(roles=(role,)).account))
        assert api.get("/sysPos/page")["code"] == 1013002
        role_id = self.role_id(admin, role)
        admin.ok(
            "POST", "/sysRole/grantMenu", {"id": role_id, "grantMenuIdList": [button_id(db, "sysPos:page")]}
        )
        assert admin.ok("GET", "/sysRole/ownMenu", id=role_id) == [button_id(db, "sysPos:page")]
        assert api.get("/sysPos/page")["success"]
        admin.ok("POST", "/sysRole/grantMenu", {"id": role_id, "grantMenuIdList": []})
        assert api.get("/sysPos/page")["code"] == 1013002

    def test_a_grantor_cannot_hand_out_menus_they_do_not_hold(
        self, admin: Api, client: TestClient, ctx: AppContext, db: Session, make_user: Callable[..., SysUser]
    ) -> None:
        mine = make_role(ctx, ["sysRole:grantMenu", "sysRole:ownMenu", "sysPos:page", "sysOrg:page"])
        target = make_role(ctx, ["sysOrg:page"])
        target_id = self.role_id(admin, target)
        grantor = Api(client, login(client, make_user(roles=(mine,), org="hxjt").account))
        over = grantor.post(
            "/sysRole/grantMenu", {"id": target_id, "grantMenuIdList": [button_id(db, "sysUser:delete")]}
        )
        assert (over["code"], over["message"]) == OUT_OF_SCOPE
        grantor.ok(
            "POST", "/sysRole/grantMenu", {"id": target_id, "grantMenuIdList": [button_id(db, "sysPos:page")]}
        )
        assert admin.ok("GET", "/sysRole/ownMenu", id=target_id) == [button_id(db, "sysPos:page")]

    def test_a_role_above_the_caller_is_out_of_reach(
        self, admin: Api, client: TestClient, ctx: AppContext, db: Session, make_user: Callable[..., SysUser]
    ) -> None:
        """A role linking a button the caller does not hold may do more than the caller: they neither
        edit it, grant it menus or data, nor delete it (the attack: changing a role one does not hold)."""
        buttons = ["sysRole:edit", "sysRole:delete", "sysRole:grantMenu", "sysRole:grantData", "sysPos:page"]
        grantor = Api(client, login(client, make_user(roles=(make_role(ctx, buttons),), org="hxjt").account))
        above = self.role_id(admin, make_role(ctx, ["sysPos:page", "sysUser:delete"]))
        row = admin.ok("GET", "/sysRole/detail", id=above)
        attempts = (
            ("/sysRole/edit", {**row, "name": row["name"] + "改"}),
            ("/sysRole/grantMenu", {"id": above, "grantMenuIdList": [button_id(db, "sysPos:page")]}),
            ("/sysRole/grantData", {"id": above, "dataScopeType": 4, "grantOrgIdList": []}),
            ("/sysRole/delete", {"id": above}),
        )
        for path, body in attempts:
            answer = grantor.post(path, body)
            assert (answer["code"], answer["message"]) == ROLE_ABOVE, path
        assert admin.ok("GET", "/sysRole/detail", id=above) == row
        assert set(admin.ok("GET", "/sysRole/ownMenu", id=above)) == {
            button_id(db, "sysPos:page"),
            button_id(db, "sysUser:delete"),
        }
        # a role within what the caller holds stays theirs to manage
        within = self.role_id(admin, make_role(ctx, ["sysPos:page"]))
        detail = admin.ok("GET", "/sysRole/detail", id=within)
        grantor.ok("POST", "/sysRole/edit", {**detail, "name": detail["name"] + "改"})
        grantor.ok("POST", "/sysRole/delete", {"id": within})

    def test_nobody_widens_a_data_scope_beyond_their_own(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        """The attack: a holder of sysRole:grantData with 仅本人数据 widened their own role."""
        buttons = ["sysRole:grantData", "sysRole:ownData", "sysRole:detail"]
        own = make_role(ctx, buttons, scope_type=4)
        own_id = self.role_id(admin, own)
        grantor = Api(client, login(client, make_user(roles=(own,), org="hxjt_bj").account))
        for wider in (1, 2, 3):
            answer = grantor.post(
                "/sysRole/grantData", {"id": own_id, "dataScopeType": wider, "grantOrgIdList": []}
            )
            assert (answer["code"], answer["message"]) == SCOPE_WIDER, wider
        assert admin.ok("GET", "/sysRole/detail", id=own_id)["dataScopeType"] == 4
        outside = [str(org_id(ctx, "hxjt_cd"))]
        custom = grantor.post(
            "/sysRole/grantData", {"id": own_id, "dataScopeType": 5, "grantOrgIdList": outside}
        )
        assert (custom["code"], custom["message"]) == OUT_OF_SCOPE
        grantor.ok("POST", "/sysRole/grantData", {"id": own_id, "dataScopeType": 4, "grantOrgIdList": []})
        # with 本部门及以下 a grantor may give that or narrower, never 全部数据
        department = make_role(ctx, buttons, scope_type=2)
        manager = Api(client, login(client, make_user(roles=(department,), org="hxjt_bj").account))
        target = self.role_id(admin, make_role(ctx, []))
        for allowed in (2, 3, 4):
            manager.ok(
                "POST", "/sysRole/grantData", {"id": target, "dataScopeType": allowed, "grantOrgIdList": []}
            )
        refused = manager.post("/sysRole/grantData", {"id": target, "dataScopeType": 1, "grantOrgIdList": []})
        assert (refused["code"], refused["message"]) == SCOPE_WIDER

    def test_data_scope_grants(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        _, row = self.added(admin, ctx)
        cd, yfb = str(org_id(ctx, "hxjt_cd")), str(org_id(ctx, "hxjt_bj_yfb"))
        admin.ok(
            "POST", "/sysRole/grantData", {"id": row["id"], "dataScopeType": 5, "grantOrgIdList": [cd, yfb]}
        )
        assert set(admin.ok("GET", "/sysRole/ownData", id=row["id"])) == {cd, yfb}
        assert admin.ok("GET", "/sysRole/detail", id=row["id"])["dataScopeType"] == 5
        bad = admin.post("/sysRole/grantData", {"id": row["id"], "dataScopeType": 6, "grantOrgIdList": []})
        assert (bad["code"], bad["message"]) == (1012001, "数据范围类型不能大于5")
        grants = make_role(
            ctx, ["sysRole:grantData", "sysRole:ownData", "sysRole:add", "sysRole:page"], scope_type=2
        )
        grantor = Api(client, login(client, make_user(roles=(grants,), org="hxjt_bj").account))
        wider = grantor.post(
            "/sysRole/grantData", {"id": row["id"], "dataScopeType": 1, "grantOrgIdList": []}
        )
        assert (wider["code"], wider["message"]) == SCOPE_WIDER
        outside = grantor.post(
            "/sysRole/grantData", {"id": row["id"], "dataScopeType": 5, "grantOrgIdList": [cd]}
        )
        assert (outside["code"], outside["message"]) == OUT_OF_SCOPE
        grantor.ok(
            "POST", "/sysRole/grantData", {"id": row["id"], "dataScopeType": 5, "grantOrgIdList": [yfb]}
        )
        assert set(admin.ok("GET", "/sysRole/ownData", id=row["id"])) == {cd, yfb}
        created = self.payload(ctx)
        grantor.ok("POST", "/sysRole/add", created)
        assert self.find(grantor, created)[0]["dataScopeType"] == 4

    def test_drop_down_shows_a_user_only_their_roles(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        mine = make_role(ctx, ["sysRole:dropDown"])
        api = Api(client, login(client, make_user(roles=(mine,)).account))
        assert [(r["code"], set(r)) for r in api.ok("GET", "/sysRole/dropDown")] == [
            (mine, {"id", "code", "name"})
        ]
        assert {mine, "demo_role"} <= {r["code"] for r in admin.ok("GET", "/sysRole/dropDown")}
