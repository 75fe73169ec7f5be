"""职位管理 through the CRUD contract, plus its own rule: a position held by an employee stays."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import ExportContract, ImportContract
from crud_helpers import Api, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.log.models import SysOpLog


class TestPos(ExportContract, ImportContract):
    name = "sysPos"
    title = "职位"
    not_found = 2018001
    delete_shape = "array"
    export_headers = ("职位名称", "唯一编码", "排序", "备注", "状态", "创建时间")
    import_headers = ("职位名称", "唯一编码", "排序", "备注")
    import_key_header = "唯一编码"
    bad = (
        {"name": " ", "code": "c" * 51, "sort": "a"},
        "职位名称不能为空,唯一编码长度不能超过50位,排序必须为整数",
    )
    duplicate = (2018002, "职位编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = unique("pos")
        return {"name": f"职位{code}", "code": code, "sort": 5, "remark": "备注"}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "sort": 6, "remark": None}

    def import_row(self, ctx: AppContext) -> list[Any]:
        code = unique("ipos")
        return [f"导入{code}", code, 7, "导入"]

    def bad_import_row(self, ctx: AppContext) -> tuple[list[Any], str, str]:
        return [f"导入{unique('x')}", "", 7, None], "唯一编码", "唯一编码不能为空"

    def test_name_is_unique_too(self, admin: Api, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        answer = admin.post("/sysPos/add", {**payload, "code": unique("pos")})
        assert (answer["code"], answer["message"]) == (2018003, "职位名称重复，请检查name参数")

    def test_a_position_in_use_cannot_be_deleted(self, admin: Api, ctx: AppContext) -> None:
        zjl = admin.ok("GET", "/sysPos/list", code="zjl")
        answer = admin.post("/sysPos/delete", [{"id": zjl[0]["id"]}])
        assert (answer["code"], answer["message"]) == (2018004, "该职位下有员工，无法删除")


def test_generated_routes_are_named_in_the_operation_log(client: TestClient, db: Session) -> None:
    api = Api(client, login(client, "superAdmin"))
    code = unique("log")
    api.ok("POST", "/sysPos/add", {"name": code, "code": code, "sort": 1})
    row = (
        db.execute(select(SysOpLog).where(SysOpLog.url == "/api/sysPos/add").order_by(SysOpLog.id.desc()))
        .scalars()
        .first()
    )
    assert row is not None and code in (row.param or "")
    assert (row.name, row.op_type, row.success, row.method_name) == ("增加职位", 1, "Y", "sys_pos_add")
    assert row.class_name == "sitesafe.modules.system.pos.service"
