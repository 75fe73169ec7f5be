"""开发管理 and 支付 as an administrator uses them: a data source is registered and its 测试连接 reports the
server's version (the machine's PostgreSQL), while a wrong port gives a reason in Chinese; an Alipay order is
created, paid through the local provider's signed notify, and shows 已支付."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect
from steps import button, close_dialog_after, confirm, dialog, login, open_menu, pick_in_select, row_action


def test_a_data_source_is_registered_and_its_connection_tested(page: Page) -> None:
    login(page, "superAdmin", "123456")
    open_menu(page, "开发管理", "数据库信息")
    screen = page.get_by_test_id("crud-sysDatabaseInfo")
    expect(screen.locator(".ant-table-row", has_text="本系统数据库")).to_be_visible()
    button(screen, "新增").click()
    form = dialog(page, "新增数据库信息")
    form.locator("#name").fill("质量检测库")
    pick_in_select(page, form.locator("#dialect"), "PostgreSQL")
    form.locator("#host").fill("127.0.0.1")
    form.locator("#port").fill("5432")
    form.locator("#database").fill("test")
    form.locator("#username").fill("postgres")
    with close_dialog_after(form):
        button(form, "确定").click()
    row = screen.locator(".ant-table-row", has_text="质量检测库")
    expect(row).to_contain_text("PostgreSQL")
    row_action(row, "测试连接")
    expect(page.get_by_text("连接成功")).to_be_visible()
    expect(page.get_by_text(re.compile(r"PostgreSQL \d+"))).to_be_visible()  # the version the server reports

    row_action(row, "编辑")
    form = dialog(page, "编辑数据库信息")
    form.locator("#port").fill("1")
    with close_dialog_after(form):
        button(form, "确定").click()
    row_action(row, "测试连接")
    expect(page.get_by_text("连接失败")).to_be_visible()


def test_an_order_is_paid_through_the_local_provider(page: Page) -> None:
    login(page, "superAdmin", "123456")
    open_menu(page, "支付", "支付宝订单")
    screen = page.get_by_test_id("crud-payAlipay")
    button(screen, "新增").click()
    form = dialog(page, "新增支付宝订单")
    form.locator("#subject").fill("塔吊租赁押金")
    form.locator("#totalAmount").fill("1280.50")
    with close_dialog_after(form):
        button(form, "确定").click()
    row = screen.locator(".ant-table-row", has_text="塔吊租赁押金")
    expect(row).to_contain_text("待支付")
    row_action(row, "模拟支付")
    confirm(page.locator(".ant-modal-confirm, .ant-popconfirm").filter(has_text="模拟买家支付订单"))
    expect(page.get_by_text("支付成功")).to_be_visible()
    expect(row).to_contain_text("已支付")
    expect(row).to_contain_text("1280.50")
