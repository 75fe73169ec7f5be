"""主控面板 and 个人中心: the dashboards show figures that match what the flow just did."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

from harness import Server
from playwright.sync_api import Page, expect
from steps import access_token, login, logout, open_menu, open_user_menu_item, register_via_api


def _api(server: Server, method: str, path: str, token: str, body: Any = None) -> Any:
    req = urllib.request.Request(
        server.base_url + "/api" + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"},
    )
    with urllib.request.urlopen(req) as resp:
        answer: dict[str, Any] = json.load(resp)
    assert answer["success"], answer
    return answer["data"]


def _failed_sign_in(server: Server, account: str) -> None:
    req = urllib.request.Request(
        server.base_url + "/api/login",
        method="POST",
        data=json.dumps({"account": account, "password": "not-this-one"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req) as resp:
        assert not json.load(resp)["success"]


def test_admin_sees_real_figures_on_analysis_and_monitor(page: Page, server: Server) -> None:
    register_via_api(server, "dashwatch01", "13900000071", "Watch#001")
    _failed_sign_in(server, "dashwatch01")
    login(page, "superAdmin", "123456")
    admin = access_token(page)
    users = _api(server, "GET", "/sysUser/page?pageSize=1", admin)["totalRows"]
    _api(server, "POST", "/sysPos/add", admin, {"name": "看板测试岗", "code": "dash_pos_01", "sort": 1})

    open_menu(page, "主控面板", "分析页")
    expect(page).to_have_url(re.compile(r"/analysis"))
    board = page.get_by_test_id("dashboard-analysis")
    expect(board.get_by_test_id("stat-users")).to_contain_text(str(users))
    expect(board.get_by_role("img", name="登录趋势（近 30 天）")).to_be_visible()
    expect(board.get_by_test_id("top-operators").locator("li").first).to_contain_text("超级管理员")

    open_menu(page, "主控面板", "监控页")
    visits = page.get_by_test_id("recent-visits")
    row = visits.locator("tr").filter(has_text="dashwatch01").filter(has_text="登录失败")
    expect(row.first).to_be_visible()


def test_notice_shows_on_workplace_and_in_account_centre(page: Page, server: Server) -> None:
    login(page, "superAdmin", "123456")
    admin = access_token(page)
    people = _api(server, "GET", "/sysUser/selector", admin)
    demo_id = next(u["id"] for u in people if u["name"] == "演示用户")
    title = "基坑监测数据异常提醒"
    notice = {"title": title, "content": "<p>3 号基坑位移超限，请复核。</p>", "type": 1, "status": 1}
    _api(server, "POST", "/sysNotice/add", admin, {**notice, "noticeUserIdList": [demo_id]})
    logout(page)

    login(page, "demo", "123456")
    unread = _api(server, "GET", "/sysNotice/unread", access_token(page))["count"]
    open_menu(page, "主控面板", "工作台")
    expect(page.get_by_test_id("workplace-unread")).to_have_text(str(unread))
    notices = page.get_by_test_id("workplace-notices")
    expect(notices.get_by_text(title)).to_be_visible()
    expect(notices).to_contain_text("3 号基坑位移超限，请复核。")

    open_user_menu_item(page, "个人中心")
    page.get_by_role("tab", name=re.compile(r"文章")).click()
    articles = page.get_by_test_id("center-articles")
    articles.get_by_text(title).click()
    expect(page.get_by_test_id("notice-reader")).to_contain_text("3 号基坑位移超限")
