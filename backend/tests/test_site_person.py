"""人员 (management staff) through the CRUD contract: the same real-name rules as workers (tested with
工人), their post, and their own reveal permission."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from crud_contract import NO_PERMISSION, ExportContract
from crud_helpers import phone, unique
from people_helpers import ProjectApi, id_number, member_api, wrong_check
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser


class TestPerson(SiteContract, ExportContract):
    name = "person"
    title = "人员"
    key = "name"
    not_found = 4202001
    has_list = False
    actions = ("page", "detail", "add", "edit", "delete", "export")
    export_headers = (
        "姓名",
        "身份证号",
        "性别",
        "出生日期",
        "民族",
        "手机号",
        "所属单位",
        "岗位",
        "进场日期",
        "退场日期",
        "黑名单",
        "备注",
    )
    bad = (
        {"idNo": wrong_check(id_number()), "phone": "02888888888"},
        "身份证号码校验位不正确,手机号格式不正确，应为11位手机号码",
    )
    duplicate = (4202003, "该身份证号已在本项目登记，请勿重复添加")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "name": f"管理{unique('p')}",
            "idNo": id_number(),
            "phone": phone(),
            "enterpriseId": self.site.enterprises[1],
            "post": "安全员",
            "entryDate": "2025-02-20",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"post": "项目经理", "phone": phone()}

    def test_staff_need_no_team_and_show_their_post(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        assert (row["kind"], row["post"], row["teamId"], row["workType"]) == (1, "安全员", None, None)
        assert row["enterpriseName"].startswith("总承包公司") and row["idNo"].endswith(payload["idNo"][-4:])
        staff = admin.ok("GET", "/person/page", post="安全员", name=payload["name"])["rows"]
        assert [r["id"] for r in staff] == [row["id"]]

    def test_reveal_is_a_permission_of_its_own(
        self, admin: ProjectApi, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        payload, row = self.added(admin, ctx)
        project = [self.site.project_id]
        worker_revealer = member_api(client, ctx, make_user, self.sites, project, ["worker:revealIdNo"])
        assert worker_revealer.get("/person/revealIdNo", id=row["id"])["code"] == NO_PERMISSION[0]
        assert worker_revealer.get("/worker/revealIdNo", id=row["id"])["code"] == 4202002
        revealer = member_api(client, ctx, make_user, self.sites, project, ["person:revealIdNo"])
        assert revealer.ok("GET", "/person/revealIdNo", id=row["id"])["idNo"] == payload["idNo"]
