"""表单设计 through HTTP: the CRUD contract, the design's own rules, and values checked against a stored
design (validate / submit) with the port of the front end's validation."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import NO_PERMISSION, CrudContract
from crud_helpers import Api, make_role, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.form.models import FormSubmission
from sitesafe.modules.form.samples import SAFETY_CHECK
from sitesafe.modules.system.user.models import SysUser

IMPORT_FAILED = (1012001, "导入失败，数据格式不对")


def inspection_design(max_days: int = 30) -> dict[str, Any]:
    """A small design: a required name, a number 1…max_days, a select, and a dynamic table."""
    return {
        "list": [
            {
                "type": "input",
                "label": "检查人",
                "key": "input_1",
                "model": "inspector",
                "options": {},
                "rules": [{"required": True, "message": "请填写检查人"}],
            },
            {
                "type": "number",
                "label": "整改期限",
                "key": "number_1",
                "model": "days",
                "options": {"min": 1, "max": max_days, "precision": 0},
                "rules": [{"required": False, "message": "必填项"}],
            },
            {
                "type": "select",
                "label": "检查区域",
                "key": "select_1",
                "model": "area",
                "options": {"options": [{"value": "1", "label": "基坑"}, {"value": "2", "label": "塔吊"}]},
            },
            {
                "type": "batch",
                "label": "隐患",
                "key": "batch_1",
                "model": "hazards",
                "options": {},
                "list": [
                    {
                        "type": "input",
                        "label": "描述",
                        "key": "input_2",
                        "model": "text",
                        "options": {},
                        "rules": [{"required": True, "message": "请描述隐患"}],
                    }
                ],
            },
        ],
        "config": {"layout": "horizontal"},
    }


class TestFormDesign(CrudContract):
    name = "formDesign"
    title = "表单设计"
    not_found = 2030001
    bad = ({"code": "a b", "design": '{"rows": []}'}, "表单编码格式不正确,导入失败，数据格式不对")
    duplicate = (2030002, "表单编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = unique("form_")
        return {"name": f"检查表{code}", "code": code, "design": json.dumps(inspection_design())}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "remark": "改"}

    # ----- the design itself -------------------------------------------------------------------

    def test_page_rows_leave_the_design_out_and_detail_has_it(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        assert "design" not in row
        listed = [r for r in admin.ok("GET", "/formDesign/list") if r["id"] == row["id"]]
        assert listed and "design" not in listed[0]
        detail = admin.ok("GET", "/formDesign/detail", id=row["id"])
        assert json.loads(detail["design"]) == json.loads(payload["design"])

    def test_a_design_may_be_sent_as_an_object(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        admin.ok("POST", "/formDesign/edit", {**row, "design": inspection_design(10)})
        detail = admin.ok("GET", "/formDesign/detail", id=row["id"])
        assert json.loads(detail["design"]) == inspection_design(10)

    def test_every_edit_moves_the_version_on(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        first = admin.ok("GET", "/formDesign/detail", id=row["id"])
        admin.ok("POST", "/formDesign/edit", {**first, "design": json.dumps(inspection_design(10))})
        second = admin.ok("GET", "/formDesign/detail", id=row["id"])
        assert second["version"] == first["version"] + 1
        admin.ok("POST", "/formDesign/edit", {**second, "design": json.dumps(inspection_design(20))})
        assert admin.ok("GET", "/formDesign/detail", id=row["id"])["version"] == first["version"] + 2

    def test_an_invalid_design_is_refused_and_the_row_kept(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        before = admin.ok("GET", "/formDesign/detail", id=row["id"])
        for design in ("{不是JSON", '{"list": "x"}', '{"list": [{"label": "无类型"}]}', "[]", {"list": None}):
            answer = admin.post("/formDesign/edit", {**before, "name": "不该保存", "design": design})
            assert (answer["code"], answer["message"]) == IMPORT_FAILED, design
        assert admin.ok("GET", "/formDesign/detail", id=row["id"]) == before
        added = admin.post("/formDesign/add", {**self.payload(ctx), "design": "null"})
        assert (added["code"], added["message"]) == IMPORT_FAILED
        missing = admin.post("/formDesign/add", {k: v for k, v in self.payload(ctx).items() if k != "design"})
        assert (missing["code"], missing["message"]) == (1012001, "表单设计不能为空")

    def test_a_design_over_two_megabytes_is_refused(self, admin: Api, ctx: AppContext) -> None:
        design = {**inspection_design(), "padding": "x" * (2 * 1024 * 1024)}
        answer = admin.post("/formDesign/add", {**self.payload(ctx), "design": json.dumps(design)})
        assert (answer["code"], answer["message"]) == (1012001, "表单设计内容过大，最大2MB")

    def test_a_one_megabyte_design_round_trips(self, admin: Api, ctx: AppContext) -> None:
        design = inspection_design()
        filler = {"type": "html", "label": "", "key": "html_{}", "options": {"defaultValue": "安" * 1000}}
        design["list"] += [{**filler, "key": f"html_{i}"} for i in range(350)]
        text = json.dumps(design, ensure_ascii=False)
        assert 1024 * 1024 <= len(text.encode()) < 2 * 1024 * 1024
        payload = {**self.payload(ctx), "design": text}
        admin.ok("POST", "/formDesign/add", payload)
        (row,) = self.find(admin, payload)
        assert admin.ok("GET", "/formDesign/detail", id=row["id"])["design"] == text
        answer = admin.post("/formDesign/validate", {"id": row["id"], "values": {}})
        assert (answer["code"], answer["message"]) == (1012001, "请填写检查人")

    def test_a_deleted_code_can_be_used_again(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        admin.ok("POST", "/formDesign/delete", {"id": row["id"]})
        admin.ok("POST", "/formDesign/add", payload)

    def test_the_sample_design_is_seeded(self, admin: Api) -> None:
        (row,) = admin.ok("GET", "/formDesign/page", code="safety_check_record")["rows"]
        assert row["name"] == "安全检查记录表"
        detail = admin.ok("GET", "/formDesign/detail", id=row["id"])
        assert json.loads(detail["design"]) == SAFETY_CHECK
        answer = admin.post("/formDesign/validate", {"id": row["id"], "values": {"deadlineDays": 31}})
        assert answer["message"] == "请选择检查日期,请选择检查区域,整改期限（天）不能大于30"

    # ----- values against a stored design --------------------------------------------------------

    def test_validate_answers_the_field_messages(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        values = {"days": 31, "area": "9", "hazards": [{"text": "漏电"}, {"text": ""}]}
        answer = admin.post("/formDesign/validate", {"id": row["id"], "values": values})
        assert answer["code"] == 1012001 and not answer["success"]
        assert answer["message"] == "请填写检查人,整改期限不能大于30,检查区域的值不在可选项中,请描述隐患"
        assert answer["data"] == {
            "valid": False,
            "errors": [
                {"field": "inspector", "message": "请填写检查人"},
                {"field": "days", "message": "整改期限不能大于30"},
                {"field": "area", "message": "检查区域的值不在可选项中"},
                {"field": "hazards.1.text", "message": "请描述隐患"},
            ],
        }
        good = {"inspector": "张工", "days": 7, "area": "2", "hazards": [{"text": "漏电"}]}
        assert admin.ok("POST", "/formDesign/validate", {"id": row["id"], "values": good}) == {"valid": True}

    def test_values_follow_the_current_version_of_the_design(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        body = {"id": row["id"], "values": {"inspector": "张工", "days": 25}}
        admin.ok("POST", "/formDesign/validate", body)
        detail = admin.ok("GET", "/formDesign/detail", id=row["id"])
        admin.ok("POST", "/formDesign/edit", {**detail, "design": json.dumps(inspection_design(20))})
        answer = admin.post("/formDesign/validate", body)
        assert (answer["code"], answer["message"]) == (1012001, "整改期限不能大于20")

    def test_submit_stores_what_the_form_returns(self, admin: Api, ctx: AppContext, db: Session) -> None:
        _, row = self.added(admin, ctx)
        bad = admin.post("/formDesign/submit", {"id": row["id"], "values": {"days": 0}})
        assert (bad["code"], bad["message"]) == (1012001, "请填写检查人,整改期限不能小于1")
        assert bad["data"]["valid"] is False
        stored = select(FormSubmission).where(FormSubmission.form_id == int(row["id"]))
        assert db.execute(stored).scalars().all() == []
        values = {"inspector": "张工", "days": "7", "hazards": [{"text": "漏电", "key": 1}], "extra": "丢弃"}
        data = admin.ok("POST", "/formDesign/submit", {"id": row["id"], "values": values})
        assert data["valid"] is True and data["id"].isdigit()
        submission = db.execute(stored).scalar_one()
        assert str(submission.id) == data["id"]
        assert submission.form_version == admin.ok("GET", "/formDesign/detail", id=row["id"])["version"]
        assert json.loads(submission.values) == {k: v for k, v in values.items() if k != "extra"}
        assert submission.create_user is not None

    def test_values_of_a_missing_or_deleted_design_are_refused(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        admin.ok("POST", "/formDesign/delete", {"id": row["id"]})
        for action in ("validate", "submit"):
            answer = admin.post(f"/formDesign/{action}", {"id": row["id"], "values": {}})
            assert (answer["code"], answer["message"]) == (2030001, "表单设计不存在")
        shapeless = admin.post("/formDesign/validate", {"id": row["id"], "values": []})
        assert (shapeless["code"], shapeless["message"]) == (1012001, "表单数据必须为对象")

    def test_values_javascript_could_not_read_are_refused(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        values = {"inspector": "张工", "area": {"toString": "1"}}
        answer = admin.post("/formDesign/validate", {"id": row["id"], "values": values})
        assert (answer["code"], answer["message"]) == (1012001, "表单数据格式不正确")

    def test_validate_and_submit_need_their_permission(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        _, row = self.added(admin, ctx)
        body = {"id": row["id"], "values": {"inspector": "张工"}}
        reader = make_user(roles=(make_role(ctx, ["formDesign:page", "formDesign:detail"]),))
        api = Api(client, login(client, reader.account))
        for action in ("validate", "submit"):
            answer = api.post(f"/formDesign/{action}", body)
            assert (answer["code"], answer["message"]) == NO_PERMISSION, action
        filler = make_user(roles=(make_role(ctx, ["formDesign:validate", "formDesign:submit"]),))
        api = Api(client, login(client, filler.account))
        assert api.ok("POST", "/formDesign/validate", body) == {"valid": True}
        assert api.ok("POST", "/formDesign/submit", body)["valid"] is True
        answer = api.get("/formDesign/page")
        assert (answer["code"], answer["message"]) == NO_PERMISSION
