"""班组 through the CRUD contract in a project of its own, plus its rules: the enterprise is one of the
project's, names are unique per project (not across projects), the leader is one of the team's people,
and a team with people in it cannot be deleted."""

from __future__ import annotations

from typing import Any

from crud_contract import ExportContract
from crud_helpers import unique
from people_helpers import ProjectApi, id_number
from site_contract import SiteContract
from sitesafe.core.context import AppContext


def add_worker(api: ProjectApi, team_id: str | None = None, **fields: Any) -> dict[str, Any]:
    name = fields.pop("name", f"工人{unique('w')}")
    api.ok("POST", "/worker/add", {"name": name, "idNo": id_number(), "teamId": team_id, **fields})
    rows = api.ok("GET", "/worker/page", name=name)["rows"]
    assert len(rows) == 1
    return rows[0]


class TestTeam(SiteContract, ExportContract):
    name = "team"
    title = "班组"
    key = "name"
    not_found = 4201001
    export_headers = (
        "班组名称",
        "班组编号",
        "所属单位",
        "工种",
        "班组长",
        "人数",
        "进场日期",
        "退场日期",
        "备注",
        "创建时间",
    )
    bad = (
        {"name": " ", "enterpriseId": None, "entryDate": "2025-13-01"},
        "班组名称不能为空,所属单位不能为空,进场日期格式不正确，应为yyyy-MM-dd",
    )
    duplicate = (4201002, "本项目已有同名班组，请检查name参数")

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return {
            "name": f"钢筋班{unique('t')}",
            "code": unique("BZ"),
            "enterpriseId": self.site.enterprises[0],
            "workType": "02",
            "entryDate": "2025-03-01",
            "sort": 10,
            "remark": "主体结构",
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {
            "name": row["name"] + "改",
            "workType": "01",
            "enterpriseId": self.site.enterprises[1],
            "exitDate": "2025-12-31",
        }

    def test_rows_carry_names_and_counts(self, admin: ProjectApi, ctx: AppContext) -> None:
        _payload, row = self.added(admin, ctx)
        assert row["enterpriseName"].startswith("劳务分包公司") and row["workTypeName"] == "钢筋工"
        assert row["memberCount"] == 0 and row["projectId"] == self.site.project_id
        add_worker(admin, row["id"])
        add_worker(admin, row["id"])
        assert admin.ok("GET", "/team/detail", id=row["id"])["memberCount"] == 2
        listed = admin.ok("GET", "/team/list", enterpriseId=self.site.enterprises[0])
        assert row["id"] in {t["id"] for t in listed}

    def test_the_enterprise_and_work_type_must_be_the_projects(
        self, admin: ProjectApi, ctx: AppContext
    ) -> None:
        other, _ = self.other_site()
        foreign = admin.post("/team/add", {**self.payload(ctx), "enterpriseId": other.enterprises[0]})
        assert (foreign["code"], foreign["message"]) == (4202006, "所属单位不存在或不属于本项目")
        odd = admin.post("/team/add", {**self.payload(ctx), "workType": "nope"})
        assert (odd["code"], odd["message"]) == (4202012, "工种取值不在字典中")
        late = admin.post("/team/add", {**self.payload(ctx), "exitDate": "2025-01-01"})
        assert (late["code"], late["message"]) == (1012001, "退场日期不能早于进场日期")

    def test_same_name_is_fine_in_another_project(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload, _ = self.added(admin, ctx)
        other, other_api = self.other_site()
        other_api.ok("POST", "/team/add", {**payload, "enterpriseId": other.enterprises[0]})

    def test_leader_is_a_person_of_the_team(self, admin: ProjectApi, ctx: AppContext) -> None:
        _, team = self.added(admin, ctx)
        _, other_team = self.added(admin, ctx)
        inside = add_worker(admin, team["id"])
        outside = add_worker(admin, other_team["id"])
        detail = admin.ok("GET", "/team/detail", id=team["id"])
        refused = admin.post("/team/edit", {**detail, "leaderId": outside["id"]})
        assert (refused["code"], refused["message"]) == (4201004, "班组长须为本班组的人员")
        admin.ok("POST", "/team/edit", {**detail, "leaderId": inside["id"]})
        assert admin.ok("GET", "/team/detail", id=team["id"])["leaderName"] == inside["name"]
        assert admin.ok("GET", "/worker/detail", id=inside["id"])["isLeader"] is True
        # the flag on the worker moves the leadership too
        second = add_worker(admin, team["id"])
        worker = admin.ok("GET", "/worker/detail", id=second["id"])
        admin.ok("POST", "/worker/edit", {**worker, "isLeader": True})
        assert admin.ok("GET", "/team/detail", id=team["id"])["leaderId"] == second["id"]
        assert admin.ok("GET", "/worker/detail", id=inside["id"])["isLeader"] is False

    def test_a_team_with_people_cannot_be_deleted(self, admin: ProjectApi, ctx: AppContext) -> None:
        _, team = self.added(admin, ctx)
        worker = add_worker(admin, team["id"])
        refused = admin.post("/team/delete", {"id": team["id"]})
        assert (refused["code"], refused["message"]) == (
            4201003,
            "该班组下还有人员，请先将人员移出或删除后再删除班组",
        )
        admin.ok("POST", "/worker/delete", {"id": worker["id"]})
        admin.ok("POST", "/team/delete", {"id": team["id"]})

    def test_enterprise_picker_lists_the_projects_enterprises(self, admin: ProjectApi) -> None:
        options = admin.ok("GET", "/team/enterprises")
        assert [o["id"] for o in options] == [self.site.enterprises[1], self.site.enterprises[0]]
        assert admin.in_project(None).ok("GET", "/team/enterprises") == []
