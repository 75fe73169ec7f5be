"""人员证书 and 安全教育 through the CRUD contract: records of a person of the same project, with the
dictionary values checked, days to expiry on certificates, and the records going with a deleted person."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from crud_contract import ExportContract
from crud_helpers import unique
from people_helpers import ProjectApi, Site, id_number, site_today
from site_contract import SiteContract
from sitesafe.core.context import AppContext


def add_person(api: ProjectApi, path: str = "/worker/add") -> str:
    name = f"持证{unique('c')}"
    api.ok("POST", path, {"name": name, "idNo": id_number()})
    page = path.replace("/add", "/page")
    return str(api.ok("GET", page, name=name)["rows"][0]["id"])


class RecordCase(SiteContract):
    def prepare(self, api: ProjectApi, site: Site) -> None:
        site.extra["person"] = add_person(api)

    def test_the_person_must_be_of_the_project(self, admin: ProjectApi, ctx: AppContext) -> None:
        other, _ = self.other_site()
        answer = admin.post(self.path("add"), {**self.payload(ctx), "personId": other.extra["person"]})
        assert (answer["code"], answer["message"]) == (4202006, "人员不存在或不属于本项目")

    def test_staff_have_records_too(self, admin: ProjectApi, ctx: AppContext) -> None:
        staff = add_person(admin, "/person/add")
        admin.ok("POST", self.path("add"), {**self.payload(ctx), "personId": staff})
        assert len(admin.ok("GET", self.path("list"), personId=staff)) == 1

    def test_records_go_with_their_person(self, admin: ProjectApi, ctx: AppContext) -> None:
        person = add_person(admin)
        admin.ok("POST", self.path("add"), {**self.payload(ctx), "personId": person})
        admin.ok("POST", "/worker/delete", {"id": person})
        assert admin.ok("GET", self.path("list"), personId=person) == []


class TestPersonCert(RecordCase, ExportContract):
    name = "personCert"
    title = "人员证书"
    key = "certNo"
    not_found = 4203001
    export_headers = ("姓名", "证书类型", "证书编号", "操作类别", "发证机关", "发证日期", "有效期至")
    bad = (
        {"certType": "", "certNo": "x" * 65, "validUntil": "2020-01-01", "issueDate": "2021-01-01"},
        "证书类型不能为空,证书编号长度不能超过64位",
    )
    duplicate = (4203003, "本项目已登记该类型、该编号的证书，请检查certNo参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "personId": self.site.extra["person"],
            "certType": "special_operation",
            "certNo": unique("建") + "0001",
            "category": "建筑架子工（普通脚手架）",
            "authority": "北京市住房和城乡建设委员会",
            "issueDate": "2023-05-10",
            "validUntil": "2029-05-09",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"validUntil": "2030-05-09", "category": "建筑电工"}

    def test_rows_show_type_name_and_days_left(self, admin: ProjectApi, ctx: AppContext) -> None:
        soon = site_today() + timedelta(days=12)
        payload = {**self.payload(ctx), "validUntil": soon.isoformat()}
        admin.ok("POST", "/personCert/add", payload)
        row = self.find(admin, payload)[0]
        assert (row["certTypeName"], row["daysLeft"]) == ("建筑施工特种作业操作资格证", 12)
        assert row["personName"].startswith("持证")
        odd = admin.post("/personCert/add", {**self.payload(ctx), "certType": "driving_licence"})
        assert (odd["code"], odd["message"]) == (4202012, "证书类型取值不在字典中")
        dates = admin.post("/personCert/add", {**self.payload(ctx), "issueDate": "2030-01-01"})
        assert (dates["code"], dates["message"]) == (1012001, "有效期至不能早于发证日期")

    def test_the_same_number_of_another_type_is_fine(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        admin.ok("POST", "/personCert/add", {**payload, "certType": "special_equipment"})


class TestPersonEducation(RecordCase, ExportContract):
    name = "personEducation"
    title = "安全教育"
    key = "content"
    not_found = 4203002
    export_headers = ("姓名", "教育类型", "教育日期", "学时", "教育内容", "授课人", "考核成绩", "是否合格")
    bad = (
        {"kind": None, "eduDate": "", "score": 101, "hours": -1},
        "教育类型不能为空,教育日期不能为空,学时不能小于0,考核成绩不能大于100",
    )
    duplicate = (0, "")

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"personId": payload["personId"]}

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "personId": self.site.extra["person"],
            "kind": "project",
            "eduDate": "2025-03-02",
            "hours": 8.5,
            "content": f"项目级安全教育：高处作业与临边防护{unique('e')}",
            "trainer": "李安全",
            "score": 92,
            "passed": True,
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"score": 58, "passed": False, "hours": 2.0}

    def test_duplicates_are_refused(self, admin: ProjectApi, ctx: AppContext) -> None:
        """Two sessions of the same training on one day are two records: nothing is refused."""
        payload, _ = self.added(admin, ctx)
        admin.ok("POST", "/personEducation/add", payload)
        assert len(self.find(admin, payload)) == 2

    def test_kinds_and_dates(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        assert (row["kindName"], row["hours"], row["passed"]) == ("项目级", 8.5, True)
        failed = admin.ok("GET", "/personEducation/page", personId=payload["personId"], passed=False)["rows"]
        assert row["id"] not in {r["id"] for r in failed}
        tomorrow = (site_today() + timedelta(days=1)).isoformat()
        future = admin.post("/personEducation/add", {**self.payload(ctx), "eduDate": tomorrow})
        assert (future["code"], future["message"]) == (1012001, "教育日期不能晚于今天")
        odd = admin.post("/personEducation/add", {**self.payload(ctx), "kind": "weekly"})
        assert (odd["code"], odd["message"]) == (4202012, "教育类型取值不在字典中")
