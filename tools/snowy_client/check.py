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
from dataclasses import asdict
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Page, sync_playwright
from recorder import SETTLE_MS, Call, Recorder, Screen
from writes import try_writes

CHROMIUM = "/usr/bin/chromium"
# Containers (layouts) are not screens; they only group the menu.
LAYOUTS = {"RouteView", "PageView", "BasicLayout", "BlankLayout"}

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
