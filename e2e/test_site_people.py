"""The people of a new project, as its labour manager enters them: a project with an enterprise (参建单位)
and a team (班组) under it; workers imported into the team from the screen's template, where a file with
one bad ID number shows the row and writes nothing and a good file fills the team; the team's people
and the 工人 list show ID numbers masked to the last 4; another project chosen in the header shows none
of them, and choosing the project again shows them again."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from openpyxl import load_workbook
from playwright.sync_api import Locator, Page, expect
from steps import button, choose_project, close_dialog_after, dialog, login, open_menu, pick_in_select

from sitesafe.core.cnid import id_check_char, uscc_check_char

# Screenshots for a person to look at, outside the checkout (E2E_SHOTS chooses the folder).
SHOTS = Path(os.environ.get("E2E_SHOTS") or tempfile.gettempdir()) / "site-people-shots"

PROJECT = ("河西花园项目", "hxhy")
OTHER_PROJECT = "城南安置房项目"
ENTERPRISE = "河西建设工程有限公司"
TEAM = "河西钢筋三班"


def _id_number(first17: str) -> str:
    return first17 + id_check_char(first17)


def _wrong_check(id_no: str) -> str:
    """The same number with another check character: the GB 11643 checksum fails."""
    return id_no[:17] + ("0" if id_no[17] != "0" else "1")


# names the demo data cannot make (its surnames and given names are other characters)
WORKERS = (
    ("欧阳晨曦", _id_number("11010519850312103"), "13900001111", "钢筋工"),
    ("诸葛云舒", _id_number("32010219920718204"), "13900002222", "钢筋工"),
)


def _masked(id_no: str) -> str:
    return "*" * 14 + id_no[-4:]


def _toast(page: Page, text: str) -> None:
    expect(page.locator(".ant-message-notice").filter(has_text=text).last).to_be_visible()


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True, animations="disabled")


def _template(page: Page, importer: Locator, tmp_path: Path) -> tuple[Path, dict[str, int]]:
    """下载导入模板 through the import dialog: the file and its column numbers by header."""
    with page.expect_download() as download:
        importer.get_by_role("button", name=re.compile("下载导入模板")).click()
    template = tmp_path / download.value.suggested_filename
    assert template.suffix == ".xlsx", template
    download.value.save_as(template)
    sheet = load_workbook(template).active
    assert sheet is not None
    columns = {str(c.value): c.column for c in sheet[1] if c.value}
    assert {"姓名", "身份证号", "手机号", "工种"} <= set(columns), columns
    return template, columns


def _filled(template: Path, columns: dict[str, int], rows: list[dict[str, str]], target: Path) -> str:
    book = load_workbook(template)
    sheet = book.active
    assert sheet is not None
    for i, values in enumerate(rows, start=2):
        for title, value in values.items():
            sheet.cell(row=i, column=columns[title], value=value)
    book.save(target)
    return str(target)


def _row(name: str, id_no: str, phone: str, work_type: str) -> dict[str, str]:
    return {"姓名": name, "身份证号": id_no, "手机号": phone, "工种": work_type}


def _add_project_enterprise_and_team(page: Page) -> None:
    open_menu(page, "项目管理", "项目列表")
    projects = page.get_by_test_id("crud-project")
    button(projects, "新增").click()
    form = dialog(page, "新增项目")
    form.locator("#name").fill(PROJECT[0])
    form.locator("#code").fill(PROJECT[1])
    with close_dialog_after(form):
        button(form, "确定").click()
    expect(projects.locator("tr").filter(has_text=PROJECT[0])).to_be_visible()
    choose_project(page, PROJECT[0])

    open_menu(page, "项目管理", "参建单位")
    enterprises = page.get_by_test_id("crud-projectEnterprise")
    expect(enterprises.locator(".ant-empty-description")).to_have_text("暂无数据")
    button(enterprises, "新增").click()
    form = dialog(page, "新增参建单位")
    form.locator("#name").fill(ENTERPRISE)
    uscc17 = "91330106MA2B3C4D5"
    form.locator("#uscc").fill(uscc17 + uscc_check_char(uscc17))
    pick_in_select(page, form.locator("#role"), "施工总承包")
    with close_dialog_after(form):
        button(form, "确定").click()
    expect(enterprises.locator("tr").filter(has_text=ENTERPRISE)).to_contain_text("施工总承包")

    open_menu(page, "人员管理", "班组")
    teams = page.get_by_test_id("crud-team")
    expect(teams.locator(".ant-empty-description")).to_have_text("暂无数据")
    button(teams, "新增").click()
    form = dialog(page, "新增班组")
    form.locator("#name").fill(TEAM)
    pick_in_select(page, form.locator("#enterpriseId"), ENTERPRISE)
    pick_in_select(page, form.locator("#workType"), "钢筋工")
    with close_dialog_after(form):
        button(form, "确定").click()
    team_row = teams.locator("tr").filter(has_text=TEAM)
    expect(team_row).to_contain_text(ENTERPRISE)
    expect(team_row).to_contain_text("钢筋工")


def _import_into_team(page: Page, people: Locator, tmp_path: Path) -> None:
    button(people, "导入").click()
    importer = dialog(page, "导入班组人员")
    template, columns = _template(page, importer, tmp_path)

    # the second row's ID number has a wrong check character: the report names it, nothing is written
    first, second = WORKERS
    bad = [_row(*first), _row(second[0], _wrong_check(second[1]), second[2], second[3])]
    bad_file = _filled(template, columns, bad, tmp_path / "有错行.xlsx")
    importer.locator("input[type=file]").set_input_files(bad_file)
    button(importer, "开始导入").click()
    error_row = importer.locator(".ant-table tbody tr").filter(has_text="身份证号码校验位不正确")
    expect(error_row).to_be_visible()
    expect(error_row.locator("td").first).to_have_text("3")
    expect(importer.get_by_role("alert")).to_contain_text("未导入任何数据")
    _shot(page, "00-import-report")
    with close_dialog_after(importer):
        button(importer, "取消").click()
    expect(people.locator(".ant-empty-description")).to_have_text("暂无数据")

    button(people, "导入").click()
    good = [_row(*w) for w in WORKERS]
    good_file = _filled(template, columns, good, tmp_path / "河西钢筋三班.xlsx")
    importer.locator("input[type=file]").set_input_files(good_file)
    with close_dialog_after(importer):
        button(importer, "开始导入").click()
        _toast(page, "导入成功，共2条")


def _expect_workers(table: Locator) -> None:
    """Both imported workers, their ID numbers masked to the last 4 (the full number is nowhere)."""
    for name, id_no, phone, work_type in WORKERS:
        row = table.locator("tbody tr").filter(has_text=name)
        expect(row.get_by_test_id("id-no")).to_have_text(_masked(id_no))
        expect(row).to_contain_text(phone)
        expect(row).to_contain_text(work_type)
        expect(row).not_to_contain_text(id_no[:14])
    expect(table.locator("tbody tr.ant-table-row")).to_have_count(len(WORKERS))


def _search(page: Page, table: Locator, id_no: str) -> None:
    table.get_by_placeholder("完整的18位号码").fill(id_no)
    button(table, "查询").click()


def _open_team(page: Page, members: int) -> Locator:
    sidebar = page.get_by_test_id("team-sidebar")
    sidebar.get_by_text(f"{TEAM}（{members}人）", exact=True).click()
    return page.get_by_test_id("crud-teamPerson")


def test_workers_imported_into_a_team_stay_in_their_project(page: Page, tmp_path: Path) -> None:
    login(page, "superAdmin", "123456")
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()
    _add_project_enterprise_and_team(page)

    open_menu(page, "人员管理", "班组人员")
    expect(page.get_by_text("请在左侧选择一个班组")).to_be_visible()
    people = _open_team(page, 0)
    expect(people.locator(".ant-empty-description")).to_have_text("暂无数据")
    _import_into_team(page, people, tmp_path)
    _expect_workers(people)
    expect(page.get_by_test_id("team-sidebar")).to_contain_text(f"{TEAM}（2人）")
    _shot(page, "01-team-people")

    open_menu(page, "人员管理", "工人")
    workers = page.get_by_test_id("crud-worker")
    _expect_workers(workers)
    for name, *_ in WORKERS:
        row = workers.locator("tbody tr").filter(has_text=name)
        expect(row).to_contain_text(TEAM)
        expect(row).to_contain_text(ENTERPRISE)
    _shot(page, "02-workers")

    # another project (the seed's, with people of its own): the open 工人 list shows its workers and
    # none of ours, not even looked up by a full ID number; its 班组人员 has no such team
    choose_project(page, OTHER_PROJECT)
    expect(workers.locator("tbody tr.ant-table-row").first).to_be_visible()
    for name, id_no, *_ in WORKERS:
        expect(workers.get_by_text(name)).to_have_count(0)
        _search(page, workers, id_no)
        expect(workers.locator(".ant-empty-description")).to_have_text("暂无数据")
    open_menu(page, "人员管理", "班组人员")
    sidebar = page.get_by_test_id("team-sidebar")
    expect(sidebar.get_by_role("treeitem").first).to_be_visible()
    expect(sidebar.get_by_text(TEAM)).to_have_count(0)
    expect(page.get_by_text("请在左侧选择一个班组")).to_be_visible()

    # and back: the team and its workers again
    choose_project(page, PROJECT[0])
    _expect_workers(_open_team(page, 2))
    open_menu(page, "人员管理", "工人")
    _expect_workers(page.get_by_test_id("crud-worker"))
