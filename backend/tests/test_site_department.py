"""项目部门 through the CRUD contract (a tree per project), plus its own rules: a parent of the same
project, names unique under one parent, a department with members stays, and project isolation."""

from __future__ import annotations

from typing import Any

from crud_contract import OUT_OF_SCOPE
from crud_helpers import Api, unique
from site_helpers import ProjectApi, ProjectScopedContract, new_project, user_id
from sitesafe.core.context import AppContext


class TestProjectDepartment(ProjectScopedContract):
    name = "projectDepartment"
    title = "项目部门"
    key = "name"
    not_found = 4002001
    has_page = False
    actions = ("list", "detail", "add", "edit", "delete", "tree")
    bad = (
        {"name": " ", "sort": -1, "phone": "电话"},
        "部门名称不能为空,联系电话格式不正确,排序不能小于0",
    )
    duplicate = (4002002, "同一上级部门下已有同名部门，请检查name参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "pid": "0",
            "name": unique("部门"),
            "code": unique("d"),
            "leader": "王工",
            "phone": "025-8888",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "leader": "李工", "sort": 5}

    def child(self, api: Api, parent: str) -> dict[str, Any]:
        name = unique("科室")
        api.ok("POST", "/projectDepartment/add", {"pid": parent, "name": name})
        return next(r for r in api.ok("GET", "/projectDepartment/list", name=name))

    def test_a_tree_with_parents_of_the_same_project(self, admin: Api, ctx: AppContext) -> None:
        assert isinstance(admin, ProjectApi)
        _, top = self.added(admin, ctx)
        below = self.child(admin, top["id"])
        tree = admin.ok("GET", "/projectDepartment/list")
        node = next(n for n in tree if n["id"] == top["id"])
        assert [c["id"] for c in node["children"]] == [below["id"]]
        picker = admin.ok("GET", "/projectDepartment/tree")
        assert next(n for n in picker if n["id"] == top["id"])["children"][0]["title"] == below["name"]
        # the same name under another parent is fine; under the same parent it is not
        admin.ok("POST", "/projectDepartment/add", {"pid": top["id"], "name": top["name"]})
        moved = {**admin.ok("GET", "/projectDepartment/detail", id=top["id"]), "pid": below["id"]}
        assert admin.post("/projectDepartment/edit", moved)["code"] == 4002004
        other = admin.in_project(new_project(admin.in_project(None)))
        answer = other.post("/projectDepartment/add", {"pid": top["id"], "name": "外来"})
        assert (answer["code"], answer["message"]) == (4002006, "上级部门不属于本项目")
        # deleting a department takes its sub-departments along
        admin.ok("POST", "/projectDepartment/delete", {"id": top["id"]})
        assert admin.get("/projectDepartment/detail", id=below["id"])["code"] == 4002001

    def test_a_department_with_members_stays(self, admin: Api, ctx: AppContext) -> None:
        assert isinstance(admin, ProjectApi)
        _, top = self.added(admin, ctx)
        below = self.child(admin, top["id"])
        demo = str(user_id(ctx, "demo"))
        admin.ok("POST", "/project/addMember", {"userId": demo, "departmentId": below["id"]})
        answer = admin.post("/projectDepartment/delete", {"id": top["id"]})
        assert (answer["code"], answer["message"]) == (4002005, "该部门或下级部门中有项目成员，无法删除")
        admin.ok("POST", "/project/addMember", {"userId": demo, "departmentId": None})
        admin.ok("POST", "/projectDepartment/delete", {"id": top["id"]})

    def test_a_department_is_reached_only_in_its_project(self, admin: Api, ctx: AppContext) -> None:
        assert isinstance(admin, ProjectApi)
        _, top = self.added(admin, ctx)
        other = admin.in_project(new_project(admin.in_project(None)))
        assert top["id"] not in {n["id"] for n in other.ok("GET", "/projectDepartment/tree")}
        refused = other.get("/projectDepartment/detail", id=top["id"])
        assert (refused["code"], refused["message"]) == OUT_OF_SCOPE
