"""在线用户 and 文件管理: the administrator sees who is signed in and forces a session out (its holder is
refused at once and the console sends them back to sign-in); a file is uploaded, previewed, downloaded
and deleted on the files screen."""

from __future__ import annotations

import io
import json
import os
import re
import tempfile
import urllib.request
from pathlib import Path

from harness import Server
from PIL import Image
from playwright.sync_api import Browser, Page, expect
from steps import confirm, login, open_menu

# Screenshots for a person to look at, outside the checkout (E2E_SHOTS chooses the folder).
SHOTS = Path(os.environ.get("E2E_SHOTS") or tempfile.gettempdir()) / "sitesafe-shots"
PHONE_AGENT = "Mozilla/5.0 (Linux; Android 14; SM-S9180) Firefox/126.0"  # the site manager's phone


def _api(server: Server, method: str, path: str, token: str | None = None, body: object = None) -> dict:
    headers = {"Content-Type": "application/json", "User-Agent": PHONE_AGENT}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(server.base_url + path, method=method, data=data, headers=headers)
    with urllib.request.urlopen(req) as resp:
        answer: dict = json.load(resp)
    return answer


def _confirm(page: Page, title: str) -> None:
    dialog = page.locator(".ant-modal-confirm").filter(has_text=title)
    expect(dialog).to_be_visible()
    confirm(dialog)
    expect(dialog).to_have_count(0)


def _end_demo_sessions(server: Server) -> None:
    """Other flows share this server and leave demo sessions behind: start from none."""
    admin = _api(server, "POST", "/api/login", body={"account": "superAdmin", "password": "123456"})
    token = str(admin["data"])
    listed = _api(server, "GET", "/api/sysOnlineUser/list?account=demo&pageSize=100", token)["data"]
    for row in listed["rows"] if isinstance(listed, dict) else listed:
        if row["account"] == "demo":
            body = {"handle": row["handle"]}
            ended = _api(server, "POST", "/api/sysOnlineUser/forceExist", token, body)
            assert ended["success"], ended
    _api(server, "GET", "/api/logout", token)


def test_force_out_a_signed_in_user(browser: Browser, server: Server, page: Page) -> None:
    _end_demo_sessions(server)
    # the demo user is signed in on a phone (through the API) and in a browser
    phone = _api(server, "POST", "/api/login", body={"account": "demo", "password": "123456"})
    assert phone["success"], phone
    phone_token = str(phone["data"])
    assert _api(server, "GET", "/api/getLoginUser", phone_token)["success"]
    demo_context = browser.new_context(base_url=server.base_url, viewport={"width": 1280, "height": 800})
    demo_context.set_default_timeout(15_000)
    demo = demo_context.new_page()
    login(demo, "demo", "123456")

    login(page, "superAdmin", "123456")
    open_menu(page, "系统监控", "在线用户")
    table = page.get_by_test_id("crud-sysOnlineUser")
    expect(table.get_by_text("当前会话")).to_be_visible()  # the administrator's own session
    own = table.locator("tbody tr").filter(has_text="当前会话")
    expect(own.get_by_text("强制下线")).to_have_count(0)

    page.get_by_placeholder("请输入账号").fill("demo")
    page.get_by_role("button", name=re.compile(r"^查\s?询$")).click()
    rows = table.locator("tbody tr.ant-table-row")
    expect(rows).to_have_count(2)
    on_phone = rows.filter(has_text="Android")
    expect(on_phone).to_contain_text("Firefox 126")
    expect(rows.filter(has_text="Chrome")).to_have_count(1)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "online-users.png"), full_page=True, animations="disabled")

    # force the phone out: its very next request is refused
    on_phone.get_by_text("强制下线").click()
    _confirm(page, "确定要强制下线用户「demo」")
    expect(page.get_by_text("已强制下线")).to_be_visible()
    expect(rows).to_have_count(1)
    refused = _api(server, "GET", "/api/getLoginUser", phone_token)
    assert (refused["success"], refused["code"]) == (False, 1011008), refused

    # force the browser out: the console tells the user and takes them back to sign-in
    rows.filter(has_text="Chrome").get_by_text("强制下线").click()
    _confirm(page, "确定要强制下线用户「demo」")
    expect(rows).to_have_count(0)
    open_menu(demo, "系统监控", "服务监控")
    expired = demo.locator(".ant-modal-confirm").filter(has_text="登录已过期，请重新登录")
    expect(expired).to_be_visible()
    expired.get_by_role("button", name="重新登录").click()
    demo.wait_for_url(re.compile(r"/user/login"))
    expect(demo.locator("#account")).to_be_visible()
    demo_context.close()


def _png() -> bytes:
    buffer = io.BytesIO()
    image = Image.new("RGB", (160, 100), (250, 200, 40))
    for x in range(40, 120):
        for y in range(30, 70):
            image.putpixel((x, y), (30, 30, 30))
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def test_upload_preview_download_delete_a_file(page: Page, tmp_path: Path) -> None:
    photo = tmp_path / "塔吊巡检照片.png"
    photo.write_bytes(_png())
    notes = tmp_path / "安全交底记录.txt"
    notes.write_text("高处作业必须系挂安全带。\n", encoding="utf-8")

    login(page, "superAdmin", "123456")
    SHOTS.mkdir(parents=True, exist_ok=True)
    open_menu(page, "开发管理", "文件管理")
    table = page.get_by_test_id("crud-sysFileInfo")
    for path in (photo, notes):
        with page.expect_file_chooser() as chooser:
            page.get_by_test_id("file-upload").click()
        chooser.value.set_files(str(path))
        expect(page.get_by_text(f"「{path.name}」上传成功")).to_be_visible()
        expect(table.locator("tbody tr").filter(has_text=path.name)).to_have_count(1)
    # newest first
    expect(table.locator("tbody tr.ant-table-row").first).to_contain_text(notes.name)
    photo_row = table.locator("tbody tr").filter(has_text=photo.name)
    expect(photo_row).to_contain_text("本地")
    expect(photo_row).to_contain_text("超级管理员")
    expect(photo_row).to_contain_text(re.compile(r"\d+(\.\d+)? (B|KB)"))
    page.screenshot(path=str(SHOTS / "files.png"), full_page=True, animations="disabled")

    # the detail of an image shows the image itself
    photo_row.get_by_text("详情").click()
    drawer = page.get_by_role("dialog", name="文件详情")
    preview = drawer.get_by_role("img", name=photo.name)
    expect(preview).to_be_visible()
    page.wait_for_function("el => el.complete && el.naturalWidth === 160", arg=preview.element_handle())
    page.screenshot(path=str(SHOTS / "file-detail.png"), animations="disabled")  # drawer fully in
    drawer.get_by_role("button", name="关闭").click()
    expect(drawer).to_be_hidden()

    # other files show their metadata; they download under their own name
    notes_row = table.locator("tbody tr").filter(has_text=notes.name)
    notes_row.get_by_text("详情").click()
    expect(drawer.get_by_text("该类型文件不支持预览，可下载后查看")).to_be_visible()
    expect(drawer.get_by_role("img", name=notes.name)).to_have_count(0)
    drawer.get_by_role("button", name="关闭").click()
    expect(drawer).to_be_hidden()
    with page.expect_download() as download:
        notes_row.get_by_text("下载").click()
    assert download.value.suggested_filename == notes.name
    assert Path(download.value.path()).read_text(encoding="utf-8") == notes.read_text(encoding="utf-8")

    # search by name, then delete with confirmation
    page.get_by_placeholder("请输入文件名称").fill("塔吊")
    page.get_by_role("button", name=re.compile(r"^查\s?询$")).click()
    expect(table.locator("tbody tr.ant-table-row")).to_have_count(1)
    photo_row.get_by_text("删除").click()
    _confirm(page, "确定要删除吗？")
    expect(table.locator("tbody tr").filter(has_text=photo.name)).to_have_count(0)
