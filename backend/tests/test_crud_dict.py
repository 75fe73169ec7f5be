"""字典管理 (types and values) through the CRUD contract, plus cascades and per-type codes."""

from __future__ import annotations

from typing import Any, ClassVar

from crud_contract import StatusContract
from crud_helpers import Api, unique
from sitesafe.core.context import AppContext


class TestDictType(StatusContract):
    name = "sysDictType"
    title = "字典类型"
    not_found = 2014001
    bad = ({"name": "", "code": "", "sort": 1.5}, "类型名称不能为空,唯一编码不能为空,排序必须为整数")
    duplicate = (2014002, "字典类型编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = unique("dict")
        return {"name": f"字典{code}", "code": code, "sort": 1, "remark": None}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "remark": "改"}

    def test_deleting_a_type_deletes_its_values(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        admin.ok("POST", "/sysDictData/add", {"typeId": row["id"], "value": "甲", "code": "a", "sort": 1})
        assert [o["code"] for o in admin.ok("GET", "/sysDictType/dropDown", code=payload["code"])] == ["a"]
        value = admin.ok("GET", "/sysDictData/list", typeId=row["id"])[0]
        admin.ok("POST", "/sysDictType/delete", {"id": row["id"]})
        assert admin.get("/sysDictData/detail", id=value["id"])["code"] == 2013001
        assert admin.get("/sysDictType/dropDown", code=payload["code"])["code"] == 2014001
        assert payload["code"] not in {t["code"] for t in admin.ok("GET", "/sysDictType/tree")}

    def test_names_are_unique(self, admin: Api, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        twin = admin.post("/sysDictType/add", {**payload, "code": unique("dict")})
        assert (twin["code"], twin["message"]) == (2014003, "字典类型名称重复，请检查name参数")


class TestDictData(StatusContract):
    name = "sysDictData"
    title = "字典值"
    not_found = 2013001
    bad = ({"value": "", "code": "c" * 51}, "字典值不能为空,字典编码长度不能超过50位")
    duplicate = (2013002, "字典值编码重复，请检查code参数")
    type_ids: ClassVar[dict[str, str]] = {}

    def type_id(self, admin: Api) -> str:
        if "id" not in self.type_ids:
            code = unique("dt")
            admin.ok("POST", "/sysDictType/add", {"name": code, "code": code, "sort": 1})
            found = admin.ok("GET", "/sysDictType/page", code=code)["rows"][0]
            self.type_ids["id"] = found["id"]
        return self.type_ids["id"]

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {"typeId": self.type_ids["id"], "value": f"值{unique('v')}", "code": unique("c"), "sort": 3}

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"typeId": payload["typeId"], "code": payload["code"]}

    def list_params(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"typeId": payload["typeId"]}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"value": row["value"] + "改", "sort": 4}

    def added(self, api: Api, ctx: AppContext) -> tuple[dict[str, Any], dict[str, Any]]:
        self.type_id(api)
        return super().added(api, ctx)

    def test_bad_input_is_refused_in_chinese(self, admin: Api, ctx: AppContext) -> None:
        self.type_id(admin)
        super().test_bad_input_is_refused_in_chinese(admin, ctx)

    def test_permission_code_is_required(self, admin: Api, client, ctx, make_user) -> None:  # type: ignore[no-untyped-def,override]
        self.type_id(admin)
        super().test_permission_code_is_required(client, ctx, make_user)

    def test_codes_are_unique_within_their_type(self, admin: Api, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        code = unique("dt")
        admin.ok("POST", "/sysDictType/add", {"name": code, "code": code, "sort": 1})
        other = admin.ok("GET", "/sysDictType/page", code=code)["rows"][0]["id"]
        admin.ok("POST", "/sysDictData/add", {**payload, "typeId": other})
        missing = admin.post("/sysDictData/add", {**payload, "typeId": "1"})
        assert (missing["code"], missing["message"]) == (2014001, "字典类型不存在")
        no_type = admin.get("/sysDictData/list")
        assert (no_type["code"], no_type["message"]) == (1012001, "字典类型不能为空")
