"""Multi-tenancy: the tenant registry (`/sysTenant/*`), sign-in with a tenant code and the isolation of
each tenant's data in its own database."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import redis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import text

from helpers import FakeClock, SetConfig, bearer, call, login
from sitesafe.app.provision import database_exists, drop_tenant_database, upgrade_tenants
from sitesafe.core import sysconfig
from sitesafe.core.context import AppContext
from sitesafe.core.errors import ErrorCode
from sitesafe.core.settings import Settings
from sitesafe.core.tenancy import connect_tenant
from sitesafe.main import create_app

ADMIN_PASSWORD = "tenant-admin-1"
PWD_ERROR = ErrorCode.ACCOUNT_PWD_ERROR.code


@dataclass
class Tenant:
    id: str
    code: str
    admin: str
    password: str = ADMIN_PASSWORD


def _sign_in(client: TestClient, account: str, password: str, tenant: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"account": account, "password": password}
    if tenant is not None:
        body["tenantCode"] = tenant
    answer: dict[str, Any] = client.post("/api/login", json=body).json()
    return answer


def _token(client: TestClient, account: str, password: str, tenant: str | None = None) -> str:
    answer = _sign_in(client, account, password, tenant)
    assert answer["success"], answer
    token: str = answer["data"]
    return token


def _ok(client: TestClient, method: str, path: str, token: str, **kwargs: Any) -> Any:
    answer = call(client, method, f"/api{path}", token, **kwargs)
    assert answer["success"], (path, answer)
    return answer["data"]


def _add_tenant(client: TestClient, token: str, code: str, name: str, admin: str) -> Tenant:
    body = {"name": name, "code": code, "adminName": admin, "adminPassword": ADMIN_PASSWORD, "sort": 1}
    _ok(client, "POST", "/sysTenant/add", token, json=body)
    rows = _ok(client, "GET", "/sysTenant/page", token, params={"code": code})["rows"]
    assert [r["code"] for r in rows] == [code]
    return Tenant(rows[0]["id"], code, admin)


@pytest.fixture(scope="module")
def tenants(app: FastAPI) -> Iterator[tuple[Tenant, Tenant]]:
    """Two tenants, created through the API with the switch off (as a platform prepares them)."""
    client = TestClient(app)
    token = login(client, "superAdmin")
    run = uuid.uuid4().hex[:6]
    first = _add_tenant(client, token, f"ta{run}", f"甲公司{run}", "boss")
    second = _add_tenant(client, token, f"tb{run}", f"乙公司{run}", "chief")
    yield first, second
    ctx: AppContext = app.state.ctx
    assert ctx.tenants is not None
    for tenant in (first, second):
        ctx.tenants.forget(tenant.code)
        drop_tenant_database(ctx.tenants.master_url, f"tenant_{tenant.code}")


@pytest.fixture
def tenant_on(set_config: SetConfig) -> None:
    set_config(sysconfig.TENANT_OPEN, "true")


def _first_org(client: TestClient, token: str) -> str:
    rows = _ok(client, "GET", "/sysOrg/page", token, params={"pageSize": 1})["rows"]
    org_id: str = rows[0]["id"]
    return org_id


def _add_user(client: TestClient, token: str, account: str, name: str, password: str, phone: str) -> None:
    body = {
        "account": account,
        "name": name,
        "password": password,
        "phone": phone,
        "sex": 1,
        "sysEmpParam": {"orgId": _first_org(client, token), "posIdList": [], "extIds": []},
    }
    _ok(client, "POST", "/sysUser/add", token, json=body)


def _detail(client: TestClient, headers: dict[str, str], tenant_id: str) -> dict[str, Any]:
    answer = client.get("/api/sysTenant/detail", params={"id": tenant_id}, headers=headers).json()
    detail: dict[str, Any] = answer["data"]
    return detail


def _post(client: TestClient, headers: dict[str, str], action: str, body: Any) -> dict[str, Any]:
    answer: dict[str, Any] = client.post(f"/api/sysTenant/{action}", json=body, headers=headers).json()
    return answer


def _accounts(client: TestClient, token: str) -> set[str]:
    rows = _ok(client, "GET", "/sysUser/page", token, params={"pageSize": 1000})["rows"]
    return {r["account"] for r in rows}


def test_get_tenant_open_follows_the_switch(client: TestClient, set_config: SetConfig) -> None:
    assert client.get("/api/getTenantOpen").json()["data"] is False
    set_config(sysconfig.TENANT_OPEN, "true")
    assert client.get("/api/getTenantOpen").json()["data"] is True


def test_each_tenant_has_its_own_database_and_administrator(
    client: TestClient, app: FastAPI, tenants: tuple[Tenant, Tenant], tenant_on: None
) -> None:
    ctx: AppContext = app.state.ctx
    assert ctx.tenants is not None
    first, second = tenants
    for tenant in tenants:
        assert database_exists(ctx.tenants.master_url, f"tenant_{tenant.code}")
    boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
    user = _ok(client, "GET", "/getLoginUser", boss)
    assert (user["account"], user["adminType"]) == ("boss", 1)
    assert user["tenants"] == {"tenantCode": first.code, "tenantDbName": f"tenant_{first.code}"}
    # The tenant administrator's menus hold no tenant management; the seed's demo account is gone.
    assert "sys_tenant_mgr" not in {m["name"] for m in user["menus"]}
    assert not any(m.get("component") == "system/tenant/index" for m in user["menus"])
    refused = _sign_in(client, "demo", "123456", first.code)
    assert refused["code"] == PWD_ERROR
    # The other tenant's administrator does not exist here, nor the master's.
    assert _sign_in(client, second.admin, ADMIN_PASSWORD, first.code)["code"] == PWD_ERROR
    assert _sign_in(client, "superAdmin", "123456", first.code)["code"] == PWD_ERROR


def test_users_of_one_tenant_are_invisible_in_another(
    client: TestClient, tenants: tuple[Tenant, Tenant], tenant_on: None
) -> None:
    first, second = tenants
    boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
    chief = _token(client, second.admin, ADMIN_PASSWORD, second.code)
    master = login(client, "superAdmin")
    account = f"same{uuid.uuid4().hex[:6]}"
    _add_user(client, boss, account, "甲方张三", "pass-in-a", "13900000001")
    assert account in _accounts(client, boss)
    assert account not in _accounts(client, chief)
    assert account not in _accounts(client, master)
    assert _sign_in(client, account, "pass-in-a", second.code)["code"] == PWD_ERROR
    # The same account name in the other tenant is another person.
    _add_user(client, chief, account, "乙方李四", "pass-in-b", "13900000001")
    in_a = _ok(client, "GET", "/getLoginUser", _token(client, account, "pass-in-a", first.code))
    in_b = _ok(client, "GET", "/getLoginUser", _token(client, account, "pass-in-b", second.code))
    assert (in_a["name"], in_b["name"]) == ("甲方张三", "乙方李四")
    assert _sign_in(client, account, "pass-in-b", first.code)["code"] == PWD_ERROR


def test_a_token_reads_only_its_own_tenant(
    client: TestClient, tenants: tuple[Tenant, Tenant], set_config: SetConfig
) -> None:
    first, second = tenants
    set_config(sysconfig.TENANT_OPEN, "true")
    boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
    chief = _token(client, second.admin, ADMIN_PASSWORD, second.code)
    only_b = f"onlyb{uuid.uuid4().hex[:6]}"
    _add_user(client, chief, only_b, "乙方王五", "pass-in-b", "13900000002")
    # A tenant's token names its tenant; no parameter points it elsewhere.
    params = {"tenantCode": second.code, "pageSize": 1000}
    answer = call(client, "GET", "/api/sysUser/page", boss, params=params)
    assert answer["success"] and only_b not in {r["account"] for r in answer["data"]["rows"]}
    assert only_b in _accounts(client, chief)
    # Sessions live in the tenant: with the switch off the token no longer signs anyone in.
    set_config(sysconfig.TENANT_OPEN, "false")
    assert call(client, "GET", "/api/getLoginUser", boss)["code"] == ErrorCode.LOGIN_EXPIRED.code


def test_unknown_or_disabled_tenant_is_refused(
    client: TestClient, tenants: tuple[Tenant, Tenant], admin_headers: dict[str, str], tenant_on: None
) -> None:
    first, _ = tenants
    unknown = _sign_in(client, "boss", ADMIN_PASSWORD, "nosuchtenant")
    assert (unknown["success"], unknown["code"], unknown["message"]) == (False, 6011003, "租户不存在")
    boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
    stop = {"id": first.id, "status": 1}
    assert _post(client, admin_headers, "changeStatus", stop)["success"]
    try:
        stopped = _sign_in(client, first.admin, ADMIN_PASSWORD, first.code)
        assert stopped["code"] == ErrorCode.TENANT_STOPPED.code
        assert call(client, "GET", "/api/getLoginUser", boss)["code"] == ErrorCode.TENANT_STOPPED.code
    finally:
        start = {"id": first.id, "status": 0}
        assert _post(client, admin_headers, "changeStatus", start)["success"]
    assert _ok(client, "GET", "/getLoginUser", boss)["account"] == first.admin


def test_switch_off_ignores_the_tenant_code(client: TestClient, tenants: tuple[Tenant, Tenant]) -> None:
    first, _ = tenants
    token = _token(client, "superAdmin", "123456", "nosuchtenant")
    assert _ok(client, "GET", "/getLoginUser", token)["account"] == "superAdmin"
    assert _sign_in(client, first.admin, ADMIN_PASSWORD, first.code)["code"] == PWD_ERROR


def test_empty_code_signs_in_to_the_master(client: TestClient, tenant_on: None) -> None:
    token = _token(client, "superAdmin", "123456", "")
    assert _ok(client, "GET", "/getLoginUser", token)["account"] == "superAdmin"


def test_tenant_management_is_the_master_super_administrators(
    client: TestClient, tenants: tuple[Tenant, Tenant], demo_headers: dict[str, str], tenant_on: None
) -> None:
    first, _ = tenants
    boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
    in_tenant = call(client, "GET", "/api/sysTenant/page", boss)
    assert (in_tenant["success"], in_tenant["code"]) == (False, ErrorCode.TENANT_MASTER_ONLY.code)
    ordinary = client.get("/api/sysTenant/page", headers=demo_headers).json()
    assert ordinary["code"] == ErrorCode.NO_PERMISSION.code


def test_add_rules(client: TestClient, tenants: tuple[Tenant, Tenant], admin_headers: dict[str, str]) -> None:
    first, _ = tenants

    def add(**change: Any) -> dict[str, Any]:
        body = {"name": "丙公司", "code": "tc", "adminName": "admin", "adminPassword": "secret1", **change}
        answer: dict[str, Any] = client.post("/api/sysTenant/add", json=body, headers=admin_headers).json()
        return answer

    assert add(code="Bad-Code")["code"] == ErrorCode.PARAM_ERROR.code
    assert add(code="1abc")["code"] == ErrorCode.PARAM_ERROR.code
    assert add(adminPassword="123")["code"] == ErrorCode.PARAM_ERROR.code
    assert add(code=first.code)["code"] == ErrorCode.TENANT_CODE_REPEAT.code
    detail = _detail(client, admin_headers, first.id)
    assert add(name=detail["name"], code="tcfresh")["code"] == ErrorCode.TENANT_NAME_REPEAT.code
    assert detail["dbName"] == f"tenant_{first.code}" and detail["adminName"] == first.admin


def test_edit_and_admin_password(
    client: TestClient, tenants: tuple[Tenant, Tenant], admin_headers: dict[str, str], tenant_on: None
) -> None:
    _, second = tenants
    detail = _detail(client, admin_headers, second.id)
    edit = {"id": second.id, "version": detail["version"], "name": f"{detail['name']}改", "sort": 2}
    assert _post(client, admin_headers, "edit", edit)["success"]
    after = _detail(client, admin_headers, second.id)
    assert (after["name"], after["code"]) == (f"{detail['name']}改", second.code)
    old = _token(client, second.admin, ADMIN_PASSWORD, second.code)
    body = {"id": second.id, "adminPassword": "changed-1"}
    assert _post(client, admin_headers, "updateAdminPwd", body)["success"]
    try:
        assert call(client, "GET", "/api/getLoginUser", old)["code"] == ErrorCode.LOGIN_EXPIRED.code
        refused = _sign_in(client, second.admin, ADMIN_PASSWORD, second.code)
        assert refused["code"] == PWD_ERROR
        _token(client, second.admin, "changed-1", second.code)
    finally:
        body = {"id": second.id, "adminPassword": ADMIN_PASSWORD}
        assert _post(client, admin_headers, "updateAdminPwd", body)["success"]


def test_delete_closes_the_tenant_and_keeps_its_data(
    client: TestClient, app: FastAPI, admin_headers: dict[str, str], tenant_on: None
) -> None:
    ctx: AppContext = app.state.ctx
    assert ctx.tenants is not None
    code = f"td{uuid.uuid4().hex[:6]}"
    tenant = _add_tenant(client, _token(client, "superAdmin", "123456"), code, f"丁公司{code}", "owner")
    try:
        owner = _token(client, "owner", ADMIN_PASSWORD, code)
        deleted = client.post("/api/sysTenant/delete", json=[{"id": tenant.id}], headers=admin_headers).json()
        assert deleted["success"], deleted
        assert _sign_in(client, "owner", ADMIN_PASSWORD, code)["code"] == ErrorCode.TENANT_NOT_EXIST.code
        assert call(client, "GET", "/api/getLoginUser", owner)["code"] == ErrorCode.TENANT_NOT_EXIST.code
        page = client.get("/api/sysTenant/page", params={"code": code}, headers=admin_headers).json()["data"]
        assert page["rows"] == []
        assert database_exists(ctx.tenants.master_url, f"tenant_{code}")
        # Its code stays taken: a new tenant never lands in the old one's data.
        again = {"name": "戊公司", "code": code, "adminName": "x1", "adminPassword": "secret1"}
        refused = client.post("/api/sysTenant/add", json=again, headers=admin_headers).json()
        assert refused["code"] == ErrorCode.TENANT_CODE_REPEAT.code
    finally:
        ctx.tenants.forget(code)
        drop_tenant_database(ctx.tenants.master_url, f"tenant_{code}")


def test_redis_sessions_are_kept_per_tenant(
    settings: Settings, fake_clock: FakeClock, tenants: tuple[Tenant, Tenant]
) -> None:
    first, _ = tenants
    url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/5")
    store = redis.Redis.from_url(url)
    pattern = f"sitesafe:tenant:{first.code}:session:*"
    app = create_app(settings.model_copy(update={"REDIS_URL": url}), clock=fake_clock)
    ctx: AppContext = app.state.ctx
    with TestClient(app) as client:
        admin = login(client, "superAdmin")
        config_id = next(
            row["id"]
            for row in _ok(client, "GET", "/sysConfig/page", admin, params={"pageSize": 100})["rows"]
            if row["code"] == sysconfig.TENANT_OPEN
        )
        detail = _ok(client, "GET", "/sysConfig/detail", admin, params={"id": config_id})
        _ok(client, "POST", "/sysConfig/edit", admin, json={**detail, "value": "true"})
        try:
            boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
            assert len(store.keys(pattern)) == 1
            assert _ok(client, "GET", "/getLoginUser", boss)["account"] == first.admin
            _ok(client, "GET", "/logout", boss)
            assert store.keys(pattern) == []
        finally:
            detail = _ok(client, "GET", "/sysConfig/detail", admin, params={"id": config_id})
            _ok(client, "POST", "/sysConfig/edit", admin, json={**detail, "value": "false"})
            for key in store.keys(f"sitesafe:tenant:{first.code}:*"):
                store.delete(key)
            assert ctx.tenants is not None
            ctx.tenants.dispose()


def test_migrate_upgrades_every_tenant_database(app: FastAPI, tenants: tuple[Tenant, Tenant]) -> None:
    ctx: AppContext = app.state.ctx
    assert ctx.tenants is not None
    url = ctx.tenants.master_url
    assert upgrade_tenants(url) >= 2  # (again: nothing to do)
    with ctx.db.engine.connect() as conn:
        head = conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
    for tenant in tenants:
        database = connect_tenant(url, f"tenant_{tenant.code}")
        try:
            with database.engine.connect() as conn:
                assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == head
        finally:
            database.dispose()


def test_tokens_of_the_master_carry_no_tenant(client: TestClient, app: FastAPI, tenant_on: None) -> None:
    ctx: AppContext = app.state.ctx
    token = _token(client, "superAdmin", "123456")
    assert ctx.tokens.decode(token, ctx.clock.now()).tenant is None
    assert client.get("/api/getLoginUser", headers=bearer(token)).json()["success"]


def test_a_signed_picture_link_of_a_tenant_shows_the_tenants_file(
    client: TestClient, tenants: tuple[Tenant, Tenant], tenant_on: None, png_bytes: bytes
) -> None:
    first, second = tenants
    boss = _token(client, first.admin, ADMIN_PASSWORD, first.code)
    upload = client.post(
        "/api/sysFileInfo/upload", headers=bearer(boss), files={"file": ("a.png", png_bytes)}
    )
    file_id = upload.json()["data"]
    link = _ok(client, "GET", "/sysFileInfo/previewUrl", boss, params={"id": file_id})
    assert f"tenant={first.code}" in link
    assert client.get(link).content == png_bytes  # no token: the link names (and signs) its tenant
    elsewhere = link.replace(f"tenant={first.code}", f"tenant={second.code}")
    assert client.get(elsewhere).json()["code"] == ErrorCode.FILE_LINK_INVALID.code
    master = link.replace(f"&tenant={first.code}", "")
    assert client.get(master).json()["code"] in (
        ErrorCode.FILE_LINK_INVALID.code,
        ErrorCode.FILE_NOT_EXIST.code,
    )
