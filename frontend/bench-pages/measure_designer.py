"""Measures the FormDesigner bench page the way shared/reference/peer-bench-kform.md measured k-form-design (4a-4f).

Usage (from frontend/, after `npx vite build -c vite.bench.config.ts`):
    /work/main/.venv/bin/python bench-pages/measure_designer.py [--count 500] [--rounds 1] [--runs 5]
           [--screenshots DIR]
Prints medians [min-max] in ms for: load on a fresh tab, select a control (click the 250th), add a control by
clicking the 输入框 palette item with the 250th selected (inserted after it) and with nothing selected (appended).
Every time is from the click's event.timeStamp to after the next frame (rAF + MessageChannel).
"""

import argparse
import functools
import http.server
import json
import statistics
import subprocess
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
DIST = HERE.parent / "dist-bench"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

SETUP_JS = """
() => {
  window.__untilFrame = (done) => new Promise((resolve) => {
    const tick = () => requestAnimationFrame(() => {
      if (!done()) { tick(); return; }
      const raf = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve({ raf, after: performance.now() });
      ch.port2.postMessage(0);
    });
    tick();
  });
  window.__clicks = [];
  window.addEventListener('click', (e) => {
    const start = e.timeStamp;
    requestAnimationFrame(() => {
      const raf = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__clicks.push({ raf: raf - start, after: performance.now() - start });
      ch.port2.postMessage(0);
    });
  }, true);
}
"""

LOAD_JS = """
async ([text, n]) => {
  const design = JSON.parse(text);
  const t0 = performance.now();
  await window.__loadDesign(design);
  const f = await window.__untilFrame(() => document.querySelectorAll('[data-testid=fd-canvas] .fd-node').length >= n);
  return { raf: f.raf - t0, after: f.after - t0 };
}
"""

NODES = "[data-testid=fd-canvas] .fd-node"


def fmt(xs):
    xs = sorted(xs)
    return f"{statistics.median(xs):.1f} [{xs[0]:.1f}-{xs[-1]:.1f}]"


def serve():
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(DIST))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}/designer.html"


def fresh_page(ctx, url):
    page = ctx.new_page()
    page.goto(url, wait_until="load")
    page.wait_for_selector(".fd-palette-item[data-type=input]")
    page.wait_for_timeout(300)
    page.evaluate(SETUP_JS)
    return page


def last_click(page):
    page.wait_for_function("() => window.__clicks.length > 0")
    page.wait_for_timeout(50)
    return page.evaluate("() => window.__clicks.pop()")


def run(ctx, url, text, n):
    page = fresh_page(ctx, url)
    load = page.evaluate(LOAD_JS, [text, n])
    page.wait_for_timeout(1000)
    # 4c select the 250th control: click inside its own padding, 6 px from the left edge
    box = page.locator(f'{NODES}[data-key="input_1700000249000"]')
    box.scroll_into_view_if_needed()
    page.wait_for_timeout(600)
    bb = box.bounding_box()
    page.evaluate("() => { window.__clicks = []; }")
    page.mouse.click(bb["x"] + 6, bb["y"] + bb["height"] / 2)
    select = last_click(page)
    assert page.locator(".fd-node-selected").get_attribute("data-key") == "input_1700000249000"
    # 4d add after the selection
    page.wait_for_timeout(500)
    page.evaluate("() => { window.__clicks = []; }")
    page.locator(".fd-palette-item[data-type=input]").click()
    add_after = last_click(page)
    keys = page.evaluate("() => window.__designer.getValue().list.map((n) => n.key)")
    assert len(keys) == n + 1 and keys[249] == "input_1700000249000" and keys[250] != keys[251], keys[248:252]
    sel = page.locator(".fd-node-selected").get_attribute("data-key")
    assert sel == keys[250], (sel, keys[250])
    # 4e add with nothing selected (appended)
    page.wait_for_timeout(600)
    page.evaluate("() => window.__designer.select('')")
    page.wait_for_timeout(600)
    page.evaluate("() => { window.__clicks = []; }")
    page.locator(".fd-palette-item[data-type=input]").click()
    add_end = last_click(page)
    keys = page.evaluate("() => window.__designer.getValue().list.map((n) => n.key)")
    assert len(keys) == n + 2 and page.locator(".fd-node-selected").get_attribute("data-key") == keys[-1]
    cdp = ctx.new_cdp_session(page)
    cdp.send("HeapProfiler.collectGarbage")
    heap = cdp.send("Runtime.getHeapUsage")["usedSize"] / 2**20
    page.close()
    return {"load": load["after"], "select": select["after"], "add_after": add_after["after"],
            "add_end": add_end["after"], "heap": heap}


SHOWCASE = {
    "list": [
        {"type": "text", "label": "施工现场安全检查表", "key": "text_1", "options": {"textAlign": "center", "hidden": False,
         "showRequiredMark": False, "fontSize": "16pt"}},
        {"type": "grid", "label": "栅格布局", "key": "grid_1", "options": {"gutter": 16}, "columns": [
            {"span": 12, "list": [{"type": "input", "label": "项目名称", "key": "input_1", "model": "project",
                                   "options": {"placeholder": "请输入", "width": "100%"}, "rules": [{"required": True, "message": "必填项"}]}]},
            {"span": 12, "list": [{"type": "date", "label": "检查日期", "key": "date_1", "model": "date",
                                   "options": {"placeholder": "请选择", "format": "YYYY-MM-DD", "width": "100%"}, "rules": [{"required": False, "message": "必填项"}]}]},
        ]},
        {"type": "table", "label": "表格布局", "key": "table_1", "options": {"width": "100%", "bordered": True, "bright": False,
                                                                           "small": True, "customStyle": ""}, "trs": [
            {"tds": [{"colspan": 2, "rowspan": 1, "list": [{"type": "select", "label": "检查类别", "key": "select_1", "model": "kind",
                      "options": {"placeholder": "请选择", "width": "100%", "options": [{"value": "1", "label": "日常检查"}, {"value": "2", "label": "专项检查"}]},
                      "rules": [{"required": False, "message": "必填项"}]}]},
                     {"colspan": 1, "rowspan": 2, "list": [{"type": "textarea", "label": "整改意见", "key": "textarea_1", "model": "advice",
                      "options": {"placeholder": "请输入", "minRows": 4, "maxRows": 6, "width": "100%"}, "rules": [{"required": False, "message": "必填项"}]}]}]},
            {"tds": [{"colspan": 1, "rowspan": 1, "list": [{"type": "radio", "label": "是否合格", "key": "radio_1", "model": "ok",
                      "options": {"options": [{"value": "1", "label": "合格"}, {"value": "0", "label": "不合格"}]}, "rules": [{"required": False, "message": "必填项"}]}]},
                     {"colspan": 1, "rowspan": 1, "list": []}]},
        ]},
        {"type": "batch", "label": "隐患明细", "key": "batch_1", "model": "hazards", "options": {"showLabel": True, "scrollY": 0, "hideSequence": False, "width": "100%"},
         "list": [
             {"type": "input", "label": "隐患描述", "key": "input_2", "model": "desc", "options": {"placeholder": "请输入", "width": "100%"}, "rules": [{"required": True, "message": "必填项"}]},
             {"type": "select", "label": "等级", "key": "select_2", "model": "level", "options": {"placeholder": "请选择", "width": "100%",
              "options": [{"value": "1", "label": "一般"}, {"value": "2", "label": "重大"}]}, "rules": [{"required": False, "message": "必填项"}]},
             {"type": "number", "label": "整改天数", "key": "number_1", "model": "days", "options": {"defaultValue": 3, "width": "100%"}, "rules": [{"required": False, "message": "必填项"}]},
         ]},
        {"type": "button", "label": "提交", "key": "button_1", "options": {"type": "primary", "handle": "submit"}},
    ],
    "config": {"layout": "horizontal", "labelCol": {"span": 4}, "wrapperCol": {"span": 20}, "hideRequiredMark": False, "customStyle": ""},
}


def screenshots(ctx, url, out: Path):
    out.mkdir(parents=True, exist_ok=True)
    page = fresh_page(ctx, url)
    page.evaluate("async (d) => { await window.__loadDesign(d); }", SHOWCASE)
    page.wait_for_timeout(800)
    page.locator('.fd-node[data-key="grid_1"]').click(position={"x": 4, "y": 4})
    page.wait_for_timeout(500)
    page.screenshot(path=str(out / "designer-grid-selected.png"))
    page.wait_for_timeout(200)
    page.locator('.fd-node[data-key="radio_1"]').click(position={"x": 4, "y": 4})
    page.wait_for_timeout(500)
    page.screenshot(path=str(out / "designer-field-selected.png"))
    cell = page.locator('.fd-node[data-key="table_1"] td').nth(3)
    cell.click(button="right", position={"x": 20, "y": 20})
    page.wait_for_timeout(500)
    page.screenshot(path=str(out / "designer-table-menu.png"))
    page.keyboard.press("Escape")
    page.mouse.click(620, 790)
    page.wait_for_timeout(300)
    page.locator('.fd-node[data-key="batch_1"]').click(position={"x": 4, "y": 4})
    page.wait_for_timeout(500)
    page.screenshot(path=str(out / "designer-batch-selected.png"))
    page.get_by_text("表单属性设置").click()
    page.wait_for_timeout(300)
    page.screenshot(path=str(out / "designer-form-props.png"))
    page.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--screenshots")
    a = ap.parse_args()
    gen = HERE.parent.parent.parent / "shared" / "tools" / "gen_big_design.py"
    text = subprocess.run([sys.executable, str(gen), str(a.count)], capture_output=True, text=True, check=True).stdout
    srv, url = serve()
    pooled = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        ctx = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
        if a.screenshots:
            screenshots(ctx, url, Path(a.screenshots))
        for _ in range(a.rounds):
            for i in range(a.runs + 1):  # the first run is the warm-up
                r = run(ctx, url, text, a.count)
                if i:
                    for k, v in r.items():
                        pooled.setdefault(k, []).append(v)
        browser.close()
    srv.shutdown()
    labels = {
        "load": "4a load the design, fresh tab (to after frame)",
        "select": "4c select the 250th control (click to after frame)",
        "add_after": "4d add 输入框 after the selection",
        "add_end": "4e add 输入框 with nothing selected",
        "heap": "4f JS heap after load + edits (MB, after GC)",
    }
    for k, label in labels.items():
        if k in pooled:
            print(f"{label:52s} {fmt(pooled[k])}")
    print(json.dumps(pooled))


if __name__ == "__main__":
    main()
