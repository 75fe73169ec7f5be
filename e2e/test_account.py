"""Account pages against the server: profile, password, a password reset by the administrator, SMS
sign-in, registration, preferences."""

from __future__ import annotations

import re
from pathlib import Path

from harness import Server
from PIL import Image
from playwright.sync_api import Page, expect
from steps import (
    close_welcome,
    confirm,
    login,
    logout,
    open_menu,
    open_user_menu_item,
    register_via_api,
    row_action,
)


def test_edit_profile_is_saved_on_the_server(page: Page, server: Server) -> None:
    register_via_api(server, "profile01", "13900000011", "Profile#1")
    login(page, "profile01", "Profile#1")
    open_user_menu_item(page, "账户设置")
    expect(page).to_have_url(re.compile(r"/account/settings/base"))
    nick = page.get_by_placeholder("给自己起个昵称吧")
    nick.fill("工地老王")
    page.get_by_role("button", name="更新基本信息").click()
    expect(page.get_by_text("个人信息更新成功")).to_be_visible()
    page.reload()
    expect(page.get_by_placeholder("给自己起个昵称吧")).to_have_value("工地老王")


def test_bad_email_is_refused_in_the_form(page: Page) -> None:
    login(page, "demo", "123456")
    page.goto("/account/settings/base")
    page.get_by_placeholder("请输入电子邮件地址").fill("not-an-email")
    page.get_by_role("button", name="更新基本信息").click()
    expect(page.get_by_text("请输入正确的邮箱号！")).to_be_visible()


def test_change_password_then_sign_in_with_the_new_one(page: Page, server: Server) -> None:
    # a user of its own so other flows keep the seeded password
    register_via_api(server, "pwduser01", "13900000001", "OldPass#1")
    login(page, "pwduser01", "OldPass#1")
    page.goto("/account/settings/security")
    page.get_by_text("修改", exact=True).first.click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_placeholder("请输入原密码").fill("OldPass#1")
    dialog.get_by_placeholder("请输入新密码").fill("NewPass#2")
    dialog.get_by_placeholder("请再次输入新密码").fill("NewPass#2")
    dialog.get_by_role("button", name="确定").click()
    expect(page.get_by_text("修改成功")).to_be_visible()
    logout(page)
    page.locator("#account").fill("pwduser01")
    page.locator("#password").fill("OldPass#1")
    page.locator("button[type=submit]").click()
    expect(page.get_by_role("alert")).to_contain_text("账号或密码错误")
    login(page, "pwduser01", "NewPass#2")


def test_a_password_reset_by_the_administrator_is_replaced_at_sign_in(page: Page, server: Server) -> None:
    register_via_api(server, "resetme01", "13900000021", "Mine#0001")
    # the administrator resets it on 用户管理 (to the default password, 123456 in a new installation)
    login(page, "superAdmin", "123456")
    open_menu(page, "组织架构", "用户管理")
    page.get_by_placeholder("请输入账号或姓名").fill("resetme01")
    page.get_by_role("button", name=re.compile(r"^查\s?询$")).click()
    row = page.get_by_test_id("crud-sysUser").locator("tbody tr").filter(has_text="resetme01")
    row_action(row, "重置密码")
    question = "确定将「resetme01」的密码重置为系统默认密码吗？"
    dialog = page.locator(".ant-modal-confirm").filter(has_text=question)
    expect(dialog).to_contain_text("对方将被强制下线，下次登录时须修改密码。")
    confirm(dialog)
    expect(page.get_by_text("密码已重置，该用户下次登录时须修改密码")).to_be_visible()
    logout(page)
    # the user signs in with it and must choose a new password before anything else
    page.locator("#account").fill("resetme01")
    page.locator("#password").fill("123456")
    page.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/user/password"))
    expect(page.get_by_text("您的密码已被管理员重置，请设置新密码后继续使用系统。")).to_be_visible()
    expect(page.get_by_test_id("side-menu")).to_have_count(0)
    page.get_by_placeholder("当前密码（管理员重置后的密码）").fill("123456")
    page.get_by_placeholder("新密码，至少6位，区分大小写").fill("Fresh#0002")
    page.get_by_placeholder("确认新密码").fill("Fresh#0002")
    page.get_by_role("button", name="确认修改").click()
    # then the console opens where sign-in was heading (the administrator's last page here)
    page.get_by_test_id("side-menu").wait_for()
    close_welcome(page)
    expect(page).to_have_url(re.compile(r"/mgr_user$"))
    expect(page.get_by_test_id("user-menu")).to_contain_text("resetme01")
    logout(page)
    login(page, "resetme01", "Fresh#0002")


def test_sign_in_with_mobile_and_sms_code(page: Page, server: Server) -> None:
    page.goto("/user/login")
    page.get_by_role("tab", name="手机号登录").click()
    page.locator("#mobile").fill("13800000000")
    page.get_by_role("button", name="获取验证码").click()
    expect(page.get_by_role("button", name=re.compile(r"\d+ s"))).to_be_visible()
    code = server.last_sms_code("13800000000")
    page.locator("#smsCode").fill(code)
    page.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/welcome"))
    expect(page.get_by_test_id("user-menu")).to_contain_text("演示用户")


def _register(page: Page, server: Server, account: str, phone: str, password: str) -> None:
    expect(page.get_by_role("heading", name="注册")).to_be_visible()
    page.get_by_placeholder("账号").fill(account)
    page.get_by_placeholder("至少6位密码，区分大小写").fill(password)
    page.get_by_placeholder("确认密码").fill(password)
    page.get_by_placeholder("11 位手机号").fill(phone)
    page.get_by_role("button", name="获取验证码").click()
    page.get_by_placeholder("验证码").fill(server.last_sms_code(phone))
    page.get_by_role("button", name="注册", exact=True).click()
    expect(page.get_by_text(f"你的账户：{account} 注册成功")).to_be_visible()


def test_register_a_new_account_and_sign_in(page: Page, server: Server) -> None:
    page.goto("/user/login")
    page.get_by_text("注册账户").click()
    _register(page, server, "newworker7", "13900000007", "Worker#77")
    login(page, "newworker7", "Worker#77")


def test_layout_preference_persists(page: Page) -> None:
    login(page, "superAdmin", "123456")
    page.get_by_test_id("settings-handle").click()
    page.get_by_text("色弱模式").locator("xpath=ancestor::*[.//button[@role='switch']][1]").get_by_role(
        "switch"
    ).click()
    page.reload()
    page.get_by_test_id("side-menu").wait_for()
    stored = page.evaluate("localStorage.getItem('pro__DEFAULT_COLOR_WEAK')")
    assert stored is not None and "true" in stored


def test_change_avatar_and_see_it_through_a_signed_link(page: Page, server: Server, tmp_path: Path) -> None:
    register_via_api(server, "avatar01", "13900000041", "Avatar#1")
    login(page, "avatar01", "Avatar#1")
    page.goto("/account/settings/base")
    photo = tmp_path / "头像.png"
    Image.new("RGB", (320, 240), (30, 120, 200)).save(photo)
    page.get_by_role("button", name="更换头像").click()
    dialog = page.get_by_role("dialog", name="修改头像")
    dialog.get_by_test_id("avatar-file").set_input_files(str(photo))
    dialog.get_by_role("button", name="保存").click()
    expect(page.get_by_text("头像上传修改成功")).to_be_visible()
    picture = page.get_by_role("button", name="更换头像").locator("img")
    expect(picture).to_have_attribute("src", re.compile(r"/api/sysFileInfo/preview\?id=\d+&.*sig="))
    page.wait_for_function("el => el.complete && el.naturalWidth === 200", arg=picture.element_handle())
    page.reload()  # the stored avatar, shown again from a fresh link (header and settings)
    picture = page.get_by_role("button", name="更换头像").locator("img")
    page.wait_for_function("el => el.complete && el.naturalWidth === 200", arg=picture.element_handle())
    header = page.locator("header img").first
    page.wait_for_function("el => el.complete && el.naturalWidth === 200", arg=header.element_handle())
    # Without the signature the id alone shows nothing.
    signed = picture.get_attribute("src") or ""
    bare = signed.split("&", 1)[0]
    answer = page.request.get(f"{server.base_url}{bare}").json()
    assert answer["code"] == 1011004
