"""Live monitoring as a site's safety manager sees it: with 塔吊数据 open, the device simulator (started as
`make run` starts it, beside the console) drives 1#塔吊 past 90 % moment; the alarm shows on the crane's
card as it happens and reaches the header bell; in 塔吊告警 the manager takes it on (开始处理) and closes it
with a note (处理完成) → 已处理. The simulator then stops on Ctrl-C like a person would stop it."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from harness import ROOT, Server
from playwright.sync_api import Page, expect
from steps import button, choose_project, login, open_menu, row_action

SHOTS = Path(os.environ.get("E2E_SHOTS") or tempfile.gettempdir()) / "site-monitoring-shots"
PROJECT = "城南安置房项目"
CRANE = "1#塔吊"
# From the simulator's start: rig a heavy load, hoist and trolley out past 90 % (about 30 s), then the
# alarm on the live stream; on a loaded machine give it two minutes.
ALARM_WAIT_MS = 120_000
NOTE = "已令司机收回小车、放下重物，复核力矩限制器后恢复作业"


@contextmanager
def simulator(server: Server, *args: str) -> Iterator[Path]:
    """`python -m sitesafe.cli simulate` beside the console (same database and data folder, so the same
    device keys); stopped with Ctrl-C (SIGINT) at the end, which it must survive cleanly."""
    log = server.data_dir / "simulator.log"
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{server.data_dir / 'console.db'}",
        "DATA_DIR": str(server.data_dir),
        "REDIS_URL": "",
    }
    command = [
        sys.executable,
        "-m",
        "sitesafe.cli",
        "simulate",
        "--url",
        server.base_url,
        "--project",
        "cnazf",
    ]
    with open(log, "wb") as out:
        proc = subprocess.Popen([*command, *args], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            yield log
        finally:
            proc.send_signal(signal.SIGINT)
            code = proc.wait(timeout=30)
    text = log.read_text("utf-8")
    assert code == 0 and "模拟器已退出" in text and "Traceback" not in text, text[-2000:]


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True, animations="disabled")


def test_a_crane_overload_shows_live_reaches_the_bell_and_is_handled(page: Page, server: Server) -> None:
    login(page, "superAdmin", "123456")  # the demo projects' manager: their alarms notify him
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()
    choose_project(page, PROJECT)
    open_menu(page, "监测数据", "塔吊数据")
    card = page.get_by_test_id("device-card").filter(has_text=CRANE)
    expect(card).to_be_visible()
    bell = page.get_by_test_id("notice-bell")

    with simulator(server, "--overload-after", "0", "--rate", "1") as log:
        # the crane reports: its card fills with live values, without a reload
        expect(card).to_contain_text(re.compile(r"\d+(\.\d+)?\s*%"))
        # the overload: the card turns red with the alarm's title while the page stays open
        expect(card.get_by_test_id("device-alarm")).to_contain_text("力矩报警", timeout=ALARM_WAIT_MS)
        expect(card).to_have_attribute("data-alarm", "1")
        _shot(page, "crane-card-alarm")
        assert f"{CRANE}（CNAZF-TC-01）开始一次超力矩吊装" in log.read_text("utf-8")
        # and the header bell, refreshed by the same live event
        expect(bell.locator(".ant-badge-count")).to_be_visible()
        bell.click()
        notice = page.get_by_test_id("notice-bell-item").filter(has_text="力矩报警").first
        expect(notice).to_be_visible()
        _shot(page, "bell")
        page.keyboard.press("Escape")

    open_menu(page, "告警管理", "塔吊告警")
    table = page.get_by_test_id("crud-siteAlarm")
    row = table.locator("tr.ant-table-row").filter(has_text=CRANE).filter(has_text="力矩报警").first
    expect(row).to_contain_text("待处理")
    row_action(row, "处理")
    drawer = page.get_by_test_id("alarm-drawer")
    expect(drawer).to_be_visible()
    button(drawer, "开始处理").click()
    expect(drawer).to_contain_text("处理中")
    # closing it asks for a note first
    button(drawer, "处理完成").click()
    expect(page.locator(".ant-message-notice").filter(has_text="请填写处理说明")).to_be_visible()
    drawer.get_by_test_id("alarm-note").fill(NOTE)
    button(drawer, "处理完成").click()
    expect(drawer).to_contain_text("已处理")
    expect(drawer.get_by_test_id("alarm-timeline")).to_contain_text(NOTE)
    _shot(page, "alarm-handled")
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()
    handled = table.locator("tr.ant-table-row").filter(has_text=CRANE).filter(has_text="已处理")
    expect(handled.first).to_contain_text("力矩报警")
