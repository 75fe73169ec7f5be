"""Front-end weight and speed, measured the way shared/reference/peer-bench-snowy.md measured Snowy 1.8:
gzip -9 size of every JS file the page loads, and the time until the login form is visible (fresh context,
cache disabled, one discarded warm-up load, median of N)."""

from __future__ import annotations

import gzip
import statistics
import urllib.request

from playwright.sync_api import Browser

PROBE = """() => new Promise(resolve => {
  const check = () => {
    const el = document.querySelector('#account');
    if (el) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) return resolve(performance.now());
    }
    requestAnimationFrame(check);
  };
  check();
})"""


def _gz(url: str) -> int:
    with urllib.request.urlopen(url) as resp:
        return len(gzip.compress(resp.read(), 9))


def _js_urls(browser: Browser, base: str, path: str, token: str | None) -> set[str]:
    ctx = browser.new_context(base_url=base, viewport={"width": 1280, "height": 800})
    if token:
        ctx.add_init_script(
            "localStorage.setItem('pro__Access-Token', "
            f"JSON.stringify({{value: {token!r}, expire: Date.now() + 6e8}}))"
        )
    page = ctx.new_page()
    urls: set[str] = set()
    page.on("request", lambda r: urls.add(r.url) if r.resource_type == "script" else None)
    page.goto(path)
    if token:
        page.get_by_test_id("side-menu").wait_for(timeout=20_000)
    else:
        page.locator("#account").wait_for(timeout=20_000)
    page.wait_for_load_state("networkidle")
    ctx.close()
    return urls


def form_visible_ms(browser: Browser, base: str, runs: int = 7) -> list[float]:
    times: list[float] = []
    for i in range(runs + 1):
        ctx = browser.new_context(base_url=base, viewport={"width": 1280, "height": 800})
        page = ctx.new_page()
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        page.goto("/user/login", wait_until="commit")
        t = float(page.evaluate(PROBE))
        ctx.close()
        if i:  # the first load is the discarded warm-up
            times.append(t)
    return times


def run(browser: Browser, base: str, token: str) -> dict[str, object]:
    login_js = _js_urls(browser, base, "/user/login", None)
    shell_js = _js_urls(browser, base, "/welcome", token)
    return {
        "login_js_gz": sum(_gz(u) for u in login_js),
        "login_js_files": len(login_js),
        "shell_js_gz": sum(_gz(u) for u in shell_js),
        "shell_js_files": len(shell_js),
        "form_visible": form_visible_ms(browser, base),
    }


def report(r: dict[str, object]) -> list[str]:
    times = r["form_visible"]
    assert isinstance(times, list)
    med = statistics.median(times)
    login_kb = int(r["login_js_gz"]) / 1000  # type: ignore[call-overload]
    shell_kb = int(r["shell_js_gz"]) / 1000  # type: ignore[call-overload]
    return [
        "Front end (gzip -9 per file; Snowy 1.8: 1,083 KiB login JS, 1,048 KiB shell JS, "
        "1,277 ms form visible):",
        f"  login page JS   {login_kb:7.1f} KB gz in {r['login_js_files']} files   goal < 250 KB: "
        f"{'MET' if login_kb < 250 else 'NOT MET'}  ({login_kb / (1083 * 1.024):.0%} of Snowy)",
        f"  signed-in shell {shell_kb:7.1f} KB gz in {r['shell_js_files']} files   goal < 450 KB: "
        f"{'MET' if shell_kb < 450 else 'NOT MET'}  ({shell_kb / (1048 * 1.024):.0%} of Snowy)",
        f"  login form visible: median {med:.0f} ms over {len(times)} cold loads "
        f"(range {min(times):.0f}-{max(times):.0f})   goal < 400 ms: {'MET' if med < 400 else 'NOT MET'}",
    ]
