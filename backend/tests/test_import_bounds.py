"""Imports are bounded before and while the file is parsed: small files that claim or unpack to a lot are
refused with 1012001 and a Chinese message, and a burst of them neither hangs nor blocks the server."""

from __future__ import annotations

import io
import re
import threading
import zipfile
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, unique, workbook
from helpers import bearer, login

HEADERS = ("职位名称", "唯一编码", "排序", "备注")
SST = '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
SST_REL = (
    b'<Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings"'
    b' Target="sharedStrings.xml" Id="rId9" /></Relationships>'
)


def _good() -> bytes:
    return workbook(HEADERS, [[unique("界限"), unique("bound"), 1, "备注"]])


def _rewritten(content: bytes, part: str, change: Callable[[bytes], bytes]) -> bytes:
    """The workbook with one part changed (or added)."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(content)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        names = source.namelist()
        for name in names:
            data = source.read(name)
            target.writestr(name, change(data) if name == part else data)
        if part not in names:
            target.writestr(part, change(b""))
    return out.getvalue()


def _sheet(change: Callable[[str], str]) -> bytes:
    return _rewritten(_good(), "xl/worksheets/sheet1.xml", lambda xml: change(xml.decode()).encode())


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


def _refusal(answer: dict[str, object]) -> tuple[object, object]:
    return answer["code"], answer["message"]


def test_a_claimed_dimension_of_the_whole_sheet_is_refused(admin: Api) -> None:
    # openpyxl writes `<dimension ref="A1:D2" />` with its own writer and `.../>` with lxml's
    bomb = _sheet(lambda xml: re.sub(r'<dimension ref="A1:D2"\s*/>', '<dimension ref="A1:XFD1048576"/>', xml))
    assert b"XFD1048576" in zipfile.ZipFile(io.BytesIO(bomb)).read("xl/worksheets/sheet1.xml")
    assert len(bomb) < 8000
    answer = admin.upload("/sysPos/import", bomb)
    assert _refusal(answer) == (1012001, "文件声明的数据范围过大，最多100000行、256列")


def test_a_shared_strings_bomb_is_refused_before_it_is_unpacked(admin: Api) -> None:
    strings = (SST + "<si><t>a</t></si>" * 1_200_000 + "</sst>").encode()
    bomb = _rewritten(_good(), "xl/sharedStrings.xml", lambda _: strings)
    bomb = _rewritten(
        bomb, "xl/_rels/workbook.xml.rels", lambda rels: rels.replace(b"</Relationships>", SST_REL)
    )
    assert len(bomb) < 200_000 < 16 * 1024 * 1024 < len(strings)
    answer = admin.upload("/sysPos/import", bomb)
    assert _refusal(answer) == (1012001, "文件内容过大或压缩比异常，无法导入（请减少数据量或拆分文件）")


def test_a_part_bigger_than_it_declares_is_not_read_past_its_size(admin: Api) -> None:
    content = _good()
    with zipfile.ZipFile(io.BytesIO(content)) as archive:
        info = archive.getinfo("xl/worksheets/sheet1.xml")
    # Declare one byte less than the part holds, in the local header and the central directory.
    real = info.file_size.to_bytes(4, "little")
    lying = (info.file_size - 1).to_bytes(4, "little")
    assert content.count(real) >= 2
    answer = admin.upload("/sysPos/import", content.replace(real, lying))
    assert _refusal(answer) == (1012001, "文件不是有效的Excel(.xlsx)文件")


def test_too_many_parts_and_rows_far_down_are_refused(admin: Api) -> None:
    crowded = _good()
    for n in range(100):
        crowded = _rewritten(crowded, f"customXml/item{n}.xml", lambda _: b"<x/>")
    assert _refusal(admin.upload("/sysPos/import", crowded)) == (1012001, "文件结构异常：包含的部件超过100个")
    far = _sheet(
        lambda xml: xml.replace(
            "</sheetData>",
            '<row r="200000"><c r="A200000" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
        ).replace('<dimension ref="A1:D2" />', "")
    )
    assert _refusal(admin.upload("/sysPos/import", far)) == (1012001, "文件行数超出限制，最多100000行")
    # A normal file still imports.
    assert admin.upload("/sysPos/import", _good())["data"] == 1


def test_a_burst_of_bombs_neither_hangs_nor_blocks_the_server(client: TestClient) -> None:
    """The reported attack: a sheet claiming A1:XFD1048576 with one cell in its last row (every row up
    to it would be padded to 16,384 cells); forty of them used to hang every request thread."""
    far = '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>'
    bomb = _sheet(
        lambda xml: xml.replace('<dimension ref="A1:D2" />', '<dimension ref="A1:XFD1048576" />').replace(
            "</sheetData>", far
        )
    )
    token = login(client, "superAdmin")
    answers: list[dict[str, object]] = []

    def upload() -> None:
        files = {"file": ("炸弹.xlsx", bomb, "application/octet-stream")}
        answers.append(client.post("/api/sysPos/import", files=files, headers=bearer(token)).json())

    uploads = [threading.Thread(target=upload) for _ in range(12)]
    for thread in uploads:
        thread.start()
    # Meanwhile the server answers everyone else.
    assert client.get("/api/getLoginUser", headers=bearer(token)).json()["success"]
    assert login(client, "demo")
    for thread in uploads:
        thread.join()
    codes = [a["code"] for a in answers]
    assert len(codes) == 12 and set(codes) <= {1012001, 1016005} and 1012001 in codes, answers
    busy = [a["message"] for a in answers if a["code"] == 1016005]
    assert set(busy) <= {"导入任务较多，请稍后重试"}
