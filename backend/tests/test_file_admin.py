"""系统文件: page/detail/delete over uploads, on local storage and on an S3-compatible server (moto)."""

from __future__ import annotations

import contextlib
import hashlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from crud_helpers import Api, unique
from helpers import FakeClock, login
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.s3 import S3FileStorage
from sitesafe.modules.system.file.storage import StorageError


def _upload(api: Api, name: str, content: bytes) -> str:
    answer = api.client.post(
        "/api/sysFileInfo/upload",
        headers={"Authorization": f"Bearer {api.token}"},
        files={"file": (name, content, "application/octet-stream")},
    ).json()
    assert answer["success"], answer
    file_id: str = answer["data"]
    return file_id


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


def test_page_filters_newest_first_with_uploader(admin: Api, clock: FakeClock, png_bytes: bytes) -> None:
    tag = unique("图纸")
    first = _upload(admin, f"{tag}-a.txt", b"first")
    clock.advance(5)
    second = _upload(admin, f"{tag}-b.png", png_bytes)
    page = admin.ok("GET", "/sysFileInfo/page", fileOriginName=tag)
    assert [r["id"] for r in page["rows"]] == [second, first]
    row = page["rows"][0]
    assert row["fileOriginName"] == f"{tag}-b.png" and row["fileSuffix"] == "png"
    assert (row["fileLocation"], row["fileBucket"], row["fileObjectName"]) == (
        4,
        "defaultBucket",
        f"{second}.png",
    )
    assert row["fileSizeInfo"].endswith(" B") and row["createUserName"] == "超级管理员"
    assert row["createTime"] and row["createUser"]
    only_txt = admin.ok("GET", "/sysFileInfo/page", fileOriginName=tag, fileSuffix="txt")
    assert [r["id"] for r in only_txt["rows"]] == [first]
    both = admin.ok("GET", "/sysFileInfo/page", fileOriginName=tag, fileSuffix="txt,png")
    assert both["totalRows"] == 2
    assert admin.ok("GET", "/sysFileInfo/page", fileOriginName=tag, fileLocation=3)["totalRows"] == 0
    assert (
        admin.ok("GET", "/sysFileInfo/page", fileOriginName=tag, fileBucket="defaultBucket")["totalRows"] == 2
    )
    assert admin.ok("GET", "/sysFileInfo/page", fileOriginName=tag, fileBucket="other")["totalRows"] == 0
    by_size = admin.ok(
        "GET", "/sysFileInfo/page", fileOriginName=tag, sortField="fileSizeKb", sortOrder="ascend"
    )
    assert by_size["rows"][0]["fileSizeKb"] <= by_size["rows"][1]["fileSizeKb"]
    assert admin.get("/sysFileInfo/page", sortField="filePath")["code"] == 1012001
    detail = admin.ok("GET", "/sysFileInfo/detail", id=first)
    assert (detail["fileOriginName"], detail["fileSizeKb"], detail["createUserName"]) == (
        f"{tag}-a.txt",
        1,
        "超级管理员",
    )
    assert admin.get("/sysFileInfo/detail", id="42")["code"] == 2015001
    listed = admin.ok("GET", "/sysFileInfo/list")
    assert {first, second} <= {r["id"] for r in listed}


def test_delete_removes_row_and_object(admin: Api, db: Session, settings: Settings) -> None:
    file_id = _upload(admin, "现场记录.txt", b"record")
    info = db.get(SysFileInfo, int(file_id))
    assert info is not None
    stored = Path(settings.data_dir) / "files" / info.file_bucket / info.file_object_name
    assert stored.is_file()
    # a batch naming a missing file deletes nothing: neither the row nor the object
    refused = admin.post("/sysFileInfo/delete", [{"id": file_id}, {"id": "42"}])
    assert refused["code"] == 2015001 and stored.is_file()
    assert admin.ok("GET", "/sysFileInfo/detail", id=file_id)
    assert admin.post("/sysFileInfo/delete", {"id": file_id})["success"]
    assert not stored.exists()
    assert admin.get("/sysFileInfo/detail", id=file_id)["code"] == 2015001
    assert (
        admin.client.get(f"/api/sysFileInfo/download?id={file_id}", headers=_auth(admin)).json()["code"]
        == 2015001
    )
    assert admin.post("/sysFileInfo/delete", {"id": file_id})["code"] == 2015001


def test_missing_object_answers_a_clear_error(admin: Api, db: Session, settings: Settings) -> None:
    file_id = _upload(admin, "lost.txt", b"lost")
    info = db.get(SysFileInfo, int(file_id))
    assert info is not None
    (Path(settings.data_dir) / "files" / info.file_bucket / info.file_object_name).unlink()
    answer = admin.client.get(f"/api/sysFileInfo/download?id={file_id}", headers=_auth(admin)).json()
    assert (answer["code"], answer["message"]) == (2015003, "文件不存在或已被删除")
    assert admin.post("/sysFileInfo/delete", {"id": file_id})["success"]  # the row can still go


def test_permissions(client: TestClient, admin: Api) -> None:
    file_id = _upload(admin, "secret.txt", b"secret")
    demo = Api(client, login(client, "demo"))
    for path in ("/sysFileInfo/page", "/sysFileInfo/list", "/sysFileInfo/detail"):
        assert demo.get(path, id=file_id)["code"] == 1013002, path
    assert demo.post("/sysFileInfo/delete", {"id": file_id})["code"] == 1013002
    assert admin.ok("GET", "/sysFileInfo/detail", id=file_id)
    assert client.get("/api/sysFileInfo/page").json()["code"] == 1011004


def _auth(api: Api) -> dict[str, str]:
    return {"Authorization": f"Bearer {api.token}"}


# ----- S3-compatible storage, against a real local S3 server (moto's standalone server) ------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def s3_endpoint() -> Iterator[str]:
    port = _free_port()
    server = Path(sys.executable).with_name("moto_server")
    process = subprocess.Popen(
        [str(server), "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    try:
        while True:  # wait until the server accepts connections
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            assert time.monotonic() < deadline, "moto_server did not start"
            try:
                process.wait(timeout=0.05)  # returns only when the server died
            except subprocess.TimeoutExpired:
                continue
            raise AssertionError("moto_server exited")
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=10)


def _s3_settings(settings: Settings, endpoint: str, bucket: str, secret: str = "secret") -> Settings:
    return settings.model_copy(
        update={
            "FILE_STORAGE": "s3",
            "S3_ENDPOINT": endpoint,
            "S3_BUCKET": bucket,
            "S3_ACCESS_KEY": "testing",
            "S3_SECRET_KEY": secret,
            "S3_REGION": "us-east-1",
        }
    )


def test_s3_storage_upload_preview_download_delete(
    settings: Settings, fake_clock: FakeClock, s3_endpoint: str, png_bytes: bytes
) -> None:
    bucket = "sitesafe-files"
    app = create_app(_s3_settings(settings, s3_endpoint, bucket), clock=fake_clock)
    storage = app.state.storage
    assert isinstance(storage, S3FileStorage)
    storage.create_bucket()
    client = TestClient(app)
    try:
        admin = Api(client, login(client, "superAdmin"))
        image_id = _upload(admin, "塔吊 照片.png", png_bytes)
        big = bytes(range(256)) * 4096  # 1 MiB, streamed in chunks both ways
        text_id = _upload(admin, "日志.txt", big)
        row = admin.ok("GET", "/sysFileInfo/detail", id=image_id)
        assert (row["fileLocation"], row["fileBucket"]) == (3, bucket)
        assert row["filePath"] == f"{s3_endpoint}/{bucket}/{image_id}.png"
        with storage.open(bucket, f"{image_id}.png") as stored:
            assert stored.read() == png_bytes
        link = admin.ok("GET", "/sysFileInfo/previewUrl", id=image_id)
        preview = client.get(link)
        assert preview.status_code == 200 and preview.content == png_bytes
        assert preview.headers["content-type"] == "image/png"
        download = client.get(f"/api/sysFileInfo/download?id={text_id}", headers=_auth(admin))
        assert download.content == big
        assert (
            download.headers["content-disposition"] == "attachment; filename*=UTF-8''%E6%97%A5%E5%BF%97.txt"
        )
        assert admin.post("/sysFileInfo/delete", {"id": text_id})["success"]
        with pytest.raises(FileNotFoundError):
            storage.open(bucket, f"{text_id}.txt")
        assert admin.ok("GET", "/sysFileInfo/page", fileLocation=3, fileBucket=bucket)["totalRows"] >= 1
        # an object removed behind our back: a clear error, not a stack trace
        storage.delete(bucket, f"{image_id}.png")
        gone = client.get(link).json()
        assert (gone["code"], gone["message"]) == (2015003, "文件不存在或已被删除")
    finally:
        app.state.ctx.db.dispose()


def test_s3_refusals_answer_chinese_errors(
    settings: Settings, fake_clock: FakeClock, s3_endpoint: str, db: Session
) -> None:
    # moto checks signatures only with its auth switched on; a missing bucket is refused in any case
    app = create_app(_s3_settings(settings, s3_endpoint, "no-such-bucket"), clock=fake_clock)
    client = TestClient(app)
    try:
        admin = Api(client, login(client, "superAdmin"))
        before = db.query(SysFileInfo).count()
        answer: dict[str, Any] = admin.client.post(
            "/api/sysFileInfo/upload", headers=_auth(admin), files={"file": ("a.txt", b"abc", "text/plain")}
        ).json()
        assert (answer["code"], answer["message"]) == (2015004, "上传文件出现错误")
        assert db.query(SysFileInfo).count() == before  # no row for an object that was not stored
    finally:
        app.state.ctx.db.dispose()
    dead = S3FileStorage(f"http://127.0.0.1:{_free_port()}", "b", "k", "s")
    with pytest.raises(StorageError):
        dead.delete("b", "x.txt")


def test_s3_settings_are_required() -> None:
    with pytest.raises(ValueError, match="S3_ENDPOINT, S3_BUCKET"):
        Settings(FILE_STORAGE="s3", S3_ACCESS_KEY="a", S3_SECRET_KEY="b")


def test_s3_signature_matches_the_reference_signer(monkeypatch: pytest.MonkeyPatch) -> None:
    """moto does not check signatures by default: compare ours with botocore's SigV4 for S3."""
    import botocore.auth
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials

    moment = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    monkeypatch.setattr(botocore.auth, "get_current_datetime", lambda: moment.replace(tzinfo=None))
    secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    storage = S3FileStorage(
        "https://s3.example.com:9443/base/", "site-files", "AKIDEXAMPLE", secret, "cn-north-1"
    )
    body = b"hello"
    digest = hashlib.sha256(body).hexdigest()
    for method, name, extra in (
        ("PUT", "1234.png", {"content-length": "5", "content-type": "application/octet-stream"}),
        ("GET", "名 称.txt", {}),
        ("DELETE", "1234.png", {}),
    ):
        path = storage._path("site-files", name)
        payload = digest if method == "PUT" else hashlib.sha256(b"").hexdigest()
        ours = storage._headers(method, path, payload, extra, now=moment)
        reference = AWSRequest(
            method=method,
            url=f"https://s3.example.com:9443{path}",
            data=body if method == "PUT" else b"",
            headers={**extra, "x-amz-content-sha256": payload},
        )
        botocore.auth.S3SigV4Auth(Credentials("AKIDEXAMPLE", secret), "s3", "cn-north-1").add_auth(reference)
        assert ours["authorization"] == reference.headers["Authorization"], method
