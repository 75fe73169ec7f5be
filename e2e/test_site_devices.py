"""The device registry as a project's equipment manager uses it: a tower crane added with its parameters
(the key shown once, to copy into the crane's black box), its own moment pre-warning set in 设置阈值 and
shown as in force from 本设备; a gateway with a channel behind it in 网关通道."""

from __future__ import annotations

import re
import secrets

from playwright.sync_api import Page, expect
from steps import (
    button,
    choose_project,
    close_dialog_after,
    dialog,
    login,
    open_menu,
    pick_in_select,
    row_action,
)

PROJECT = "城南安置房项目"


def test_a_crane_with_parameters_key_and_thresholds_then_a_gateway_channel(page: Page) -> None:
    suffix = secrets.token_hex(3).upper()
    crane, gateway = f"E2E塔吊{suffix}", f"E2E网关{suffix}"
    login(page, "superAdmin", "123456")
    choose_project(page, PROJECT)
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()

    open_menu(page, "设备管理", "塔吊")
    cranes = page.get_by_test_id("crud-siteDevice")
    button(cranes, "新增").click()
    form = dialog(page, "新增塔吊")
    expect(form.get_by_text("起升与幅度")).to_be_visible()
    form.get_by_label("设备名称").fill(crane)
    form.get_by_label("设备编号").fill(f"E2E-TC-{suffix}")
    form.locator("#param-reeving").fill("4")
    form.locator("#param-jibLength").fill("60")
    form.locator("#param-blackBoxVendor").fill("中联重科")
    button(form, "确定").click()
    key = dialog(page, "设备密钥")
    expect(key.get_by_test_id("device-secret")).to_have_text(re.compile(r"^[A-Za-z0-9_-]{43}$"))
    with close_dialog_after(key):
        button(key, "我已保存").click()
    row = cranes.locator("tr").filter(has_text=crane)
    expect(row.get_by_text("离线")).to_be_visible()
    expect(row.get_by_text("从未上线")).to_be_visible()

    row_action(row, "设置阈值")
    limits = dialog(page, f"设置阈值 - {crane}")
    warn = limits.locator("tr").filter(has_text="塔吊力矩预警")
    expect(warn.get_by_text("系统默认")).to_be_visible()
    warn.get_by_label("塔吊力矩预警本设备").fill("80")
    with close_dialog_after(limits):
        button(limits, "保存").click()
    row_action(row, "详情")
    detail = dialog(page, "塔吊详情")
    expect(detail.get_by_text("倍率：4")).to_be_visible()
    expect(detail.get_by_text("起重臂长：60 m")).to_be_visible()
    expect(detail.get_by_text(re.compile(r"塔吊力矩预警：80 %"))).to_be_visible()

    page.keyboard.press("Escape")
    open_menu(page, "设备管理", "网关")
    gateways = page.get_by_test_id("crud-siteDevice")
    button(gateways, "新增").click()
    form = dialog(page, "新增网关")
    form.get_by_label("设备名称").fill(gateway)
    form.get_by_label("设备编号").fill(f"E2E-GW-{suffix}")
    button(form, "添加参数").click()
    form.get_by_placeholder("参数名").fill("网络")
    form.get_by_placeholder("参数值").fill("4G")
    button(form, "确定").click()
    key = dialog(page, "设备密钥")
    with close_dialog_after(key):
        button(key, "我已保存").click()

    open_menu(page, "设备管理", "网关通道")
    channels = page.get_by_test_id("crud-siteDeviceChannel")
    button(channels, "新增").click()
    form = dialog(page, "新增网关通道")
    pick_in_select(page, form.locator("#gatewayId"), f"{gateway}（E2E-GW-{suffix}）")
    form.locator("#channelNo").fill("7")
    form.locator("#name").fill(f"5层东侧临边{suffix}")
    pick_in_select(page, form.locator("#channelType"), "临边防护")
    with close_dialog_after(form):
        button(form, "确定").click()
    channel = channels.locator("tr").filter(has_text=f"5层东侧临边{suffix}")
    expect(channel.get_by_text(gateway)).to_be_visible()
    expect(channel.get_by_text("临边防护")).to_be_visible()
    expect(channel.get_by_text("离线")).to_be_visible()
