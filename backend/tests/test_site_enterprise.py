"""参建单位 and 分包单位 through the CRUD contract (one table, two resources), plus their own rules: the
USCC checksum (GB 32100) and its uniqueness among the project's enterprises of both categories, roles
from the dictionaries, a subcontractor under an enterprise of its project, and no delete while teams,
people or subcontractors refer to an enterprise."""

from __future__ import annotations

import itertools
import os
from datetime import date
from typing import Any

from crud_contract import ExportContract
from crud_helpers import Api, unique
from site_helpers import ProjectApi, ProjectScopedContract, new_project
from sitesafe.core.cnid import uscc_check_char
from sitesafe.core.context import AppContext
from sitesafe.modules.site.person.models import SitePerson, SiteTeam

_serial = itertools.count(1)
USCC_REPEAT = (4101003, "统一社会信用代码已存在于本项目的参建单位或分包单位中，请检查uscc参数")
CONTACT_HEADERS = ("联系人", "联系电话", "进场日期", "退场日期")


def uscc() -> str:
    """A valid unified social credit code no other test uses."""
    body = f"91320100{os.getpid() % 1000:03d}{next(_serial):06d}"
    return body + uscc_check_char(body)


def participant(api: Api, role: str = "general") -> dict[str, Any]:
    code = uscc()
    api.ok("POST", "/projectEnterprise/add", {"name": f"总包{code[-6:]}", "uscc": code, "role": role})
    rows = api.ok("GET", "/projectEnterprise/page", uscc=code)["rows"]
    assert len(rows) == 1, rows
    found: dict[str, Any] = rows[0]
    return found


class TestProjectEnterprise(ProjectScopedContract, ExportContract):
    name = "projectEnterprise"
    title = "参建单位"
    key = "uscc"
    not_found = 4101001
    actions = ("page", "list", "detail", "add", "edit", "delete", "export")
    export_headers = ("单位名称", "统一社会信用代码", "参建角色", "资质", "法定代表人", *CONTACT_HEADERS)
    bad = (
        {"name": " ", "uscc": "91320100MA1Z2Y3X4A", "role": ""},
        "单位名称不能为空,统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）,参建角色不能为空",
    )
    duplicate = USCC_REPEAT

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = uscc()
        return {
            "name": f"华夏建工{code[-6:]}",
            "uscc": code,
            "role": "general",
            "qualification": "建筑工程施工总承包特级",
            "legalPerson": "张建国",
            "contact": "李明",
            "contactPhone": "13912345678",
            "entryDate": "2024-03-01",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "分公司", "role": "supervisor", "exitDate": "2026-06-30"}

    def test_the_code_is_checked_normalised_and_unique_per_project(self, admin: Api, ctx: AppContext) -> None:
        assert isinstance(admin, ProjectApi)
        code = uscc()
        wrong = code[:17] + ("0" if code[17] != "0" else "1")
        answer = admin.post("/projectEnterprise/add", {**self.payload(ctx), "uscc": wrong})
        assert (answer["code"], answer["message"]) == (1012001, "统一社会信用代码校验位不正确")
        short = admin.post("/projectEnterprise/add", {**self.payload(ctx), "uscc": code[:17]})
        assert short["message"] == "统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）"
        lower = {**self.payload(ctx), "uscc": f" {code.lower()} "}
        admin.ok("POST", "/projectEnterprise/add", lower)
        assert self.find(admin, {"uscc": code})[0]["uscc"] == code
        # the same enterprise may take part in another project, but not twice in one (either category)
        other = admin.in_project(new_project(admin.in_project(None)))
        other.ok("POST", "/projectEnterprise/add", {**self.payload(ctx), "uscc": code})
        parent = participant(admin)["id"]
        as_sub = {"name": "劳务", "uscc": code, "role": "labour", "parentId": parent}
        answer = admin.post("/subEnterprise/add", as_sub)
        assert (answer["code"], answer["message"]) == USCC_REPEAT

    def test_role_and_dates_are_checked(self, admin: Api, ctx: AppContext) -> None:
        for fields, message in (
            ({"role": "labour"}, "参建角色不正确，请从字典中选择"),
            ({"exitDate": "2024-02-28"}, "退场日期不能早于进场日期"),
        ):
            answer = admin.post("/projectEnterprise/add", {**self.payload(ctx), **fields})
            assert (answer["code"], answer["message"]) == (1012001, message)
        _, row = self.added(admin, ctx)
        assert row["roleName"] == "施工总承包"

    def test_an_enterprise_in_use_stays(self, admin: Api, ctx: AppContext, project: str) -> None:
        _, row = self.added(admin, ctx)
        enterprise = int(row["id"])
        with ctx.db.sessionmaker.begin() as db:
            team = SiteTeam(project_id=int(project), enterprise_id=enterprise, name="钢筋班")
            db.add(team)
        answer = admin.post("/projectEnterprise/delete", {"id": row["id"]})
        assert (answer["code"], answer["message"]) == (4101004, "该单位下有班组或人员，无法删除")
        with ctx.db.sessionmaker.begin() as db:
            db.get(SiteTeam, team.id).status = 2  # type: ignore[union-attr]
            person = _person(int(project), enterprise)
            db.add(person)
        assert admin.post("/projectEnterprise/delete", {"id": row["id"]})["code"] == 4101004
        with ctx.db.sessionmaker.begin() as db:
            db.get(SitePerson, person.id).status = 2  # type: ignore[union-attr]
        sub = {"name": "劳务", "uscc": uscc(), "role": "labour", "parentId": row["id"]}
        admin.ok("POST", "/subEnterprise/add", sub)
        answer = admin.post("/projectEnterprise/delete", {"id": row["id"]})
        assert (answer["code"], answer["message"]) == (4101006, "该单位下有分包单位，无法删除")

    def test_each_resource_sees_its_own_category(self, admin: Api, ctx: AppContext) -> None:
        main = participant(admin)
        sub = {"name": "专业分包", "uscc": uscc(), "role": "specialty", "parentId": main["id"]}
        admin.ok("POST", "/subEnterprise/add", sub)
        sub_row = admin.ok("GET", "/subEnterprise/page", uscc=sub["uscc"])["rows"][0]
        assert sub["uscc"] not in {r["uscc"] for r in admin.ok("GET", "/projectEnterprise/list")}
        assert main["id"] not in {r["id"] for r in admin.ok("GET", "/subEnterprise/list")}
        assert admin.get("/projectEnterprise/detail", id=sub_row["id"])["code"] == 4101001
        assert admin.get("/subEnterprise/detail", id=main["id"])["code"] == 4101002
        assert admin.post("/subEnterprise/delete", {"id": main["id"]})["code"] == 4101002


def _person(project_id: int, enterprise_id: int) -> SitePerson:
    return SitePerson(
        project_id=project_id,
        enterprise_id=enterprise_id,
        name="张三",
        id_no_enc="v1.x",
        id_no_hash=unique("hash"),
        id_no_tail="001X",
        gender=1,
        birth_date=date(1980, 1, 1),
    )


class TestSubEnterprise(ProjectScopedContract, ExportContract):
    name = "subEnterprise"
    title = "分包单位"
    key = "uscc"
    not_found = 4101002
    actions = ("page", "list", "detail", "add", "edit", "delete", "export")
    export_headers = (
        "单位名称",
        "统一社会信用代码",
        "分包类型",
        "上级单位",
        "合同编号",
        "合同金额（万元）",
        "施工范围",
        "资质",
        *CONTACT_HEADERS,
    )
    bad = (
        {"uscc": "", "role": "labour", "parentId": None, "contractAmount": -1},
        "统一社会信用代码不能为空,上级单位不能为空,合同金额不能小于0",
    )
    duplicate = USCC_REPEAT

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = uscc()
        return {
            "name": f"鑫盛劳务{code[-6:]}",
            "uscc": code,
            "role": "labour",
            "parentId": "1",  # replaced by an enterprise of the caller's project in `added`
            "contractNo": f"LW-{code[-6:]}",
            "contractAmount": 860.25,
            "workScope": "主体结构钢筋、模板、混凝土劳务作业",
            "qualification": "施工劳务不分等级",
            "contact": "王强",
            "contactPhone": "13812345678",
        }

    def added(self, api: Api, ctx: AppContext) -> tuple[dict[str, Any], dict[str, Any]]:
        payload = {**self.payload(ctx), "parentId": participant(api)["id"]}
        api.ok("POST", self.path("add"), payload)
        rows = self.find(api, payload)
        assert len(rows) == 1, rows
        return payload, rows[0]

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"role": "specialty", "contractAmount": 900.0, "workScope": "幕墙工程"}

    def test_parent_is_an_enterprise_of_the_same_project(self, admin: Api, ctx: AppContext) -> None:
        assert isinstance(admin, ProjectApi)
        payload, row = self.added(admin, ctx)
        assert row["parentName"].startswith("总包") and row["roleName"] == "劳务分包"
        assert row["contractAmount"] == 860.25
        other = admin.in_project(new_project(admin.in_project(None)))
        elsewhere = participant(other)["id"]
        detail = admin.ok("GET", "/subEnterprise/detail", id=row["id"])
        for answer in (
            admin.post("/subEnterprise/add", {**self.payload(ctx), "parentId": elsewhere}),
            admin.post("/subEnterprise/add", {**self.payload(ctx), "parentId": "123"}),
            admin.post("/subEnterprise/edit", {**detail, "parentId": row["id"]}),  # itself
        ):
            assert (answer["code"], answer["message"]) == (4101005, "上级单位不存在或不属于本项目")
        listed = admin.ok("GET", "/subEnterprise/page", parentId=payload["parentId"])["rows"]
        assert [r["id"] for r in listed] == [row["id"]]
        cents = admin.post("/subEnterprise/add", {**self.payload(ctx), "contractAmount": 1.005})
        assert cents["message"] == "合同金额最多保留2位小数"
