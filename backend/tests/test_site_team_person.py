"""班组人员: the CRUD contract within one team, the Excel import into a team (one bad row writes nothing,
each bad cell reported by row and column), face photos (re-encoded, served only to members of the
person's project, never through the public file URLs) and issuing people to the face terminals."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_contract import NO_PERMISSION, OUT_OF_SCOPE, ExportContract
from crud_helpers import phone, read_workbook, unique, workbook
from people_helpers import ProjectApi, Site, id_number, member_api, wrong_check
from sitesafe.core.context import AppContext
from sitesafe.modules.site.person.models import SitePerson
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.user.models import SysUser
from test_site_worker import WORKER_EXPORT, WorkerCase

IMPORT_HEADERS = (
    "姓名",
    "身份证号",
    "手机号",
    "工种",
    "进场日期",
    "民族",
    "住址",
    "开户银行",
    "银行卡号",
    "备注",
)


@dataclass
class TeamApi(ProjectApi):
    """Reads of 班组人员 always name the team."""

    team_id: str | None = None

    def get(self, path: str, **params: Any) -> dict[str, Any]:
        if path.startswith("/teamPerson/") and self.team_id is not None:
            params = {"teamId": self.team_id, **params}
        return super().get(path, **params)

    def download(self, path: str, **params: Any) -> tuple[bytes, str, str]:
        if path == "/teamPerson/export" and self.team_id is not None:
            params = {"teamId": self.team_id, **params}
        return super().download(path, **params)


def picture(kind: str = "PNG", size: tuple[int, int] = (1600, 1200), exif: bool = False) -> bytes:
    buffer = io.BytesIO()
    image = Image.new("RGB", size, (180, 140, 120))
    extra: dict[str, Any] = {}
    if exif:
        data = Image.Exif()
        data[0x010F] = "CameraMaker"  # Make
        extra["exif"] = data
    image.save(buffer, format=kind, **extra)
    return buffer.getvalue()


class TestTeamPerson(WorkerCase, ExportContract):
    name = "teamPerson"
    title = "班组人员"
    not_found = 4202002
    has_list = False
    actions = ("page", "detail", "add", "edit", "delete", "export")
    export_headers = WORKER_EXPORT

    @pytest.fixture
    def admin(self, _site: None) -> TeamApi:
        return TeamApi(self.api.client, self.api.token, self.api.project_id, self.site.extra["team"])

    def page_params(self) -> dict[str, Any]:
        return {"teamId": self.site.extra["team"]}

    def other_site(self) -> tuple[Site, ProjectApi]:
        site, api = super().other_site()
        return site, TeamApi(api.client, api.token, api.project_id, site.extra["team"])

    def test_permission_code_is_required(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        """As the contract's, with the team every read of 班组人员 names."""
        project = [self.site.project_id]
        api = member_api(client, ctx, make_user, self.sites, project, ["teamPerson:page"])
        assert api.get("/teamPerson/page", teamId=self.site.extra["team"])["success"]
        for action in ("add", "edit", "delete", "import", "picture", "issue"):
            answer = api.post(f"/teamPerson/{action}", {"id": "1"})
            assert (answer["code"], answer["message"]) == NO_PERMISSION, action
        for action in ("detail", "export", "downloadImportTemplate"):
            assert api.get(f"/teamPerson/{action}", id="1")["code"] == NO_PERMISSION[0], action

    def import_row(self, **cells: Any) -> list[Any]:
        row = {
            "姓名": f"导入{unique('i')}",
            "身份证号": id_number(),
            "手机号": phone(),
            "工种": "木工",
            "进场日期": "2025-04-01",
            "民族": "汉族",
            "住址": "湖南省邵阳市",
            "开户银行": "中国农业银行",
            "银行卡号": "6228480012345678901",
            "备注": None,
            **cells,
        }
        return [row[h] for h in IMPORT_HEADERS]

    def members(self, api: ProjectApi, name: str) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = api.ok("GET", "/teamPerson/page", name=name, pageSize=100)["rows"]
        return rows

    def test_a_team_is_required(self, admin: TeamApi, ctx: AppContext) -> None:
        plain = ProjectApi(admin.client, admin.token, admin.project_id)
        answer = plain.get("/teamPerson/page")
        assert (answer["code"], answer["message"]) == (1012001, "班组不能为空")
        no_team = plain.post("/teamPerson/add", {**self.payload(ctx), "teamId": None})
        assert (no_team["code"], no_team["message"]) == (1012001, "班组不能为空")

    def test_template_names_the_columns(self, admin: TeamApi) -> None:
        content, _, disposition = admin.download("/teamPerson/downloadImportTemplate")
        assert read_workbook(content) == [list(IMPORT_HEADERS)] and "%E5%AF%BC%E5%85%A5" in disposition

    def test_import_writes_the_team_or_nothing(self, admin: TeamApi, ctx: AppContext) -> None:
        team = self.site.extra["team"]
        good = [self.import_row(), self.import_row(工种="10")]
        assert admin.upload("/teamPerson/import", workbook(IMPORT_HEADERS, good), teamId=team)["data"] == 2
        carpenter = self.members(admin, good[0][0])[0]
        assert (carpenter["teamId"], carpenter["workType"], carpenter["workTypeName"]) == (team, "01", "木工")
        assert carpenter["enterpriseId"] == self.site.enterprises[0] and carpenter["bankAccount"].endswith(
            "8901"
        )
        assert self.members(admin, good[1][0])[0]["workTypeName"] == "信号工"
        fine = self.import_row()
        rows = [
            fine,
            self.import_row(身份证号=wrong_check(id_number())),
            self.import_row(身份证号=fine[1]),
            self.import_row(手机号="12345"),
            self.import_row(工种="挖掘机驾驶员"),
            self.import_row(身份证号=good[0][1]),
            self.import_row(姓名=None, 进场日期="2025/04/01"),
        ]
        answer = admin.upload("/teamPerson/import", workbook(IMPORT_HEADERS, rows), teamId=team)
        assert (answer["code"], answer["message"]) == (
            1012001,
            "导入失败：共7行数据，其中6行有误，未导入任何数据",
        )
        assert answer["data"] == [
            {"row": 3, "field": "身份证号", "message": "身份证号码校验位不正确"},
            {"row": 4, "field": "身份证号", "message": "与第2行的身份证号重复"},
            {"row": 5, "field": "手机号", "message": "手机号格式不正确，应为11位手机号码"},
            {"row": 6, "field": "工种", "message": "工种取值不在字典中"},
            {"row": 7, "field": "身份证号", "message": "该身份证号已在本项目登记，请勿重复添加"},
            {"row": 8, "field": "姓名", "message": "姓名不能为空"},
            {"row": 8, "field": "进场日期", "message": "进场日期格式不正确，应为yyyy-MM-dd"},
        ]
        assert self.members(admin, fine[0]) == []  # the good row was not written either

    def test_import_refuses_a_blacklisted_person(self, admin: TeamApi, ctx: AppContext) -> None:
        payload, row = self.added(admin, ctx)
        admin.ok("POST", "/worker/blacklist", {"id": row["id"], "reason": "冒用他人身份"})
        admin.ok("POST", "/worker/delete", {"id": row["id"]})
        rows = [self.import_row(身份证号=payload["idNo"])]
        answer = admin.upload(
            "/teamPerson/import", workbook(IMPORT_HEADERS, rows), teamId=self.site.extra["team"]
        )
        assert answer["data"] == [
            {"row": 2, "field": "身份证号", "message": "该身份证号的人员已被本项目列入黑名单，不能登记"}
        ]

    def test_import_needs_a_team_of_the_chosen_project(self, admin: TeamApi, ctx: AppContext) -> None:
        other, _ = self.other_site()
        content = workbook(IMPORT_HEADERS, [self.import_row()])
        foreign = admin.upload("/teamPerson/import", content, teamId=other.extra["team"])
        assert (foreign["code"], foreign["message"]) == (4202006, "班组不存在或不属于本项目")
        nowhere = admin.in_project(None).upload("/teamPerson/import", content, teamId=self.site.extra["team"])
        assert (nowhere["code"], nowhere["message"]) == (1012001, "请先选择项目")

    def test_face_photo_is_re_encoded_and_private(
        self,
        admin: TeamApi,
        client: TestClient,
        ctx: AppContext,
        db: Session,
        make_user: Callable[..., SysUser],
    ) -> None:
        _, row = self.added(admin, ctx)
        answer = admin.upload(
            "/teamPerson/picture", picture("JPEG", (2400, 1800), exif=True), name="me.jpg", id=row["id"]
        )
        assert answer["success"], answer
        assert admin.ok("GET", "/worker/detail", id=row["id"])["hasFace"] is True
        response = admin.raw("/worker/face", id=row["id"])
        assert response.status_code == 200 and response.headers["content-type"] == "image/jpeg"
        assert (
            "no-store" in response.headers["cache-control"] and "private" in response.headers["cache-control"]
        )
        with Image.open(io.BytesIO(response.content)) as served:
            assert served.format == "JPEG" and max(served.size) == 1080 and not served.getexif()
        file_id = db.execute(
            select(SitePerson.face_file_id).where(SitePerson.id == int(row["id"]))
        ).scalar_one()
        assert file_id is not None
        # no anonymous preview, and the file API does not serve it even to an administrator
        assert client.get("/api/sysFileInfo/preview", params={"id": file_id}).json()["code"] == 1011004
        assert admin.get("/sysFileInfo/download", id=file_id)["code"] == 2015001
        # a second photo replaces the first (row and stored object)
        admin.upload("/teamPerson/picture", picture("PNG", (300, 400)), name="me.png", id=row["id"])
        assert db.get(SysFileInfo, file_id) is None
        with Image.open(io.BytesIO(admin.raw("/worker/face", id=row["id"]).content)) as served:
            assert served.size == (300, 400)
        project = [self.site.project_id]
        stranger_project = self.sites.project()
        stranger = member_api(
            client, ctx, make_user, self.sites, [stranger_project.project_id], ["worker:face"]
        )
        for api in (stranger, stranger.in_project(None)):
            refused = api.get("/worker/face", id=row["id"])
            assert (refused["code"], refused["message"]) == OUT_OF_SCOPE
        assert stranger.in_project(self.site.project_id).get("/worker/face", id=row["id"])["code"] == 1013003
        member = member_api(client, ctx, make_user, self.sites, project, ["worker:face"])
        assert member.raw("/worker/face", id=row["id"]).headers["content-type"] == "image/jpeg"
        assert client.get("/api/worker/face", params={"id": row["id"]}).json()["code"] == 1011004

    def test_only_jpeg_and_png_photos_of_sane_size(self, admin: TeamApi, ctx: AppContext) -> None:
        _, row = self.added(admin, ctx)
        for content, name, code, message in (
            (picture("GIF", (50, 50)), "a.gif", 4202007, "人脸照片须为JPG或PNG格式的图片"),
            (b"<?php echo 1; ?>", "a.jpg", 4202007, "人脸照片须为JPG或PNG格式的图片"),
            (picture("PNG", (8000, 6000)), "big.png", 4202008, "人脸照片像素过大，最大4000万像素"),
        ):
            answer = admin.upload("/teamPerson/picture", content, name=name, id=row["id"])
            assert (answer["code"], answer["message"]) == (code, message), name
        assert admin.ok("GET", "/worker/detail", id=row["id"])["hasFace"] is False
        missing = admin.get("/worker/face", id=row["id"])
        assert (missing["code"], missing["message"]) == (4202009, "该人员还没有人脸照片")

    def test_issue_marks_people_with_photos(
        self, admin: TeamApi, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        _, first = self.added(admin, ctx)
        _, second = self.added(admin, ctx)
        refused = admin.post("/teamPerson/issue", {"ids": [first["id"], second["id"]]})
        assert (refused["code"], refused["message"]) == (
            4202010,
            f"下发失败：{first['name']}、{second['name']}没有人脸照片",
        )
        for row in (first, second):
            admin.upload("/teamPerson/picture", picture(), name="f.png", id=row["id"])
        assert admin.ok("POST", "/teamPerson/issue", {"ids": [first["id"], second["id"]]}) == 2
        issued = [admin.ok("GET", "/teamPerson/detail", id=r["id"])["issuedTime"] for r in (first, second)]
        assert all(issued)
        admin.ok("POST", "/worker/blacklist", {"id": first["id"], "reason": "违章"})
        assert admin.ok("GET", "/worker/detail", id=first["id"])["issuedTime"] is None  # off the terminals
        banned = admin.post("/teamPerson/issue", [{"id": first["id"]}])
        assert (banned["code"], banned["message"]) == (4202010, f"下发失败：{first['name']}已被拉黑")
        other, other_api = self.other_site()
        theirs = self.payload_in(ctx, other, other_api)
        other_api.ok("POST", "/worker/add", theirs)
        their_id = other_api.ok("GET", "/worker/page", name=theirs["name"])["rows"][0]["id"]
        admin.upload("/teamPerson/picture", picture(), name="f.png", id=their_id)
        member = member_api(client, ctx, make_user, self.sites, [self.site.project_id], ["teamPerson:issue"])
        for api in (member, member.in_project(None)):
            answer = api.post("/teamPerson/issue", {"ids": [their_id]})
            assert (answer["code"], answer["message"]) == OUT_OF_SCOPE
        assert other_api.ok("GET", "/worker/detail", id=their_id)["issuedTime"] is None
