"""表单设计: build a form in the designer, preview and save it, reopen it; import designs; fill in a
stored form and submit it to the server."""

from __future__ import annotations

import json
import re
import struct
import urllib.request
import zlib
from pathlib import Path

from harness import ROOT, Server
from playwright.sync_api import Locator, Page, expect
from steps import login, open_menu

SAMPLES = ROOT / "frontend/src/form-designer/__fixtures__/kform-samples"
# strings only the designer's code carries (they survive minification)
DESIGNER_CODE = "从左侧选择控件添加"


def _open_list(page: Page) -> Locator:
    login(page, "superAdmin", "123456")
    open_menu(page, "表单设计", "表单设计器")
    listing = page.get_by_test_id("form-design-list")
    expect(listing.locator(".ant-table")).to_be_visible()
    return listing


def _drag(page: Page, source: Locator, target: Locator) -> None:
    """Drags with the mouse the way a hand does: press, move in steps, release."""
    a = source.bounding_box()
    b = target.bounding_box()
    assert a and b
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=12)
    page.mouse.up()


def _pick(page: Page, select: Locator, option: str | re.Pattern[str]) -> None:
    select.click()
    dropdown = page.locator(".ant-select-dropdown:visible")
    if isinstance(option, str):
        dropdown.get_by_text(option, exact=True).click()
    else:
        dropdown.get_by_text(option).click()


def _panel_shows(page: Page, control: str) -> None:
    """The property panel follows the selection a frame later: wait until it shows this control."""
    expect(page.locator(".fd-right .fd-panel-type")).to_contain_text(control)


def _prop(page: Page, label: str) -> Locator:
    """A row of the control property panel, by its caption."""
    caption = page.locator(".fd-prop-label", has_text=re.compile(f"^{label}$"))
    return page.locator(".fd-right .fd-prop").filter(has=caption)


def _dialog(page: Page, title: str) -> Locator:
    """An open dialog, once its opening animation is over (a click during the zoom can miss)."""
    dialog = page.get_by_role("dialog", name=title)
    expect(dialog).to_be_visible()
    settled = """(el) => {
      const root = el.closest('.ant-modal-wrap') || el;
      return !root.getAnimations({ subtree: true })
        .some((a) => a.playState === 'running' && a.effect.getComputedTiming().endTime !== Infinity);
    }"""
    page.wait_for_function(settled, arg=dialog.element_handle())
    return dialog


def _footer_button(dialog: Locator, text: str) -> Locator:
    """A button at the foot of a dialog (antd may space out two-character captions: 确 定; a button
    that was loading can keep its fading spinner, "loading", in its name)."""
    name = re.compile(r"(^|\s)" + r"\s?".join(text) + "$")
    return dialog.locator(".ant-modal-footer").get_by_role("button", name=name)


def _loaded_code(page: Page, urls: list[str], mark: str) -> bool:
    return any(mark in page.request.get(u).text() for u in urls)


def test_build_a_form_preview_save_and_reopen_it(page: Page) -> None:
    # the property panel does not scroll yet (reported to the form library); a tall office screen
    # keeps the linkage editor in view
    page.set_viewport_size({"width": 1920, "height": 1200})
    scripts: list[str] = []
    page.on("response", lambda r: scripts.append(r.url) if r.url.endswith(".js") else None)
    listing = _open_list(page)
    # the shell and the list do not download the designer
    assert not _loaded_code(page, scripts, DESIGNER_CODE)

    listing.get_by_role("button", name="新建表单").click()
    screen = page.get_by_test_id("form-designer-screen")
    canvas = screen.get_by_test_id("fd-canvas")
    palette = screen.locator(".fd-palette")
    expect(canvas.get_by_text("从左侧选择控件添加")).to_be_visible()

    def add(label: str) -> None:
        palette.get_by_text(label, exact=True).click()

    def deselect() -> None:
        # the strip left of the paper clears the selection; the designer ignores a change within
        # 100 ms of the previous one (k-form-design's guard), which a test is quick enough to hit
        selected = canvas.locator(".fd-node-selected")
        for _ in range(10):
            screen.locator(".fd-canvas-scroll").click(position={"x": 6, "y": 200})
            try:
                expect(selected).to_have_count(0, timeout=500)
                return
            except AssertionError:
                continue
        expect(selected).to_have_count(0)

    # a grid, with an input dragged into its first column
    add("栅格布局")
    grid = canvas.locator(".fd-node[data-type=grid]")
    _drag(
        page,
        palette.get_by_text("输入框", exact=True),
        grid.locator("[data-slot]").first,
    )
    expect(grid.locator(".fd-node[data-type=input]")).to_have_count(1)
    _panel_shows(page, "输入框")
    _prop(page, "标签").locator("input").fill("检查人")
    deselect()

    # a table whose first two cells are merged from the right-click menu
    add("表格布局")
    table = canvas.locator(".fd-node[data-type=table]")
    table.locator("td").first.click(button="right")
    page.get_by_role("menuitem", name="向右合并").click()
    expect(table.locator('td[colspan="2"]')).to_have_count(1)
    deselect()

    # a dynamic table with an input column, an image upload, a select
    add("动态表格")
    batch = canvas.locator(".fd-node[data-type=batch]")
    _drag(
        page,
        palette.get_by_text("输入框", exact=True),
        batch.locator("[data-slot]").first,
    )
    expect(batch.locator(".fd-node[data-type=input]")).to_have_count(1)
    deselect()
    add("上传图片")
    add("下拉选择器")
    _panel_shows(page, "下拉选择器")
    _prop(page, "标签").locator("input").fill("隐患等级")

    # an input hidden as soon as the select has a value
    add("输入框")
    _panel_shows(page, "输入框")
    _prop(page, "标签").locator("input").fill("整改说明")
    linkage = _prop(page, "联动")
    linkage.get_by_role("button", name="添加联动").click()
    _pick(page, linkage.locator(".fd-linkage .ant-select").first, "隐藏")
    _pick(
        page,
        linkage.locator(".fd-linkage-cond .ant-select").first,
        re.compile("^隐患等级"),
    )
    _pick(page, linkage.locator(".fd-linkage-cond .fd-row .ant-select").first, "不为空")
    assert _loaded_code(page, scripts, DESIGNER_CODE)

    # preview: the linkage works, 获取数据 shows what was typed
    screen.get_by_role("toolbar").get_by_role("button", name="预览").click()
    preview = _dialog(page, "预览")
    expect(preview.get_by_text("整改说明")).to_be_visible()
    preview.locator(".kfd-item", has_text="检查人").locator("input").fill("张工")
    _pick(
        page,
        preview.locator(".kfd-item", has_text="隐患等级").locator(".ant-select"),
        "下拉框1",
    )
    expect(preview.get_by_text("整改说明")).to_be_hidden()
    preview.get_by_role("button", name="获取数据").click()
    expect(page.get_by_test_id("preview-json")).to_contain_text('"张工"')
    _footer_button(_dialog(page, "JSON数据"), "关闭").click()
    _footer_button(preview, "关闭").click()

    # save: a new form asks for its name and code
    screen.get_by_role("toolbar").get_by_role("button", name="保存").click()
    ask = _dialog(page, "保存表单")
    ask.get_by_label("表单名称").fill("每日安全巡查表")
    ask.get_by_label("表单编码").fill("daily_patrol")
    _footer_button(ask, "保存").click()
    expect(page.get_by_text("保存成功")).to_be_visible()
    expect(ask).to_be_hidden()
    screen.get_by_role("toolbar").get_by_role("button", name="关闭").click()
    expect(screen).to_be_hidden()

    # reopen it from the list: the same controls
    row = listing.locator("tr", has_text="每日安全巡查表")
    expect(row).to_contain_text("daily_patrol")
    row.get_by_text("设计", exact=True).click()
    canvas = page.get_by_test_id("form-designer-screen").get_by_test_id("fd-canvas")
    grid = canvas.locator(".fd-node[data-type=grid]")
    expect(grid.locator(".fd-node[data-type=input]")).to_contain_text("检查人")
    expect(canvas.locator(".fd-node[data-type=table] td[colspan='2']")).to_have_count(1)
    batch = canvas.locator(".fd-node[data-type=batch]")
    expect(batch.locator(".fd-node[data-type=input]")).to_have_count(1)
    expect(canvas.locator(".fd-node[data-type=uploadImg]")).to_have_count(1)
    expect(canvas.locator(".fd-node[data-type=select]")).to_contain_text("隐患等级")
    expect(canvas.locator(".fd-node[data-type=input]", has_text="整改说明")).to_have_count(1)


def test_import_a_saved_design_and_refuse_a_broken_one(page: Page) -> None:
    listing = _open_list(page)
    listing.get_by_role("button", name="新建表单").click()
    screen = page.get_by_test_id("form-designer-screen")
    canvas = screen.get_by_test_id("fd-canvas")
    toolbar = screen.get_by_role("toolbar")

    toolbar.get_by_role("button", name="导入").click()
    dialog = _dialog(page, "JSON数据")
    expect(dialog.get_by_text("导入格式如下:")).to_be_visible()
    sample = SAMPLES / "07-kform-demo-1df91ad-grid-table-card.json"
    dialog.locator("input[type=file]").set_input_files(sample)
    expect(page.get_by_text("导入成功")).to_be_visible()
    expect(dialog).to_be_hidden()
    for kind in ("card", "grid", "table"):
        expect(canvas.locator(f".fd-node[data-type={kind}]")).to_have_count(1)
    nodes = canvas.locator(".fd-node")
    expect(nodes).to_have_count(_controls(json.loads(sample.read_text(encoding="utf-8"))["list"]))
    keys = nodes.evaluate_all("(els) => els.map((e) => e.dataset.key)")

    toolbar.get_by_role("button", name="导入").click()
    dialog = _dialog(page, "JSON数据")
    text = dialog.get_by_role("textbox")
    expect(text).to_have_value(re.compile("单行文本"))  # the sample format is back
    text.fill('{"list": [{"type": "input"')
    _footer_button(dialog, "确定").click()
    expect(page.get_by_text("导入失败，数据格式不对")).to_be_visible()
    _footer_button(dialog, "关闭").click()
    expect(dialog).to_be_hidden()
    assert nodes.evaluate_all("(els) => els.map((e) => e.dataset.key)") == keys

    # closing with unsaved changes asks first
    toolbar.get_by_role("button", name="关闭").click()
    _dialog(page, "有未保存的修改").get_by_role("button", name="放弃修改").click()
    expect(screen).to_be_hidden()


INSPECTION = {
    "list": [
        {
            "type": "input",
            "label": "检查人",
            "key": "input_1",
            "model": "inspector",
            "options": {
                "placeholder": "请输入检查人",
                "width": "100%",
                "defaultValue": "",
            },
            "rules": [{"required": True, "message": "请填写检查人"}],
        },
        {
            "type": "textarea",
            "label": "检查情况",
            "key": "textarea_1",
            "model": "findings",
            "options": {
                "placeholder": "请输入检查情况",
                "width": "100%",
                "defaultValue": "",
            },
            "rules": [{"required": False, "message": "必填项"}],
        },
        {
            "type": "uploadImg",
            "label": "现场照片",
            "key": "uploadImg_1",
            "model": "photos",
            "options": {
                "defaultValue": "[]",
                "limit": 3,
                "action": "http://cdn.kcz66.com/upload-img.txt",
                "fileName": "image",
                "listType": "picture-card",
                "placeholder": "上传",
            },
            "rules": [{"required": False, "message": "必填项"}],
        },
    ],
    "config": {
        "layout": "horizontal",
        "labelCol": {"span": 4},
        "wrapperCol": {"span": 18},
    },
}


def _png(width: int = 8, height: int = 8) -> bytes:
    """A small grey PNG, as a phone photo stands in."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def _api(server: Server, path: str, body: dict[str, object] | None = None) -> object:
    """What another user (or a setup step) does through the API, signed in as superAdmin."""

    def call(path: str, body: dict[str, object] | None, token: str = "") -> object:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(server.base_url + path, data=data, headers=headers)
        with urllib.request.urlopen(req) as resp:
            result: dict[str, object] = json.load(resp)
        assert result["success"], result
        return result["data"]

    token = str(call("/api/login", {"account": "superAdmin", "password": "123456"}))
    return call(path, body, token)


def _store_form(server: Server, name: str, code: str, design: dict[str, object]) -> None:
    """Setup: a form stored the way the designer stores one."""
    form = {"name": name, "code": code, "design": json.dumps(design, ensure_ascii=False)}
    _api(server, "/api/formDesign/add", form)


def test_fill_a_stored_form_the_server_refuses_then_accepts(
    page: Page, server: Server, tmp_path: Path
) -> None:
    _store_form(server, "塔吊日常检查", "crane_daily", INSPECTION)
    listing = _open_list(page)
    listing.locator("tr", has_text="塔吊日常检查").get_by_text("填写", exact=True).click()
    fill = page.get_by_test_id("form-fill")
    fill.get_by_placeholder("请输入检查情况").fill("吊钩防脱装置完好")
    photo = tmp_path / "现场.png"
    photo.write_bytes(_png())
    fill.locator(".kfd-item", has_text="现场照片").locator("input[type=file]").set_input_files(photo)
    expect(fill.locator(".ant-upload-list-item-done")).to_have_count(1)

    # 检查人 left empty: the server refuses and says why
    dialog = _dialog(page, "填写：塔吊日常检查")
    with page.expect_response("**/api/formDesign/submit") as answer:
        _footer_button(dialog, "提交").click()
    assert answer.value.json()["success"] is False
    expect(page.get_by_test_id("form-fill-errors")).to_contain_text("检查人：请填写检查人")
    # and the server's message under the field it named
    inspector = fill.locator(".kfd-item", has_text="检查人")
    expect(inspector.locator(".kfd-explain")).to_have_text("请填写检查人")

    fill.get_by_placeholder("请输入检查人").fill("李建国")
    with page.expect_response("**/api/formDesign/submit") as answer:
        _footer_button(dialog, "提交").click()
    assert answer.value.json()["success"] is True
    expect(page.get_by_text("提交成功")).to_be_visible()
    expect(dialog).to_be_hidden()


def test_the_standalone_form_page_fills_and_submits(page: Page, server: Server, tmp_path: Path) -> None:
    _store_form(server, "脚手架验收", "scaffold_check", INSPECTION)
    rows = _api(server, "/api/formDesign/list?code=scaffold_check")
    assert isinstance(rows, list)
    login(page, "superAdmin", "123456")
    scripts: list[str] = []
    page.on("response", lambda r: scripts.append(r.url) if r.url.endswith(".js") else None)
    page.goto(f"/form.html?id={rows[0]['id']}")
    form = page.get_by_test_id("form-page")
    expect(form.get_by_role("heading", name="脚手架验收")).to_be_visible()
    form.get_by_placeholder("请输入检查情况").fill("连墙件齐全")
    photo = tmp_path / "脚手架.png"
    photo.write_bytes(_png())
    form.locator(".kfd-item", has_text="现场照片").locator("input[type=file]").set_input_files(photo)
    expect(form.locator(".ant-upload-list-item-done")).to_have_count(1)

    # the browser checks 检查人 first, then the server accepts
    form.get_by_test_id("form-page-submit").click()
    inspector = form.locator(".kfd-item", has_text="检查人")
    expect(inspector.locator(".kfd-explain")).to_have_text("请填写检查人")
    form.get_by_placeholder("请输入检查人").fill("王强")
    with page.expect_response("**/api/formDesign/submit") as answer:
        form.get_by_test_id("form-page-submit").click()
    result = answer.value.json()
    assert result["success"] is True, result
    expect(form.get_by_test_id("form-page-done")).to_be_visible()
    # only the renderer: neither the designer nor the console shell came with the page
    assert not _loaded_code(page, scripts, DESIGNER_CODE)
    assert not any("/index-" in u or "/vendor-" in u for u in scripts), scripts


def test_saving_over_a_newer_version_is_refused(page: Page, server: Server) -> None:
    _store_form(server, "临边防护检查", "edge_guard", INSPECTION)
    listing = _open_list(page)
    listing.locator("tr", has_text="临边防护检查").get_by_text("设计", exact=True).click()
    screen = page.get_by_test_id("form-designer-screen")
    expect(screen.get_by_test_id("fd-canvas").locator(".fd-node")).to_have_count(3)

    # meanwhile a colleague saves the same form
    rows = _api(server, "/api/formDesign/list?code=edge_guard")
    assert isinstance(rows, list)
    stored = _api(server, f"/api/formDesign/detail?id={rows[0]['id']}")
    assert isinstance(stored, dict)
    _api(server, "/api/formDesign/edit", {**stored, "remark": "同事改过"})

    screen.locator(".fd-palette").get_by_text("开关", exact=True).click()
    screen.get_by_role("toolbar").get_by_role("button", name="保存").click()
    expect(page.get_by_text("数据已被他人修改")).to_be_visible()
    expect(screen.get_by_text("未保存")).to_be_visible()


def _controls(value: object) -> int:
    """How many controls a saved design holds, at any depth (each has a type and a key)."""
    if isinstance(value, list):
        return sum(_controls(v) for v in value)
    if isinstance(value, dict):
        own = 1 if "type" in value and "key" in value else 0
        return own + sum(_controls(v) for v in value.values())
    return 0
