"""Form renderer and designer against k-form-design 3.8.18, measured as
shared/reference/peer-bench-kform.md measured it (same input from gen_big_design.py, same
definitions, 3 rounds of 1 warm-up + 5 runs, each round in its own Chromium), plus the weight of a
real form page of the console. Called by run_all.py; alone: .venv/bin/python bench/form_designer.py
(the console must be built: cd frontend && npx vite build)."""

from __future__ import annotations

import functools
import gzip
import http.server
import json
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser, Playwright, Response

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "e2e") not in sys.path:
    sys.path.append(str(ROOT / "e2e"))

import form_pages  # noqa: E402
from harness import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

FRONTEND = ROOT / "frontend"
DIST_BENCH = FRONTEND / "dist-bench"
GEN = ROOT.parent / "shared" / "tools" / "gen_big_design.py"
SAMPLE = FRONTEND / "src/form-designer/__fixtures__/kform-samples/04-kform-demo-head.json"
VIEWPORT = {"width": 1280, "height": 800}

# k-form-design 3.8.18, pooled medians of peer-bench-kform.md §4 (ms) and §3 (KB gz)
KFORM = {
    "render": 2699,
    "key": 30.6,
    "getdata": 883,
    "select": 1160,
    "add_after": 1124,
    "add_end": 1056,
    "load": 3868,
}
KFORM_RENDERER_JS_KB = 616
GOALS = {
    "render": 300,
    "key": 16,
    "getdata": 100,
    "select": 50,
    "add_after": 50,
    "add_end": 50,
}
FORM_PAGE_GOAL_KB = 300
# strings that only the designer's code and TipTap's code contain (they survive minification)
DESIGNER_MARK = "从左侧选择控件添加"
TIPTAP_MARK = "ProseMirror"


def design(count: int) -> str:
    out = subprocess.run(
        [sys.executable, str(GEN), str(count)],
        capture_output=True,
        text=True,
        check=True,
    )
    return out.stdout


def design_of_size(min_bytes: int) -> tuple[str, int]:
    """The smallest gen_big_design.py design (in steps of 10 controls) of at least min_bytes."""
    per_control = len(design(500).encode()) / 500
    count = int(min_bytes / per_control) // 10 * 10
    text = design(count)
    while len(text.encode()) < min_bytes:
        count += 10
        text = design(count)
    return text, count


def build_pages() -> None:
    subprocess.run(
        ["npx", "vite", "build", "-c", "vite.bench.config.ts"],
        cwd=FRONTEND,
        check=True,
        capture_output=True,
    )


@contextmanager
def serving(directory: Path) -> Iterator[str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(directory))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{srv.server_address[1]}"
    finally:
        srv.shutdown()


def _gz(body: bytes) -> int:
    return len(gzip.compress(body, 9))


def _weight(urls: set[str]) -> dict[str, object]:
    """gzip -9 of every JS and CSS file in `urls` (fetched again from the same server)."""
    bodies = {}
    for url in urls:
        with urllib.request.urlopen(url) as resp:
            bodies[url] = resp.read()
    js = {u: b for u, b in bodies.items() if u.split("?")[0].endswith(".js")}
    css = {u: b for u, b in bodies.items() if u.split("?")[0].endswith(".css")}
    text = b"".join(js.values()).decode("utf-8", "replace")
    return {
        "js_gz": sum(_gz(b) for b in js.values()),
        "css_gz": sum(_gz(b) for b in css.values()),
        "files": len(js) + len(css),
        "designer": DESIGNER_MARK in text,
        "tiptap": TIPTAP_MARK in text,
    }


def _collect(urls: set[str], response: Response) -> None:
    if response.url.split("?")[0].endswith((".js", ".css")):
        urls.add(response.url)


def bench_page_weight(browser: Browser, base: str, text: str, n: int) -> dict[str, object]:
    """JS + CSS the renderer bench page fetches to show the 500-control form."""
    ctx = browser.new_context(viewport=VIEWPORT)
    page = ctx.new_page()
    urls: set[str] = set()
    page.on("response", lambda r: _collect(urls, r))
    page.goto(f"{base}/renderer.html", wait_until="load")
    page.evaluate(form_pages.FRAME_JS)
    page.evaluate(form_pages.RENDER_JS, [text, n])
    page.wait_for_load_state("networkidle")
    ctx.close()
    return _weight(urls)


def _api(base: str, path: str, token: str, body: dict[str, object]) -> dict[str, object]:
    req = urllib.request.Request(
        f"{base}/api{path}",
        data=json.dumps(body).encode(),
        headers={
            "Content-Type": "application/json",
            "Authorization": f"Bearer {token}",
        },
    )
    with urllib.request.urlopen(req) as resp:
        result: dict[str, object] = json.load(resp)
    assert result["success"], result
    return result


def console_form_page(browser: Browser, base: str, token: str) -> dict[str, dict[str, object]]:
    """Signs in, opens 表单设计 and the 填写 view of a stored form; what each step fetched."""
    name = "基准测试表单"
    body = {"name": name, "code": "bench_form", "design": SAMPLE.read_text("utf-8")}
    _api(base, "/formDesign/add", token, body)
    ctx = browser.new_context(base_url=base, viewport=VIEWPORT)
    ctx.add_init_script(
        "localStorage.setItem('pro__Access-Token', "
        f"JSON.stringify({{value: {json.dumps(token)}, expire: Date.now() + 6e8}}))"
    )
    page = ctx.new_page()
    urls: set[str] = set()
    page.on("response", lambda r: _collect(urls, r))
    page.goto("/welcome")
    page.get_by_test_id("side-menu").wait_for(timeout=20_000)
    page.wait_for_load_state("networkidle")
    shell = set(urls)
    page.goto("/formDesign")
    row = page.get_by_test_id("form-design-list").locator("tr", has_text=name)
    row.wait_for(timeout=20_000)
    page.wait_for_load_state("networkidle")
    listing = set(urls)
    row.get_by_text("填写", exact=True).click()
    page.get_by_test_id("form-fill").locator(".kfd-item").first.wait_for(timeout=20_000)
    page.wait_for_load_state("networkidle")
    fill = set(urls)
    ctx.close()
    return {"shell": _weight(shell), "list": _weight(listing), "fill": _weight(fill)}


def _form_id(base: str, token: str, name: str) -> str:
    req = urllib.request.Request(
        f"{base}/api/formDesign/list?" + urllib.parse.urlencode({"name": name}),
        headers={"Authorization": f"Bearer {token}"},
    )
    with urllib.request.urlopen(req) as resp:
        rows = json.load(resp)["data"]
    return str(next(r["id"] for r in rows if r["name"] == name))


def standalone_form_page(browser: Browser, base: str, token: str) -> dict[str, dict[str, object]]:
    """The standalone form page (/form.html?id=...): what it fetched to show the 500-control design
    (the peer's input) and SAMPLE (which also has uploads, a card, a slider, a cascader...)."""
    out: dict[str, dict[str, object]] = {}
    for key, name, text, n in (
        ("500", "基准测试表单500", design(500), 500),
        ("sample", "基准测试表单样例", SAMPLE.read_text("utf-8"), 1),
    ):
        _api(base, "/formDesign/add", token, {"name": name, "code": f"bench_{key}", "design": text})
        form_id = _form_id(base, token, name)
        ctx = browser.new_context(base_url=base, viewport=VIEWPORT)
        ctx.add_init_script(
            "localStorage.setItem('pro__Access-Token', "
            f"JSON.stringify({{value: {json.dumps(token)}, expire: Date.now() + 6e8}}))"
        )
        page = ctx.new_page()
        urls: set[str] = set()
        page.on("response", lambda r, urls=urls: _collect(urls, r))
        page.goto(f"/form.html?id={form_id}")
        page.wait_for_function(
            "(n) => document.querySelectorAll('.kfd-item').length >= n", arg=n, timeout=30_000
        )
        page.wait_for_load_state("networkidle")
        out[key] = _weight(urls)
        ctx.close()
    return out


def run(p: Playwright, base_url: str, token: str, rounds: int = 3, runs: int = 5) -> dict:
    build_pages()
    text = design(500)
    big_text, big_n = design_of_size(1_000_000)
    pooled: dict[str, list[float]] = {}
    per_round: list[dict[str, list[float]]] = []
    with serving(DIST_BENCH) as base:
        for _ in range(rounds):
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            ctx = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
            got = form_pages.renderer_round(ctx, base, text, 500, runs)
            got |= form_pages.designer_round(ctx, base, (text, 500), (big_text, big_n), runs)
            browser.close()
            per_round.append(got)
            for k, v in got.items():
                pooled.setdefault(k, []).extend(v)
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        ctx = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
        isolation = form_pages.render_isolation(ctx, base, text, 500)
        bench_weight = bench_page_weight(browser, base, text, 500)
        browser.close()
    browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    console = console_form_page(browser, base_url, token)
    standalone = standalone_form_page(browser, base_url, token)
    browser.close()
    return {
        "pooled": pooled,
        "rounds": per_round,
        "isolation": isolation,
        "bench_weight": bench_weight,
        "console": console,
        "standalone": standalone,
        "big": {"controls": big_n, "bytes": len(big_text.encode())},
    }


LABELS = {
    "render": "1a renderer first render, fresh tab (500 controls + frame)",
    "first_screen": "   of which first screen painted",
    "key": "2  keystroke, keydown to after frame (mean of 20)",
    "getdata": "3  getData() resolved",
    "load": "4a designer load, fresh tab (to after frame)",
    "select": "4c designer select the 250th control",
    "add_after": "4d designer add 输入框 after the selection",
    "add_end": "4e designer add 输入框, nothing selected",
    "import_1mb": "   designer import of a ~1 MB design (setValue)",
}


def _cell(xs: list[float]) -> str:
    med, lo, hi = form_pages.median_range(xs)
    return f"{med:8.1f} [{lo:.1f}-{hi:.1f}]"


def _verdict(ok: bool) -> str:
    return "MET" if ok else "NOT MET"


def report(r: dict) -> list[str]:
    pooled = r["pooled"]
    rounds, runs = len(r["rounds"]), len(r["rounds"][0]["render"])
    lines = [
        f"Form renderer and designer (ms; pooled median [min-max] of {rounds} rounds x "
        f"{runs} runs, each after 1 warm-up; k-form-design 3.8.18 beside):"
    ]
    for key, label in LABELS.items():
        if key not in pooled:
            continue
        med = form_pages.median_range(pooled[key])[0]
        per_round = " / ".join(f"{form_pages.median_range(x[key])[0]:.1f}" for x in r["rounds"])
        line = f"  {label:58s} {_cell(pooled[key])}  rounds {per_round}"
        if key in KFORM:
            line += f"  k-form {KFORM[key]:,} ({KFORM[key] / med:.1f}x ours)"
        if key in GOALS:
            line += f"  goal < {GOALS[key]}: {_verdict(med < GOALS[key])}"
        lines.append(line)
    big = r["big"]
    lines.append(f"     (import input: {big['controls']} controls, {big['bytes']:,} bytes)")
    iso = r["isolation"]
    lines.append(
        f"  keystroke isolation (20 keys): {iso['commits']} commits, component renders "
        f"in the edited field {iso['renders_edited']}, in other fields "
        f"{iso['renders_other_fields']}, outside fields {iso['renders_outside_fields']}; "
        f"DOM mutations outside the edited field {iso['foreign_mutations']}: "
        f"{_verdict(iso['renders_other_fields'] == 0 and iso['foreign_mutations'] == 0)}"
    )
    bw = r["bench_weight"]
    lines.append(
        f"  renderer bench page: JS {bw['js_gz'] / 1000:.1f} KB gz + CSS {bw['css_gz'] / 1000:.1f}"
        f" KB gz in {bw['files']} files (k-form-design renderer: {KFORM_RENDERER_JS_KB} KB gz JS)"
    )
    console = r["console"]
    kb = {step: (int(w["js_gz"]) + int(w["css_gz"])) / 1000 for step, w in console.items()}
    lines.append(
        f"  console, JS+CSS fetched (KB gz): signed-in shell {kb['shell']:.1f}; + 表单设计 list "
        f"{kb['list'] - kb['shell']:.1f}; + 填写 (the renderer) {kb['fill'] - kb['list']:.1f}"
    )
    for step, what in (("shell", "shell"), ("list", "list"), ("fill", "填写")):
        w = console[step]
        lines.append(f"    after {what}: designer code loaded {w['designer']}, TipTap loaded {w['tiptap']}")
    w = console["fill"]
    lines.append(
        f"  console form page (sign in, 表单设计, 填写): JS {int(w['js_gz']) / 1000:.1f} + CSS "
        f"{int(w['css_gz']) / 1000:.1f} = {kb['fill']:.1f} KB gz in {w['files']} files; "
        f"goal < {FORM_PAGE_GOAL_KB} KB: {_verdict(kb['fill'] < FORM_PAGE_GOAL_KB)}"
    )
    for key, what in (
        ("500", "the 500-control design"),
        ("sample", "sample 04 (uploads, card, slider, trees)"),
    ):
        w = r["standalone"][key]
        total = (int(w["js_gz"]) + int(w["css_gz"])) / 1000
        lines.append(
            f"  standalone form page /form.html, {what}: JS {int(w['js_gz']) / 1000:.1f} + CSS "
            f"{int(w['css_gz']) / 1000:.1f} = {total:.1f} KB gz in {w['files']} files; designer code "
            f"{w['designer']}, TipTap {w['tiptap']}; goal < {FORM_PAGE_GOAL_KB} KB: "
            f"{_verdict(total < FORM_PAGE_GOAL_KB)}"
        )
    return lines


def main() -> None:
    import api_load
    from harness import running_server
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp)) as srv:
        token = api_load._login(srv.base_url, "superAdmin", "123456")
        with sync_playwright() as p:
            result = run(p, srv.base_url, token)
    print("\n".join(report(result)))


if __name__ == "__main__":
    main()
