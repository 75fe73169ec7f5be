"""Steps a user takes that several flows share."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import Any

from harness import Server
from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout


def login(page: Page, account: str, password: str) -> None:
    """Sign in through the login form and wait for the console shell."""
    page.goto("/user/login")
    page.locator("#account").fill(account)
    page.locator("#password").fill(password)
    page.locator("button[type=submit]").click()
    page.wait_for_url(re.compile(r"/welcome"))
    page.get_by_test_id("side-menu").wait_for()
    close_welcome(page)


def close_welcome(page: Page) -> None:
    """The welcome notification comes after 1 s in the top-right corner, over the user menu (and stays
    while the pointer rests on it); a user closes it before reaching for the user menu under it."""
    note = page.locator(".ant-notification-notice").filter(has_text="欢迎")
    note.wait_for()
    note.locator(".ant-notification-notice-close").click()
    note.wait_for(state="detached")


def settled(act: Callable[[], None], check: Callable[[float], None], tries: int = 3) -> None:
    """`act`, then `check` (an expectation taking a timeout in ms); when the check fails, act again. On a
    loaded machine a click can land while antd's motion still moves its target (a submenu unfolding, a
    list filtering under the typed text) and is lost; a user clicks again, and so do these steps."""
    for left in range(tries, 0, -1):
        act()
        try:
            check(3_000 if left > 1 else 15_000)
            return
        except (AssertionError, PlaywrightTimeout):
            if left == 1:
                raise


def open_menu(page: Page, *titles: str) -> None:
    """Click through the side menu: a group title, then the item title; return once the item's screen
    is the one shown (a router link's screen replaces the old one only when its code has loaded, and the
    menu marks the item then)."""
    menu = page.get_by_test_id("side-menu")
    for i, title in enumerate(titles):
        item = menu.get_by_text(title, exact=True)
        if i < len(titles) - 1:
            # open the submenu only when its child is not visible yet
            child = menu.get_by_text(titles[i + 1], exact=True)
            if not child.is_visible():
                item.click()
            expect(child).to_be_visible()
        elif item.get_attribute("target") is not None:  # an external link opens elsewhere
            item.click()
        else:
            selected = menu.locator(".ant-menu-item-selected").get_by_text(title, exact=True)

            def shown(ms: float, selected: Locator = selected) -> None:
                expect(selected).to_be_visible(timeout=ms)

            settled(item.click, shown)


def button(scope: Page | Locator, text: str) -> Locator:
    """A button by its text (antd puts a space between two Chinese characters: 确 定)."""
    return scope.get_by_role("button", name=re.compile(r"(^|\s)" + r"\s?".join(text) + "$"))


def dialog(page: Page, title: str) -> Locator:
    """The open modal or drawer with this title."""
    found = page.get_by_role("dialog", name=title)
    expect(found).to_be_visible()
    return found


def choose_project(page: Page, name: str) -> None:
    """Choose the project in the header's picker (the open screens load again for it)."""
    page.get_by_test_id("project-switcher").click()
    page.locator(f'.ant-select-item-option[title="{name}"]').click()
    expect(page.get_by_test_id("project-switcher")).to_contain_text(name)


def side_menu_items(page: Page) -> list[str]:
    """The titles the side menu shows (open submenus' items included), top to bottom."""
    menu = page.get_by_test_id("side-menu")
    expect(menu.locator(".ant-menu-title-content").first).to_be_visible()
    texts: list[str] = menu.locator(".ant-menu-title-content").evaluate_all(
        "els => els.filter(e => e.offsetParent !== null).map(e => e.textContent.trim())"
    )
    return texts


def pick_in_select(page: Page, field: Locator, label: str, *, exact: bool = True) -> None:
    """Open a select or tree-select, type to narrow it down and click the option with this label (or,
    not `exact`, the first option holding it); return once the select shows it."""
    shown = field.locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' ant-select ')][1]")
    options = page.locator(".ant-select-dropdown:visible").locator(
        ".ant-select-item-option, .ant-select-tree-treenode"
    )
    if exact:
        option = options.filter(has=page.get_by_text(label, exact=True)).first.get_by_text(label, exact=True)
    else:
        option = options.filter(has_text=label)

    def pick() -> None:
        field.click()
        field.fill(label)
        option.first.click()

    settled(pick, lambda ms: expect(shown).to_contain_text(label, timeout=ms))


def row_action(row: Locator, text: str) -> None:
    """Click a row's action link, under 更多 when the row has too many to show them all."""
    expect(row.get_by_text(re.compile(rf"^({re.escape(text)}|更多)\s*$")).first).to_be_visible()
    link = row.get_by_text(text, exact=True)
    if link.count() == 0:
        row.get_by_text("更多", exact=True).click()
        link = row.page.get_by_role("menuitem", name=text, exact=True)
    link.click()


@contextmanager
def close_dialog_after(dialog: Locator) -> Iterator[None]:
    """The steps inside end by closing `dialog` (a modal or drawer): wait until it is gone."""
    yield
    expect(dialog).to_be_hidden()


def access_token(page: Page) -> str:
    """The signed-in user's token, as the console keeps it."""
    token: str = page.evaluate("JSON.parse(localStorage.getItem('pro__Access-Token')).value")
    return token


def open_user_menu_item(page: Page, label: str) -> None:
    """Hover the user menu and click an item of its list (a list that closed under the pointer, as a
    page that re-rendered the header closes it, is opened again)."""
    item = page.get_by_role("menuitem", name=label)
    settled(page.get_by_test_id("user-menu").hover, lambda ms: item.click(timeout=ms))


def confirm(dialog: Locator, label: str = "确定") -> None:
    """Press a confirmation's button until the confirmation closes. A press that met the dialog's
    opening motion is lost and is made again; one that took leaves the button loading until the server
    answers, and pressing a loading button does nothing."""
    ok = button(dialog, label)

    def press() -> None:
        with suppress(PlaywrightTimeout):  # the dialog closed meanwhile: the check says so
            ok.click(timeout=2_000)

    settled(press, lambda ms: expect(dialog).to_be_hidden(timeout=ms))


def logout(page: Page) -> None:
    open_user_menu_item(page, "退出登录")
    question = page.locator(".ant-modal-confirm").filter(has_text="真的要注销登录吗 ?")
    expect(question).to_be_visible()
    # Signing out clears the session (the guard routes to sign-in at once) and then reloads the page:
    # wait for that reload, so nothing afterwards runs in a page about to be replaced.
    with page.expect_event("load", timeout=60_000):
        confirm(question)
    page.wait_for_url(re.compile(r"/user/login"), wait_until="load")
    expect(page.locator("#account")).to_be_visible()


def open_registration(server: Server) -> None:
    """Self-registration is off in a new installation: the super administrator switches it on (系统配置)."""
    token = str(_call(server, "POST", "/api/login", {"account": "superAdmin", "password": "123456"})["data"])
    found = _call(server, "GET", "/api/sysConfig/page?code=SNOWY_REGISTER_OPEN", token=token)["data"]
    row = next(r for r in found["rows"] if r["code"] == "SNOWY_REGISTER_OPEN")
    changed = _call(server, "POST", "/api/sysConfig/edit", {**row, "value": "true"}, token=token)
    assert changed["success"], changed
    _call(server, "GET", "/api/logout", token=token)


def register_via_api(server: Server, account: str, phone: str, password: str) -> None:
    """Setup for a flow that changes a user: a user of its own, registered the way the register page does."""
    _call(server, "GET", f"/api/getSmsCaptcha?mobile={phone}")
    code = server.last_sms_code(phone)
    body = {"account": account, "password": password, "phone": phone, "smsCode": code}
    res = _call(server, "POST", "/api/user/register", body)
    assert res["success"], res


def _call(
    server: Server, method: str, path: str, body: dict[str, object] | None = None, token: str | None = None
) -> dict[str, Any]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(
        server.base_url + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers=headers,
    )
    with urllib.request.urlopen(req) as resp:
        result: dict[str, Any] = json.load(resp)
    return result
