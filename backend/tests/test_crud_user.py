"""用户管理 through the CRUD contract, plus its own rules: employee info, data scope by organisation,
super administrator protection, freezing, grants, passwords, import references."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import (
    OUT_OF_SCOPE,
    ExportContract,
    ImportContract,
    ScopeCase,
    ScopeContract,
    StatusContract,
)
from crud_helpers import Api, as_edit, make_role, org_id, phone, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.pos.models import SysPos
from sitesafe.modules.system.user import admin_service as user_admin
from sitesafe.modules.system.user.models import SysUser

USER_ACTIONS = ("page", "detail", "add", "edit", "delete")
USER_ABOVE = (1013003, "该用户拥有您未持有的角色，无权操作")


def pos_id(ctx: AppContext, code: str) -> int:
    with ctx.db.sessionmaker() as db:
        return db.execute(select(SysPos.id).where(SysPos.code == code)).scalar_one()


def user_payload(ctx: AppContext, org: str = "hxjt_bj_yfb", **fields: Any) -> dict[str, Any]:
    account = unique("u")
    emp = {
        "orgId": str(org_id(ctx, org)),
        "posIdList": [str(pos_id(ctx, "gzry"))],
        "jobNum": "J1",
        "extIds": [],
    }
    return {
        "account": account,
        "name": f"用户{account}",
        "phone": phone(),
        "sex": 1,
        "sysEmpParam": emp,
        **fields,
    }


class TestUser(ScopeContract, StatusContract, ExportContract, ImportContract):
    name = "sysUser"
    title = "用户"
    key = "account"
    not_found = 2020001
    delete_shape = "array"
    has_list = False
    export_headers = ("账号", "姓名", "昵称", "性别", "手机", "邮箱", "所属机构", "工号", "状态", "创建时间")
    import_headers = ("账号", "姓名", "手机", "性别", "机构编码", "职位编码")
    import_key_header = "账号"
    bad = ({"account": "", "sex": 9, "phone": "12345"}, "账号不能为空,性别不能大于3,手机号格式不正确")
    duplicate = (2020002, "账号已存在，请检查account参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return user_payload(ctx)

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"searchValue": payload["account"]}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "nickName": "昵称", "tel": "010-1234"}

    def edit_body(self, row: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
        return as_edit(row, **change)

    def import_row(self, ctx: AppContext) -> list[Any]:
        return [unique("iu"), "导入用户", phone(), "女", "hxjt_bj_qhb", "gzry、bmjl"]

    def bad_import_row(self, ctx: AppContext) -> tuple[list[Any], str, str]:
        return [unique("iu"), "导入用户", phone(), "男", "nope", None], "机构编码", "机构编码不存在：nope"

    def scope_case(self, ctx: AppContext, admin: Api, client: TestClient, make_user: Any) -> ScopeCase:
        permissions = [f"sysUser:{a}" for a in USER_ACTIONS]
        scoped = make_user(roles=(make_role(ctx, permissions, scope_type=3),), org="hxjt_bj_yfb")
        inside, outside = user_payload(ctx), user_payload(ctx, org="hxjt_cd")
        admin.ok("POST", "/sysUser/add", inside)
        admin.ok("POST", "/sysUser/add", outside)
        visible = self.find(admin, inside)[0]
        hidden = admin.ok("GET", "/sysUser/detail", id=self.find(admin, outside)[0]["id"])
        return ScopeCase(
            token=login(client, scoped.account),
            visible_id=visible["id"],
            hidden_id=hidden["id"],
            hidden_edit=as_edit(hidden, name="越权"),
            outside_add=user_payload(ctx, org="hxjt_cd"),
        )

    # ----- the user's own rules ----------------------------------------------------------------

    def test_detail_has_the_full_employee_info(self, admin: Api, ctx: AppContext) -> None:
        payload = user_payload(ctx)
        payload["sysEmpParam"]["extIds"] = [
            {"orgId": str(org_id(ctx, "hxjt_cd")), "posId": str(pos_id(ctx, "bmjl"))}
        ]
        admin.ok("POST", "/sysUser/add", payload)
        row = self.find(admin, payload)[0]
        assert row["sysEmpInfo"]["orgName"] == "研发部" and row["sysEmpInfo"]["positions"] is None
        info = admin.ok("GET", "/sysUser/detail", id=row["id"])["sysEmpInfo"]
        assert (info["orgId"], info["orgName"], info["jobNum"]) == (
            payload["sysEmpParam"]["orgId"],
            "研发部",
            "J1",
        )
        assert [p["posCode"] for p in info["positions"]] == ["gzry"]
        assert [(e["orgCode"], e["posCode"]) for e in info["extOrgPos"]] == [("hxjt_cd", "bmjl")]

    def test_page_filters_by_organisation_subtree_and_status(self, admin: Api, ctx: AppContext) -> None:
        here, there = user_payload(ctx), user_payload(ctx, org="hxjt_cd_scb")
        for payload in (here, there):
            admin.ok("POST", "/sysUser/add", payload)
        beijing = str(org_id(ctx, "hxjt_bj"))
        for param in ("sysEmpParam.orgId", "orgId"):
            accounts = {
                r["account"]
                for r in admin.ok("GET", "/sysUser/page", pageSize=1000, **{param: beijing})["rows"]
            }
            assert here["account"] in accounts and there["account"] not in accounts
        row = self.find(admin, there)[0]
        admin.ok("POST", "/sysUser/changeStatus", {"id": row["id"], "status": 1})
        frozen = admin.ok("GET", "/sysUser/page", searchValue=there["account"], searchStatus=1)["rows"]
        normal = admin.ok("GET", "/sysUser/page", searchValue=there["account"], searchStatus=0)["rows"]
        assert [r["account"] for r in frozen] == [there["account"]] and normal == []

    @pytest.mark.parametrize("share", [0.0, 2.0])  # every subtree "common", or none
    def test_subtree_filter_gives_the_same_sorted_page_either_way(
        self, admin: Api, ctx: AppContext, share: float, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(user_admin, "COMMON_SUBTREE_SHARE", share)
        mine = [user_payload(ctx, org="hxjt_cd_scb") for _ in range(3)]
        for payload in mine:
            admin.ok("POST", "/sysUser/add", payload)
        chengdu = str(org_id(ctx, "hxjt_cd"))  # the parent: members of its children count
        page = admin.ok("GET", "/sysUser/page", orgId=chengdu, sortField="account", sortOrder="descend")
        accounts = [r["account"] for r in page["rows"]]
        assert accounts == sorted(accounts, reverse=True) and page["totalApprox"] is False
        every = admin.ok("GET", "/sysUser/page", orgId=chengdu, pageSize=1000)["rows"]
        assert {p["account"] for p in mine} <= {r["account"] for r in every}
        assert {r["sysEmpInfo"]["orgName"] for r in every} <= {"华夏集团成都分公司", "市场部", "财务部"}
        nowhere = admin.ok("GET", "/sysUser/page", orgId="1")
        assert (nowhere["rows"], nowhere["totalRows"]) == ([], 0)

    def test_super_administrators_are_protected(self, admin: Api, db: Session) -> None:
        super_id = str(db.execute(select(SysUser.id).where(SysUser.account == "superAdmin")).scalar_one())
        listed = admin.ok("GET", "/sysUser/page", searchValue="superAdmin")["rows"]
        assert listed == []
        delete = admin.post("/sysUser/delete", [{"id": super_id}])
        assert (delete["code"], delete["message"]) == (2020005, "不能删除超级管理员")
        status = admin.post("/sysUser/changeStatus", {"id": super_id, "status": 1})
        assert (status["code"], status["message"]) == (2020006, "不能修改超级管理员状态")

    def test_freezing_ends_the_users_sessions_at_once(
        self, admin: Api, client: TestClient, ctx: AppContext
    ) -> None:
        payload = user_payload(ctx, password="secret1")
        admin.ok("POST", "/sysUser/add", payload)
        row = self.find(admin, payload)[0]
        token = login(client, payload["account"], "secret1")
        user = Api(client, token)
        assert user.get("/getLoginUser")["success"]
        admin.ok("POST", "/sysUser/changeStatus", {"id": row["id"], "status": 1})
        assert user.get("/getLoginUser")["code"] in (1011007, 1011008)
        refused = client.post(
            "/api/login", json={"account": payload["account"], "password": "secret1"}
        ).json()
        assert refused["code"] == 1011007
        admin.ok("POST", "/sysUser/changeStatus", {"id": row["id"], "status": 0})
        assert Api(client, login(client, payload["account"], "secret1")).get("/getLoginUser")["success"]

    def test_passwords_default_hashing_and_reset(
        self,
        admin: Api,
        client: TestClient,
        ctx: AppContext,
        db: Session,
        set_config: Callable[[str, str], None],
    ) -> None:
        set_config("SNOWY_DEFAULT_PASSWORD", "initial9")
        payload = user_payload(ctx)
        admin.ok("POST", "/sysUser/add", payload)
        stored = db.execute(
            select(SysUser.password).where(SysUser.account == payload["account"])
        ).scalar_one()
        assert stored.startswith("$argon2id$")
        login(client, payload["account"], "initial9")
        row = self.find(admin, payload)[0]
        admin.ok(
            "POST",
            "/sysUser/edit",
            as_edit(admin.ok("GET", "/sysUser/detail", id=row["id"]), password="changed9"),
        )
        login(client, payload["account"], "changed9")
        set_config("SNOWY_DEFAULT_PASSWORD", "another9")
        admin.ok("POST", "/sysUser/resetPwd", {"id": row["id"]})
        login(client, payload["account"], "another9")

    def test_roles_are_granted_within_what_the_grantor_holds(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        payload = user_payload(ctx)
        admin.ok("POST", "/sysUser/add", payload)
        target = self.find(admin, payload)[0]["id"]
        mine = make_role(ctx, ["sysUser:grantRole", "sysUser:ownRole", "sysRole:dropDown"], scope_type=1)
        other = make_role(ctx, ["sysPos:page"])
        roles = {r["code"]: r["id"] for r in admin.ok("GET", "/sysRole/dropDown")}
        grantor = Api(client, login(client, make_user(roles=(mine,), org="hxjt").account))
        refused = grantor.post("/sysUser/grantRole", {"id": target, "grantRoleIdList": [roles[other]]})
        assert (refused["code"], refused["message"]) == OUT_OF_SCOPE
        grantor.ok("POST", "/sysUser/grantRole", {"id": target, "grantRoleIdList": [roles[mine]]})
        assert admin.ok("GET", "/sysUser/ownRole", id=target) == [roles[mine]]
        # once the user holds a role the grantor lacks, the grantor no longer changes their roles
        admin.ok("POST", "/sysUser/grantRole", {"id": target, "grantRoleIdList": [roles[mine], roles[other]]})
        above = grantor.post("/sysUser/grantRole", {"id": target, "grantRoleIdList": []})
        assert (above["code"], above["message"]) == USER_ABOVE
        assert set(admin.ok("GET", "/sysUser/ownRole", id=target)) == {roles[mine], roles[other]}
        missing = admin.post("/sysUser/grantRole", {"id": target, "grantRoleIdList": ["1"]})
        assert (missing["code"], missing["message"]) == (2019001, "角色不存在")

    def test_data_is_granted_within_the_grantors_scope(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        payload = user_payload(ctx)
        admin.ok("POST", "/sysUser/add", payload)
        target = self.find(admin, payload)[0]["id"]
        cd, yfb = str(org_id(ctx, "hxjt_cd")), str(org_id(ctx, "hxjt_bj_yfb"))
        admin.ok("POST", "/sysUser/grantData", {"id": target, "grantOrgIdList": [cd]})
        assert admin.ok("GET", "/sysUser/ownData", id=target) == [cd]
        role = make_role(ctx, ["sysUser:grantData", "sysUser:ownData"], scope_type=2)
        grantor = Api(client, login(client, make_user(roles=(role,), org="hxjt_bj").account))
        refused = grantor.post("/sysUser/grantData", {"id": target, "grantOrgIdList": [cd]})
        assert (refused["code"], refused["message"]) == OUT_OF_SCOPE
        grantor.ok("POST", "/sysUser/grantData", {"id": target, "grantOrgIdList": [yfb]})
        assert set(admin.ok("GET", "/sysUser/ownData", id=target)) == {cd, yfb}

    def test_selector_lists_ordinary_users(self, admin: Api, ctx: AppContext) -> None:
        payload = user_payload(ctx)
        admin.ok("POST", "/sysUser/add", payload)
        options = admin.ok("GET", "/sysUser/selector", name=payload["name"])
        assert [o["name"] for o in options] == [payload["name"]] and set(options[0]) == {"id", "name"}
        assert admin.ok("GET", "/sysUser/selector", name="超级管理员") == []

    def test_demo_user_sees_users_read_only(self, client: TestClient) -> None:
        demo = Api(client, login(client, "demo"))
        rows = demo.ok("GET", "/sysUser/page", pageSize=1000)["rows"]
        assert "demo" in {r["account"] for r in rows}
        assert demo.ok("GET", "/sysOrg/tree")
        for path in ("/sysUser/add", "/sysUser/edit", "/sysUser/delete", "/sysUser/changeStatus"):
            assert demo.post(path, {})["code"] == 1013002, path

    def test_unknown_organisation_or_position_is_refused(self, admin: Api, ctx: AppContext) -> None:
        no_org = user_payload(ctx)
        no_org["sysEmpParam"]["orgId"] = "1"
        assert admin.post("/sysUser/add", no_org)["code"] == 2017001
        no_pos = user_payload(ctx)
        no_pos["sysEmpParam"]["posIdList"] = ["1"]
        answer = admin.post("/sysUser/add", no_pos)
        assert (answer["code"], answer["message"]) == (2018001, "职位不存在")
        assert self.find(admin, no_pos) == []
