"""项目 through the CRUD contract (the spec's paths: getPage, GET delete by query id), plus its own rules:
real fields checked (dates in order, coordinates, dictionary type, existing people), members and their
roles, and a member of one project seeing and changing nothing of another."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from crud_contract import NO_PERMISSION, OUT_OF_SCOPE, CrudContract
from crud_helpers import Api, make_role, unique
from helpers import login
from site_helpers import ProjectApi, join, new_project, projects_retired, user_id
from sitesafe.core.context import AppContext
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser

PROJECT_ACTIONS = ("getPage", "detail", "add", "edit", "delete", "memberList", "addMember", "removeMember")
SETTING_CALLS = (
    ("GET", "/project/getJgw"),
    ("POST", "/project/jgw"),
    ("GET", "/project/getMonitor"),
    ("POST", "/project/monitor"),
    ("GET", "/project/getEnvironment"),
    ("POST", "/project/setEnvironment"),
    ("POST", "/project/issue"),
    ("GET", "/projectSetting/detail"),
    ("POST", "/projectSetting/save"),
    ("GET", "/project/memberList"),
)


def project_payload(ctx: AppContext, **fields: Any) -> dict[str, Any]:
    code = unique("xm")
    return {
        "name": f"安置房{code}",
        "code": code,
        "permitNo": f"320100202403{code[-5:]}",
        "address": "城南新区安置路99号",
        "lng": 118.796877,
        "lat": 32.060255,
        "type": "house",
        "stage": 1,
        "planStart": "2024-03-01",
        "planEnd": "2026-06-30",
        "actualStart": "2024-03-15",
        "contractAmount": 12500.5,
        "area": 86000,
        "ownerUnit": "城南新区建设投资有限公司",
        "contractorUnit": "华夏建工集团",
        "supervisorUnit": "江苏建科监理有限公司",
        "managerId": str(user_id(ctx, "demo")),
        "sort": 10,
        "remark": "保障性住房",
        **fields,
    }


@pytest.fixture(autouse=True)
def _retired(ctx: AppContext) -> Iterator[None]:
    with projects_retired(ctx):
        yield


class TestProject(CrudContract):
    name = "project"
    title = "项目"
    not_found = 4001001
    has_list = False
    bad = (
        {"name": " ", "code": "c" * 51, "lat": 91, "stage": 4, "contractAmount": 1.234},
        "项目名称不能为空,项目编码长度不能超过50位,纬度不能大于90,施工状态不能大于3,合同金额最多保留2位小数",
    )
    duplicate = (4001002, "项目编码重复，请检查code参数")

    def path(self, action: str) -> str:
        return "/project/getPage" if action == "page" else super().path(action)

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return project_payload(ctx)

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "二期", "stage": 2, "planEnd": "2026-12-31", "remark": None}

    def test_permission_code_is_required(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        user = make_user(roles=(make_role(ctx, ["project:getPage"]),), org="hxjt")
        api = Api(client, login(client, user.account))
        assert api.ok("GET", "/project/getPage")["rows"] == []
        for action, body in (("add", self.payload(ctx)), ("edit", {"id": "1"}), ("delete", {"id": "1"})):
            answer = api.post(f"/project/{action}", body)
            assert (answer["code"], answer["message"]) == NO_PERMISSION, action
        assert api.get("/project/detail", id="1")["code"] == NO_PERMISSION[0]
        assert api.get("/project/delete", id="1")["code"] == NO_PERMISSION[0]

    def test_fields_are_answered_as_stored(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        detail = admin.ok("GET", "/project/detail", id=row["id"])
        for key in ("name", "permitNo", "lng", "lat", "type", "planStart", "planEnd", "contractAmount"):
            assert detail[key] == payload[key], key
        assert detail["area"] == 86000 and detail["actualEnd"] is None
        assert (detail["managerId"], detail["managerName"]) == (payload["managerId"], "演示用户")
        assert detail["status"] == 0 and detail["stage"] == 1

    def test_delete_by_query_id_marks_the_project_deleted(self, admin: Api, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        admin.ok("GET", "/project/delete", id=row["id"])
        with ctx.db.sessionmaker() as db:
            assert db.get(Project, int(row["id"])).status == 2  # type: ignore[union-attr]
        assert admin.get("/project/detail", id=row["id"])["code"] == 4001001
        assert row["id"] not in {p["id"] for p in admin.ok("GET", "/project/getUserProjects")}
        # the code of a deleted project is free again
        admin.ok("POST", "/project/add", payload)

    def test_dates_coordinates_type_and_people_are_checked(
        self, admin: Api, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        refusals = (
            ({"planEnd": "2024-02-01"}, "计划竣工日期不能早于计划开工日期"),
            ({"actualEnd": "2024-03-14"}, "实际竣工日期不能早于实际开工日期"),
            ({"lat": None}, "经度和纬度需同时填写"),
            ({"lng": -181}, "经度不能小于-180"),
            ({"type": "spaceport"}, "项目类型不正确，请从字典中选择"),
            ({"planStart": "2024/03/01"}, "计划开工日期格式不正确，应为yyyy-MM-dd"),
        )
        for fields, message in refusals:
            answer = admin.post("/project/add", project_payload(ctx, **fields))
            assert (answer["code"], answer["message"]) == (1012001, message), fields
        gone = make_user(status=2)
        for key, title in (("managerId", "项目经理"), ("safetyOfficerId", "安全员")):
            for missing in ("123", str(gone.id)):
                answer = admin.post("/project/add", project_payload(ctx, **{key: missing}))
                assert (answer["code"], answer["message"]) == (4001003, f"{title}不存在或已删除")
        # an edit naming only one date is checked against the stored other one
        _, row = self.added(admin, ctx)
        detail = admin.ok("GET", "/project/detail", id=row["id"])
        body = {**{k: v for k, v in detail.items() if k != "planStart"}, "planEnd": "2023-12-31"}
        answer = admin.post("/project/edit", body)
        assert (answer["code"], answer["message"]) == (1012001, "计划竣工日期不能早于计划开工日期")

    def test_creator_manager_and_safety_officer_become_members(
        self, admin: Api, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        officer = make_user()
        payload, row = self.added(admin, ctx)
        members = ProjectApi(admin.client, admin.token, row["id"]).ok("GET", "/project/memberList")
        roles = {m["account"]: m["projectRole"] for m in members}
        assert roles == {"superAdmin": None, "demo": "manager"}
        detail = admin.ok("GET", "/project/detail", id=row["id"])
        admin.ok("POST", "/project/edit", {**detail, "safetyOfficerId": str(officer.id)})
        members = ProjectApi(admin.client, admin.token, row["id"]).ok("GET", "/project/memberList")
        assert {m["account"]: m["projectRole"] for m in members}[officer.account] == "safety"
        demo_projects = Api(admin.client, login(admin.client, "demo")).ok("GET", "/project/getUserProjects")
        assert {"id": row["id"], "name": payload["name"]} in demo_projects

    def test_the_list_is_not_narrowed_by_the_chosen_project(self, admin: Api, ctx: AppContext) -> None:
        _, first = self.added(admin, ctx)
        _, second = self.added(admin, ctx)
        in_first = ProjectApi(admin.client, admin.token, first["id"])
        listed = {r["id"] for r in in_first.ok("GET", "/project/getPage", pageSize=1000)["rows"]}
        assert {first["id"], second["id"]} <= listed


def test_members_are_added_changed_and_removed(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    project = new_project(admin, managerId=str(user_id(ctx, "demo")))
    other = new_project(admin)
    api = ProjectApi(client, admin.token, project)
    newcomer = make_user()
    mine = Api(client, login(client, newcomer.account))
    assert mine.ok("GET", "/project/getUserProjects") == []
    department = _department(api, "安全部")
    api.ok("POST", "/project/addMember", {"userId": str(newcomer.id), "projectRole": "builder"})
    assert [p["id"] for p in mine.ok("GET", "/project/getUserProjects")] == [project]
    api.ok(
        "POST",
        "/project/addMember",
        {"userId": str(newcomer.id), "projectRole": "safety", "departmentId": department},
    )
    row = next(m for m in api.ok("GET", "/project/memberList") if m["userId"] == str(newcomer.id))
    assert (row["projectRole"], row["departmentId"], row["departmentName"]) == (
        "safety",
        department,
        "安全部",
    )
    assert len(api.ok("GET", "/project/memberList")) == 3
    elsewhere = _department(api.in_project(other), "质量部")
    refusals = (
        ("/project/addMember", {"userId": str(newcomer.id), "departmentId": elsewhere}, 4002006),
        ("/project/addMember", {"userId": "123"}, 4001003),
        ("/project/removeMember", {"userId": str(user_id(ctx, "demo"))}, 4001005),
    )
    for path, body, code in refusals:
        assert api.post(path, body)["code"] == code, body
    api.ok("POST", "/project/removeMember", {"userId": str(newcomer.id)})
    assert mine.ok("GET", "/project/getUserProjects") == []
    again = api.post("/project/removeMember", {"userId": str(newcomer.id)})
    assert (again["code"], again["message"]) == (4001004, "该用户不是项目成员")


def _department(api: Api, name: str) -> str:
    api.ok("POST", "/projectDepartment/add", {"name": name, "pid": "0", "sort": 1})
    rows = api.ok("GET", "/projectDepartment/list", name=name)
    department: str = rows[0]["id"]
    return department


def test_a_member_of_one_project_reaches_nothing_of_another(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    mine, theirs = new_project(admin), new_project(admin)
    codes = [f"project:{a}" for a in PROJECT_ACTIONS]
    codes += ["project:getJgw", "project:jgw", "project:getMonitor", "project:monitor"]
    codes += ["project:getEnvironment", "project:setEnvironment", "project:issue"]
    codes += ["projectSetting:detail", "projectSetting:save"]
    user = make_user(roles=(make_role(ctx, codes),), org="hxjt")
    join(ctx, mine, user.id)
    api = ProjectApi(client, login(client, user.account))
    assert [r["id"] for r in api.ok("GET", "/project/getPage", pageSize=1000)["rows"]] == [mine]
    hidden = admin.ok("GET", "/project/detail", id=theirs)
    for answer in (
        api.get("/project/detail", id=theirs),
        api.post("/project/edit", {**hidden, "name": "越权"}),
        api.get("/project/delete", id=theirs),
        api.post("/project/delete", {"id": theirs}),
        api.post("/project/addMember", {"projectId": theirs, "userId": str(user.id)}),
    ):
        assert (answer["code"], answer["message"]) == OUT_OF_SCOPE, answer
    there, here = api.in_project(theirs), api.in_project(mine)
    for method, path in SETTING_CALLS:
        refused = there.get(path) if method == "GET" else there.post(path, {})
        assert refused["code"] == OUT_OF_SCOPE[0], path
        allowed = here.get(path) if method == "GET" else here.post(path, {})
        assert allowed["success"], (path, allowed)
    assert admin.ok("GET", "/project/detail", id=theirs)["version"] == hidden["version"]


def test_a_member_may_change_their_project(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    project = new_project(admin)
    user = make_user(roles=(make_role(ctx, [f"project:{a}" for a in PROJECT_ACTIONS]),), org="hxjt")
    join(ctx, project, user.id, "manager")
    api = Api(client, login(client, user.account))
    detail = api.ok("GET", "/project/detail", id=project)
    api.ok("POST", "/project/edit", {**detail, "stage": 3, "actualEnd": "2025-01-01"})
    assert api.ok("GET", "/project/detail", id=project)["stage"] == 3
    created = new_project(api)  # the creator becomes a member and sees it
    api.ok("GET", "/project/delete", id=created)
    with ctx.db.sessionmaker() as db:
        status = db.execute(select(Project.status).where(Project.id == int(created))).scalar_one()
    assert status == 2
