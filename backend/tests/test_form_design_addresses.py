"""A form design is filled in by other users in their session: saving one whose upload address or
default file list holds an address no page may follow (`javascript:`, `data:`, ...) is refused with a
message naming the control; upload addresses on other sites are accepted (they never get the token)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, unique
from helpers import login


def _upload(kind: str = "uploadFile", label: str = "整改附件", **options: Any) -> dict[str, Any]:
    return {"type": kind, "label": label, "key": f"{kind}_1", "model": "files", "options": options}


def _design(*nodes: dict[str, Any]) -> dict[str, Any]:
    return {"list": list(nodes), "config": {"layout": "horizontal"}}


def _form(design: Any) -> dict[str, Any]:
    code = unique("form_")
    return {"name": f"检查表{code}", "code": code, "design": json.dumps(design, ensure_ascii=False)}


def _files(url: str) -> str:
    return json.dumps([{"type": "file", "name": "说明.pdf", "status": "done", "uid": "1", "url": url}])


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.mark.parametrize(
    ("design", "message"),
    [
        (_design(_upload(action="javascript:alert(document.domain)")), "控件「整改附件」的上传地址"),
        (_design(_upload(action=" JavaScript:alert(1)")), "控件「整改附件」的上传地址"),
        (_design(_upload(action="java\nscript:alert(1)")), "控件「整改附件」的上传地址"),
        (
            _design(_upload("uploadImg", "现场照片", action="data:text/html,<script>1</script>")),
            "控件「现场照片」的上传地址",
        ),
        (
            _design(_upload(downloadWay="a", defaultValue=_files("javascript:alert(document.domain)"))),
            "控件「整改附件」的默认文件地址",
        ),
        # inside containers, a default list given as an array, a control known only by its model
        (
            _design(
                {
                    "type": "batch",
                    "label": "隐患",
                    "key": "batch_1",
                    "model": "rows",
                    "options": {},
                    "list": [_upload("uploadImg", "", defaultValue=[{"url": "data:image/svg+xml,<svg/>"}])],
                }
            ),
            "控件「files」的默认文件地址",
        ),
    ],
    ids=["javascript", "blank-and-case", "newline-inside", "data", "default-file", "nested-unlabelled"],
)
def test_a_design_with_a_script_or_data_address_is_refused(
    admin: Api, design: dict[str, Any], message: str
) -> None:
    answer = admin.post("/formDesign/add", _form(design))
    assert (answer["code"], answer["message"]) == (1012001, f"{message}只能是http(s)地址或相对地址")


def test_editing_in_such_an_address_is_refused_and_the_design_kept(admin: Api) -> None:
    payload = _form(_design(_upload(action="")))
    admin.ok("POST", "/formDesign/add", payload)
    (row,) = admin.ok("GET", "/formDesign/page", code=payload["code"])["rows"]
    before = admin.ok("GET", "/formDesign/detail", id=row["id"])
    # the designer's 导入 saves through edit: a design object as well as its text
    for design in (
        _design(_upload(action="javascript:alert(1)")),
        json.dumps(_design(_upload(action="vbscript:x"))),
    ):
        answer = admin.post("/formDesign/edit", {**before, "design": design})
        assert (answer["code"], answer["message"]) == (
            1012001,
            "控件「整改附件」的上传地址只能是http(s)地址或相对地址",
        )
    assert admin.ok("GET", "/formDesign/detail", id=row["id"]) == before


def test_our_own_other_sites_and_relative_addresses_are_accepted(admin: Api) -> None:
    for options in (
        {"action": ""},
        {"action": "http://cdn.kcz66.com/uploadFile.txt"},  # k-form-design's demo address
        {"action": "/api/sysFileInfo/upload"},
        # another site gets the file and the control's own headers, never the console's token
        {"action": "https://oss.example.com/put", "headers": {"x-oss-acl": "private"}},
        {"downloadWay": "ajax", "defaultValue": _files("/api/sysFileInfo/preview?id=1")},
        {"downloadWay": "a", "defaultValue": _files("https://files.example.com/说明.pdf")},
    ):
        admin.ok("POST", "/formDesign/add", _form(_design(_upload(**options))))
