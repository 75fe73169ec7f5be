"""代码生成 as a developer uses it: a SQLite file under the data directory is registered as a data source
(开发管理 → 数据库信息); a generation is added for its table, which fills 类名 and 业务名 from the table's
name; 配置 ticks 查询 on a column and keeps it; 预览 shows the files, the screen naming the table; 下载 gives
a zip holding the generated module."""

from __future__ import annotations

import re
import sqlite3
import zipfile

from harness import Server
from playwright.sync_api import Locator, Page, expect
from steps import button, close_dialog_after, dialog, login, open_menu, pick_in_select, row_action

SOURCE_FILE = "datasources/codegen_widgets.db"  # registered SQLite files live in DATA_DIR/datasources
SOURCE_NAME = "部件演示库"
TABLE = "biz_widget"
BUS_NAME = "widget"


def _make_source(server: Server) -> None:
    """A small SQLite database in the server's data directory, as a developer would bring one."""
    (server.data_dir / SOURCE_FILE).parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(server.data_dir / SOURCE_FILE) as db:
        db.execute(
            f"CREATE TABLE IF NOT EXISTS {TABLE} ("
            "id BIGINT PRIMARY KEY, name VARCHAR(50) NOT NULL, qty INTEGER, remark TEXT)"
        )


def _screen(page: Page, resource: str) -> Locator:
    """The CRUD screen of a resource, once it shows (its lazily loaded code may take a while)."""
    screen = page.get_by_test_id(f"crud-{resource}")
    expect(screen).to_be_visible(timeout=30_000)
    return screen


def _register_source(page: Page) -> None:
    open_menu(page, "开发管理", "数据库信息")
    screen = _screen(page, "sysDatabaseInfo")
    button(screen, "新增").click()
    form = dialog(page, "新增数据库信息")
    form.locator("#name").fill(SOURCE_NAME)
    pick_in_select(page, form.locator("#dialect"), "SQLite")
    form.locator("#database").fill(SOURCE_FILE)
    with close_dialog_after(form):
        button(form, "确定").click()
    expect(screen.locator(".ant-table-row", has_text=SOURCE_NAME)).to_contain_text("SQLite")


def _add_generation(page: Page) -> Locator:
    open_menu(page, "开发管理", "代码生成")
    screen = _screen(page, "codeGenerate")
    button(screen, "新增").click()
    form = dialog(page, "新增代码生成")
    expect(form.locator("#authorName")).not_to_have_value("")  # the signed-in user
    pick_in_select(page, form.locator("#databaseId"), SOURCE_NAME)
    pick_in_select(page, form.locator("#tableName"), TABLE)
    expect(form.locator("#className")).to_have_value("BizWidget")
    expect(form.locator("#busName")).to_have_value("biz_widget")
    form.get_by_text("移除表前缀").wait_for()
    form.locator("#tablePrefix").get_by_text("是", exact=True).click()
    expect(form.locator("#className")).to_have_value("Widget")
    expect(form.locator("#busName")).to_have_value(BUS_NAME)
    form.locator("#tableComment").fill("小部件")
    with close_dialog_after(form):
        button(form, "确定").click()
    row = screen.locator(".ant-table-row", has_text=TABLE)
    expect(row).to_contain_text(SOURCE_NAME)
    expect(row).to_contain_text("Widget")
    return row


def _configure_columns(page: Page, row: Locator) -> None:
    """The server searches the first short text columns of a new generation (name); 查询 is ticked on
    qty as well, saved, and shown again when the editor opens next."""
    row_action(row, "配置")
    editor = dialog(page, f"字段配置 - {TABLE}")
    expect(editor.get_by_role("checkbox", name="查询：name", exact=True)).to_be_checked()
    query = editor.get_by_role("checkbox", name="查询：qty", exact=True)
    expect(query).not_to_be_checked()
    # a common column (the primary key id) is shown but cannot be changed
    expect(editor.get_by_role("checkbox", name="查询：id", exact=True)).to_be_disabled()
    query.check()
    with close_dialog_after(editor):
        button(editor, "保存").click()
    expect(page.get_by_text("字段配置已保存")).to_be_visible()

    row_action(row, "配置")
    editor = dialog(page, f"字段配置 - {TABLE}")
    expect(editor.get_by_role("checkbox", name="查询：qty", exact=True)).to_be_checked()
    expect(editor.get_by_role("checkbox", name="查询：name", exact=True)).to_be_checked()
    with close_dialog_after(editor):
        button(editor, "取消").click()


def _preview(page: Page, row: Locator) -> None:
    row_action(row, "预览")
    preview = dialog(page, f"代码预览 - {TABLE}")
    expect(preview.get_by_role("tab", name=re.compile(r"^models\.py"))).to_be_visible()
    preview.get_by_role("tab", name=re.compile(r"^index\.tsx")).first.click()
    shown = preview.get_by_role("tabpanel", name=re.compile(r"^index\.tsx"))
    expect(shown.get_by_test_id("codegen-file-path")).to_contain_text("index.tsx")
    expect(shown.get_by_test_id("codegen-file-content")).to_contain_text(TABLE)
    with close_dialog_after(preview):
        page.keyboard.press("Escape")


def test_code_is_generated_from_a_registered_sqlite_table(page: Page, server: Server) -> None:
    _make_source(server)
    login(page, "superAdmin", "123456")
    _register_source(page)
    row = _add_generation(page)
    _configure_columns(page, row)
    _preview(page, row)

    with page.expect_download() as download_info:
        row_action(row, "下载")
    download = download_info.value
    assert download.suggested_filename == f"{BUS_NAME}.zip"
    with zipfile.ZipFile(download.path()) as archive:
        names = archive.namelist()
    assert f"backend/src/sitesafe/modules/gen/{BUS_NAME}/service.py" in names, names
