"""人脸设备 (deviceFace): the CRUD contract in a project, the key answered once and stored encrypted,
never in page, detail, export or the operation log, and project isolation (by id too)."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from attend_helpers import ProjectApi, Site, Terminal, sites
from crud_contract import OUT_OF_SCOPE, CrudContract, ExportContract, StatusContract
from crud_helpers import Api, make_role, read_workbook
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.system.log.models import SysOpLog

ALL = [
    f"deviceFace:{a}"
    for a in (
        "page",
        "list",
        "detail",
        "add",
        "edit",
        "delete",
        "changeStatus",
        "export",
        "resetKey",
        "stats",
    )
]


@pytest.fixture(scope="module")
def two(app: Any) -> Iterator[list[Site]]:
    yield from sites(app.state.ctx, "人脸设备甲项目", "人脸设备乙项目")


class TestDeviceFace(StatusContract, ExportContract, CrudContract):
    name = "deviceFace"
    title = "人脸设备"
    not_found = 4301001
    bad: ClassVar[tuple[dict[str, Any], str]] = (
        {"name": " ", "code": "含 空格", "direction": 3},
        "设备名称不能为空,设备编号格式不正确,进出方向取值不正确",
    )
    duplicate = (4301002, "设备编号已被其他设备使用，请检查code参数")
    export_headers = (
        "设备名称",
        "设备编号",
        "厂商",
        "型号",
        "安装位置",
        "进出方向",
        "在线",
        "最后通信时间",
        "状态",
    )

    @pytest.fixture(autouse=True)
    def _sites(self, two: list[Site]) -> None:
        self.sites = two

    @pytest.fixture
    def admin(self, client: TestClient) -> Api:
        return ProjectApi(client, login(client, "superAdmin"), self.sites[0].pid)

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        code = f"F{secrets.token_hex(5).upper()}"
        return {
            "name": f"东门闸机{code}",
            "code": code,
            "vendor": "海康威视",
            "model": "DS-K5671",
            "direction": 1,
        }

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "location": "东门岗亭", "direction": 2}

    def test_the_key_is_answered_once_and_stored_encrypted(
        self, admin: ProjectApi, ctx: AppContext, client: TestClient, clock: FakeClock
    ) -> None:
        payload = self.payload(ctx)
        added = admin.ok("POST", "/deviceFace/add", payload)
        key = added["deviceSecret"]
        assert len(key) == 43 and added["code"] == payload["code"]
        row = admin.ok("GET", "/deviceFace/page", code=payload["code"])["rows"][0]
        detail = admin.ok("GET", "/deviceFace/detail", id=row["id"])
        listed = admin.ok("GET", "/deviceFace/list")
        exported, _, _ = admin.download("/deviceFace/export", code=payload["code"])
        shown = repr([row, detail, listed]) + repr(read_workbook(exported))
        assert key not in shown and "secret" not in shown.lower() and detail["keySet"] is True
        with ctx.db.sessionmaker() as db:
            stored = db.execute(
                select(SiteDevice.secret_enc).where(SiteDevice.id == int(row["id"]))
            ).scalar_one()
            logged = db.execute(
                select(SysOpLog.param, SysOpLog.result).where(SysOpLog.url == "/api/deviceFace/add")
            )
            log_text = repr(list(logged))
        assert key not in stored and ctx.cipher.decrypt(stored) == key
        assert key not in log_text and "******" in log_text
        terminal = Terminal(client, clock, payload["code"], key)
        assert terminal.call("POST", "/device/face/heartbeat", {})["success"]
        reset = admin.ok("POST", "/deviceFace/resetKey", {"id": row["id"]})
        assert reset["deviceSecret"] != key
        assert terminal.call("POST", "/device/face/heartbeat", {})["code"] == 4302004
        assert Terminal(client, clock, payload["code"], reset["deviceSecret"]).call(
            "POST", "/device/face/heartbeat", {}
        )["success"]

    def test_add_needs_a_project_and_codes_are_unique_across_projects(
        self, client: TestClient, ctx: AppContext
    ) -> None:
        token = login(client, "superAdmin")
        payload = self.payload(ctx)
        none = Api(client, token).post("/deviceFace/add", payload)
        assert (none["code"], none["message"]) == (1012001, "请先选择项目")
        ProjectApi(client, token, self.sites[0].pid).ok("POST", "/deviceFace/add", payload)
        clash = ProjectApi(client, token, self.sites[1].pid).post("/deviceFace/add", payload)
        assert (clash["code"], clash["message"]) == self.duplicate

    def test_a_member_of_one_project_sees_and_changes_nothing_of_another(
        self, client: TestClient, ctx: AppContext, make_user: Any
    ) -> None:
        mine, theirs = self.sites
        token = login(client, "superAdmin")
        their_api = ProjectApi(client, token, theirs.pid)
        hidden_payload = self.payload(ctx)
        their_api.ok("POST", "/deviceFace/add", hidden_payload)
        hidden = their_api.ok("GET", "/deviceFace/page", code=hidden_payload["code"])["rows"][0]
        ProjectApi(client, token, mine.pid).ok("POST", "/deviceFace/add", self.payload(ctx))
        user = make_user(roles=(make_role(ctx, ALL),), org="hxjt")
        mine.member(user.id)
        member = login(client, user.account)
        api = ProjectApi(client, member, mine.pid)
        rows = api.ok("GET", "/deviceFace/page", pageSize=100)["rows"]
        assert rows and all(r["projectId"] == mine.pid for r in rows)
        unscoped = Api(client, member).ok("GET", "/deviceFace/page", pageSize=100)["rows"]
        assert hidden["id"] not in {r["id"] for r in unscoped}
        assert hidden["id"] not in {r["id"] for r in api.ok("GET", "/deviceFace/list")}
        exported, _, _ = api.download("/deviceFace/export")
        assert hidden_payload["code"] not in repr(read_workbook(exported))
        for answer in (
            api.get("/deviceFace/detail", id=hidden["id"]),
            api.post("/deviceFace/edit", {**hidden, "name": "改名"}),
            api.post("/deviceFace/delete", {"id": hidden["id"]}),
            api.post("/deviceFace/changeStatus", {"id": hidden["id"], "status": 1}),
            api.post("/deviceFace/resetKey", {"id": hidden["id"]}),
            ProjectApi(client, member, theirs.pid).get("/deviceFace/page"),
            ProjectApi(client, member, theirs.pid).post("/deviceFace/add", self.payload(ctx)),
            ProjectApi(client, member, theirs.pid).get("/deviceFace/stats"),
        ):
            assert (answer["code"], answer["message"]) == OUT_OF_SCOPE, answer
        stats = api.ok("GET", "/deviceFace/stats")
        assert stats["unknownDevice"] is None and stats["total"] == len(rows)
