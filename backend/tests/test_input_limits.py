"""Oversized and malformed input answers 1012001 with a Chinese message, never a server error: integers
beyond 64 bits in ids, paging and body/query fields, odd characters in delete bodies, image bombs."""

from __future__ import annotations

import struct
import zlib

from fastapi.testclient import TestClient

from crud_helpers import Api
from helpers import login

BEYOND_64_BITS = 2**63  # one more than the largest BIGINT


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims `width` x `height` pixels (what a decompression bomb looks like)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(b"\0" * 10))
        + _chunk(b"IEND", b"")
    )


def _refused(answer: dict[str, object], message: str) -> None:
    assert (answer["success"], answer["code"], answer["message"]) == (False, 1012001, message), answer


def test_ids_beyond_64_bits(client: TestClient) -> None:
    admin = Api(client, login(client, "superAdmin"))
    anonymous = client.get(f"/api/sysFileInfo/preview?id={BEYOND_64_BITS}")
    assert anonymous.status_code == 200
    _refused(anonymous.json(), "文件主键超出取值范围")
    _refused(admin.get("/sysPos/detail", id=-(2**64) + 1), "主键超出取值范围")
    _refused(admin.get("/sysOrg/detail", id="99999999999999999999999"), "主键超出取值范围")
    _refused(admin.get("/sysUser/page", **{"sysEmpParam.orgId": BEYOND_64_BITS}), "所属机构超出取值范围")
    notice = {"title": "通知", "content": "<p>内容</p>", "type": 1, "noticeUserIdList": [1, -(2**72)]}
    _refused(admin.post("/sysNotice/add", notice), "接收人超出取值范围")


def test_paging_beyond_any_table(client: TestClient) -> None:
    admin = Api(client, login(client, "superAdmin"))
    for path in ("/sysPos/page", "/sysFileInfo/page", "/formDesign/page", "/sysRole/page"):
        _refused(admin.get(path, pageNo=2**64), "页码不能大于1000000000")
    assert admin.get("/sysPos/page", pageNo=1_000_000_000)["data"]["rows"] == []


def test_integers_beyond_64_bits_in_query_and_body_fields(client: TestClient) -> None:
    admin = Api(client, login(client, "superAdmin"))
    _refused(admin.get("/sysNotice/page", type=BEYOND_64_BITS), "类型超出取值范围")
    edit = {"id": "1", "name": "职位", "code": "pos", "sort": 1, "version": 2**70}
    _refused(admin.post("/sysPos/edit", edit), "版本超出取值范围")


def test_delete_bodies_with_odd_characters(client: TestClient) -> None:
    admin = Api(client, login(client, "superAdmin"))
    for body in (["4\u001f"], ["4²"], ["٤"], [{"id": "１２"}], [str(BEYOND_64_BITS)], [0]):
        _refused(admin.post("/sysPos/delete", body), "主键格式不正确")


def test_an_image_claiming_billions_of_pixels_is_refused(client: TestClient) -> None:
    token = login(client, "demo")
    bomb = _png_claiming(60000, 60000)
    assert len(bomb) < 100
    answer = client.post(
        "/api/sysFileInfo/upload",
        headers={"Authorization": f"Bearer {token}"},
        files={"file": ("bomb.png", bomb, "image/png")},
    )
    assert answer.status_code == 200
    _refused(answer.json(), "图片尺寸过大，不能超过4000万像素")


def test_digits_that_are_not_ascii(client: TestClient) -> None:
    admin = Api(client, login(client, "superAdmin"))
    for project in ("²", "٣", str(BEYOND_64_BITS)):
        _refused(admin.get("/sysPos/page", projectId=project), "项目参数格式不正确")
    answer = admin.get("/sysTimers/nextFireTimes", cron="² * * * * ?")
    _refused(answer, "cron表达式的秒字段“²”不是有效的值")
    answer = admin.get("/sysTimers/nextFireTimes", cron="0/² * * * * ?")
    _refused(answer, "cron表达式的秒字段步长“²”不正确")


def test_an_optional_text_too_long_is_told_in_characters(client: TestClient) -> None:
    api = Api(client, login(client, "superAdmin"))
    answer = api.post(
        "/sysPos/add", {"name": "职位", "code": "too_long_remark", "sort": 1, "remark": "长" * 256}
    )
    assert (answer["code"], answer["message"]) == (1012001, "备注长度不能超过255位")
