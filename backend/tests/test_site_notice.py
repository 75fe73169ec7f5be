"""项目公告 through the CRUD contract, plus its own rules: draft -> publish -> withdraw -> publish again,
a published notice is withdrawn before it is edited or deleted, pinned notices first, rich text that never
carries script, and project isolation."""

from __future__ import annotations

from typing import Any

from crud_contract import TIME
from crud_helpers import Api, unique
from site_helpers import ProjectScopedContract
from sitesafe.core.context import AppContext


class TestProjectNotice(ProjectScopedContract):
    name = "projectNotice"
    title = "项目公告"
    key = "title"
    not_found = 4003001
    has_list = False
    actions = ("page", "detail", "add", "edit", "delete", "publish", "withdraw")
    bad = (
        {"title": " ", "content": "<script>alert(1)</script>", "top": "maybe"},
        "标题不能为空,内容不能为空,置顶必须为布尔值",
    )

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        title = unique("停水通知")
        return {"title": title, "content": f"<p>{title}：<strong>明日停水</strong></p>", "top": False}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"title": row["title"] + "改", "content": "<p>改为后日停水</p>", "top": True}

    def test_duplicates_are_refused(self, admin: Api, ctx: AppContext) -> None:
        """Nothing is unique about a notice: the same one may be posted twice."""
        payload, _ = self.added(admin, ctx)
        admin.ok("POST", "/projectNotice/add", payload)
        assert len(self.find(admin, payload)) == 2

    def test_publish_withdraw_and_the_rules_between(self, admin: Api, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        assert (row["state"], row["publishTime"]) == (0, None)
        refused = admin.post("/projectNotice/withdraw", {"id": row["id"]})
        assert (refused["code"], refused["message"]) == (4003004, "撤回失败，只有已发布的公告可以撤回")
        admin.ok("POST", "/projectNotice/publish", {"id": row["id"]})
        published = admin.ok("GET", "/projectNotice/detail", id=row["id"])
        assert published["state"] == 1 and TIME.match(published["publishTime"])
        again = admin.post("/projectNotice/publish", {"id": row["id"]})
        assert (again["code"], again["message"]) == (4003004, "发布失败，该公告已发布")
        edit = admin.post("/projectNotice/edit", {**published, "title": "改"})
        assert (edit["code"], edit["message"]) == (4003002, "编辑失败，已发布的项目公告请先撤回再编辑")
        remove = admin.post("/projectNotice/delete", {"id": row["id"]})
        assert (remove["code"], remove["message"]) == (4003003, "删除失败，已发布的项目公告请先撤回再删除")
        admin.ok("POST", "/projectNotice/withdraw", {"id": row["id"]})
        withdrawn = admin.ok("GET", "/projectNotice/detail", id=row["id"])
        assert withdrawn["state"] == 2
        admin.ok("POST", "/projectNotice/edit", {**withdrawn, "title": withdrawn["title"] + "（更正）"})
        admin.ok("POST", "/projectNotice/publish", {"id": row["id"]})
        assert admin.ok("GET", "/projectNotice/page", state=1, title=row["title"])["totalRows"] == 1

    def test_pinned_notices_come_first(self, admin: Api, ctx: AppContext) -> None:
        tag = unique("置顶")
        for i, top in enumerate((True, False, False)):
            admin.ok("POST", "/projectNotice/add", {"title": f"{tag}{i}", "content": "<p>x</p>", "top": top})
        rows = admin.ok("GET", "/projectNotice/page", title=tag)["rows"]
        assert [r["title"] for r in rows] == [f"{tag}0", f"{tag}2", f"{tag}1"]

    def test_content_is_sanitised_on_the_server(self, admin: Api, ctx: AppContext) -> None:
        dirty = '<p onclick="steal()">安全<script>alert(1)</script><a href="javascript:x()">链接</a></p>'
        payload = {**self.payload(ctx), "content": dirty}
        admin.ok("POST", "/projectNotice/add", payload)
        row = self.find(admin, payload)[0]
        content = admin.ok("GET", "/projectNotice/detail", id=row["id"])["content"]
        assert "script" not in content and "onclick" not in content and "javascript" not in content
        assert content.startswith("<p>安全") and "链接" in content
