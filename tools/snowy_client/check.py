"""Drive the stock Snowy 1.8 web client against our server and record what each screen does.

Signs in as superAdmin through the stock login page, switches through every application in the header,
opens every screen of the left menu and records per screen: the API calls that failed (HTTP status not
200, envelope `code` not 200 or `success` false), console errors, uncaught page errors, error toasts
(message / notification / error modal) and whether a table shows rows. Then tries a few writes on the
main system screens (add + edit + delete a 职位, add + delete a 角色 / 应用 / 参数 / 机构, edit a 字典).

    python tools/snowy_client/check.py --url http://127.0.0.1:8191 --out /tmp/snowy18

Writes `<out>/report.json` and screenshots in `<out>/shots/`; prints a short table. Needs the client
served by `serve.py` and our demo server (see README.md). Not part of `make test`.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Page, Request, Response, sync_playwright

CHROMIUM = "/usr/bin/chromium"
# Containers (layouts) are not screens; they only group the menu.
LAYOUTS = {"RouteView", "PageView", "BasicLayout", "BlankLayout"}
SETTLE_MS = 600
SCREEN_TIMEOUT = 12.0

# Collects the error toasts the client raises, whenever they appear, so a short-lived message is not missed.
TOAST_WATCH = """
(() => {
  window.__toasts = [];
  const pick = [
    ['.ant-message-error', 'message.error'],
    ['.ant-message-warning', 'message.warning'],
    ['.ant-notification-notice-icon-error', 'notification.error'],
    ['.ant-modal-confirm-error', 'Modal.error'],
  ];
  const seen = new WeakSet();
  const scan = (root) => {
    for (const [sel, kind] of pick) {
      const nodes = root.querySelectorAll ? root.querySelectorAll(sel) : [];
      for (const n of nodes) {
        if (seen.has(n)) continue;
        seen.add(n);
        const box = n.closest('.ant-message-notice, .ant-notification-notice, .ant-modal-content') || n;
        window.__toasts.push(kind + ': ' + (box.innerText || '').trim().replace(/\\s+/g, ' '));
      }
    }
  };
  const start = () => new MutationObserver(() => scan(document.body))
    .observe(document.body, {childList: true, subtree: true});
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
})();
"""


@dataclass
class Call:
    method: str
    path: str
    status: int
    code: Any = None
    success: Any = None
    message: str = ""
    request: str = ""

    @property
    def failed(self) -> bool:
        return self.status != 200 or (self.code is not None and self.code != 200) or self.success is False


@dataclass
class Screen:
    app: str
    title: str
    path: str
    component: str
    outcome: str = ""
    calls: list[dict[str, Any]] = field(default_factory=list)
    failed_calls: list[dict[str, Any]] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    toasts: list[str] = field(default_factory=list)
    table_rows: int | None = None
    tree_nodes: int = 0
    shot: str = ""


class Recorder:
    """Listens to the page and hands out what happened since the last `take()`."""

    def __init__(self, page: Page, host: str) -> None:
        self.page = page
        self.host = host
        self.calls: list[Call] = []
        self.console: list[str] = []
        self.errors: list[str] = []
        # Everything also goes on a timeline, so a screen's record is what happened between its click and
        # the next one, even when the page answers late (a slow route change blocks the click itself).
        self.timeline: list[tuple[float, str, Any]] = []
        self.offline: set[str] = set()
        self.pending = 0
        self.last_activity = time.monotonic()
        self.login_user: dict[str, Any] | None = None
        page.on("request", self._request)
        page.on("requestfinished", self._finished)
        page.on("requestfailed", self._failed)
        page.on("response", self._response)
        page.on("console", self._console)
        page.on("pageerror", self._pageerror)

    def _pageerror(self, exc: Exception) -> None:
        self.errors.append(str(exc)[:300])
        self.timeline.append((time.monotonic(), "error", str(exc)[:300]))

    def between(self, start: float, end: float) -> tuple[list[Call], list[str], list[str]]:
        """Calls, console errors and page errors from `start` up to `end`."""
        picked = [(kind, item) for t, kind, item in self.timeline if start <= t < end]
        return (
            [item for kind, item in picked if kind == "call"],
            [item for kind, item in picked if kind == "console"],
            [item for kind, item in picked if kind == "error"],
        )

    @staticmethod
    def _api(url: str) -> bool:
        return urlsplit(url).path.startswith("/api/")

    def _local(self, url: str) -> bool:
        return urlsplit(url).netloc == self.host

    def _request(self, request: Request) -> None:
        if self._local(request.url):  # API calls and lazily loaded chunks both count for settling
            self.pending += 1
            self.last_activity = time.monotonic()

    def _finished(self, request: Request) -> None:
        if self._local(request.url):
            self.pending -= 1
            self.last_activity = time.monotonic()

    def _failed(self, request: Request) -> None:
        if self._local(request.url):
            self.pending -= 1
            self.last_activity = time.monotonic()
        if self._api(request.url):
            self.calls.append(
                Call(request.method, urlsplit(request.url).path, 0, message=str(request.failure))
            )

    def _response(self, response: Response) -> None:
        if not self._api(response.url):
            return
        request = response.request
        parts = urlsplit(response.url)
        call = Call(request.method, parts.path, response.status)
        call.request = parts.query if request.method == "GET" else (request.post_data or "")[:400]
        try:
            body = response.json()
        except Exception:  # not JSON: a file stream or an empty body
            body = None
        if isinstance(body, dict):
            call.code, call.success = body.get("code"), body.get("success")
            call.message = str(body.get("message") or "")[:200]
            if parts.path == "/api/getLoginUser" and body.get("success"):
                self.login_user = body.get("data")
        self.calls.append(call)
        self.timeline.append((time.monotonic(), "call", call))

    def _console(self, message: Any) -> None:
        if message.type != "error":
            return
        text = message.text
        if "ERR_NAME_NOT_RESOLVED" in text or "ERR_FAILED" in text:
            return  # external images/CDN files blocked offline: counted in `offline`
        self.console.append(text[:300])
        self.timeline.append((time.monotonic(), "console", text[:300]))

    def settle(self, timeout: float = SCREEN_TIMEOUT) -> None:
        """Wait until no API call has been open or finished for SETTLE_MS (or the timeout)."""
        deadline = time.monotonic() + timeout
        self.page.wait_for_timeout(SETTLE_MS)
        while time.monotonic() < deadline:
            quiet = time.monotonic() - self.last_activity
            if self.pending <= 0 and quiet * 1000 >= SETTLE_MS:
                return
            self.page.wait_for_timeout(100)

    def take(self) -> tuple[list[Call], list[str], list[str], list[str]]:
        toasts = self.page.evaluate(
            "() => { const t = window.__toasts || []; window.__toasts = []; return t; }"
        )
        out = (self.calls, self.console, self.errors, toasts)
        self.calls, self.console, self.errors = [], [], []
        return out


def sign_in(page: Page, rec: Recorder, base: str, account: str, password: str) -> None:
    page.goto(f"{base}/user/login")
    page.wait_for_selector("#formLogin")
    rec.settle()
    page.fill("input[placeholder='账号']", account)
    page.fill("input[placeholder='密码']", password)
    page.click("#formLogin button[type=submit]")
    page.wait_for_url(re.compile(r".*/welcome.*"), timeout=15000)
    rec.settle()


def menu_tree(menus: list[dict[str, Any]]) -> list[tuple[list[str], dict[str, Any]]]:
    """Visible screens in menu order, each with the titles of its ancestor directories."""
    by_pid: dict[str, list[dict[str, Any]]] = {}
    for item in menus:
        by_pid.setdefault(str(item.get("pid")), []).append(item)
    out: list[tuple[list[str], dict[str, Any]]] = []

    def walk(pid: str, trail: list[str]) -> None:
        for item in by_pid.get(pid, []):
            meta = item.get("meta") or {}
            if meta.get("show") is False or item.get("hidden"):
                continue
            children = by_pid.get(str(item.get("id")))
            if children:
                walk(str(item.get("id")), [*trail, meta.get("title") or item.get("name")])
            elif item.get("component") not in LAYOUTS or meta.get("link"):
                out.append((trail, item))

    walk("0", [])
    return out


def open_in_sider(page: Page, trail: list[str], title: str) -> bool:
    sider = page.locator(".ant-layout-sider")
    scope = sider
    for name in trail:
        sub = scope.locator(
            ".ant-menu-submenu", has=page.locator(f"> .ant-menu-submenu-title:has-text('{name}')")
        )
        if sub.count() == 0:
            return False
        sub = sub.first
        if "ant-menu-submenu-open" not in (sub.get_attribute("class") or ""):
            sub.locator("> .ant-menu-submenu-title").click()
            page.wait_for_timeout(350)
        scope = sub
    item = scope.locator("li.ant-menu-item", has_text=title)
    if item.count() == 0:
        return False
    item.first.click()
    return True


def inspect_screen(page: Page, rec: Recorder, screen: Screen, shots: Path, index: int) -> None:
    """Wait for the screen to settle, then note toasts, table rows and a screenshot."""
    if screen.path and not screen.path.startswith("http"):
        try:
            page.wait_for_url(re.compile(".*" + re.escape(screen.path) + r"([?#].*)?$"), timeout=5000)
        except Exception:  # the route did not change: recorded through the screenshot and errors
            screen.page_errors.append(f"route did not reach {screen.path} (at {page.url})")
    page.wait_for_timeout(SETTLE_MS)
    rec.settle()
    page.wait_for_timeout(700)  # the route transition's fade
    screen.toasts = rec.take()[3]
    content = page.locator(".ant-layout-content")
    if content.locator(".ant-table").count():
        screen.table_rows = content.locator(".ant-table-tbody > tr.ant-table-row").count()
    screen.tree_nodes = content.locator(".ant-tree li").count()
    name = re.sub(r"[^\w-]+", "_", f"{index:02d}-{screen.app}-{screen.path}")[:80]
    screen.shot = str(shots / f"{name}.png")
    page.screenshot(path=screen.shot)


def judge(screen: Screen, calls: list[Call], console: list[str], errors: list[str]) -> None:
    screen.calls = [asdict(c) for c in calls]
    screen.failed_calls = [asdict(c) for c in calls if c.failed]
    screen.console_errors = console
    screen.page_errors += errors
    if any("Cannot find module" in e for e in errors + console):
        screen.outcome = "fails: no such view in the stock client"
    elif screen.failed_calls or screen.page_errors or screen.toasts:
        screen.outcome = "gaps"
    else:
        screen.outcome = "works"


def visit_app(
    page: Page, rec: Recorder, app: dict[str, Any], menus: list[dict[str, Any]], shots: Path, start: int
) -> list[Screen]:
    screens: list[Screen] = []
    opened: list[tuple[Screen, float]] = []
    for offset, (trail, item) in enumerate(menu_tree(menus)):
        meta = item.get("meta") or {}
        title = meta.get("title") or item.get("name")
        screen = Screen(
            app["code"], " / ".join([*trail, title]), item.get("path") or "", item.get("component") or ""
        )
        screens.append(screen)
        if meta.get("target") == "_blank" or (meta.get("link") and item.get("component") != "Iframe"):
            screen.outcome = "skipped: opens an outside link"
            continue
        rec.take()
        began = time.monotonic()
        if not open_in_sider(page, trail, title):
            screen.outcome = "fails: not in the left menu"
            continue
        opened.append((screen, began))
        inspect_screen(page, rec, screen, shots, start + offset)
    page.wait_for_timeout(SETTLE_MS)
    ends = [began for _s, began in opened[1:]] + [time.monotonic()]
    for (screen, began), end in zip(opened, ends, strict=True):
        judge(screen, *rec.between(began, end))
    return screens


def switch_app(page: Page, rec: Recorder, app: dict[str, Any]) -> list[dict[str, Any]] | None:
    header = page.locator(".ant-layout-header .ant-menu-item", has_text=app["name"])
    if header.count() == 0:
        return None
    with page.expect_response(lambda r: "/api/sysMenu/change" in r.url, timeout=15000) as info:
        header.first.click()
    body = info.value.json()
    rec.settle()
    page.wait_for_timeout(800)
    rec.take()
    return body.get("data") if isinstance(body, dict) else None


# ---------- writes ----------


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check the stock Snowy 1.8 client screen by screen.")
    parser.add_argument("--url", default="http://127.0.0.1:8191", help="where serve.py serves the client")
    parser.add_argument("--out", default="/tmp/snowy18", help="report.json and shots/ go here")
    parser.add_argument("--account", default="superAdmin")
    parser.add_argument("--password", default="123456")
    parser.add_argument("--no-writes", action="store_true", help="only open the screens")
    parser.add_argument("--headed", action="store_true")
    args = parser.parse_args(argv)
    base = args.url.rstrip("/")
    out = Path(args.out)
    shots = out / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    local = urlsplit(base).netloc

    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM, headless=not args.headed, args=["--no-sandbox"]
        )
        context = browser.new_context(viewport={"width": 1440, "height": 900}, locale="zh-CN")
        context.add_init_script(TOAST_WATCH)
        page = context.new_page()
        page.set_default_timeout(10000)
        rec = Recorder(page, local)

        def block_outside(route: Any) -> None:
            rec.offline.add(urlsplit(route.request.url).netloc)
            route.abort()

        context.route(lambda url: urlsplit(url).netloc not in (local, ""), block_outside)

        sign_in(page, rec, base, args.account, args.password)
        login_calls, login_console, login_errors, login_toasts = rec.take()
        page.screenshot(path=str(shots / "00-welcome.png"))
        user = rec.login_user or {}
        apps = user.get("apps") or []
        report: dict[str, Any] = {
            "sign_in": {
                "calls": [asdict(c) for c in login_calls],
                "failed_calls": [asdict(c) for c in login_calls if c.failed],
                "console_errors": login_console,
                "page_errors": login_errors,
                "toasts": login_toasts,
                "landed_on": page.url,
            },
            "apps": apps,
            "screens": [],
        }
        print(f"signed in, apps: {[a.get('code') for a in apps]}", flush=True)
        paths: dict[str, str] = {}
        ordered = sorted(apps, key=lambda a: not a.get("active"))
        index = 1
        for app in ordered:
            menus = (user.get("menus") or []) if app.get("active") else switch_app(page, rec, app)
            if menus is None:
                report["screens"].append(
                    asdict(Screen(app["code"], "(app)", "", "", "fails: app not in header"))
                )
                continue
            screens = visit_app(page, rec, app, menus, shots, index)
            index += len(screens)
            for s in screens:
                print(f"  [{s.app}] {s.title} ({s.component}): {s.outcome}", flush=True)
                if s.component.startswith("system/") and s.path:
                    paths.setdefault(s.component, s.path)
            report["screens"] += [asdict(s) for s in screens]

        if not args.no_writes:
            active = next((a for a in apps if a.get("active")), None)
            if active is not None:
                switch_app(page, rec, active)
            report["writes"] = try_writes(page, rec, base, paths)
        report["offline_hosts"] = sorted(rec.offline)
        browser.close()

    (out / "report.json").write_text(json.dumps(report, ensure_ascii=False, indent=1))
    counts: dict[str, int] = {}
    for s in report["screens"]:
        key = s["outcome"].split(":")[0]
        counts[key] = counts.get(key, 0) + 1
    print(f"screens: {counts}; report: {out / 'report.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
