"""通知公告: the administrator writes a notice, publishes it to the demo user, and the demo user finds it
in the header bell, reads it, and sees the unread count drop."""

from __future__ import annotations

import os
import re
from pathlib import Path

from playwright.sync_api import Page, expect
from steps import confirm, login, logout, open_menu, pick_in_select

SHOTS = Path(os.environ.get("NOTICE_SHOTS", "")) if os.environ.get("NOTICE_SHOTS") else None
TITLE = "塔吊专项检查通知"


def _shot(page: Page, name: str) -> None:
    if SHOTS is not None:
        # pop-ups fade in: take the picture once no motion class is left
        page.wait_for_function(
            '() => !document.querySelector(\'[class*="-appear"], [class*="-enter"], [class*="-leave"]\')'
        )
        page.screenshot(path=str(SHOTS / f"{name}.png"))


def _write_and_publish(page: Page) -> None:
    open_menu(page, "通知公告", "公告管理")
    table = page.get_by_test_id("crud-sysNotice")
    table.get_by_role("button", name="新增").click()
    drawer = page.locator(".ant-drawer").filter(has_text="新增通知公告")
    drawer.locator("#title").fill(TITLE)
    drawer.get_by_role("radio", name="公告", exact=True).check()
    pick_in_select(page, drawer.locator("#noticeUserIdList"), "演示用户")
    # A multi-select keeps its list open after a pick; click outside it so it cannot cover the editor.
    drawer.locator(".ant-drawer-title").click()
    expect(page.locator(".ant-select-dropdown:visible")).to_have_count(0)
    editor = drawer.locator(".kfd-editor-content .tiptap")
    editor.click()
    page.keyboard.type("本周五上午对全部塔吊进行专项安全检查，")
    drawer.get_by_role("button", name="加粗").click()
    page.keyboard.type("请各班组提前自查")
    _shot(page, "notice-form")
    drawer.get_by_role("button", name="确定").click()
    expect(page.get_by_text("新增成功")).to_be_visible()

    row = table.locator("tr").filter(has_text=TITLE)
    expect(row.get_by_text("草稿")).to_be_visible()
    row.get_by_text("发布", exact=True).click()
    confirm(page.locator(".ant-modal-confirm").filter(has_text=f"确定发布「{TITLE}」吗"))
    expect(page.get_by_text("发布成功")).to_be_visible()
    expect(row.get_by_text("已发布")).to_be_visible()
    expect(row.get_by_text("撤回", exact=True)).to_be_visible()
    expect(row.get_by_text("编辑", exact=True)).to_have_count(0)  # only drafts are edited
    _shot(page, "notice-manage")

    row.get_by_text("详情", exact=True).click()
    detail = page.get_by_test_id("notice-detail")
    expect(detail.locator("strong")).to_have_text("请各班组提前自查")
    expect(detail.get_by_text("已读 0 / 共 1 人")).to_be_visible()
    _shot(page, "notice-detail")
    page.locator(".ant-modal").filter(has=detail).locator(".ant-modal-footer").get_by_role("button").click()
    expect(detail).to_be_hidden()


def test_a_published_notice_reaches_the_recipients_bell(page: Page) -> None:
    login(page, "superAdmin", "123456")
    _write_and_publish(page)
    logout(page)

    login(page, "demo", "123456")
    bell = page.get_by_test_id("notice-bell")
    expect(bell.locator(".ant-badge-count")).to_have_text(re.compile(r"^\s*1\s*$"))
    bell.click()
    panel = page.get_by_test_id("notice-bell-panel")
    item = panel.get_by_test_id("notice-bell-item").filter(has_text=TITLE)
    expect(item).to_be_visible()
    expect(item).to_contain_text("超级管理员")
    _shot(page, "notice-bell")

    item.click()
    reader = page.get_by_test_id("notice-reader")
    expect(reader.get_by_test_id("notice-content")).to_contain_text("本周五上午对全部塔吊进行专项安全检查")
    expect(reader.locator("strong")).to_have_text("请各班组提前自查")
    _shot(page, "notice-reader")
    footer = page.locator(".ant-modal").filter(has=reader).locator(".ant-modal-footer")
    footer.get_by_role("button", name="关闭").click()
    expect(bell.locator(".ant-badge-count")).to_have_count(0)  # read: nothing waits any more

    bell.click()
    expect(panel.get_by_text("暂无未读通知")).to_be_visible()
    panel.get_by_role("button", name="查看全部").click()
    received = page.get_by_test_id("crud-sysNotice")
    row = received.locator("tr").filter(has_text=TITLE)
    expect(row.get_by_text("已读")).to_be_visible()
    _shot(page, "notice-received")
