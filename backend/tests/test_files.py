"""Uploads (limits, generated names), preview and download."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from helpers import FakeClock, call, login
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.system.file.models import SysFileInfo


def _upload(
    client: TestClient, token: str, name: str, content: bytes, mime: str = "application/octet-stream"
) -> dict[str, Any]:
    return call(client, "POST", "/api/sysFileInfo/upload", token, files={"file": (name, content, mime)})


def test_upload_stores_under_a_generated_name(
    client: TestClient, demo_headers: dict[str, str], db: Session, settings: Settings, png_bytes: bytes
) -> None:
    token = demo_headers["Authorization"].split()[1]
    answer = _upload(client, token, "../../etc/现场 照片<1>.PNG", png_bytes, "image/png")
    assert answer["success"] and isinstance(answer["data"], str) and answer["data"].isdigit()
    info = db.get(SysFileInfo, int(answer["data"]))
    assert info is not None
    assert info.file_object_name == f"{answer['data']}.png"
    assert info.file_origin_name == "现场 照片_1_.PNG"
    assert (info.file_suffix, info.file_location, info.file_size_kb) == ("png", 4, 1)
    stored = Path(settings.data_dir) / "files" / info.file_bucket / info.file_object_name
    assert stored.read_bytes() == png_bytes


def test_upload_type_limits(client: TestClient, demo_headers: dict[str, str]) -> None:
    token = demo_headers["Authorization"].split()[1]
    for name in ("run.exe", "page.html", "noext", "icon.svg"):
        answer = _upload(client, token, name, b"MZ....")
        assert (answer["code"], answer["message"]) == (2015012, "不支持上传该类型的文件"), name
    fake_image = _upload(client, token, "photo.jpg", b"<script>alert(1)</script>")
    assert (fake_image["code"], fake_image["message"]) == (2015012, "图片文件内容无效")
    empty = _upload(client, token, "a.txt", b"")
    assert empty["code"] == 2015004


def test_upload_size_limit(settings: Settings, fake_clock: FakeClock) -> None:
    app = create_app(settings.model_copy(update={"UPLOAD_MAX_BYTES": 1024}), clock=fake_clock)
    client = TestClient(app)
    try:
        token = login(client, "demo")
        assert _upload(client, token, "ok.txt", b"x" * 1024)["success"]
        over = _upload(client, token, "big.txt", b"x" * 1025)
        assert (over["code"], over["message"]) == (2015011, "文件大小超出限制，最大1.00 KB")
        huge = client.post(
            "/api/sysFileInfo/upload",
            headers={"Authorization": f"Bearer {token}"},
            files={"file": ("huge.txt", b"x" * (2 * 1024 * 1024), "text/plain")},
        )
        assert huge.status_code == 413 and huge.json()["code"] == 2015011
    finally:
        app.state.ctx.db.dispose()


def test_preview_and_download(client: TestClient, demo_headers: dict[str, str], png_bytes: bytes) -> None:
    token = demo_headers["Authorization"].split()[1]
    image_id = _upload(client, token, "现场.png", png_bytes, "image/png")["data"]
    text_id = _upload(client, token, "notes.txt", b"hello")["data"]
    link = call(client, "GET", f"/api/sysFileInfo/previewUrl?id={image_id}", token)["data"]
    preview = client.get(link)  # a signed link: what <img src> uses
    assert preview.status_code == 200 and preview.headers["content-type"] == "image/png"
    assert preview.content == png_bytes and preview.headers["x-content-type-options"] == "nosniff"
    not_image = call(client, "GET", f"/api/sysFileInfo/previewUrl?id={text_id}", token)
    assert (not_image["code"], not_image["message"]) == (2015006, "预览文件异常，您预览的文件类型不支持")
    with_token = call(client, "GET", f"/api/sysFileInfo/preview?id={text_id}", token)
    assert with_token["code"] == 2015006
    assert call(client, "GET", "/api/sysFileInfo/preview?id=42", token)["code"] == 2015001
    assert client.get(f"/api/sysFileInfo/download?id={text_id}").json()["code"] == 1011004
    download = client.get(f"/api/sysFileInfo/download?id={text_id}", headers=demo_headers)
    assert download.content == b"hello"
    assert download.headers["content-disposition"] == "attachment; filename*=UTF-8''notes.txt"
    assert call(client, "GET", "/api/sysFileInfo/download?id=42", token)["code"] == 2015001
