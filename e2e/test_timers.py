"""定时任务: the administrator adds a per-second job, starts it, watches a run arrive in its run log,
and stops it again."""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import Page, expect
from steps import confirm, login, open_menu, settled

SHOTS = Path(os.environ["TIMER_SHOTS"]) if os.environ.get("TIMER_SHOTS") else None
NAME = "每秒会话清理"


def _shot(page: Page, name: str) -> None:
    if SHOTS is not None:
        page.wait_for_function(
            '() => !document.querySelector(\'[class*="-appear"], [class*="-enter"], [class*="-leave"]\')'
        )
        page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_a_started_timer_runs_and_its_runs_show_in_the_log(page: Page) -> None:
    login(page, "superAdmin", "123456")
    open_menu(page, "系统监控", "定时任务")
    table = page.get_by_test_id("crud-sysTimers")
    table.get_by_role("button", name="新增").click()
    form = page.locator(".ant-modal").filter(has_text="新增定时任务")
    form.locator("#timerName").fill(NAME)
    runner = page.locator(".ant-select-dropdown:visible").get_by_text(
        "清理过期会话（SessionCleanupTaskRunner）"
    )

    def pick() -> None:
        form.locator(".ant-form-item").filter(has_text="任务执行类").locator(".ant-select").click()
        runner.click()

    settled(pick, lambda ms: expect(form.get_by_text("删除空闲时间超过会话有效期")).to_be_visible(timeout=ms))
    expect(form.get_by_test_id("cron-input")).to_have_value("0 0/10 * * * ?")
    form.get_by_text("每秒", exact=True).click()
    expect(form.get_by_test_id("cron-input")).to_have_value("* * * * * ?")
    expect(form.get_by_test_id("cron-preview").locator(".ant-tag")).to_have_count(5)
    _shot(page, "timer-form")
    form.get_by_role("button", name="确定").click()
    expect(page.get_by_text("新增成功")).to_be_visible()

    row = table.locator("tr").filter(has_text=NAME)
    switch = row.get_by_role("switch")
    expect(switch).not_to_be_checked()
    switch.click()
    confirm(page.locator(".ant-popconfirm").filter(has_text=f"确定启动定时任务“{NAME}”吗？"))
    expect(page.get_by_text("任务已启动")).to_be_visible()
    expect(row.get_by_role("switch")).to_be_checked()

    row.get_by_text("执行记录").click()
    drawer = page.locator(".ant-drawer").filter(has_text=f"执行记录 - {NAME}")
    # the drawer refreshes itself every few seconds: the first run shows up without a click
    expect(drawer.locator("tbody").get_by_text("成功").first).to_be_visible(timeout=20_000)
    expect(drawer.get_by_text("清理空闲超过7200秒的登录会话").first).to_be_visible()
    _shot(page, "timer-runs")
    drawer.locator(".ant-drawer-close").click()

    row.get_by_role("switch").click()
    confirm(page.locator(".ant-popconfirm").filter(has_text=f"确定停止定时任务“{NAME}”吗？"))
    expect(page.get_by_text("任务已停止")).to_be_visible()
    expect(row.get_by_role("switch")).not_to_be_checked()
