"""The contract every CRUD resource keeps, run through HTTP against the real database.

A resource's test subclasses `CrudContract`, names the resource and supplies data through the hooks
(`payload`, `change`, `bad`, import rows, an optional data-scope case); it then adds its own rules."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from crud_helpers import Api, make_role, read_workbook, workbook
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.user.models import SysUser

TIME = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
NO_PERMISSION = (1013002, "没有权限访问资源，请联系管理员")
OUT_OF_SCOPE = (1013003, "没有权限操作该数据，请联系管理员")
STALE = (1016004, "数据已被他人修改，请刷新后重试")


@dataclass
class ScopeCase:
    """A user limited to some organisations, a row they see, a row they must not, and an add outside."""

    token: str
    visible_id: str
    hidden_id: str
    hidden_edit: dict[str, Any]
    outside_add: dict[str, Any]
    search: dict[str, Any] = field(default_factory=dict)


class CrudContract:
    name: ClassVar[str]
    title: ClassVar[str]
    key: ClassVar[str] = "code"
    not_found: ClassVar[int]
    delete_shape: ClassVar[str] = "id"
    has_page: ClassVar[bool] = True
    has_list: ClassVar[bool] = True
    # (payload fields that make the add invalid, the joined Chinese message expected)
    bad: ClassVar[tuple[dict[str, Any], str]]
    # (error code, message) of adding the same row twice; None: a resource without a unique field takes
    # the same values twice (a generated one, say)
    duplicate: ClassVar[tuple[int, str] | None]

    # ----- data hooks --------------------------------------------------------------------------

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        raise NotImplementedError

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {self.key: payload[self.key]}

    def list_params(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {}

    def edit_body(self, row: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
        return {**row, **change}

    # ----- helpers -----------------------------------------------------------------------------

    @pytest.fixture(autouse=True)
    def _retire_created_rows(self, ctx: AppContext) -> Iterator[None]:
        """Organisations, apps and menus a test adds are deleted (status 2) afterwards: other tests
        count the live ones (data scopes, the super administrator's apps and menus)."""
        start = new_id()  # ids are time-ordered: every row added by the test is above it
        yield
        with ctx.db.sessionmaker.begin() as db:
            for model in (SysOrg, SysApp, SysMenu):
                db.execute(update(model).where(model.id > start).values(status=2))

    @pytest.fixture
    def admin(self, client: TestClient) -> Api:
        return Api(client, login(client, "superAdmin"))

    def path(self, action: str) -> str:
        return f"/{self.name}/{action}"

    def delete_body(self, *ids: str) -> Any:
        return [{"id": i} for i in ids] if self.delete_shape == "array" else {"id": ids[0]}

    def find(self, api: Api, payload: dict[str, Any]) -> list[dict[str, Any]]:
        if self.has_page:
            page = api.ok("GET", self.path("page"), **self.search(payload), pageSize=100)
            rows: list[dict[str, Any]] = page["rows"]
        else:
            rows = api.ok("GET", self.path("list"), **self.search(payload))
        return [r for r in rows if r[self.key] == payload[self.key]]

    def added(self, api: Api, ctx: AppContext) -> tuple[dict[str, Any], dict[str, Any]]:
        payload = self.payload(ctx)
        api.ok("POST", self.path("add"), payload)
        rows = self.find(api, payload)
        assert len(rows) == 1, rows
        return payload, rows[0]

    # ----- the contract ------------------------------------------------------------------------

    def test_add_read_edit_delete(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        assert isinstance(row["id"], str) and row["id"].isdigit()
        assert TIME.match(row["createTime"]) and row["createUser"].isdigit()
        detail = admin.ok("GET", self.path("detail"), id=row["id"])
        assert detail["id"] == row["id"] and detail[self.key] == payload[self.key]
        change = self.change(detail)
        body = self.edit_body(detail, change)
        admin.ok("POST", self.path("edit"), body)
        after = admin.ok("GET", self.path("detail"), id=row["id"])
        assert {k: after[k] for k in change} == change
        assert after["version"] == detail["version"] + 1
        assert TIME.match(after["updateTime"]) and after["updateUser"] == row["createUser"]
        stale = admin.post(self.path("edit"), body)
        assert (stale["code"], stale["message"]) == STALE
        admin.ok("POST", self.path("delete"), self.delete_body(row["id"]))
        assert self.find(admin, {**payload, **{self.key: after[self.key]}}) == []
        gone = admin.get(self.path("detail"), id=row["id"])
        assert gone["code"] == self.not_found

    def test_batch_delete_with_ids(self, admin: Api, ctx: AppContext) -> None:
        rows = [self.added(admin, ctx) for _ in range(2)]
        admin.ok("POST", self.path("delete"), {"ids": [row["id"] for _, row in rows]})
        assert all(self.find(admin, payload) == [] for payload, _ in rows)
        missing = admin.post(self.path("delete"), {"ids": []})
        assert (missing["code"], missing["message"]) == (1012001, "主键不能为空")

    def test_list_and_paging_rules(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        if self.has_list:
            listed = admin.ok("GET", self.path("list"), **self.list_params(payload))
            flat = _flatten(listed)
            assert row["id"] in {r["id"] for r in flat}
        if self.has_page:
            unknown = admin.get(self.path("page"), sortField="nope")
            assert (unknown["code"], unknown["message"]) == (1012001, "排序字段不支持")
            too_big = admin.get(self.path("page"), pageSize=1001)
            assert (too_big["code"], too_big["message"]) == (1012001, "每页条数不能大于1000")
            page = admin.ok("GET", self.path("page"), pageSize=1)
            assert page["pageSize"] == 1 and len(page["rows"]) == 1
            assert page["totalPage"] == page["totalRows"] >= 1

    def test_bad_input_is_refused_in_chinese(self, admin: Api, ctx: AppContext) -> None:
        fields, message = self.bad
        answer = admin.post(self.path("add"), {**self.payload(ctx), **fields})
        assert (answer["code"], answer["message"]) == (1012001, message)
        empty = admin.post(self.path("edit"), {})
        assert empty["code"] == 1012001 and "主键不能为空" in empty["message"]

    def test_duplicates_are_refused(self, admin: Api, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        again = admin.post(self.path("add"), payload)
        if self.duplicate is None:
            assert again["success"], again
            assert len(self.find(admin, payload)) == 2
        else:
            assert (again["code"], again["message"]) == self.duplicate

    def test_permission_code_is_required(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        read = "page" if self.has_page else "list"
        user = make_user(roles=(make_role(ctx, [f"{self.name}:{read}"]),), org="hxjt")
        api = Api(client, login(client, user.account))
        assert api.get(self.path(read))["success"]
        for action, body in (("add", self.payload(ctx)), ("edit", {"id": "1"}), ("delete", {"id": "1"})):
            answer = api.post(self.path(action), body)
            assert (answer["code"], answer["message"]) == NO_PERMISSION, action
        assert api.get(self.path("detail"), id="1")["code"] == NO_PERMISSION[0]


class StatusContract(CrudContract):
    """A resource with `changeStatus` (0 正常 / 1 停用)."""

    def test_change_status(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        admin.ok("POST", self.path("changeStatus"), {"id": row["id"], "status": 1})
        assert admin.ok("GET", self.path("detail"), id=row["id"])["status"] == 1
        illegal = admin.post(self.path("changeStatus"), {"id": row["id"], "status": 3})
        assert (illegal["code"], illegal["message"]) == (1017002, "状态字段值不正确")
        missing = admin.post(self.path("changeStatus"), {"id": row["id"]})
        assert (missing["code"], missing["message"]) == (1012001, "状态不能为空")


class ScopeContract(CrudContract):
    """A resource filtered by the caller's data scope (an organisation column)."""

    def scope_case(self, ctx: AppContext, admin: Api, client: TestClient, make_user: Any) -> ScopeCase:
        raise NotImplementedError

    def test_data_scope(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        case = self.scope_case(ctx, admin, client, make_user)
        api = Api(client, case.token)
        rows = api.ok("GET", self.path("page"), pageSize=1000, **case.search)["rows"]
        ids = {r["id"] for r in rows}
        assert case.visible_id in ids and case.hidden_id not in ids
        assert api.ok("GET", self.path("detail"), id=case.visible_id)["id"] == case.visible_id
        for answer in (
            api.get(self.path("detail"), id=case.hidden_id),
            api.post(self.path("edit"), case.hidden_edit),
            api.post(self.path("delete"), self.delete_body(case.hidden_id)),
            api.post(self.path("add"), case.outside_add),
        ):
            assert (answer["code"], answer["message"]) == OUT_OF_SCOPE


class ExportContract(CrudContract):
    """A resource with `export`: the current filters, as a real workbook named after the resource."""

    export_headers: ClassVar[tuple[str, ...]]

    def test_export_is_a_real_workbook_with_the_filters(self, admin: Api, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        content, kind, disposition = admin.download(self.path("export"), **self.search(payload))
        assert kind == XLSX and f"filename*=UTF-8''{quote(self.title + '.xlsx')}" in disposition
        rows = read_workbook(content)
        assert tuple(rows[0]) == self.export_headers
        assert len(rows) == 2 and payload[self.key] in rows[1]


class ImportContract(CrudContract):
    """A resource with `import` and `downloadImportTemplate`: all rows or none."""

    import_headers: ClassVar[tuple[str, ...]]
    import_key_header: ClassVar[str]  # the column holding the value of `key`

    def import_row(self, ctx: AppContext) -> list[Any]:
        raise NotImplementedError

    def bad_import_row(self, ctx: AppContext) -> tuple[list[Any], str, str]:
        """A row with one wrong cell, the header of that cell and the message expected for it."""
        raise NotImplementedError

    def import_key(self, row: list[Any]) -> Any:
        return row[self.import_headers.index(self.import_key_header)]

    def imported(self, api: Api, row: list[Any]) -> list[dict[str, Any]]:
        return self.find(
            api, {**self.search({self.key: self.import_key(row)}), self.key: self.import_key(row)}
        )

    def test_template_names_the_columns(self, admin: Api) -> None:
        template, kind, disposition = admin.download(self.path("downloadImportTemplate"))
        assert kind == XLSX and quote(f"{self.title}导入模板.xlsx") in disposition
        assert read_workbook(template) == [list(self.import_headers)]

    def test_import_writes_every_row_or_none(self, admin: Api, ctx: AppContext) -> None:
        good = [self.import_row(ctx), self.import_row(ctx)]
        assert admin.upload(self.path("import"), workbook(self.import_headers, good))["data"] == 2
        assert all(len(self.imported(admin, row)) == 1 for row in good)
        fine = self.import_row(ctx)
        wrong, header, message = self.bad_import_row(ctx)
        answer = admin.upload(self.path("import"), workbook(self.import_headers, [fine, wrong, good[0]]))
        assert (answer["code"], answer["message"]) == (
            1012001,
            "导入失败：共3行数据，其中2行有误，未导入任何数据",
        )
        report = answer["data"]
        assert {"row": 3, "field": header, "message": message} in report
        assert any(e["row"] == 4 for e in report)  # a duplicate of a row imported before
        assert not any(e["row"] == 2 for e in report) and self.imported(admin, fine) == []

    def test_import_refuses_files_it_cannot_read(self, admin: Api) -> None:
        not_excel = admin.upload(self.path("import"), b"name,code\n", name="x.csv")
        assert (not_excel["code"], not_excel["message"]) == (1012001, "请上传.xlsx格式的Excel文件")
        headerless = admin.upload(self.path("import"), workbook(["无关列"], [["x"]]))
        assert headerless["code"] == 1012001 and headerless["data"][0]["message"] == "缺少该列"
        empty = admin.upload(self.path("import"), workbook(self.import_headers, []))
        assert (empty["code"], empty["message"]) == (1012001, "导入文件中没有数据")


def _flatten(nodes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for node in nodes:
        out.append(node)
        out.extend(_flatten(node.get("children") or []))
    return out
