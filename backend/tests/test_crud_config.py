"""系统配置 through the CRUD contract, plus system parameters and the parameter cache."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from crud_contract import CrudContract
from crud_helpers import Api, phone, unique
from helpers import login
from sitesafe.core.context import AppContext


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
