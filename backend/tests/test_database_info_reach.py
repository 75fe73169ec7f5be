"""测试连接 is no port scanner: the addresses it may dial are a setting (link-local and cloud metadata
addresses denied by default, every address a name resolves to checked, 代码生成 under the same rule),
every way of not reaching a database gets one answer after the same fixed time, and each user may test
only so many connections a minute."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from crud_helpers import Api, make_role, unique
from dbserver_helpers import closed_port, http_port, silent_port
from helpers import FakeClock, login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

POSTGRES = {
    "dialect": "postgresql",
    "host": "127.0.0.1",
    "port": 5432,
    "database": "test",
    "username": "postgres",
}
MARIADB = {"dialect": "mysql", "host": "127.0.0.1", "port": 3306, "database": "test", "username": "root"}
UNREACHABLE = "连接失败：无法连接到数据库服务器{where}，请检查主机、端口及数据库服务是否启动"
DENIED = (
    "不允许连接{host}：该地址不在可连接的数据库地址范围内"
    "（由DATASOURCE_ALLOWED_HOSTS、DATASOURCE_DENIED_HOSTS设置）"
)
TIMEOUT = 2


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture
def configure(ctx: AppContext) -> Iterator[Callable[..., None]]:
    """Runs the app with some settings changed (as the environment would set them) for one test."""
    saved = ctx.settings

    def change(**values: Any) -> None:
        ctx.settings = type(saved).model_validate({**saved.model_dump(), **values})

    yield change
    ctx.settings = saved


def _failure(answer: dict[str, Any]) -> tuple[int, str]:
    assert not answer["success"], answer
    return answer["code"], answer["message"]


def test_closed_silent_and_other_protocol_ports_get_one_answer_after_the_same_time(
    admin: Api, configure: Callable[..., None]
) -> None:
    configure(DATASOURCE_CONNECT_TIMEOUT=TIMEOUT)
    with silent_port() as silent, http_port() as http:
        targets = [
            {**base, "port": port} for base in (POSTGRES, MARIADB) for port in (closed_port(), silent, http)
        ]
        targets.append({**POSTGRES, "host": "no-such-host.invalid"})
        for target in targets:
            started = time.monotonic()
            answer = admin.post("/sysDatabaseInfo/testConnection", {**target, "password": "x"})
            elapsed = time.monotonic() - started
            where = f"{target['host']}:{target['port']}"
            assert _failure(answer) == (2020056, UNREACHABLE.format(where=where)), target
            assert elapsed >= TIMEOUT, (target, elapsed)
    # A database that answers is still told by its cause.
    wrong = admin.post("/sysDatabaseInfo/testConnection", {**MARIADB, "password": "wrong-pw"})
    assert _failure(wrong) == (2020056, "连接失败：用户名或密码错误")


def test_link_local_and_cloud_metadata_addresses_are_refused_by_default(admin: Api) -> None:
    for host in ("169.254.169.254", "100.100.100.200", "fe80::1", "fd00:ec2::254", "::ffff:169.254.169.254"):
        answer = admin.post("/sysDatabaseInfo/testConnection", {**POSTGRES, "host": host})
        assert _failure(answer) == (2020057, DENIED.format(host=host))
    assert admin.ok("POST", "/sysDatabaseInfo/testConnection", POSTGRES)["version"].startswith("PostgreSQL ")


def test_reachable_addresses_are_a_setting_checked_on_every_resolved_address(
    admin: Api, configure: Callable[..., None]
) -> None:
    configure(DATASOURCE_ALLOWED_HOSTS="10.0.0.0/8, 192.168.0.0/16")
    for host in ("127.0.0.1", "localhost"):
        answer = admin.post("/sysDatabaseInfo/testConnection", {**POSTGRES, "host": host})
        assert _failure(answer) == (2020057, DENIED.format(host=host))
    configure(DATASOURCE_ALLOWED_HOSTS="127.0.0.0/8", DATASOURCE_DENIED_HOSTS="127.0.0.2")
    assert admin.ok("POST", "/sysDatabaseInfo/testConnection", {**POSTGRES, "host": "localhost"})["version"]
    answer = admin.post("/sysDatabaseInfo/testConnection", {**POSTGRES, "host": "127.0.0.2"})
    assert _failure(answer) == (2020057, DENIED.format(host="127.0.0.2"))


def test_code_generation_reads_registered_sources_under_the_same_rule(admin: Api) -> None:
    name = unique("metadata")
    admin.ok("POST", "/sysDatabaseInfo/add", {**POSTGRES, "name": name, "host": "169.254.169.254"})
    source = admin.ok("GET", "/sysDatabaseInfo/page", name=name)["rows"][0]["id"]
    answer = admin.get("/codeGenerate/InformationList", databaseId=source)
    assert _failure(answer) == (2020057, DENIED.format(host="169.254.169.254"))


def test_testing_connections_is_rate_limited_per_user(
    admin: Api, client: TestClient, ctx: AppContext, clock: FakeClock, make_user: Callable[..., SysUser]
) -> None:
    absent = {"dialect": "sqlite", "database": "datasources/absent.db"}
    missing = (2020056, "连接失败：数据库文件不存在")
    for _ in range(10):
        assert _failure(admin.post("/sysDatabaseInfo/testConnection", absent)) == missing
    too_many = (2020058, "测试连接过于频繁，请60秒后再试")
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", absent)) == too_many
    user = make_user(roles=(make_role(ctx, ["sysDatabaseInfo:testConnection"]),), org="hxjt")
    other = Api(client, login(client, user.account))
    assert _failure(other.post("/sysDatabaseInfo/testConnection", absent)) == missing
    clock.advance(60)
    assert _failure(admin.post("/sysDatabaseInfo/testConnection", absent)) == missing
