"""Projects and their enterprises, as a site manager uses them: a new project shows up in the header's
project picker; a project-scoped screen asks for a project until one is chosen; an enterprise is added
(a wrong credit code is caught in the form); switching the header's project reloads the open list with
the other project's rows; a member of one project sees that project only."""

from __future__ import annotations

from playwright.sync_api import Page, expect
from steps import button, choose_project, close_dialog_after, dialog, login, open_menu, pick_in_select


def test_enterprises_follow_the_project_chosen_in_the_header(page: Page) -> None:
    login(page, "superAdmin", "123456")
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()
    open_menu(page, "项目管理", "参建单位")
    expect(page.get_by_test_id("require-project")).to_contain_text("请先在顶部选择项目")

    open_menu(page, "项目管理", "项目列表")
    table = page.get_by_test_id("crud-project")
    button(table, "新增").click()
    form = dialog(page, "新增项目")
    form.locator("#name").fill("江北产业园项目")
    form.locator("#code").fill("jbcyy")
    with close_dialog_after(form):
        button(form, "确定").click()
    expect(table.locator("tr").filter(has_text="江北产业园项目")).to_be_visible()

    # the new project is in the header's picker at once; choosing it fills the waiting screen
    choose_project(page, "江北产业园项目")
    open_menu(page, "项目管理", "参建单位")
    enterprises = page.get_by_test_id("crud-projectEnterprise")
    expect(enterprises.locator(".ant-empty-description")).to_have_text("暂无数据")
    button(enterprises, "新增").click()
    form = dialog(page, "新增参建单位")
    form.locator("#name").fill("江北建工集团有限公司")
    form.locator("#uscc").fill("913201000000123451")
    pick_in_select(page, form.locator("#role"), "施工总承包")
    button(form, "确定").click()
    expect(form.get_by_text("统一社会信用代码校验位不正确")).to_be_visible()
    form.locator("#uscc").fill("913201000000123450")
    with close_dialog_after(form):
        button(form, "确定").click()
    row = enterprises.locator("tr").filter(has_text="江北建工集团有限公司")
    expect(row).to_contain_text("施工总承包")

    # another project: the open list loads that project's rows, without a page reload
    page.evaluate("window.__sameDocument = true")
    choose_project(page, "城南安置房项目")
    expect(enterprises.get_by_text("江北建工集团有限公司")).to_have_count(0)
    choose_project(page, "江北产业园项目")
    expect(enterprises.locator("tr").filter(has_text="江北建工集团有限公司")).to_be_visible()
    assert page.evaluate("window.__sameDocument === true")


def test_a_member_of_one_project_sees_only_it(page: Page) -> None:
    login(page, "demo", "123456")
    page.get_by_test_id("app-switcher").get_by_text("现场管理").click()
    open_menu(page, "项目管理", "项目列表")
    table = page.get_by_test_id("crud-project")
    expect(table.locator("tbody tr").filter(has_text="城南安置房项目")).to_be_visible()
    expect(table.locator("tbody tr.ant-table-row")).to_have_count(1)
    page.get_by_test_id("project-switcher").click()
    expect(page.locator(".ant-select-item-option")).to_have_count(1)
