"""工人 through the CRUD contract, plus what a real-name record must keep: the ID number validated, sealed
(never in an answer, an export, the database or the log in plain text), unique per project but not across
projects; age limits from the project's settings; the blacklist; revealing a number needs its own
permission and is logged."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import or_, select, text
from sqlalchemy.orm import Session

from crud_contract import NO_PERMISSION, OUT_OF_SCOPE, ExportContract
from crud_helpers import phone, read_workbook, unique
from people_helpers import ProjectApi, id_number, member_api, site_today, wrong_check
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.site.person.identity import age_on
from sitesafe.modules.system.log.models import SysOpLog
from sitesafe.modules.system.user.models import SysUser

DUPLICATE = (4202003, "该身份证号已在本项目登记，请勿重复添加")
BLACKLISTED = (4202004, "该身份证号的人员已被本项目列入黑名单，不能登记")


def make_team(api: ProjectApi, enterprise_id: str) -> str:
    name = f"班组{unique('t')}"
    api.ok("POST", "/team/add", {"name": name, "enterpriseId": enterprise_id, "workType": "02"})
    rows: list[dict[str, Any]] = api.ok("GET", "/team/page", name=name)["rows"]
    return str(rows[0]["id"])


WORKER_EXPORT = (
    "姓名",
    "身份证号",
    "性别",
    "出生日期",
    "民族",
    "手机号",
    "所属单位",
    "班组",
    "工种",
    "班组长",
    "进场日期",
    "退场日期",
    "黑名单",
    "备注",
)


class WorkerCase(SiteContract):
    """Data shared by the tests of 工人 and 班组人员."""

    key = "name"
    bad = (
        {"idNo": wrong_check(id_number()), "phone": "1380000", "name": ""},
        "姓名不能为空,身份证号码校验位不正确,手机号格式不正确，应为11位手机号码",
    )
    duplicate = DUPLICATE

    def prepare(self, api: ProjectApi, site: Any) -> None:
        site.extra["team"] = make_team(api, site.enterprises[0])

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "name": f"工人{unique('w')}",
            "idNo": id_number(),
            "phone": phone(),
            "nation": "汉族",
            "nativeAddress": "四川省南充市",
            "enterpriseId": self.site.enterprises[0],
            "teamId": self.site.extra["team"],
            "workType": "02",
            "bankName": "中国工商银行",
            "bankAccount": "6222 0202 0011 2233 445",
            "entryDate": "2025-03-01",
            "remark": "实名登记",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"phone": phone(), "workType": "01", "exitDate": "2025-11-30", "nation": "彝族"}


class TestWorker(WorkerCase, ExportContract):
    name = "worker"
    title = "工人"
    not_found = 4202002
    has_list = False
    actions = ("page", "detail", "add", "edit", "delete", "export")
    export_headers = WORKER_EXPORT

    def test_the_id_number_is_sealed_and_shown_masked(
        self, admin: ProjectApi, ctx: AppContext, db: Session
    ) -> None:
        plain = id_number(date(1988, 6, 15), female=True)
        payload = {**self.payload(ctx), "idNo": plain.lower(), "gender": 1, "birthDate": "2000-01-01"}
        admin.ok("POST", "/worker/add", payload)
        row = self.find(admin, payload)[0]
        assert row["idNo"] == "*" * 14 + plain[-4:]
        assert (row["gender"], row["birthDate"]) == (2, "1988-06-15")  # from the number, not the body
        assert row["bankAccount"] == "*" * 15 + "3445" and row["age"] == age_on(
            date(1988, 6, 15), site_today()
        )
        detail = admin.get("/worker/detail", id=row["id"])
        listed = admin.get("/worker/page", teamId=self.site.extra["team"])
        content, _, _ = admin.download("/worker/export", name=payload["name"])
        for answer in (json.dumps(detail), json.dumps(listed), json.dumps(read_workbook(content))):
            assert plain not in answer and "6222020200112233445" not in answer
        stored = db.execute(text("SELECT * FROM site_person WHERE id = :id"), {"id": int(row["id"])}).one()
        assert not any(plain in str(v) or "6222020200112233445" in str(v) for v in stored)
        logged = db.execute(
            select(SysOpLog.id).where(or_(SysOpLog.param.contains(plain), SysOpLog.result.contains(plain)))
        ).all()
        assert logged == []

    def test_search_by_the_full_id_number_and_by_name_prefix(
        self, admin: ProjectApi, ctx: AppContext
    ) -> None:
        payload, row = self.added(admin, ctx)
        by_number = admin.ok("GET", "/worker/page", idNo=payload["idNo"].lower())["rows"]
        assert [r["id"] for r in by_number] == [row["id"]]
        partial = admin.get("/worker/page", idNo=payload["idNo"][-4:])
        assert (partial["code"], partial["message"]) == (
            1012001,
            "身份证号码应为18位，前17位为数字，末位为数字或X",
        )
        assert row["id"] in {
            r["id"] for r in admin.ok("GET", "/worker/page", name=payload["name"][:4])["rows"]
        }
        assert admin.ok("GET", "/worker/page", name=payload["name"][2:])["rows"] == []

    def test_one_record_per_id_number_and_project(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        as_staff = admin.post("/person/add", {"name": "管理员", "idNo": payload["idNo"]})
        assert (as_staff["code"], as_staff["message"]) == DUPLICATE
        other, other_api = self.other_site()
        other_payload = {**self.payload_in(ctx, other, other_api), "idNo": payload["idNo"]}
        other_api.ok("POST", "/worker/add", other_payload)  # the same person may work on two projects
        second = self.added(admin, ctx)[1]
        detail = admin.ok("GET", "/worker/detail", id=second["id"])
        moved = admin.post("/worker/edit", {**detail, "idNo": payload["idNo"]})
        assert (moved["code"], moved["message"]) == DUPLICATE

    def test_bad_id_numbers_are_explained(self, admin: ProjectApi, ctx: AppContext) -> None:
        for value, message in (
            ("11010519900230001X", "身份证号码中的出生日期不正确"),
            ("990105199001010011", "身份证号码的地区码不正确"),
            ("1101051990", "身份证号码应为18位，前17位为数字，末位为数字或X"),
            ("", "身份证号不能为空"),
        ):
            answer = admin.post("/worker/add", {**self.payload(ctx), "idNo": value})
            assert (answer["code"], answer["message"]) == (1012001, message), value

    def test_age_limits_come_from_the_project(self, admin: ProjectApi, ctx: AppContext) -> None:
        today = site_today()
        old = date(today.year - 62, 1, 1)
        answer = admin.post("/worker/add", {**self.payload(ctx), "idNo": id_number(old)})
        age = age_on(old, today)
        assert (answer["code"], answer["message"]) == (
            4202005,
            f"年龄{age}周岁，不在本项目允许的18～60周岁范围内",
        )
        young = date(today.year - 17, 1, 1)
        assert admin.post("/worker/add", {**self.payload(ctx), "idNo": id_number(young)})["code"] == 4202005
        admin.ok("POST", "/person/add", {"name": "老专家", "idNo": id_number(old)})  # staff: no worker limits
        lenient = self.sites.project(settings={"min_worker_age": 16, "max_worker_age": 65})
        lenient_api = admin.in_project(lenient.project_id)
        lenient_api.ok("POST", "/worker/add", {"name": "老师傅", "idNo": id_number(old)})

    def test_blacklist_keeps_the_number_out(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        no_reason = admin.post("/worker/blacklist", {"id": row["id"], "reason": " "})
        assert (no_reason["code"], no_reason["message"]) == (1012001, "拉黑原因不能为空")
        admin.ok("POST", "/worker/blacklist", {"id": row["id"], "reason": "多次违章作业"})
        listed = admin.ok("GET", "/worker/page", blacklisted=True, name=payload["name"])["rows"]
        assert [(r["blacklisted"], r["blacklistReason"]) for r in listed] == [(True, "多次违章作业")]
        twice = admin.post("/worker/blacklist", {"id": row["id"], "reason": "again"})
        assert (twice["code"], twice["message"]) == (4202011, "该人员已在黑名单中")
        again = admin.post("/worker/add", {**payload, "name": "换个名字"})
        assert (again["code"], again["message"]) == BLACKLISTED
        admin.ok("POST", "/worker/delete", {"id": row["id"]})
        after_delete = admin.post("/worker/add", payload)
        assert (after_delete["code"], after_delete["message"]) == BLACKLISTED
        other, other_api = self.other_site()  # another project decides for itself
        other_api.ok(
            "POST", "/worker/add", {**self.payload_in(ctx, other, other_api), "idNo": payload["idNo"]}
        )

    def test_unblacklist(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        never = admin.post("/worker/unblacklist", {"id": row["id"]})
        assert (never["code"], never["message"]) == (4202011, "该人员不在黑名单中")
        admin.ok("POST", "/worker/blacklist", {"id": row["id"], "reason": "违规"})
        admin.ok("POST", "/worker/unblacklist", {"id": row["id"]})
        detail = admin.ok("GET", "/worker/detail", id=row["id"])
        assert (detail["blacklisted"], detail["blacklistReason"]) == (False, None)
        admin.ok("POST", "/worker/delete", {"id": row["id"]})
        admin.ok("POST", "/worker/add", payload)

    def test_reveal_needs_its_permission_and_is_logged(
        self,
        admin: ProjectApi,
        client: TestClient,
        ctx: AppContext,
        make_user: Callable[..., SysUser],
        db: Session,
    ) -> None:
        payload, row = self.added(admin, ctx)
        project = [self.site.project_id]
        reader = member_api(client, ctx, make_user, self.sites, project, ["worker:page", "worker:detail"])
        assert reader.get("/worker/revealIdNo", id=row["id"])["code"] == NO_PERMISSION[0]
        revealer = member_api(
            client, ctx, make_user, self.sites, project, ["worker:page", "worker:revealIdNo"]
        )
        shown = revealer.ok("GET", "/worker/revealIdNo", id=row["id"])
        assert shown == {"id": row["id"], "name": payload["name"], "idNo": payload["idNo"]}
        logs = (
            db.execute(
                select(SysOpLog).where(SysOpLog.url == "/api/worker/revealIdNo").order_by(SysOpLog.id.desc())
            )
            .scalars()
            .first()
        )
        assert logs is not None and logs.name == f"查看工人证件号：{payload['name']}"
        assert logs.account == revealer.ok("GET", "/getLoginUser")["account"]
        assert payload["idNo"] not in (logs.param or "") + (logs.result or "")
        assert json.loads(logs.param or "{}")["id"] == row["id"]
        other, other_api = self.other_site()
        theirs = self.payload_in(ctx, other, other_api)
        other_api.ok("POST", "/worker/add", theirs)
        their_id = self.find(other_api, theirs)[0]["id"]
        for api in (revealer, revealer.in_project(None)):
            answer = api.get("/worker/revealIdNo", id=their_id)
            assert (answer["code"], answer["message"]) == OUT_OF_SCOPE
        refused = revealer.in_project(other.project_id).get("/worker/revealIdNo", id=their_id)
        assert refused["code"] == OUT_OF_SCOPE[0]

    def test_staff_and_workers_do_not_mix(self, admin: ProjectApi, ctx: AppContext) -> None:
        admin.ok(
            "POST",
            "/person/add",
            {"name": (name := f"经理{unique('p')}"), "idNo": id_number(), "post": "项目经理"},
        )
        staff = admin.ok("GET", "/person/page", name=name)["rows"][0]
        assert admin.get("/worker/detail", id=staff["id"])["code"] == 4202002
        assert admin.post("/worker/delete", {"id": staff["id"]})["code"] == 4202002
        assert staff["id"] not in {r["id"] for r in admin.ok("GET", "/worker/page", pageSize=1000)["rows"]}

    def test_references_must_be_the_projects(self, admin: ProjectApi, ctx: AppContext) -> None:
        other, _other_api = self.other_site()
        for field, value, message in (
            ("teamId", other.extra["team"], "班组不存在或不属于本项目"),
            ("enterpriseId", other.enterprises[0], "所属单位不存在或不属于本项目"),
        ):
            answer = admin.post("/worker/add", {**self.payload(ctx), field: value})
            assert (answer["code"], answer["message"]) == (4202006, message)
        taken = admin.post("/worker/add", {**self.payload(ctx), "enterpriseId": None})
        assert taken["success"]  # the team's enterprise is taken
