"""管理模块 as a site uses them: the safety officer records a hidden danger found on an inspection; the
team leader rectifies it with a photo; the officer's review fails once, the leader rectifies again and
the review passes; 项目看板 counts the open hazard while it is open and no more once it is closed. The
leader and the officer work in browsers of their own, side by side."""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import date, timedelta

import pytest
from harness import Server
from PIL import Image
from playwright.sync_api import Browser, Locator, Page, expect
from steps import (
    _call,
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
LEADER = ("zhangsan", "张三")  # a workflow demo user, made 钢筋班 team leader of the project below
LOCATION = "5#楼 12层 东侧临边"


@pytest.fixture(scope="module")
def leader(server: Server) -> str:
    """zhangsan holds the demo role (the management modules) and is a member of the project."""
    token = str(_call(server, "POST", "/api/login", {"account": "superAdmin", "password": "123456"})["data"])
    user = _call(server, "GET", f"/api/sysUser/page?searchValue={LEADER[0]}", token=token)["data"]["rows"][0]
    role = next(
        r
        for r in _call(server, "GET", "/api/sysRole/dropDown", token=token)["data"]
        if r["code"] == "demo_role"
    )
    owned = _call(server, "GET", f"/api/sysUser/ownRole?id={user['id']}", token=token)["data"]
    body = {"id": user["id"], "grantRoleIdList": sorted({*owned, role["id"]})}
    assert _call(server, "POST", "/api/sysUser/grantRole", body, token=token)["success"]
    project = _call(server, "GET", "/api/project/getPage?pageSize=50", token=token)["data"]["rows"]
    project_id = next(p["id"] for p in project if p["name"] == PROJECT)
    member = {"projectId": project_id, "userId": user["id"], "projectRole": "builder"}
    assert _call(server, "POST", "/api/project/addMember", member, token=token)["success"]
    _call(server, "GET", "/api/logout", token=token)
    return LEADER[1]


@pytest.fixture()
def second(browser: Browser, server: Server) -> Iterator[Page]:
    """A browser of the team leader's own."""
    ctx = browser.new_context(
        base_url=server.base_url, viewport={"width": 1440, "height": 900}, locale="zh-CN"
    )
    ctx.set_default_timeout(15_000)
    yield ctx.new_page()
    ctx.close()


def _site(page: Page, account: str) -> None:
    login(page, account, "123456")
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()
    choose_project(page, PROJECT)


def _board(page: Page) -> Locator:
    """The 未整改隐患 figure of 项目看板, fetched again (the board reloads by itself every minute)."""
    open_menu(page, "项目管理", "项目看板")
    board = page.get_by_test_id("site-board")
    button(board, "刷新").click()
    figure = board.get_by_test_id("board-hazards-open")
    expect(figure).to_be_visible()
    return figure


def _inspections(page: Page) -> Locator:
    open_menu(page, "管理模块", "安全检查")
    screen = page.get_by_test_id("crud-siteInspection")
    expect(screen).to_be_visible(timeout=30_000)
    return screen


def _row(screen: Locator) -> Locator:
    row = screen.locator(".ant-table-row", has_text=LOCATION)
    expect(row).to_have_count(1)
    return row


def _rectify(page: Page, screen: Locator, text: str) -> None:
    row_action(_row(screen), "整改")
    form = dialog(page, f"提交整改：{LOCATION}")
    form.locator("#rectifyDesc").fill(text)
    photo = io.BytesIO()
    Image.new("RGB", (320, 240), (90, 140, 60)).save(photo, format="PNG")
    form.locator("input[type=file]").set_input_files(
        {"name": "整改照片.png", "mimeType": "image/png", "buffer": photo.getvalue()}
    )
    expect(form.locator(".ant-image")).to_have_count(1)
    with close_dialog_after(form):
        button(form, "确定").click()
    expect(_row(screen)).to_contain_text("待复查")


def _review(page: Page, screen: Locator, passed: bool, opinion: str) -> None:
    row_action(_row(screen), "复查")
    form = dialog(page, f"复查：{LOCATION}")
    form.get_by_label("复查通过" if passed else "复查不通过").check()
    form.locator("#opinion").fill(opinion)
    with close_dialog_after(form):
        button(form, "确定").click()


def test_a_hazard_is_rectified_reviewed_and_leaves_the_board(page: Page, second: Page, leader: str) -> None:
    _site(page, "demo")  # the project's safety officer
    before = int(_board(page).inner_text())

    screen = _inspections(page)
    button(screen, "新增").click()
    form = dialog(page, "新增安全检查")
    pick_in_select(page, form.locator("#checkType"), "日常检查")
    form.locator("#location").fill(LOCATION)
    pick_in_select(page, form.locator("#categoryId"), "临边防护")
    pick_in_select(page, form.locator("#level"), "较大")
    form.locator("#problemDesc").fill("12层东侧临边防护栏杆缺失两跨，未设挡脚板")
    form.locator("#requirement").fill("立即恢复防护栏杆，设置挡脚板和安全网")
    deadline = form.locator("#deadline")
    deadline.click()
    deadline.fill((date.today() + timedelta(days=3)).isoformat())
    deadline.press("Enter")
    # members show as 姓名（项目角色）
    pick_in_select(page, form.locator("#responsibleUserId"), leader, exact=False)
    with close_dialog_after(form):
        button(form, "确定").click()
    expect(_row(screen)).to_contain_text("待整改")
    expect(_board(page)).to_have_text(str(before + 1))

    # the team leader, in a browser of their own, rectifies with a photo
    _site(second, LEADER[0])
    theirs = _inspections(second)
    _rectify(second, theirs, "已恢复防护栏杆两跨")

    # the officer's review fails: back to the leader
    screen = _inspections(page)
    button(screen, "查询").click()
    _review(page, screen, passed=False, opinion="挡脚板未设置，安全网未挂")
    expect(_row(screen)).to_contain_text("复查不通过")
    expect(_board(page)).to_have_text(str(before + 1))

    theirs = _inspections(second)
    button(theirs, "查询").click()
    _rectify(second, theirs, "已设置挡脚板并挂设安全网")

    screen = _inspections(page)
    button(screen, "查询").click()
    _review(page, screen, passed=True, opinion="整改到位")
    expect(_row(screen)).to_contain_text("复查通过")
    row_action(_row(screen), "整改记录")
    logs = dialog(page, f"整改记录：{LOCATION}")
    for step in ("已恢复防护栏杆两跨", "挡脚板未设置，安全网未挂", "已设置挡脚板并挂设安全网", "整改到位"):
        expect(logs.get_by_text(step)).to_be_visible()
    page.keyboard.press("Escape")
    expect(_board(page)).to_have_text(str(before))
