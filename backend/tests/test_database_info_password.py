"""A stored password of 数据库信息 goes only to the place it was stored for: a fake PostgreSQL server
that asks for it in clear text hears it when 测试连接 names that place, and never when the request (or
an edit without a new password) names the saved row with another host, port, database or user."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, unique
from dbserver_helpers import FakePostgres, listening
from helpers import login

SECRET = "Stored-pw-9Kx"
DENIED = (2020056, "连接失败：用户名或密码错误")


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture
def fake() -> Iterator[tuple[FakePostgres, int, int]]:
    """A fake server on 127.0.0.1:P, 127.0.0.2:P and 127.0.0.1:Q; yields it, P and Q."""
    server = FakePostgres()
    with (
        listening(server.handle, ("127.0.0.1", 0), ("127.0.0.2", 0)) as port,
        listening(server.handle, ("127.0.0.1", 0)) as other,
    ):
        yield server, port, other


def _failure(answer: dict[str, Any]) -> tuple[int, str]:
    assert not answer["success"], answer
    return answer["code"], answer["message"]


def _saved(admin: Api, port: int) -> tuple[str, dict[str, Any]]:
    place = {"dialect": "postgresql", "host": "127.0.0.1", "port": port, "database": "d", "username": "u"}
    name = unique("fakepg")
    admin.ok("POST", "/sysDatabaseInfo/add", {**place, "name": name, "password": SECRET})
    return admin.ok("GET", "/sysDatabaseInfo/page", name=name)["rows"][0]["id"], place


def test_form_values_naming_another_place_do_not_get_the_stored_password(
    admin: Api, fake: tuple[FakePostgres, int, int]
) -> None:
    server, port, other = fake
    row_id, place = _saved(admin, port)
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", {"id": row_id})) == DENIED
    same = {**place, "id": row_id}
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", same)) == DENIED
    assert server.passwords == [SECRET, SECRET]  # its own place hears it, the fake server works
    elsewhere = ({"port": other}, {"host": "127.0.0.2"}, {"database": "other"}, {"username": "other"})
    for change in elsewhere:
        answer = admin.post("/sysDatabaseInfo/testConnection", {**same, **change})
        assert _failure(answer) == DENIED
    assert server.startups == 2 + len(elsewhere) and server.passwords == [SECRET, SECRET]
    typed = {**same, "port": other, "password": "typed-one"}
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", typed)) == DENIED
    assert server.passwords == [SECRET, SECRET, "typed-one"]


def test_an_edit_that_moves_the_database_drops_the_stored_password(
    admin: Api, fake: tuple[FakePostgres, int, int]
) -> None:
    server, port, other = fake
    row_id, _ = _saved(admin, port)
    detail = admin.ok("GET", "/sysDatabaseInfo/detail", id=row_id)
    admin.ok("POST", "/sysDatabaseInfo/edit", {**detail, "remark": "只改备注"})
    detail = admin.ok("GET", "/sysDatabaseInfo/detail", id=row_id)
    assert detail["passwordSet"] is True
    admin.ok("POST", "/sysDatabaseInfo/edit", {**detail, "port": other})
    detail = admin.ok("GET", "/sysDatabaseInfo/detail", id=row_id)
    assert detail["passwordSet"] is False
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", {"id": row_id})) == DENIED
    admin.ok("POST", "/sysDatabaseInfo/edit", {**detail, "port": port})
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", {"id": row_id})) == DENIED
    assert server.startups == 2 and server.passwords == []
