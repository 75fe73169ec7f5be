"""Multi-tab bar: pages open in tabs, keep their state, and close through the context menu."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from steps import login, open_menu, open_user_menu_item


def _enable_multi_tab(page: Page) -> None:
    page.get_by_test_id("settings-handle").click()
    row = page.get_by_text("多页签模式").locator("xpath=ancestor::*[.//button[@role='switch']][1]")
    row.get_by_role("switch").click()
    expect(page.get_by_test_id("multi-tab")).to_be_visible()
    page.get_by_test_id("settings-handle").click()  # the handle closes the drawer again
    expect(page.get_by_text("多页签模式")).to_be_hidden()


def _context_menu(page: Page, tab: str, item: str) -> None:
    page.get_by_test_id("multi-tab").get_by_role("tab", name=re.compile(tab)).click(button="right")
    menu = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)")
    expect(menu.get_by_text(item, exact=True)).to_be_visible()
    # the menu slides in at the pointer; click once its motion classes are gone
    page.wait_for_function(
        '() => !document.querySelector(\'.ant-dropdown[class*="-appear"], .ant-dropdown[class*="-enter"]\')'
    )
    menu.get_by_text(item, exact=True).click()
    expect(menu).to_have_count(0)


def test_tabs_keep_state_and_close_from_the_context_menu(page: Page) -> None:
    login(page, "superAdmin", "123456")
    _enable_multi_tab(page)
    tabs = page.get_by_test_id("multi-tab")

    open_user_menu_item(page, "账户设置")
    nick = page.get_by_placeholder("给自己起个昵称吧")
    nick.fill("半填的昵称")
    open_menu(page, "系统监控", "服务监控")
    expect(tabs.get_by_role("tab")).to_have_count(3)  # 首页, 基本设置, 服务监控

    # back to the half-filled form: its state survived the tab switch
    tabs.get_by_role("tab", name=re.compile("基本设置")).click()
    expect(page.get_by_placeholder("给自己起个昵称吧")).to_have_value("半填的昵称")

    # right of the last tab there is nothing
    _context_menu(page, "服务监控", "关闭右侧")
    expect(page.get_by_text("右侧没有标签")).to_be_visible()

    # close everything left of the last tab
    _context_menu(page, "服务监控", "关闭左侧")
    expect(tabs.get_by_role("tab")).to_have_count(1)

    # the only tab cannot be closed
    _context_menu(page, "服务监控", "关闭当前标签")
    expect(page.get_by_text("这是最后一个标签了, 无法被关闭")).to_be_visible()
