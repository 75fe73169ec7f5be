"""流程脚本 through HTTP: `%` and `//` (like `*`) take numbers only, so text formatting cannot build a
string of any size; the refusal is a Chinese message, on saving and on testing a script."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api
from helpers import login

INVALID = 1012001


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ('"%0999999999d" % 1', "取余（%）只能用于数字"),
        ("'%s-%s' % [a, b]", "取余（%）只能用于数字"),
        ("'ab' // 2", "整除（//）只能用于数字"),
        ("[a] * 1000000000", "乘法只能用于数字"),
    ],
)
def test_saving_a_script_that_formats_or_repeats_text_is_refused(
    admin: Api, content: str, words: str
) -> None:
    answer = admin.post("/flwScript/add", {"name": "格式化", "type": "condition", "content": content})
    assert not answer["success"] and answer["code"] == INVALID, answer
    assert words in answer["message"], answer["message"]
    tested = admin.ok("POST", "/flwScript/test", {"content": content, "variables": {"a": 1, "b": 2}})
    assert not tested["ok"] and words in tested["message"], tested


@pytest.mark.parametrize(
    ("content", "variables", "words"),
    [
        ("pattern % days", {"pattern": "%020000d", "days": 1}, "取余（%）只能用于数字"),
        ("form % args", {"form": "%(a)s", "args": {"a": "x"}}, "取余（%）只能用于数字"),
        ("items // 2", {"items": [1, 2]}, "整除（//）只能用于数字"),
    ],
)
def test_text_from_variables_is_refused_when_evaluated(
    admin: Api, content: str, variables: dict[str, object], words: str
) -> None:
    tested = admin.ok("POST", "/flwScript/test", {"content": content, "variables": variables})
    assert not tested["ok"] and words in tested["message"], tested


def test_numbers_still_take_every_operator(admin: Api) -> None:
    content = "days % 7 + days // 7 * 2"
    tested = admin.ok("POST", "/flwScript/test", {"content": content, "variables": {"days": 16}})
    assert tested == {"ok": True, "result": 6, "message": None, "variables": ["days"]}
