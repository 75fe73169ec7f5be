"""系统配置 through the CRUD contract, plus system parameters and the parameter cache."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import CrudContract
from crud_helpers import Api, make_role, phone, unique
from helpers import SetConfig, call, login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.user.models import SysUser, SysUserRole

CONFIG_MANAGER = ("sysConfig:page", "sysConfig:detail", "sysConfig:add", "sysConfig:edit", "sysConfig:delete")
SUPER_ONLY = (1013002, "安全相关参数仅超级管理员可以修改")
SECURITY_CODES = (
    "SNOWY_REGISTER_DEFAULT_ROLE",
    "SNOWY_REGISTER_OPEN",
    "SNOWY_SESSION_EXPIRE",
    "SNOWY_TOKEN_EXPIRE",
    "SNOWY_DEFAULT_PASSWORD",
    "SNOWY_CAPTCHA_OPEN",
    "SNOWY_TENANT_OPEN",
    "SNOWY_LOGIN_LOCK_ACCOUNT_MAX",
    "SNOWY_LOGIN_LOCK_IP_MAX",
    "SNOWY_LOGIN_LOCK_WINDOW",
    "SNOWY_LOGIN_LOCK_MINUTES",
)


class TestConfig(CrudContract):
    name = "sysConfig"
    title = "系统参数"
    not_found = 2012002
    bad = (
        {"code": "a-b", "sysFlag": "X", "groupCode": ""},
        "唯一编码格式不正确,系统参数取值不正确,所属分类不能为空",
    )
    duplicate = (2012003, "参数编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = unique("TEST_")
        return {"name": f"参数{code}", "code": code, "value": "1", "sysFlag": "N", "groupCode": "DEFAULT"}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"value": "2", "remark": "改"}

    def system_row(self, admin: Api, code: str) -> dict[str, Any]:
        row: dict[str, Any] = admin.ok("GET", "/sysConfig/page", code=code)["rows"][0]
        return row

    def test_system_parameters_are_protected(self, admin: Api, ctx: AppContext) -> None:
        row = self.system_row(admin, "SNOWY_DEFAULT_PASSWORD")
        delete = admin.post("/sysConfig/delete", {"id": row["id"]})
        assert (delete["code"], delete["message"]) == (2012005, "不能删除系统参数")
        for change in ({"code": "OTHER_CODE"}, {"sysFlag": "N"}):
            answer = admin.post("/sysConfig/edit", {**row, **change})
            assert (answer["code"], answer["message"]) == (1012001, "系统参数不能修改编码或取消系统标识")
        group = admin.post("/sysConfig/add", {**self.payload(ctx), "groupCode": "NOPE"})
        assert (group["code"], group["message"]) == (1012001, "所属分类不存在")

    def test_a_deleted_code_can_be_used_again(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        admin.ok("POST", "/sysConfig/delete", {"id": row["id"]})
        admin.ok("POST", "/sysConfig/add", payload)

    def test_changes_apply_at_once(self, admin: Api, client: TestClient, ctx: AppContext) -> None:
        row = self.system_row(admin, "SNOWY_DEFAULT_PASSWORD")
        assert ctx.config.get_str("SNOWY_DEFAULT_PASSWORD") == row["value"]
        admin.ok("POST", "/sysConfig/edit", {**row, "value": "fresh123"})
        try:
            assert ctx.config.get_str("SNOWY_DEFAULT_PASSWORD") == "fresh123"
            account = unique("cfg")
            admin.ok(
                "POST",
                "/sysUser/add",
                {
                    "account": account,
                    "name": account,
                    "phone": phone(),
                    "sysEmpParam": {"orgId": admin.ok("GET", "/sysOrg/list")[0]["id"]},
                },
            )
            login(client, account, "fresh123")
        finally:
            current = self.system_row(admin, "SNOWY_DEFAULT_PASSWORD")
            admin.ok("POST", "/sysConfig/edit", {**current, "value": row["value"]})

    def manager(self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> Api:
        """An ordinary administrator holding every sysConfig button."""
        return Api(client, login(client, make_user(roles=(make_role(ctx, CONFIG_MANAGER),)).account))

    def test_only_a_super_administrator_changes_security_parameters(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        manager = self.manager(client, ctx, make_user)
        for code in SECURITY_CODES:
            row = self.system_row(admin, code)
            answer = manager.post("/sysConfig/edit", {**row, "value": "changed"})
            assert (answer["code"], answer["message"]) == SUPER_ONLY, code
            assert self.system_row(admin, code)["value"] == row["value"]
        # nor may one be created (a secret-looking code included), or an ordinary one renamed into one
        for code in ("SNOWY_TOKEN_EXPIRE", unique("MAIL_SMTP_PASSWORD_"), unique("SMS_SECRET_")):
            created = manager.post("/sysConfig/add", {**self.payload(ctx), "code": code})
            assert (created["code"], created["message"]) == SUPER_ONLY, code
        _, row = self.added(admin, ctx)
        renamed = manager.post("/sysConfig/edit", {**row, "code": "SNOWY_SESSION_EXPIRE"})
        assert (renamed["code"], renamed["message"]) == SUPER_ONLY
        secret = {**self.payload(ctx), "code": unique("SMS_SECRET_"), "value": "s3cret"}
        admin.ok("POST", "/sysConfig/add", secret)
        secret_row = admin.ok("GET", "/sysConfig/page", code=secret["code"])["rows"][0]
        deleted = manager.post("/sysConfig/delete", {"id": secret_row["id"]})
        assert (deleted["code"], deleted["message"]) == SUPER_ONLY
        # ordinary parameters stay theirs to manage
        manager.ok("POST", "/sysConfig/edit", {**row, "value": "3"})
        assert manager.ok("GET", "/sysConfig/detail", id=row["id"])["value"] == "3"
        manager.ok("POST", "/sysConfig/delete", {"id": row["id"]})

    def test_a_manager_cannot_hand_out_a_strong_role_through_registration(
        self,
        admin: Api,
        client: TestClient,
        ctx: AppContext,
        db: Session,
        make_user: Callable[..., SysUser],
        set_config: SetConfig,
        new_mobile: Callable[[], str],
        sms_code: Callable[[str], str],
    ) -> None:
        strong = make_role(ctx, ["sysUser:delete", "sysRole:grantMenu"])
        manager = self.manager(client, ctx, make_user)
        set_config("SNOWY_REGISTER_OPEN", "true")
        row = self.system_row(admin, "SNOWY_REGISTER_DEFAULT_ROLE")
        answer = manager.post("/sysConfig/edit", {**row, "value": strong})
        assert (answer["code"], answer["message"]) == SUPER_ONLY
        mobile = new_mobile()
        client.get(f"/api/getSmsCaptcha?mobile={mobile}")
        body = {
            "account": f"reg{mobile}",
            "password": "secret1",
            "phone": mobile,
            "smsCode": sms_code(mobile),
        }
        registered = call(client, "POST", "/api/user/register", json=body)
        assert registered["success"], (mobile, registered)
        roles = db.execute(
            select(SysRole.code)
            .join(SysUserRole, SysUserRole.role_id == SysRole.id)
            .join(SysUser, SysUser.id == SysUserRole.user_id)
            .where(SysUser.account == body["account"])
        ).scalars()
        assert list(roles) == [row["value"]]

    def test_secret_values_are_hidden_from_everyone_but_super_administrators(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        manager = self.manager(client, ctx, make_user)
        real = self.system_row(admin, "SNOWY_DEFAULT_PASSWORD")
        assert real["value"] != "******" and real["superOnly"] is True
        seen = manager.ok("GET", "/sysConfig/page", code="SNOWY_DEFAULT_PASSWORD")["rows"][0]
        assert (seen["value"], seen["superOnly"]) == ("******", True)
        assert manager.ok("GET", "/sysConfig/detail", id=real["id"])["value"] == "******"
        # a security switch that is no secret stays readable; ordinary rows are not super-only
        switch = manager.ok("GET", "/sysConfig/page", code="SNOWY_REGISTER_OPEN")["rows"][0]
        assert switch["value"] in ("true", "false") and switch["superOnly"] is True
        _, plain = self.added(admin, ctx)
        assert manager.ok("GET", "/sysConfig/detail", id=plain["id"])["superOnly"] is False
