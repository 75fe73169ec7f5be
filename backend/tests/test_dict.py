"""Dictionary tree and drop-downs."""

from __future__ import annotations

from fastapi.testclient import TestClient


def test_dict_tree(client: TestClient, demo_headers: dict[str, str]) -> None:
    tree = client.get("/api/sysDictType/tree", headers=demo_headers).json()["data"]
    codes = [node["code"] for node in tree]
    for code in (
        "common_status",
        "sex",
        "yes_or_no",
        "vis_type",
        "menu_type",
        "open_type",
        "menu_weight",
        "data_scope_type",
        "op_type",
        "notice_type",
        "notice_status",
        "file_storage_location",
        "run_status",
        "consts_type",
    ):
        assert code in codes
    sex = next(node for node in tree if node["code"] == "sex")
    assert (sex["pid"], sex["name"]) == ("0", "性别")
    assert [(c["code"], c["name"], c["pid"], c["children"]) for c in sex["children"]] == [
        ("1", "男", sex["id"], []),
        ("2", "女", sex["id"], []),
        ("3", "未知", sex["id"], []),
    ]


def test_drop_down(client: TestClient, demo_headers: dict[str, str]) -> None:
    answer = client.get("/api/sysDictType/dropDown?code=yes_or_no", headers=demo_headers).json()
    assert answer["data"] == [{"code": "Y", "value": "是"}, {"code": "N", "value": "否"}]
    unknown = client.get("/api/sysDictType/dropDown?code=nope", headers=demo_headers).json()
    assert (unknown["code"], unknown["message"]) == (2014001, "字典类型不存在")
    missing = client.get("/api/sysDictType/dropDown", headers=demo_headers).json()
    assert (missing["code"], missing["message"]) == (1012001, "字典类型编码不能为空")
