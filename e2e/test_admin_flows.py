"""System administration end to end, through the screens: the super administrator makes an org, a
position, a role granted one read-only screen and a user holding them; the user signs in and sees exactly
that (the server refuses the rest); a notice reaches their bell; freezing them ends their session. Then
users are exported and imported (template, two good rows; a file with a bad row writes nothing).

The second test exports the user the first one made: run the file as a whole (pytest keeps the order)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import urllib.request
from pathlib import Path
from typing import Any

from harness import Server
from openpyxl import Workbook, load_workbook
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from steps import (
    access_token,
    close_dialog_after,
    confirm,
    login,
    logout,
    open_menu,
    pick_in_select,
    row_action,
    side_menu_items,
)

SHOTS = Path(os.environ.get("E2E_SHOTS") or tempfile.gettempdir()) / "admin-flow-shots"

ORG = ("安全监督部", "aqjdb")
POS = ("专职安全员", "zzaqy")
ROLE = ("安全巡查员", "safety_inspector")
ACCOUNT, NAME, PHONE = "zhanganquan", "张安全", "13812345670"
NOTICE = "基坑支护专项检查安排"
IMPORTED = (("lisigong", "李四工", "13812345671"), ("wangwuyuan", "王五员", "13812345672"))


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    # pop-ups slide and fade in: take the picture once nothing on screen is moving (a hidden
    # popconfirm may keep a motion class for ever: only rendered elements count)
    # The pictures are for people to look at, not assertions: a motion that never settles only costs
    # a sharper picture, never the flow.
    with contextlib.suppress(PlaywrightTimeoutError):
        page.wait_for_function(
            """() => ![...document.querySelectorAll(
                  '[class*="-appear"], [class*="-enter"], [class*="-leave"]'
                )].some(e => e.getClientRects().length > 0)""",
            timeout=5_000,
        )
    page.screenshot(path=str(SHOTS / f"{name}.png"), animations="disabled")


def _toast(page: Page, text: str) -> None:
    """A message toast (several may be stacked, the newest last)."""
    expect(page.locator(".ant-message-notice").filter(has_text=text).last).to_be_visible()


def _button(scope: Page | Locator, text: str) -> Locator:
    """antd puts a space between two Chinese characters of a button (确 定)."""
    return scope.get_by_role("button", name=re.compile(r"(^|\s)" + r"\s?".join(text) + "$"))


def _api(server: Server, method: str, path: str, token: str, body: Any = None) -> dict[str, Any]:
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(server.base_url + path, method=method, data=data, headers=headers)
    with urllib.request.urlopen(req) as resp:
        answer: dict[str, Any] = json.load(resp)
    return answer


def _default_password(server: Server, token: str) -> str:
    """What a user added without a password signs in with: sysConfig SNOWY_DEFAULT_PASSWORD."""
    rows = _api(server, "GET", "/api/sysConfig/page?pageSize=10&code=SNOWY_DEFAULT_PASSWORD", token)["data"]
    return str(next(r["value"] for r in rows["rows"] if r["code"] == "SNOWY_DEFAULT_PASSWORD"))


def _add_org(page: Page) -> None:
    open_menu(page, "组织架构", "机构管理")
    table = page.get_by_test_id("crud-sysOrg")
    _button(table, "新增").click()
    dialog = page.get_by_role("dialog", name="新增机构")
    dialog.locator("#name").fill(ORG[0])
    dialog.locator("#code").fill(ORG[1])
    pick_in_select(page, dialog.locator("#pid"), "华夏集团")
    with close_dialog_after(dialog):
        _button(dialog, "确定").click()
        _toast(page, "新增成功")
    expect(table.locator("tbody tr").filter(has_text=ORG[0])).to_have_count(1)
    # the org tree beside the table knows it at once
    expect(page.get_by_test_id("org-tree").get_by_text(ORG[0], exact=True)).to_be_visible()


def _add_pos(page: Page) -> None:
    open_menu(page, "组织架构", "职位管理")
    table = page.get_by_test_id("crud-sysPos")
    _button(table, "新增").click()
    dialog = page.get_by_role("dialog", name="新增职位")
    dialog.locator("#name").fill(POS[0])
    dialog.locator("#code").fill(POS[1])
    with close_dialog_after(dialog):
        _button(dialog, "确定").click()
        _toast(page, "新增成功")
    expect(table.locator("tbody tr").filter(has_text=POS[0])).to_have_count(1)


def _tree_node(tree: Locator, title: str) -> Locator:
    title_el = tree.page.locator(".ant-tree-title").get_by_text(title, exact=True)
    return tree.locator(".ant-tree-treenode").filter(has=title_el)


def _check_tree_node(tree: Locator, title: str) -> None:
    box = _tree_node(tree, title).locator(".ant-tree-checkbox")
    box.click()
    expect(box).to_have_class(re.compile(r"ant-tree-checkbox-checked"))


def _expand_tree_node(tree: Locator, title: str) -> None:
    node = _tree_node(tree, title)
    node.locator(".ant-tree-switcher_close").click()
    expect(node.locator(".ant-tree-switcher_open")).to_be_visible()


def _add_role_with_grant(page: Page) -> None:
    open_menu(page, "权限管理", "角色管理")
    table = page.get_by_test_id("crud-sysRole")
    _button(table, "新增").click()
    dialog = page.get_by_role("dialog", name="新增角色")
    dialog.locator("#name").fill(ROLE[0])
    dialog.locator("#code").fill(ROLE[1])
    with close_dialog_after(dialog):
        _button(dialog, "确定").click()
        _toast(page, "新增成功")
    row = table.locator("tbody tr").filter(has_text=ROLE[0])
    expect(row).to_have_count(1)

    # 授权菜单: 组织架构 → 用户管理 with only its 查询 and 详情 (and the org tree its screen shows)
    row_action(row, "授权菜单")
    grant = page.get_by_role("dialog", name=f"授权菜单：{ROLE[0]}")
    tree = grant.locator(".ant-tree:visible")
    expect(tree.get_by_text("用户管理", exact=True)).to_be_visible()
    _expand_tree_node(tree, "用户管理")
    for title in ("用户查询", "用户详情", "机构树"):
        _check_tree_node(tree, title)
    expect(grant.get_by_text("已选 3 项")).to_be_visible()
    # 用户管理 and 组织架构 are half-checked: only part of what is under them is granted
    for title in ("组织架构", "用户管理"):
        box = _tree_node(tree, title).locator(".ant-tree-checkbox")
        expect(box).to_have_class(re.compile("ant-tree-checkbox-indeterminate"))
    _shot(page, "01-role-grant-menu")
    with close_dialog_after(grant):
        _button(grant, "确定").click()
        _toast(page, "授权成功")

    # 授权数据: 本部门数据, the users of the holder's own org only
    row_action(row, "授权数据")
    scope = page.get_by_role("dialog", name=f"授权数据：{ROLE[0]}")
    scope.get_by_role("combobox").click()
    page.locator(".ant-select-dropdown:visible").get_by_title("本部门数据", exact=True).click()
    expect(scope.locator(".ant-select-content")).to_have_text("本部门数据")
    with close_dialog_after(scope):
        _button(scope, "确定").click()
        _toast(page, "授权成功")


def _add_user(page: Page) -> Locator:
    open_menu(page, "组织架构", "用户管理")
    table = page.get_by_test_id("crud-sysUser")
    _button(table, "新增").click()
    drawer = page.get_by_role("dialog", name="新增用户")
    drawer.locator("#account").fill(ACCOUNT)
    drawer.locator("#name").fill(NAME)
    drawer.locator("#phone").fill(PHONE)
    drawer.get_by_role("radio", name="男", exact=True).check()
    pick_in_select(page, drawer.locator("#org"), ORG[0])
    pick_in_select(page, drawer.locator("#posIdList"), POS[0])
    page.keyboard.press("Escape")  # close the multiple select's list, not the drawer
    expect(page.locator(".ant-select-dropdown:visible")).to_have_count(0)
    _shot(page, "02-user-add")
    with close_dialog_after(drawer):
        _button(drawer, "确定").click()
        _toast(page, "新增成功")
    row = table.locator("tbody tr").filter(has_text=ACCOUNT)
    expect(row).to_contain_text(ORG[0])
    expect(row.get_by_role("switch")).to_be_checked()

    # 授权角色
    row_action(row, "授权角色")
    grant = page.get_by_role("dialog", name=f"授权角色：{NAME}")
    grant.get_by_role("checkbox", name=ROLE[0], exact=True).check()
    with close_dialog_after(grant):
        _button(grant, "确定").click()
        _toast(page, "授权成功")
    return row


def _sees_only_the_grant(user: Page, server: Server) -> None:
    # exactly the granted menu: one directory with one screen
    assert side_menu_items(user) == ["组织架构"]
    open_menu(user, "组织架构", "用户管理")
    assert side_menu_items(user) == ["组织架构", "用户管理"]
    table = user.get_by_test_id("crud-sysUser")
    row = table.locator("tbody tr").filter(has_text=ACCOUNT)
    expect(row).to_contain_text(NAME)
    # 本部门数据: the users of 安全监督部 only (the demo user of another org is not listed)
    expect(table.locator("tbody tr.ant-table-row")).to_have_count(1)
    # 查询 and 详情 only: no 新增 / 导入 / 导出 / 批量删除, no 编辑 / 删除 / 授权, the status as a tag
    expect(row.get_by_text("详情", exact=True)).to_be_visible()
    for text in ("编辑", "删除", "授权角色", "更多"):
        expect(row.get_by_text(text, exact=True)).to_have_count(0)
    for text in ("新增", "导入", "导出", "批量删除"):
        expect(_button(table, text)).to_have_count(0)
    expect(row.get_by_role("switch")).to_have_count(0)
    expect(row.get_by_text("正常", exact=True)).to_be_visible()
    # the org tree beside it: their org and its ancestors only
    org_tree = user.get_by_test_id("user-org-tree")
    expect(org_tree.get_by_text(ORG[0], exact=True)).to_be_visible()
    expect(org_tree.get_by_text("华夏集团", exact=True)).to_be_visible()
    expect(org_tree.get_by_text("研发部", exact=True)).to_have_count(0)
    row.get_by_text("详情", exact=True).click()
    detail = user.get_by_role("dialog", name="用户详情")
    expect(detail).to_contain_text(POS[0])
    expect(detail).to_contain_text(ORG[0])
    _shot(user, "03-user-signed-in")
    with close_dialog_after(detail):
        _button(detail, "关闭").click()

    # the server refuses what the role lacks, whatever the screen shows
    token = access_token(user)
    listed = _api(server, "GET", "/api/sysUser/page?pageSize=5", token)
    assert [r["account"] for r in listed["data"]["rows"]] == [ACCOUNT], listed
    for method, path, body in (
        ("POST", "/api/sysUser/add", {"account": "sneaky", "name": "x", "phone": "13800000000"}),
        ("POST", "/api/sysUser/changeStatus", {"id": "1", "status": 1}),
        ("GET", "/api/sysRole/page", None),
        ("GET", "/api/sysPos/page", None),
    ):
        refused = _api(server, method, path, token, body)
        assert (refused["success"], refused["code"]) == (False, 1013002), (path, refused)


def _publish_notice(page: Page) -> None:
    open_menu(page, "通知公告", "公告管理")
    table = page.get_by_test_id("crud-sysNotice")
    _button(table, "新增").click()
    drawer = page.locator(".ant-drawer").filter(has_text="新增通知公告")
    drawer.locator("#title").fill(NOTICE)
    drawer.get_by_role("radio", name="通知", exact=True).check()
    pick_in_select(page, drawer.locator("#noticeUserIdList"), NAME)
    page.keyboard.press("Escape")
    drawer.locator(".kfd-editor-content .tiptap").click()
    page.keyboard.type("下周一对三号基坑支护进行专项检查，请提前准备监测记录。")
    with close_dialog_after(drawer):
        _button(drawer, "确定").click()
        _toast(page, "新增成功")
    row = table.locator("tr").filter(has_text=NOTICE)
    row.get_by_text("发布", exact=True).click()
    confirm(page.locator(".ant-modal-confirm").filter(has_text=f"确定发布「{NOTICE}」吗"))
    _toast(page, "发布成功")
    expect(row.get_by_text("已发布")).to_be_visible()


def _reads_the_notice(user: Page) -> None:
    bell = user.get_by_test_id("notice-bell")
    # the bell polls the server and asks again when the window regains focus; a reload asks at once
    user.reload()
    expect(bell.locator(".ant-badge-count")).to_have_text(re.compile(r"^\s*1\s*$"))
    bell.click()
    item = user.get_by_test_id("notice-bell-panel").get_by_test_id("notice-bell-item").filter(has_text=NOTICE)
    expect(item).to_be_visible()
    _shot(user, "04-user-bell")
    item.click()
    reader = user.get_by_test_id("notice-reader")
    expect(reader.get_by_test_id("notice-content")).to_contain_text("三号基坑支护")
    footer = user.locator(".ant-modal").filter(has=reader).locator(".ant-modal-footer")
    _button(footer, "关闭").click()
    expect(reader).to_be_hidden()
    expect(bell.locator(".ant-badge-count")).to_have_count(0)


def _freeze(page: Page) -> None:
    open_menu(page, "组织架构", "用户管理")
    row = page.get_by_test_id("crud-sysUser").locator("tbody tr").filter(has_text=ACCOUNT)
    row.get_by_role("switch").click()
    confirm(page.locator(".ant-popconfirm").filter(has_text="确定停用该用户吗？"))
    _toast(page, "状态已更新")
    expect(row.get_by_role("switch")).not_to_be_checked()
    _shot(page, "05-user-frozen")


def _session_ended(user: Page, password: str) -> None:
    # the user's next request (a search) is refused; the console says why and sends them to sign in
    _button(user.get_by_test_id("crud-sysUser"), "查询").click()
    expired = user.locator(".ant-modal-confirm").filter(has_text="登录已过期，请重新登录")
    expect(expired).to_be_visible()
    _shot(user, "06-session-ended")
    _button(expired, "重新登录").click()
    user.wait_for_url(re.compile(r"/user/login"))
    user.locator("#account").fill(ACCOUNT)
    user.locator("#password").fill(password)
    user.locator("button[type=submit]").click()
    expect(user.get_by_text("账号被冻结，请联系管理员")).to_be_visible()
    expect(user).to_have_url(re.compile(r"/user/login"))


def _new_context(browser: Browser, server: Server) -> BrowserContext:
    ctx = browser.new_context(
        base_url=server.base_url, viewport={"width": 1440, "height": 900}, locale="zh-CN"
    )
    ctx.set_default_timeout(15_000)
    return ctx


def test_a_user_made_on_the_screens_sees_their_grant_reads_a_notice_and_is_frozen_out(
    page: Page, browser: Browser, server: Server
) -> None:
    login(page, "superAdmin", "123456")
    password = _default_password(server, access_token(page))
    _add_org(page)
    _add_pos(page)
    _add_role_with_grant(page)
    _add_user(page)
    logout(page)

    # the new user signs in with the default password and finds only what the role grants
    login(page, ACCOUNT, password)
    _sees_only_the_grant(page, server)
    logout(page)

    # from here the user works in a browser of their own while the administrator works in theirs
    user_ctx = _new_context(browser, server)
    try:
        user = user_ctx.new_page()
        login(user, ACCOUNT, password)
        open_menu(user, "组织架构", "用户管理")
        expect(user.get_by_test_id("notice-bell").locator(".ant-badge-count")).to_have_count(0)

        login(page, "superAdmin", "123456")
        _publish_notice(page)
        _reads_the_notice(user)

        _freeze(page)
        _session_ended(user, password)
    finally:
        user_ctx.close()


def _save(workbook: Workbook, path: Path) -> Path:
    workbook.save(path)
    return path


def test_export_and_import_users(page: Page, tmp_path: Path) -> None:
    login(page, "superAdmin", "123456")
    open_menu(page, "组织架构", "用户管理")
    table = page.get_by_test_id("crud-sysUser")
    expect(table.locator("tbody tr").filter(has_text=ACCOUNT)).to_have_count(1)

    # 导出: an .xlsx with the users, the one made on the screens among them
    with page.expect_download() as download:
        _button(table, "导出").click()
    assert download.value.suggested_filename.endswith(".xlsx"), download.value.suggested_filename
    exported = tmp_path / "exported.xlsx"
    download.value.save_as(exported)
    sheet = load_workbook(exported, read_only=True).active
    assert sheet is not None
    rows = [list(r) for r in sheet.iter_rows(values_only=True)]
    header = rows[0]
    assert header[:2] == ["账号", "姓名"], header
    made = next(r for r in rows if r[0] == ACCOUNT)
    assert made[1] == NAME and made[header.index("手机")] == PHONE, made
    assert made[header.index("所属机构")] == ORG[0], made
    assert made[header.index("状态")] == "停用", made
    assert all(r[0] != "superAdmin" for r in rows)  # super administrators are never listed

    # 导入: the template, two rows filled in, uploaded
    _button(table, "导入").click()
    dialog = page.get_by_role("dialog", name="导入用户")
    with page.expect_download() as template_download:
        dialog.get_by_role("button", name=re.compile("下载导入模板")).click()
    template = tmp_path / template_download.value.suggested_filename
    assert template.suffix == ".xlsx", template
    template_download.value.save_as(template)
    blank = load_workbook(template).active
    assert blank is not None
    columns = {str(c.value): c.column for c in blank[1] if c.value}
    assert {"账号", "姓名", "手机", "机构编码"} <= set(columns), columns

    def fill(rows: list[dict[str, str]]) -> Workbook:
        fresh = load_workbook(template)
        sheet = fresh.active
        assert sheet is not None
        for i, values in enumerate(rows, start=2):
            for title, value in values.items():
                sheet.cell(row=i, column=columns[title], value=value)
        return fresh

    good = [
        {"账号": a, "姓名": n, "手机": p, "性别": "男", "机构编码": ORG[1], "职位编码": POS[1]}
        for a, n, p in IMPORTED
    ]
    dialog.locator("input[type=file]").set_input_files(str(_save(fill(good), tmp_path / "两个用户.xlsx")))
    with close_dialog_after(dialog):
        _button(dialog, "开始导入").click()
        _toast(page, "导入成功，共2条")
    for account, name, _phone in IMPORTED:
        row = table.locator("tbody tr").filter(has_text=account)
        expect(row).to_contain_text(name)
        expect(row).to_contain_text(ORG[0])

    # a file with one bad row (an unknown org code) writes nothing, and says which row and why
    bad = [
        {"账号": "zhaoliu", "姓名": "赵六", "手机": "13812345673", "机构编码": ORG[1]},
        {"账号": "sunqi", "姓名": "孙七", "手机": "13812345674", "机构编码": "no_such_org"},
    ]
    _button(table, "导入").click()
    dialog.locator("input[type=file]").set_input_files(str(_save(fill(bad), tmp_path / "有错行.xlsx")))
    _button(dialog, "开始导入").click()
    report = dialog.locator(".ant-table")
    error_row = report.locator("tbody tr").filter(has_text="机构编码不存在：no_such_org")
    expect(error_row).to_be_visible()
    expect(error_row.locator("td").first).to_have_text("3")
    expect(dialog.get_by_role("alert")).to_contain_text("未导入任何数据")
    _shot(page, "07-import-errors")
    with close_dialog_after(dialog):
        _button(dialog, "取消").click()
    for account in ("zhaoliu", "sunqi"):
        page.get_by_placeholder("请输入账号或姓名").fill(account)
        _button(page, "查询").click()
        expect(table.locator(".ant-empty-description")).to_have_text("暂无数据")
