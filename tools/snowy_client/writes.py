"""The write steps of check.py: add, edit and delete through the stock client's forms on the main
system screens (职位, 角色, 应用, 参数, 机构, 字典), each recorded with the API call it made."""

from __future__ import annotations

import time
from dataclasses import asdict
from typing import Any

from playwright.sync_api import Page
from recorder import Call, Recorder


def modal(page: Page) -> Any:
    return page.locator(".ant-modal-wrap:visible .ant-modal").last


def submit_modal(page: Page, rec: Recorder, endpoint: str) -> Call | None:
    rec.take()
    modal(page).locator(".ant-modal-footer .ant-btn-primary").click()
    rec.settle()
    calls, _c, _e, _t = rec.take()
    hits = [c for c in calls if c.path.endswith(endpoint)]
    return hits[-1] if hits else None


def row_action(page: Page, rec: Recorder, text: str, action: str, endpoint: str) -> Call | None:
    row = page.locator(".ant-layout-content .ant-table-tbody > tr.ant-table-row", has_text=text).first
    if row.count() == 0:
        return None
    rec.take()
    link = row.locator(f"a:has-text('{action}')")
    if link.count() == 0:  # behind a 更多 dropdown
        row.locator("a:has-text('更多')").first.hover()
        page.wait_for_timeout(400)
        link = page.locator(f".ant-dropdown:visible a:has-text('{action}')")
    link.first.click()
    if action == "删除":
        page.locator(".ant-popover:visible .ant-btn-primary").first.click()
        rec.settle()
        calls, _c, _e, _t = rec.take()
        hits = [c for c in calls if c.path.endswith(endpoint)]
        return hits[-1] if hits else None
    page.wait_for_timeout(500)
    return None


def fill(page: Page, placeholder: str, value: str) -> None:
    field_ = modal(page).locator(f"[placeholder='{placeholder}']").first
    field_.fill("")
    field_.fill(value)


def pick_select(page: Page, placeholder: str) -> None:
    """Open an a-select / a-tree-select in the open modal and take its first option."""
    box = modal(page).locator(".ant-form-item", has=page.locator(f"text={placeholder}")).first
    box.locator(".ant-select-selection").first.click()
    page.wait_for_timeout(400)
    option = page.locator(
        ".ant-select-dropdown:visible .ant-select-dropdown-menu-item,"
        " .ant-select-dropdown:visible .ant-select-tree-node-content-wrapper"
    ).first
    option.click()
    page.wait_for_timeout(300)


def outcome(call: Call | None) -> dict[str, Any]:
    if call is None:
        return {"ok": False, "detail": "no request sent (form did not submit or row not found)"}
    return {"ok": not call.failed, "detail": asdict(call)}


def go(page: Page, rec: Recorder, base: str, path: str) -> None:
    page.goto(f"{base}{path}")
    rec.settle()
    page.wait_for_timeout(500)
    rec.take()


def try_writes(page: Page, rec: Recorder, base: str, paths: dict[str, str]) -> dict[str, Any]:
    tag = time.strftime("%H%M%S")
    results: dict[str, Any] = {}

    def attempt(name: str, fn: Any) -> None:
        try:
            results[name] = fn()
        except Exception as exc:  # a step that could not be driven is a finding too
            results[name] = {"ok": False, "detail": f"driver: {type(exc).__name__}: {str(exc)[:300]}"}
            page.keyboard.press("Escape")
        print(f"  write {name}: {'ok' if results[name].get('ok') else 'FAILED'}", flush=True)

    def pos_add() -> dict[str, Any]:
        go(page, rec, base, paths["system/pos/index"])
        page.click("button:has-text('新增职位')")
        fill(page, "请输入职位名称", f"检查职位{tag}")
        fill(page, "请输入唯一编码", f"chk_pos_{tag}")
        return outcome(submit_modal(page, rec, "/sysPos/add"))

    def pos_edit() -> dict[str, Any]:
        row_action(page, rec, f"chk_pos_{tag}", "编辑", "")
        fill(page, "请输入备注", "改过")
        return outcome(submit_modal(page, rec, "/sysPos/edit"))

    def pos_delete() -> dict[str, Any]:
        return outcome(row_action(page, rec, f"chk_pos_{tag}", "删除", "/sysPos/delete"))

    def role_add() -> dict[str, Any]:
        go(page, rec, base, paths["system/role/index"])
        page.click("button:has-text('新增角色')")
        fill(page, "请输入角色名", f"检查角色{tag}")
        fill(page, "请输入唯一编码", f"chk_role_{tag}")
        return outcome(submit_modal(page, rec, "/sysRole/add"))

    def role_delete() -> dict[str, Any]:
        return outcome(row_action(page, rec, f"chk_role_{tag}", "删除", "/sysRole/delete"))

    def app_add() -> dict[str, Any]:
        go(page, rec, base, paths["system/app/index"])
        page.click("button:has-text('新增应用')")
        fill(page, "请输入应用名称", f"检查应用{tag}")
        fill(page, "请输入唯一编码", f"chk_app_{tag}")
        return outcome(submit_modal(page, rec, "/sysApp/add"))

    def app_delete() -> dict[str, Any]:
        return outcome(row_action(page, rec, f"chk_app_{tag}", "删除", "/sysApp/delete"))

    def config_add() -> dict[str, Any]:
        go(page, rec, base, paths["system/config/index"])
        page.click("button:has-text('新增配置')")
        fill(page, "请输入参数名称", f"检查参数{tag}")
        fill(page, "请输入唯一编码", f"CHK_CONFIG_{tag}")
        fill(page, "请输入参数值", "1")
        modal(page).locator(".ant-radio-button-wrapper", has_text="否").first.click()
        pick_select(page, "所属分类")
        return outcome(submit_modal(page, rec, "/sysConfig/add"))

    def config_delete() -> dict[str, Any]:
        # A new parameter sorts after the seeded ones (not on page 1): find it with the search form first.
        page.locator(".ant-layout-content input[placeholder='请输入唯一编码']").fill(f"CHK_CONFIG_{tag}")
        page.locator(".ant-layout-content button:has-text('查')").first.click()
        rec.settle()
        # (matched by name: the code column is cut short with an ellipsis)
        return outcome(row_action(page, rec, f"检查参数{tag}", "删除", "/sysConfig/delete"))

    def org_add() -> dict[str, Any]:
        go(page, rec, base, paths["system/org/index"])
        page.click("button:has-text('新增机构')")
        fill(page, "请输入机构名称", f"检查机构{tag}")
        fill(page, "请输入唯一编码", f"chk_org_{tag}")
        pick_select(page, "上级机构")
        return outcome(submit_modal(page, rec, "/sysOrg/add"))

    def org_delete() -> dict[str, Any]:
        return outcome(row_action(page, rec, f"chk_org_{tag}", "删除", "/sysOrg/delete"))

    def dict_edit() -> dict[str, Any]:
        go(page, rec, base, paths["system/dict/index"])
        first = page.locator(".ant-layout-content .ant-table-tbody > tr.ant-table-row td").first
        row_action(page, rec, first.inner_text().strip(), "编辑", "")
        fill(page, "请输入备注", f"检查编辑{tag}")
        return outcome(submit_modal(page, rec, "/sysDictType/edit"))

    steps = [
        ("职位 add", pos_add, "system/pos/index"),
        ("职位 edit", pos_edit, "system/pos/index"),
        ("职位 delete", pos_delete, "system/pos/index"),
        ("角色 add", role_add, "system/role/index"),
        ("角色 delete", role_delete, "system/role/index"),
        ("应用 add", app_add, "system/app/index"),
        ("应用 delete", app_delete, "system/app/index"),
        ("参数 add", config_add, "system/config/index"),
        ("参数 delete", config_delete, "system/config/index"),
        ("机构 add", org_add, "system/org/index"),
        ("机构 delete", org_delete, "system/org/index"),
        ("字典 edit", dict_edit, "system/dict/index"),
    ]
    for name, fn, needs in steps:
        if needs not in paths:
            results[name] = {"ok": False, "detail": f"no menu entry with component {needs}"}
            continue
        attempt(name, fn)
        _calls, _console, errors, toasts = rec.take()
        if errors or toasts:
            results[name]["page_errors"] = errors
            results[name]["toasts"] = toasts
    return results
