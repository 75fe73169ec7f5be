"""Files belong to someone: the uploader, whoever may read a row referencing the file, file
administrators. Pictures are shown through short-lived signed links; a bare id shows nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_helpers import Api, make_role, unique
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.modules.form.models import FormSubmission
from sitesafe.modules.system.notice.models import SysNotice
from sitesafe.modules.system.user.models import SysUser

NOT_READABLE = (2015014, "没有权限查看该文件")
LINK_INVALID = (2015013, "文件链接无效或已过期，请刷新页面后重试")


def _upload(api: Api, name: str, content: bytes) -> str:
    answer = api.client.post(
        "/api/sysFileInfo/upload",
        files={"file": (name, content)},
        headers={"Authorization": f"Bearer {api.token}"},
    ).json()
    assert answer["success"], answer
    file_id: str = answer["data"]
    return file_id


def _code(answer: dict[str, Any]) -> tuple[int, str]:
    return answer["code"], answer["message"]


def _download(api: Api, file_id: str) -> Any:
    return api.client.get(
        f"/api/sysFileInfo/download?id={file_id}", headers={"Authorization": f"Bearer {api.token}"}
    )


ORG = "hxjt_cd_scb"  # every user of these tests works there (inside a manager's data scope)


def _user(client: TestClient, make_user: Callable[..., SysUser], *roles: str) -> Api:
    return Api(client, login(client, make_user(roles=roles, org=ORG).account))


def test_a_private_file_is_refused_to_other_users(
    client: TestClient, make_user: Callable[..., SysUser], ctx: AppContext, png_bytes: bytes
) -> None:
    owner = _user(client, make_user)
    other = _user(client, make_user)
    text_id = _upload(owner, "合同.txt", b"private")
    image_id = _upload(owner, "现场.png", png_bytes)
    assert _download(owner, text_id).content == b"private"
    assert _code(_download(other, text_id).json()) == NOT_READABLE
    assert _code(other.get("/sysFileInfo/previewUrl", id=image_id)) == NOT_READABLE
    with_token = client.get(
        f"/api/sysFileInfo/preview?id={image_id}", headers={"Authorization": f"Bearer {other.token}"}
    )
    assert _code(with_token.json()) == NOT_READABLE
    # File administrators read every file; the super administrator too.
    keeper = _user(client, make_user, make_role(ctx, ["sysFileInfo:page", "sysFileInfo:download"]))
    assert _download(keeper, text_id).content == b"private"
    assert _download(Api(client, login(client, "superAdmin")), text_id).content == b"private"
    assert _code(other.get("/sysFileInfo/previewUrl", id="42")) == (2015001, "文件不存在")


def test_a_preview_needs_a_signed_link_or_a_session(
    client: TestClient, make_user: Callable[..., SysUser], clock: FakeClock, png_bytes: bytes
) -> None:
    owner = _user(client, make_user)
    image_id = _upload(owner, "现场.png", png_bytes)
    bare = client.get(f"/api/sysFileInfo/preview?id={image_id}")
    assert bare.headers["content-type"].startswith("application/json")
    assert bare.json()["code"] == 1011004 and bare.content != png_bytes
    own = client.get(
        f"/api/sysFileInfo/preview?id={image_id}", headers={"Authorization": f"Bearer {owner.token}"}
    )
    assert own.content == png_bytes
    link = owner.ok("GET", "/sysFileInfo/previewUrl", id=image_id)
    assert link.startswith("/api/sysFileInfo/preview?")
    shown = client.get(link)  # what an <img> does: no token
    assert shown.status_code == 200 and shown.content == png_bytes
    assert shown.headers["content-type"] == "image/png" and shown.headers["cache-control"].startswith(
        "private"
    )
    assert owner.ok("GET", "/sysFileInfo/previewUrl", id=image_id) == link  # same link: cached by the browser
    params = {k: v[0] for k, v in parse_qs(urlsplit(link).query).items()}
    other_id = _upload(owner, "另一张.png", png_bytes)
    forged = [
        {**params, "id": other_id},
        {**params, "sig": params["sig"][:-2] + ("AA" if not params["sig"].endswith("AA") else "BB")},
        {**params, "user": "1"},
        {**params, "expires": str(int(params["expires"]) + 300)},
        {k: v for k, v in params.items() if k != "sig"},
    ]
    for query in forged:
        assert _code(client.get(f"/api/sysFileInfo/preview?{urlencode(query)}").json()) == LINK_INVALID, query
    clock.advance(16 * 60)
    assert _code(client.get(link).json()) == LINK_INVALID


def test_an_avatar_is_shown_to_the_user_and_to_user_managers(
    client: TestClient, make_user: Callable[..., SysUser], ctx: AppContext, png_bytes: bytes
) -> None:
    owner = _user(client, make_user)
    stranger = _user(client, make_user)
    avatar = _upload(owner, "avatar.png", png_bytes)
    me = owner.ok("GET", "/getLoginUser")
    assert owner.ok("POST", "/sysUser/updateAvatar", {"id": me["id"], "avatar": avatar}) is None
    manager = _user(client, make_user, make_role(ctx, ["sysUser:page", "sysUser:detail"]))
    assert client.get(manager.ok("GET", "/sysFileInfo/previewUrl", id=avatar)).content == png_bytes
    assert _code(stranger.get("/sysFileInfo/previewUrl", id=avatar)) == NOT_READABLE
    # Someone else's picture cannot become one's avatar (it would then be shown to one's managers).
    theirs = _upload(stranger, "theirs.png", png_bytes)
    refused = owner.post("/sysUser/updateAvatar", {"id": me["id"], "avatar": theirs})
    assert _code(refused) == (1012001, "头像必须是本人上传的图片")


def test_a_notice_shows_its_pictures_to_its_readers(
    client: TestClient, make_user: Callable[..., SysUser], ctx: AppContext, db: Session, png_bytes: bytes
) -> None:
    writer = _user(client, make_user, make_role(ctx, ["sysNotice:add", "sysNotice:changeStatus"]))
    reader_user = make_user(roles=(make_role(ctx, ["sysNotice:received"]),), org=ORG)
    reader = Api(client, login(client, reader_user.account))
    outsider = _user(client, make_user)
    picture = _upload(writer, "现场.png", png_bytes)
    link = writer.ok("GET", "/sysFileInfo/previewUrl", id=picture)
    notice = {
        "title": unique("通知"),
        "content": f'<p>现场</p><img src="{link}">',
        "type": 1,
        "status": 1,
        "noticeUserIdList": [str(reader_user.id)],
    }
    assert writer.ok("POST", "/sysNotice/add", notice) is None
    stored = db.execute(select(SysNotice).where(SysNotice.title == notice["title"])).scalar_one()
    assert stored.content == f'<p>现场</p><img src="/api/sysFileInfo/preview?id={picture}">'  # never signed
    received = reader.ok("GET", "/sysNotice/received", title=notice["title"])["rows"][0]
    shown = received["content"].split('src="')[1].split('"')[0].replace("&amp;", "&")
    assert "sig=" in shown and client.get(shown).content == png_bytes
    assert client.get(reader.ok("GET", "/sysFileInfo/previewUrl", id=picture)).content == png_bytes
    assert _code(outsider.get("/sysFileInfo/previewUrl", id=picture)) == NOT_READABLE
    # A notice cannot carry a picture its writer may not read (that would hand it to the recipients).
    private = _upload(outsider, "private.png", png_bytes)
    smuggled = {
        **notice,
        "title": unique("通知"),
        "content": f'<img src="/api/sysFileInfo/preview?id={private}">',
    }
    assert _code(writer.post("/sysNotice/add", smuggled)) == NOT_READABLE


def test_a_form_submission_carries_only_files_its_submitter_may_read(
    client: TestClient, make_user: Callable[..., SysUser], ctx: AppContext, db: Session, png_bytes: bytes
) -> None:
    admin = Api(client, login(client, "superAdmin"))
    design = {
        "list": [
            {"type": "uploadImg", "label": "照片", "key": "uploadImg_1", "model": "photos", "options": {}}
        ],
        "config": {"layout": "horizontal"},
    }
    admin.ok(
        "POST",
        "/formDesign/add",
        {"name": "现场照片", "code": unique("photos"), "design": json.dumps(design)},
    )
    form_id = admin.ok("GET", "/formDesign/page", name="现场照片")["rows"][0]["id"]
    submitter = _user(client, make_user, make_role(ctx, ["formDesign:submit"]))
    stranger = _user(client, make_user)
    mine = _upload(submitter, "mine.png", png_bytes)
    theirs = _upload(stranger, "theirs.png", png_bytes)

    def photos(file_id: str) -> dict[str, Any]:
        item = {"type": "img", "name": "a.png", "status": "done", "uid": file_id, "url": ""}
        return {"id": form_id, "values": {"photos": [item]}}

    assert _code(submitter.post("/formDesign/submit", photos(theirs))) == NOT_READABLE
    data = submitter.ok("POST", "/formDesign/submit", photos(mine))
    stored = db.get(FormSubmission, int(data["id"]))
    assert stored is not None and f'"uid": "{mine}"' in stored.values
