"""机构管理 through the CRUD contract, plus tree integrity, cascading deletes, employees and scope."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from crud_contract import OUT_OF_SCOPE, ExportContract, ImportContract, ScopeCase, ScopeContract
from crud_helpers import Api, make_role, org_id, unique, workbook
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

ORG_ACTIONS = ("page", "list", "detail", "add", "edit", "delete", "tree")


def org_payload(ctx: AppContext, parent: str | int = "hxjt_bj", **fields: Any) -> dict[str, Any]:
    code = unique("org")
    pid = parent if isinstance(parent, int) else org_id(ctx, parent)
    return {"pid": str(pid), "name": f"机构{code}", "code": code, "sort": 9, "remark": "测试", **fields}


class TestOrg(ScopeContract, ExportContract, ImportContract):
    name = "sysOrg"
    title = "机构"
    not_found = 2017001
    delete_shape = "array"
    export_headers = ("机构名称", "机构编码", "上级机构编码", "排序", "备注", "状态", "创建时间")
    import_headers = ("机构名称", "机构编码", "上级机构编码", "排序", "备注")
    import_key_header = "机构编码"
    bad = (
        {"name": "", "code": "c" * 51, "sort": -1},
        "机构名称不能为空,唯一编码长度不能超过50位,排序不能小于0",
    )
    duplicate = (2017002, "组织机构编码重复，请检查code参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return org_payload(ctx)

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"name": payload.get("name") or payload["code"].replace("org", "机构org")}

    def find(self, api: Api, payload: dict[str, Any]) -> list[dict[str, Any]]:
        rows = api.ok("GET", "/sysOrg/page", pageSize=1000, pid=str(org_id_of(api, "hxjt")))["rows"]
        return [r for r in rows if r["code"] == payload["code"]]

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "sort": 3}

    def import_row(self, ctx: AppContext) -> list[Any]:
        code = unique("iorg")
        return [f"导入{code}", code, "hxjt_cd", 5, None]

    def bad_import_row(self, ctx: AppContext) -> tuple[list[Any], str, str]:
        return (
            [f"导入{unique('x')}", unique("x"), "nope", 5, None],
            "上级机构编码",
            "上级机构编码不存在：nope",
        )

    def scope_case(self, ctx: AppContext, admin: Api, client: TestClient, make_user: Any) -> ScopeCase:
        role = make_role(ctx, [f"sysOrg:{a}" for a in ORG_ACTIONS], scope_type=2)
        scoped = make_user(roles=(role,), org="hxjt_bj")
        hidden = admin.ok("GET", "/sysOrg/detail", id=str(org_id(ctx, "hxjt_cd")))
        return ScopeCase(
            token=login(client, scoped.account),
            visible_id=str(org_id(ctx, "hxjt_bj_yfb")),
            hidden_id=hidden["id"],
            hidden_edit={**hidden, "name": "越权"},
            outside_add=org_payload(ctx, parent="hxjt_cd"),
        )

    # ----- the organisation's own rules --------------------------------------------------------

    def test_tree_integrity(self, admin: Api, ctx: AppContext) -> None:
        top = org_payload(ctx)
        admin.ok("POST", "/sysOrg/add", top)
        top_row = self.find(admin, top)[0]
        child = org_payload(ctx, parent=int(top_row["id"]))
        admin.ok("POST", "/sysOrg/add", child)
        child_row = self.find(admin, child)[0]
        grandchild = org_payload(ctx, parent=int(child_row["id"]))
        admin.ok("POST", "/sysOrg/add", grandchild)
        assert child_row["pids"] == f"{top_row['pids']}[{top_row['id']}],"
        detail = admin.ok("GET", "/sysOrg/detail", id=top_row["id"])
        itself = admin.post("/sysOrg/edit", {**detail, "pid": top_row["id"]})
        assert (itself["code"], itself["message"]) == (2017005, "父节点不能和本节点一致，请重新选择父节点")
        below = admin.post("/sysOrg/edit", {**detail, "pid": child_row["id"]})
        assert (below["code"], below["message"]) == (2017006, "父节点不能为本节点的子节点，请重新选择父节点")
        missing = admin.post("/sysOrg/add", org_payload(ctx, parent=1))
        assert (missing["code"], missing["message"]) == (2017001, "上级节点不存在")
        # moving the top node rewrites its descendants' ancestor lists
        cd = org_id(ctx, "hxjt_cd")
        admin.ok("POST", "/sysOrg/edit", {**detail, "pid": str(cd)})
        moved = self.find(admin, grandchild)[0]
        cd_row = admin.ok("GET", "/sysOrg/detail", id=str(cd))
        assert moved["pids"] == f"{cd_row['pids']}[{cd}],[{top_row['id']}],[{child_row['id']}],"
        under_cd = admin.ok("GET", "/sysOrg/page", pid=str(cd), pageSize=1000)["rows"]
        assert {child["code"], grandchild["code"]} <= {r["code"] for r in under_cd}
        direct = admin.ok("GET", "/sysOrg/list", pid=top_row["id"])
        assert [r["code"] for r in direct] == [child["code"]]

    def test_delete_cascades_and_refuses_staffed_organisations(
        self, admin: Api, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        top = org_payload(ctx)
        admin.ok("POST", "/sysOrg/add", top)
        top_row = self.find(admin, top)[0]
        child = org_payload(ctx, parent=int(top_row["id"]))
        admin.ok("POST", "/sysOrg/add", child)
        make_user(org=child["code"])
        staffed = admin.post("/sysOrg/delete", [{"id": top_row["id"]}])
        assert (staffed["code"], staffed["message"]) == (2017004, "该机构或子机构下有员工，无法删除")
        empty_top = org_payload(ctx)
        admin.ok("POST", "/sysOrg/add", empty_top)
        empty_row = self.find(admin, empty_top)[0]
        leaf = org_payload(ctx, parent=int(empty_row["id"]))
        admin.ok("POST", "/sysOrg/add", leaf)
        admin.ok("POST", "/sysOrg/delete", [{"id": empty_row["id"]}])
        assert self.find(admin, leaf) == [] and self.find(admin, empty_top) == []

    def test_names_are_unique_among_siblings(self, admin: Api, ctx: AppContext) -> None:
        first = org_payload(ctx)
        admin.ok("POST", "/sysOrg/add", first)
        twin = admin.post("/sysOrg/add", {**first, "code": unique("org")})
        assert (twin["code"], twin["message"]) == (2017003, "组织机构名称重复，请检查name参数")
        admin.ok("POST", "/sysOrg/add", {**first, "code": unique("org"), "pid": str(org_id(ctx, "hxjt_cd"))})

    def test_scoped_user_sees_ancestors_but_adds_only_inside(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        role = make_role(ctx, [f"sysOrg:{a}" for a in ORG_ACTIONS], scope_type=5, orgs=("hxjt_bj_yfb",))
        api = Api(client, login(client, make_user(roles=(role,), org="hxjt_cd").account))
        tree = api.ok("GET", "/sysOrg/tree")
        assert [n["title"] for n in tree] == ["华夏集团"]
        assert [n["title"] for n in tree[0]["children"]] == ["华夏集团北京分公司"]
        assert [n["title"] for n in tree[0]["children"][0]["children"]] == ["研发部"]
        node = tree[0]["children"][0]["children"][0]
        assert (node["value"], node["pid"], node["parentId"], node["children"]) == (
            node["id"],
            node["pid"],
            node["pid"],
            [],
        )
        root = api.post("/sysOrg/add", org_payload(ctx, parent=0))
        assert (root["code"], root["message"]) == OUT_OF_SCOPE
        ancestor = api.post(
            "/sysOrg/edit", {**api.ok("GET", "/sysOrg/detail", id=tree[0]["id"]), "name": "改"}
        )
        assert (ancestor["code"], ancestor["message"]) == OUT_OF_SCOPE
        # what a custom-scoped user creates stays in their scope
        created = org_payload(ctx, parent="hxjt_bj_yfb")
        api.ok("POST", "/sysOrg/add", created)
        page = api.ok("GET", "/sysOrg/page", name=created["name"])["rows"]
        assert [r["code"] for r in page] == [created["code"]]

    def test_import_may_name_a_parent_from_the_same_file(self, admin: Api) -> None:
        parent, child = unique("imp"), unique("imp")
        rows = [[f"上级{parent}", parent, "hxjt", 1, None], [f"下级{child}", child, parent, 2, None]]
        assert admin.upload("/sysOrg/import", workbook(self.import_headers, rows))["data"] == 2
        found = {r["code"]: r for r in self.find_all(admin)}
        assert found[child]["pid"] == found[parent]["id"]
        assert found[child]["pids"] == f"{found[parent]['pids']}[{found[parent]['id']}],"

    def find_all(self, api: Api) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = api.ok("GET", "/sysOrg/page", pageSize=1000)["rows"]
        return rows


def org_id_of(api: Api, code: str) -> str:
    rows = api.ok("GET", "/sysOrg/page", pageSize=1000)["rows"]
    return next(r["id"] for r in rows if r["code"] == code)
