"""工作流: an administrator designs a leave form, draws a leave process with a countersign node in
bpmn-js and configures it in our properties panel, deploys it and opens a shortcut; a worker applies;
the department lead approves, a manager sends it back, the lead approves again, a manager adds a signer,
everyone signs, and the applicant follows it on the tracking diagram."""

from __future__ import annotations

import re

import pytest
from harness import ROOT, Server
from playwright.sync_api import Locator, Page, expect
from steps import (
    _call,
    button,
    confirm,
    dialog,
    login,
    logout,
    open_menu,
    register_via_api,
    row_action,
    settled,
)

FIXTURES = ROOT / "e2e/workflow"
PASSWORD = "Wf@123456"
# account -> phone; self-registered users hold the default role, which starts and approves processes
PEOPLE = {
    "wfapply": "13900001001",
    "wflead": "13900001002",
    "wfmgra": "13900001003",
    "wfmgrb": "13900001004",
    "wfhr": "13900001005",
}


@pytest.fixture(scope="module")
def people(server: Server) -> dict[str, str]:
    """The five registered, then placed by the administrator in the demo organisation (a user picks
    add-signers among the people of their data scope)."""
    token = str(_call(server, "POST", "/api/login", {"account": "superAdmin", "password": "123456"})["data"])
    org = _call(server, "GET", "/api/sysOrg/tree", token=token)["data"][0]["id"]
    for account, phone in PEOPLE.items():
        register_via_api(server, account, phone, PASSWORD)
        found = _call(server, "GET", f"/api/sysUser/page?searchValue={account}", token=token)["data"]["rows"][
            0
        ]
        body = {**found, "sysEmpParam": {"orgId": org, "posIdList": [], "extIds": []}}
        assert _call(server, "POST", "/api/sysUser/edit", body, token=token)["success"]
    _call(server, "GET", "/api/logout", token=token)
    return PEOPLE


def _menu(page: Page, item: str, path: str) -> None:
    """Opens a 工作流 screen from the side menu."""
    open_menu(page, "工作流", item)
    page.wait_for_url(re.compile(path))


def _screen(page: Page, resource: str) -> Locator:
    """The CRUD screen of a resource, once it shows (its lazily loaded code may take a while)."""
    screen = page.get_by_test_id(f"crud-{resource}")
    expect(screen).to_be_visible(timeout=30_000)
    return screen


def _select(page: Page, field: Locator, *labels: str) -> None:
    """Opens a select and clicks each option (a multiple select stays open) until the select shows it,
    then closes it."""
    dropdown = page.locator(".ant-select-dropdown:visible")
    search = field.locator("input").first
    for label in labels:
        exact = re.compile(f"^{re.escape(label)}$")
        option = dropdown.locator(".ant-select-item-option").filter(has_text=exact)

        def pick(option: Locator = option.first, label: str = label) -> None:
            if dropdown.count() == 0:
                field.click()
            # the list is virtual (only the options in view exist): a searchable select is narrowed first
            if search.count() and search.get_attribute("readonly") is None:
                search.fill(label)
            option.click()

        def shown(ms: float, label: str = label) -> None:
            expect(field).to_contain_text(label, timeout=ms)

        settled(pick, shown)
    page.keyboard.press("Escape")
    expect(dropdown).to_have_count(0)


def _element(page: Page, element_id: str) -> Locator:
    return page.get_by_test_id("wf-canvas").locator(f'.djs-element[data-element-id="{element_id}"]')


def _selected_id(page: Page) -> str:
    value: str = page.get_by_test_id("wf-prop-id").input_value()
    return value


def _append(page: Page, action: str) -> str:
    """Appends from the selected element through its context pad; returns the new element's id."""
    before = _selected_id(page)
    page.locator(f'.djs-context-pad [data-action="{action}"]').click()
    page.keyboard.press("Escape")  # leave the label editor that opens on a new task
    expect(page.get_by_test_id("wf-prop-id")).not_to_have_value(before)
    return _selected_id(page)


def _to_user_task(page: Page) -> str:
    page.locator('.djs-context-pad [data-action="replace"]').click()
    page.locator('.djs-popup [data-id="replace-with-user-task"]').click()
    expect(page.get_by_test_id("wf-properties")).to_contain_text("审批节点")
    return _selected_id(page)


def _prop_text(page: Page, test_id: str, value: str) -> None:
    field = page.get_by_test_id(test_id)
    field.fill(value)
    field.press("Enter")


def _design_form(page: Page) -> None:
    _menu(page, "流程表单", "/workflow/form")
    button(_screen(page, "flwForm"), "新增").click()
    form = dialog(page, "新增流程表单")
    form.locator("#name").fill("年休假申请单")
    form.locator("#code").fill("leave_form_e2e")
    button(form, "确定").click()
    expect(form).to_be_hidden()
    row = page.locator(".ant-table-row", has_text="leave_form_e2e")
    row_action(row, "设计")
    screen = page.get_by_test_id("wf-form-designer")
    toolbar = screen.get_by_role("toolbar")
    toolbar.get_by_role("button", name="导入").click()
    imp = page.get_by_role("dialog", name="JSON数据")
    imp.locator("input[type=file]").set_input_files(FIXTURES / "leave-form.json")
    expect(page.get_by_text("导入成功")).to_be_visible()
    expect(screen.get_by_test_id("fd-canvas").locator(".fd-node")).to_have_count(4)
    toolbar.get_by_role("button", name="保存").click()
    expect(page.get_by_text("保存成功")).to_be_visible()
    toolbar.get_by_role("button", name="关闭").click()
    expect(screen).to_be_hidden()


def _model_and_deploy(page: Page) -> None:
    _menu(page, "流程模型", "/workflow/model")
    button(_screen(page, "flwModel"), "新增").click()
    form = dialog(page, "新增流程模型")
    form.locator("#name").fill("请假审批")
    form.locator("#key").fill("leave_e2e")
    button(form, "确定").click()
    expect(form).to_be_hidden()
    row_action(page.locator(".ant-table-row", has_text="leave_e2e"), "设计")
    modeler = page.get_by_test_id("wf-modeler")
    expect(modeler.locator(".bjs-powered-by")).to_be_visible()  # the bpmn.io watermark

    # the process: its form and title
    _select(page, page.get_by_test_id("wf-process-form"), "年休假申请单")
    _prop_text(page, "wf-title-template", "{initiatorName}的请假申请（{days}天）")

    # draw: start -> 部门审批 -> 经理会签 -> end
    _element(page, "StartEvent_1").click()
    _append(page, "append.append-task")
    lead = _to_user_task(page)
    _prop_text(page, "wf-prop-name", "部门审批")
    _select(page, page.get_by_test_id("wf-assignee-ids"), "wflead")
    page.get_by_test_id("wf-buttons").get_by_label("加签").check()
    expect(page.get_by_test_id("wf-perm-approverNote")).to_be_visible()
    page.get_by_test_id("wf-perm-approverNote").get_by_label("可编辑").check()

    _append(page, "append.append-task")
    countersign = _to_user_task(page)
    _prop_text(page, "wf-prop-name", "经理会签")
    _select(page, page.get_by_test_id("wf-assignee-ids"), "wfmgra", "wfmgrb")
    page.get_by_test_id("wf-multi").get_by_label("会签").check()
    page.get_by_test_id("wf-buttons").get_by_label("加签").check()
    _append(page, "append.end-event")
    expect(_element(page, lead)).to_contain_text("部门审批")
    expect(_element(page, countersign)).to_contain_text("经理会签")

    button(modeler, "部署").click()
    confirm(page.locator(".ant-modal-confirm"))
    expect(page.get_by_text(re.compile("部署成功"))).to_be_visible()
    button(modeler, "关闭").click()
    expect(modeler).to_be_hidden()
    expect(page.locator(".ant-table-row", has_text="leave_e2e")).to_contain_text("v1")


def _shortcut(page: Page) -> None:
    _menu(page, "快捷入口", "/workflow/shortcut")
    page.get_by_role("tab", name="入口管理").click()
    button(page, "新增").click()
    form = dialog(page, "新增快捷入口")
    form.locator("#name").fill("年休假申请")
    form.locator("#modelKey").fill("leave_e2e")
    button(form, "确定").click()
    expect(form).to_be_hidden()


def _todo(page: Page, account: str) -> Locator:
    """Signs in and opens the first to-do's task form."""
    login(page, account, PASSWORD)
    _menu(page, "待办", "/workflow/todo")
    row = page.locator(".ant-table-row", has_text="wfapply的请假申请（5天）").first
    row_action(row, "办理")
    task = page.get_by_test_id("wf-task")
    expect(task).to_be_visible()
    return task


def _act(page: Page, task: Locator, action: str, comment: str, fill: dict[str, str] | None = None) -> None:
    task.get_by_test_id("wf-comment").fill(comment)
    button(task.get_by_test_id("wf-task-buttons"), action).click()
    modal = page.get_by_test_id(re.compile("^wf-action-"))
    for test_id, label in (fill or {}).items():
        _select(page, modal.get_by_test_id(test_id), label)
    button(page.locator(".ant-modal").filter(has=modal), "确定").click()
    expect(page.get_by_text("操作成功")).to_be_visible()
    expect(task).to_be_hidden()
    logout(page)


def test_model_apply_approve_back_add_sign_and_track(page: Page, people: dict[str, str]) -> None:
    login(page, "superAdmin", "123456")
    _design_form(page)
    _model_and_deploy(page)
    _shortcut(page)
    logout(page)

    # the applicant starts it from its shortcut card
    login(page, "wfapply", PASSWORD)
    _menu(page, "快捷入口", "/workflow/shortcut")
    page.get_by_test_id("wf-shortcut-card").filter(has_text="年休假申请").click()
    apply = page.get_by_test_id("wf-apply")
    apply.locator("#days").fill("5")
    _select(page, apply.locator(".kfd-item", has_text="请假类型").locator(".ant-select"), "年假")
    apply.locator("#reason").fill("回老家")
    button(page.locator(".ant-drawer").filter(has=apply), "提交").click()
    expect(page.get_by_text("提交成功，流程已发起")).to_be_visible()
    logout(page)

    # 部门审批: the lead sees the applicant's values read-only and the note writable, and approves
    task = _todo(page, "wflead")
    expect(task.locator("#reason")).to_be_disabled()
    task.locator("#approverNote").fill("同意休假")
    _act(page, task, "提交", "同意")

    # 经理会签: one manager sends it back to 部门审批
    task = _todo(page, "wfmgra")
    _act(page, task, "退回", "请部门再确认", {"wf-action-node": "部门审批"})
    task = _todo(page, "wflead")
    _act(page, task, "提交", "已确认")

    # the manager adds HR alongside; nobody completes the node before HR signs
    task = _todo(page, "wfmgra")
    _act(page, task, "加签", "请人事会签", {"wf-action-users": "wfhr"})
    task = _todo(page, "wfhr")
    _act(page, task, "提交", "人事同意")
    task = _todo(page, "wfmgra")
    _act(page, task, "提交", "同意")
    task = _todo(page, "wfmgrb")
    _act(page, task, "提交", "同意")

    # the applicant: approved, and the tracking diagram shows the path taken
    login(page, "wfapply", PASSWORD)
    _menu(page, "我的申请", "/workflow/my")
    row = page.locator(".ant-table-row", has_text="wfapply的请假申请（5天）")
    expect(row).to_contain_text("已通过")
    row_action(row, "流程跟踪")
    tracking = page.get_by_test_id("wf-tracking")
    expect(tracking.locator(".djs-element.wf-finished").first).to_be_visible()
    expect(tracking.locator(".djs-element.wf-active")).to_have_count(0)
    timeline = tracking.get_by_test_id("wf-timeline")
    for text in ("发起", "部门审批 · 提交", "经理会签 · 退回", "经理会签 · 加签", "人事同意"):
        expect(timeline).to_contain_text(text)
    expect(tracking.locator(".bjs-powered-by")).to_be_visible()
