"""租户管理 in the browser: the platform's super administrator adds a tenant with its administrator; with
multi-tenancy switched on, the login page asks for a tenant code and the tenant's administrator signs in
to a console of that tenant's own (no tenant management there); the administrator's password is changed
from the tenant screen."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Server, running_server
from playwright.sync_api import Locator, Page, expect
from steps import login, logout, open_menu

SHOTS = Path("/tmp/tenant-shots")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """This module's own console: it switches multi-tenancy on."""
    with running_server(tmp_path_factory.mktemp("tenant-data")) as srv:
        yield srv


def _api(server: Server, method: str, path: str, token: str | None = None, body: Any = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(server.base_url + path, method=method, data=data, headers=headers)
    with urllib.request.urlopen(request) as resp:
        answer = json.load(resp)
    assert answer["success"], answer
    return answer["data"]


def _switch_tenants_on(server: Server) -> None:
    """What the administrator does on 系统配置: SNOWY_TENANT_OPEN = true."""
    token = _api(server, "POST", "/api/login", body={"account": "superAdmin", "password": "123456"})
    rows = _api(server, "GET", "/api/sysConfig/page?pageSize=100&code=SNOWY_TENANT_OPEN", token)["rows"]
    row = next(r for r in rows if r["code"] == "SNOWY_TENANT_OPEN")
    _api(server, "POST", "/api/sysConfig/edit", token, {**row, "value": "true"})


def _button(scope: Page | Locator, text: str) -> Locator:
    return scope.get_by_role("button", name=re.compile(r"(^|\s)" + text + "$"))


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def test_add_a_tenant_and_sign_in_to_it(page: Page, server: Server) -> None:
    login(page, "superAdmin", "123456")
    open_menu(page, "租户管理")
    table = page.get_by_test_id("crud-sysTenant")
    _button(table, "新增").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_placeholder("请输入租户名称").fill("华安建设")
    dialog.get_by_placeholder("请输入租户编码").fill("huaan")
    dialog.get_by_placeholder("请输入管理员账号").fill("huaanadmin")
    dialog.get_by_placeholder("请输入管理员密码").fill("huaan-2026")
    _button(dialog, "确定").click()
    # a tenant is a database of its own, migrated and seeded inside the request: slow on a loaded machine
    expect(page.get_by_text("新增成功")).to_be_visible(timeout=120_000)
    row = table.locator("tr", has_text="华安建设")
    expect(row).to_contain_text("huaan")
    expect(row).to_contain_text("huaanadmin")
    _shot(page, "tenant-page.png")

    # the tenant administrator's password, changed from the screen
    row.get_by_text("修改管理员密码").click()
    dialog = page.get_by_role("dialog", name=re.compile("修改租户「华安建设」的管理员密码"))
    dialog.get_by_label("新密码").fill("huaan-2027")
    dialog.get_by_label("确认密码").fill("huaan-2027")
    _shot(page, "tenant-password.png")
    _button(dialog, "确定").click()
    expect(page.get_by_text("管理员密码已修改")).to_be_visible()
    logout(page)

    _switch_tenants_on(server)
    page.reload()
    tenant = page.get_by_placeholder("租户编号（平台管理员无需填写）")
    expect(tenant).to_be_visible()
    tenant.fill("nosuch")
    page.locator("#account").fill("huaanadmin")
    page.locator("#password").fill("huaan-2027")
    page.locator("button[type=submit]").click()
    expect(page.get_by_text("租户不存在")).to_be_visible()
    tenant.fill("huaan")
    _shot(page, "tenant-login.png")
    page.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/welcome"))
    expect(page.locator(".ant-notification-notice").filter(has_text="欢迎")).to_be_visible()
    expect(page.get_by_test_id("user-menu")).to_contain_text("租户管理员")
    menu = page.get_by_test_id("side-menu")
    expect(menu.get_by_text("组织架构", exact=True)).to_be_visible()
    expect(menu.get_by_text("租户管理", exact=True)).to_have_count(0)
    _shot(page, "tenant-console.png")
