"""通知公告 through the CRUD contract, plus its own rules: draft -> publish -> withdraw, recipients and
their read state, the bell's unread summary, and rich text that never carries script."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import NO_PERMISSION, OUT_OF_SCOPE, TIME, ScopeCase, ScopeContract
from crud_helpers import Api, make_role, unique
from helpers import login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.log.models import SysOpLog
from sitesafe.modules.system.user.models import SysUser

NOTICE_ACTIONS = ("page", "detail", "add", "edit", "delete", "changeStatus")


def notice(recipients: list[SysUser] | list[str], **fields: Any) -> dict[str, Any]:
    ids = [u if isinstance(u, str) else str(u.id) for u in recipients]
    title = unique("公告")
    return {
        "title": title,
        "content": f"<p>{title}的<strong>内容</strong></p>",
        "type": 1,
        "noticeUserIdList": ids,
        **fields,
    }


def added(api: Api, payload: dict[str, Any]) -> dict[str, Any]:
    api.ok("POST", "/sysNotice/add", payload)
    rows = api.ok("GET", "/sysNotice/page", title=payload["title"])["rows"]
    assert len(rows) == 1, rows
    return rows[0]


def reader(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> tuple[SysUser, Api]:
    """An ordinary user who may open the received page (and nothing of the notice management)."""
    user = make_user(roles=(make_role(ctx, ["sysNotice:received"]),), org="hxjt_bj_yfb")
    return user, Api(client, login(client, user.account))


class TestNotice(ScopeContract):
    name = "sysNotice"
    title = "通知公告"
    key = "title"
    not_found = 2021001
    has_list = False
    bad = (
        {"title": " ", "type": 3, "content": "<script>alert(1)</script>", "noticeUserIdList": None},
        "标题不能为空,内容不能为空,类型不能大于2,接收人不能为空",
    )

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        with ctx.db.sessionmaker() as db:
            demo = db.execute(select(SysUser.id).where(SysUser.account == "demo")).scalar_one()
        return notice([str(demo)])

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"title": row["title"] + "改", "type": 2, "content": "<p>改过的内容</p>"}

    def scope_case(self, ctx: AppContext, admin: Api, client: TestClient, make_user: Any) -> ScopeCase:
        perms = [f"sysNotice:{a}" for a in NOTICE_ACTIONS]
        here = make_user(roles=(make_role(ctx, perms, scope_type=2),), org="hxjt_bj")
        there = make_user(roles=(make_role(ctx, perms, scope_type=2),), org="hxjt_cd")
        colleague, stranger = make_user(org="hxjt_bj_yfb"), make_user(org="hxjt_cd")
        mine = added(Api(client, login(client, here.account)), notice([colleague]))
        theirs = added(Api(client, login(client, there.account)), notice([stranger]))
        hidden = admin.ok("GET", "/sysNotice/detail", id=theirs["id"])
        return ScopeCase(
            token=login(client, here.account),
            visible_id=mine["id"],
            hidden_id=theirs["id"],
            hidden_edit={**hidden, "title": "越权"},
            outside_add=notice([colleague, stranger]),  # a recipient outside the caller's data scope
        )

    def test_duplicates_are_refused(self, admin: Api, ctx: AppContext) -> None:
        """Nothing is unique about a notice: the same one may be sent twice."""
        payload, _ = self.added(admin, ctx)
        admin.ok("POST", "/sysNotice/add", payload)
        assert len(self.find(admin, payload)) == 2

    # ----- the notice's own rules --------------------------------------------------------------

    def test_publish_withdraw_and_the_rules_between(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        user, inbox = reader(client, ctx, make_user)
        row = added(admin, notice([user]))
        assert (row["status"], row["publicTime"], row["publicUserName"]) == (0, None, "超级管理员")
        assert inbox.ok("GET", "/sysNotice/received")["totalRows"] == 0  # a draft is in nobody's inbox
        withdraw_draft = admin.post("/sysNotice/changeStatus", {"id": row["id"], "status": 2})
        assert (withdraw_draft["code"], withdraw_draft["message"]) == (
            2021003,
            "撤回失败，只有已发布的通知公告可以撤回",
        )
        admin.ok("POST", "/sysNotice/changeStatus", {"id": row["id"], "status": 1})
        published = admin.ok("GET", "/sysNotice/detail", id=row["id"])
        assert published["status"] == 1 and TIME.match(published["publicTime"])
        assert published["noticeUserReadInfoList"] == [
            {"userId": str(user.id), "userName": user.name, "readStatus": 0, "readTime": None}
        ]
        edit = admin.post("/sysNotice/edit", {**published, "title": "改"})
        assert (edit["code"], edit["message"]) == (2021002, "编辑失败，通知公告已发布，只有草稿状态可以编辑")
        delete = admin.post("/sysNotice/delete", {"id": row["id"]})
        assert (delete["code"], delete["message"]) == (2021004, "删除失败，发布状态的通知公告不能删除")
        again = admin.post("/sysNotice/changeStatus", {"id": row["id"], "status": 1})
        assert (again["code"], again["message"]) == (2021003, "发布失败，只有草稿状态的通知公告可以发布")
        back = admin.post("/sysNotice/changeStatus", {"id": row["id"], "status": 0})
        assert (back["code"], back["message"]) == (2021003, "通知公告状态错误，只能发布或撤回")
        assert inbox.ok("GET", "/sysNotice/received")["totalRows"] == 1
        admin.ok("POST", "/sysNotice/changeStatus", {"id": row["id"], "status": 2})
        withdrawn = admin.ok("GET", "/sysNotice/detail", id=row["id"])
        assert withdrawn["status"] == 2 and TIME.match(withdrawn["cancelTime"])
        assert inbox.ok("GET", "/sysNotice/received")["totalRows"] == 0
        assert inbox.ok("GET", "/sysNotice/unread")["count"] == 0
        admin.ok("POST", "/sysNotice/delete", {"id": row["id"]})  # withdrawn may go (status 3)
        assert admin.get("/sysNotice/detail", id=row["id"])["code"] == 2021001
        assert admin.ok("GET", "/sysNotice/page", status=3)["totalRows"] == 0

    def test_publishing_needs_recipients(self, admin: Api) -> None:
        answer = admin.post("/sysNotice/add", notice([], status=1))
        assert (answer["code"], answer["message"]) == (2021003, "发布失败，请选择接收人")
        row = added(admin, notice([]))
        answer = admin.post("/sysNotice/changeStatus", {"id": row["id"], "status": 1})
        assert (answer["code"], answer["message"]) == (2021003, "发布失败，请选择接收人")
        unknown = admin.post("/sysNotice/add", notice(["1"]))
        assert (unknown["code"], unknown["message"]) == (2020001, "用户不存在")

    def test_saving_as_published_needs_the_right_to_publish(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        writer = make_user(roles=(make_role(ctx, ["sysNotice:page", "sysNotice:add"]),), org="hxjt_bj")
        api = Api(client, login(client, writer.account))
        refused = api.post("/sysNotice/add", self.payload(ctx) | {"status": 1})
        assert (refused["code"], refused["message"]) == NO_PERMISSION
        assert added(api, self.payload(ctx))["status"] == 0

    def test_the_bell_and_the_inbox_follow_reading(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        user, inbox = reader(client, ctx, make_user)
        first = added(admin, notice([user], status=1))
        second = added(admin, notice([user], type=2, status=1))
        bell = inbox.ok("GET", "/sysNotice/unread")
        assert bell["count"] == 2
        assert [r["id"] for r in bell["rows"]] == [second["id"], first["id"]]
        assert set(bell["rows"][0]) == {"id", "title", "type", "publicUserName", "publicTime"}
        page = inbox.ok("GET", "/sysNotice/received", readStatus=0)
        assert page["totalRows"] == 2 and page["rows"][0]["readStatus"] == 0
        opened = inbox.ok("POST", "/sysNotice/read", {"id": first["id"]})
        assert opened["readStatus"] == 1 and TIME.match(opened["readTime"])
        assert (opened["content"], opened["publicTime"]) == (first["content"], first["publicTime"])
        listed = inbox.ok("GET", "/sysNotice/received")["rows"]
        assert {r["id"]: r["publicTime"] for r in listed}[second["id"]] == second["publicTime"]
        assert inbox.ok("GET", "/sysNotice/unread")["count"] == 1
        assert inbox.ok("GET", "/sysNotice/received", readStatus=1)["rows"][0]["id"] == first["id"]
        assert inbox.ok("GET", "/sysNotice/received", type=2)["rows"][0]["id"] == second["id"]
        # Reading twice keeps the first reading time; the publisher sees who read what.
        assert inbox.ok("POST", "/sysNotice/read", {"id": first["id"]})["readTime"] == opened["readTime"]
        info = admin.ok("GET", "/sysNotice/detail", id=first["id"])["noticeUserReadInfoList"]
        assert [(i["userId"], i["readStatus"]) for i in info] == [(str(user.id), 1)]

    def test_nobody_reads_someone_elses_notice(
        self, admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        user, _ = reader(client, ctx, make_user)
        other, other_inbox = reader(client, ctx, make_user)
        sent = added(admin, notice([user], status=1))
        refused = other_inbox.post("/sysNotice/read", {"id": sent["id"]})
        assert (refused["code"], refused["message"]) == OUT_OF_SCOPE
        assert other_inbox.ok("GET", "/sysNotice/received")["totalRows"] == 0
        for answer in (
            other_inbox.get("/sysNotice/detail", id=sent["id"]),
            other_inbox.get("/sysNotice/page"),
            other_inbox.post("/sysNotice/changeStatus", {"id": sent["id"], "status": 2}),
        ):
            assert (answer["code"], answer["message"]) == NO_PERMISSION
        draft = added(admin, notice([other]))
        missing = other_inbox.post("/sysNotice/read", {"id": draft["id"]})  # not published: not there
        assert missing["code"] == 2021001
        nobody = make_user()  # no role at all: the bell still works, the inbox page does not
        api = Api(client, login(client, nobody.account))
        assert api.ok("GET", "/sysNotice/unread") == {"count": 0, "rows": []}
        assert api.get("/sysNotice/received")["code"] == NO_PERMISSION[0]

    def test_rich_text_is_sanitised_on_the_server(self, admin: Api, ctx: AppContext) -> None:
        html = (
            '<h2>标题</h2><p onclick="steal()">正文<script>alert(1)</script>'
            '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>'
            '<a href="https://example.com" target="_blank">官网</a></p><style>p{}</style>'
            '<iframe src="https://evil.example"></iframe><img src="data:image/png;base64,iVBORw0KGgo=">'
        )
        row = added(admin, {**self.payload(ctx), "content": html})
        stored = admin.ok("GET", "/sysNotice/detail", id=row["id"])["content"]
        for bad in ("<script", "onclick", "onerror", "javascript:", "<style", "<iframe", "alert"):
            assert bad not in stored, bad
        assert "<h2>标题</h2>" in stored and '<img src="x.png">' in stored
        assert 'href="https://example.com"' in stored and 'rel="noopener noreferrer nofollow"' in stored
        assert 'src="data:image/png;base64,iVBORw0KGgo="' in stored
        detail = admin.ok("GET", "/sysNotice/detail", id=row["id"])
        admin.ok("POST", "/sysNotice/edit", {**detail, "content": '<p>改<svg onload="x()"></svg></p>'})
        assert admin.ok("GET", "/sysNotice/detail", id=row["id"])["content"] == "<p>改</p>"

    def test_search_by_title_type_and_status(self, admin: Api, ctx: AppContext) -> None:
        draft = added(admin, self.payload(ctx))
        sent = added(admin, {**self.payload(ctx), "type": 2, "status": 1})
        by_type = admin.ok("GET", "/sysNotice/page", type=2, pageSize=1000)["rows"]
        assert sent["id"] in {r["id"] for r in by_type} and draft["id"] not in {r["id"] for r in by_type}
        drafts = admin.ok("GET", "/sysNotice/page", status=0, pageSize=1000)["rows"]
        assert draft["id"] in {r["id"] for r in drafts} and sent["id"] not in {r["id"] for r in drafts}
        found = admin.ok("GET", "/sysNotice/page", searchValue=sent["title"])["rows"]
        assert [r["id"] for r in found] == [sent["id"]]


def test_notice_writes_are_in_the_operation_log(client: TestClient, db: Session) -> None:
    api = Api(client, login(client, "superAdmin"))
    demo = db.execute(select(SysUser.id).where(SysUser.account == "demo")).scalar_one()
    api.ok("POST", "/sysNotice/add", notice([str(demo)]))
    row = (
        db.execute(select(SysOpLog).where(SysOpLog.url == "/api/sysNotice/add").order_by(SysOpLog.id.desc()))
        .scalars()
        .first()
    )
    assert row is not None and (row.name, row.op_type, row.success) == ("增加通知公告", 1, "Y")
