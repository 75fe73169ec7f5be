"""Sign-in and the permission-driven shell, as a site manager uses them."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from steps import login, logout, open_menu, open_user_menu_item


def test_wrong_password_shows_the_server_message(page: Page) -> None:
    page.goto("/user/login")
    page.locator("#account").fill("superAdmin")
    page.locator("#password").fill("wrong-password")
    page.locator("button[type=submit]").click()
    expect(page.get_by_role("alert")).to_contain_text("账号或密码错误")
    expect(page).to_have_url(re.compile(r"/user/login"))


def test_unknown_path_without_token_goes_to_login_with_redirect(page: Page) -> None:
    page.goto("/monitor/machine")
    expect(page).to_have_url(re.compile(r"/user/login\?redirect="))


def test_super_admin_sees_the_whole_system_menu(page: Page) -> None:
    login(page, "superAdmin", "123456")
    menu = page.get_by_test_id("side-menu")
    expect(menu).to_contain_text("系统监控")
    expect(menu).to_contain_text("开发管理")
    expect(page).to_have_title(re.compile(r" - 安全综合预警平台$"))
    open_menu(page, "系统监控", "服务监控")
    expect(page.get_by_text("Python", exact=False).first).to_be_visible()
    expect(page).to_have_title("服务监控 - 安全综合预警平台")


def test_demo_user_sees_only_granted_menu(page: Page) -> None:
    login(page, "demo", "123456")
    menu = page.get_by_test_id("side-menu")
    expect(menu).to_contain_text("系统监控")
    expect(menu).not_to_contain_text("开发管理")
    # a path the demo user holds no grant for leads nowhere in their menu: back to the console
    page.goto("/swagger")
    expect(page).to_have_url(re.compile(r"/welcome"))


def test_switch_application_and_project(page: Page) -> None:
    login(page, "superAdmin", "123456")
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()
    expect(page.get_by_test_id("side-menu")).to_contain_text("项目管理")
    expect(page.get_by_test_id("side-menu")).not_to_contain_text("系统监控")
    open_menu(page, "项目管理", "我的项目")
    switcher = page.get_by_test_id("project-switcher")
    switcher.click()
    page.get_by_title("滨江商务中心项目").click()
    page.wait_for_load_state("load")
    expect(page.get_by_test_id("project-switcher")).to_contain_text("滨江商务中心项目")
    stored = page.evaluate("localStorage.getItem('pro__CURRENT_PROJECT')")
    assert stored and '"value"' in stored


def test_sign_out_asks_and_returns_to_login(page: Page) -> None:
    login(page, "demo", "123456")
    logout(page)
    assert page.evaluate("localStorage.getItem('pro__Access-Token')") is None
    page.goto("/welcome")
    expect(page).to_have_url(re.compile(r"/user/login"))


def test_account_centre_shows_the_real_user(page: Page) -> None:
    login(page, "demo", "123456")
    open_user_menu_item(page, "个人中心")
    expect(page).to_have_url(re.compile(r"/account/center"))
    expect(page.get_by_text("演示用户").first).to_be_visible()
    page.get_by_role("tab", name=re.compile("项目")).click()
    expect(page.get_by_text("城南安置房项目").first).to_be_visible()
