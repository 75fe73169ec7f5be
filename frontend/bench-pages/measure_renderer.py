"""Measures the FormRenderer bench page the way shared/reference/peer-bench-kform.md measured k-form-build.

Usage (from frontend/, after `npx vite build -c vite.bench.config.ts`):
    /work/main/.venv/bin/python bench-pages/measure_renderer.py [--count 500] [--rounds 1] [--runs 5]
           [--screenshot out.png --sample path/to/design.json]
Prints medians [min-max] in ms for: first render on a fresh tab, warm re-mount, per keystroke, getData.
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

# Resolves after the frame in which `done()` first holds: {raf, after} times (performance.now()).
FRAME_JS = """
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
window.__complete = (n) => {
  const q = (s) => document.querySelectorAll(s).length;
  const want = { '.kfd-item': n, 'input.ant-input': 0.4 * n, '.ant-select': 0.2 * n,
    '.ant-input-number': 0.1 * n, '.ant-picker': 0.1 * n, '.ant-radio-group': 0.1 * n, '.ant-checkbox-group': 0.1 * n };
  return Object.entries(want).every(([s, k]) => q(s) >= k);
};
"""

RENDER_JS = """
async ([text, n, progressive]) => {
  const design = JSON.parse(text);
  const t0 = performance.now();
  const { commitMs } = await window.__setDesign(design, { progressive });
  const first = await window.__untilFrame(() => true);
  const f = await window.__untilFrame(() => window.__complete(n));
  return { commit: commitMs, first: first.after - t0, raf: f.raf - t0, after: f.after - t0 };
}
"""

KEY_SETUP_JS = """
(id) => {
  window.__keys = [];
  let start = 0;
  document.addEventListener('keydown', (e) => { start = e.timeStamp; }, true);
  document.addEventListener('input', () => {
    const s = start;
    requestAnimationFrame(() => {
      const raf = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__keys.push({ raf: raf - s, after: performance.now() - s, js: window.__js });
      ch.port2.postMessage(0);
    });
  }, true);
  window.addEventListener('input', () => { window.__js = performance.now() - start; });
}
"""

GETDATA_JS = """
async () => {
  const t0 = performance.now();
  const values = await window.__renderer.getData();
  const resolved = performance.now() - t0;
  const f = await window.__untilFrame(() => true);
  return { resolved, after: f.after - t0, keys: Object.keys(values).length, typed: values['input_1700000249000'] };
}
"""


LABELS = {
    "fresh_first": "fresh tab: first screen painted (after frame)",
    "fresh": "fresh tab: all controls in DOM (after frame)",
    "fresh_sync": "fresh tab, progressive=false: all in DOM",
    "warm_first": "warm re-mount: first screen painted",
    "warm": "warm re-mount: all controls in DOM",
    "key": "keystroke, keydown to after frame (mean of 20)",
    "key_js": "keystroke, keydown to handlers done (JS)",
    "getdata": "getData() resolved",
}


def fmt(xs):
    xs = sorted(xs)
    return f"{statistics.median(xs):.1f} [{xs[0]:.1f}-{xs[-1]:.1f}]"


def serve(dist=DIST):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=str(dist))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}/renderer.html"


def fresh_page(ctx, url):
    page = ctx.new_page()
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)
    page.evaluate(FRAME_JS)
    return page


def round_(ctx, url, text, n, runs):
    res = {k: [] for k in LABELS}
    for i in range(runs + 1):  # first run is the warm-up
        page = fresh_page(ctx, url)
        r = page.evaluate(RENDER_JS, [text, n, True])
        page.close()
        if i:
            res["fresh_first"].append(r["first"])
            res["fresh"].append(r["after"])
    for i in range(runs + 1):
        page = fresh_page(ctx, url)
        r = page.evaluate(RENDER_JS, [text, n, False])
        page.close()
        if i:
            res["fresh_sync"].append(r["after"])
    page = fresh_page(ctx, url)
    for i in range(runs + 1):
        page.evaluate("() => window.__clear()")
        page.wait_for_timeout(50)
        r = page.evaluate(RENDER_JS, [text, n, True])
        if i:
            res["warm_first"].append(r["first"])
            res["warm"].append(r["after"])
    target = page.locator("#input_1700000249000")
    target.scroll_into_view_if_needed()
    target.click()
    page.evaluate(KEY_SETUP_JS, "input_1700000249000")
    for i in range(runs + 1):
        target.fill("")
        page.wait_for_timeout(600)
        page.evaluate("() => { window.__keys = []; }")
        for ch in "abcdefghijklmnopqrst":
            page.keyboard.press(ch)
            page.wait_for_timeout(200)
        keys = page.evaluate("() => window.__keys")
        assert target.input_value() == "abcdefghijklmnopqrst", target.input_value()
        if i:
            res["key"].append(statistics.mean(k["after"] for k in keys))
            res["key_js"].append(statistics.mean(k["js"] for k in keys))
    for i in range(runs + 1):
        page.wait_for_timeout(500)
        r = page.evaluate(GETDATA_JS)
        assert r["keys"] == n and r["typed"] == "abcdefghijklmnopqrst", r
        if i:
            res["getdata"].append(r["resolved"])
    page.close()
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--screenshot")
    ap.add_argument("--sample", help="design JSON file(s) for --screenshot, comma separated")
    ap.add_argument("--dist", default=str(DIST), help="the built bench pages (default frontend/dist-bench)")
    ap.add_argument("--preload", action="store_true", help="open renderer.html?preload (idle-time style warm-up)")
    a = ap.parse_args()
    gen = HERE.parent.parent.parent / "shared" / "tools" / "gen_big_design.py"
    text = subprocess.run([sys.executable, str(gen), str(a.count)], capture_output=True, text=True, check=True).stdout
    srv, url = serve(a.dist)
    if a.preload:
        url += "?preload"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        ctx = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
        if a.screenshot:
            page = fresh_page(ctx, url)
            for n, sample in enumerate(a.sample.split(",")):
                page.evaluate("async (t) => { await window.__setDesign(JSON.parse(t)); }", Path(sample).read_text())
                page.wait_for_timeout(1500)
                out = a.screenshot if n == 0 else a.screenshot.replace(".png", f"-{n}.png")
                page.screenshot(path=out, full_page=True)
            page.close()
        pooled = {}
        for _ in range(a.rounds):
            for k, v in round_(ctx, url, text, a.count, a.runs).items():
                pooled.setdefault(k, []).extend(v)
        browser.close()
    srv.shutdown()
    for k, label in LABELS.items():
        if not pooled.get(k):
            continue
        print(f"{label:50s} {fmt(pooled[k])} ms", flush=True)
    print(json.dumps(pooled))


if __name__ == "__main__":
    main()
