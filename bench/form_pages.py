"""Renderer and designer timings on the bench pages (frontend/bench-pages, built into dist-bench/),
with the definitions of shared/reference/peer-bench-kform.md §5: performance.now() in the page,
"after frame" = a MessageChannel task posted from the first requestAnimationFrame after the change,
the design parsed before t0, the first run of every series discarded."""

from __future__ import annotations

import statistics

from playwright.sync_api import BrowserContext, Page

TARGET = "input_1700000249000"  # list[249] of gen_big_design.py, an input

FRAME_JS = """
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
  window.__complete = (root, n) => {
    const q = (s) => root.querySelectorAll(s).length;
    const want = { '.kfd-item': n, 'input.ant-input': 0.4 * n, '.ant-select': 0.2 * n,
      '.ant-input-number': 0.1 * n, '.ant-picker': 0.1 * n, '.ant-radio-group': 0.1 * n,
      '.ant-checkbox-group': 0.1 * n };
    return Object.entries(want).every(([s, k]) => q(s) >= k);
  };
  window.__clicks = [];
  window.addEventListener('click', (e) => {
    const start = e.timeStamp;
    requestAnimationFrame(() => {
      const raf = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__clicks.push(performance.now() - start);
      ch.port2.postMessage(0);
    });
  }, true);
}
"""

RENDER_JS = """
async ([text, n]) => {
  const design = JSON.parse(text);
  const t0 = performance.now();
  await window.__setDesign(design);
  const first = await window.__untilFrame(() => true);
  const all = await window.__untilFrame(() => window.__complete(document, n));
  return { first: first.after - t0, all: all.after - t0 };
}
"""

KEYS_JS = """
() => {
  window.__keys = [];
  let start = 0;
  document.addEventListener('keydown', (e) => { start = e.timeStamp; }, true);
  document.addEventListener('input', () => {
    const s = start;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.__keys.push(performance.now() - s);
      ch.port2.postMessage(0);
    });
  }, true);
}
"""

GETDATA_JS = """
async () => {
  const t0 = performance.now();
  const values = await window.__renderer.getData();
  return { ms: performance.now() - t0, keys: Object.keys(values).length,
           typed: values[TARGET] };
}
""".replace("TARGET", repr(TARGET))

# React calls this hook on every commit (it is the DevTools' entry point). A fiber that is part of
# this commit's tree but was not part of the previous one was re-created for this commit; if it also
# has the PerformedWork flag (1) its component function ran. Each such render is attributed to the
# form item (.kfd-item) of its first DOM node.
RENDER_COUNTER_JS = """
(() => {
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const counter = { on: false, commits: 0, renders: [], root: null };
  let prev = new Set();
  const hostOf = (f) => {
    for (let c = f; c; c = c.child) if (c.tag === 5) return c.stateNode;
    return null;
  };
  const walk = (top, visit) => {
    const stack = [top];
    while (stack.length) {
      const f = stack.pop();
      visit(f);
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
  };
  counter.arm = () => {
    prev = new Set();
    walk(counter.root.current, (f) => prev.add(f));
    counter.on = true;
    counter.commits = 0;
    counter.renders = [];
  };
  window.__renderCounter = counter;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      counter.root = root;
      if (!counter.on) return;
      counter.commits += 1;
      const next = new Set();
      walk(root.current, (f) => {
        next.add(f);
        if (COMPONENT.has(f.tag) && !prev.has(f) && (f.flags & 1)) {
          const el = hostOf(f);
          const item = el && el.closest ? el.closest('.kfd-item') : null;
          counter.renders.push(item ? (item.querySelector('[id]') || {}).id || '?' : '');
        }
      });
      prev = next;
    },
  };
})();
"""

MUTATIONS_JS = """
(id) => {
  const own = document.getElementById(id).closest('.kfd-item');
  window.__foreign = 0;
  window.__mutations = 0;
  new MutationObserver((records) => {
    for (const r of records) {
      window.__mutations += 1;
      const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (!own.contains(node)) window.__foreign += 1;
    }
  }).observe(document.querySelector('.kfd-form'),
    { subtree: true, childList: true, attributes: true, characterData: true });
}
"""


def median_range(xs: list[float]) -> tuple[float, float, float]:
    return statistics.median(xs), min(xs), max(xs)


def _fresh(ctx: BrowserContext, url: str) -> Page:
    page = ctx.new_page()
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)  # the peer's settle time after load (§5.1)
    page.evaluate(FRAME_JS)
    return page


def renderer_round(ctx: BrowserContext, base: str, text: str, n: int, runs: int) -> dict[str, list[float]]:
    """1a fresh-tab first render, 2 keystrokes, 3 getData (one round: warm-up + runs)."""
    url = f"{base}/renderer.html"
    res: dict[str, list[float]] = {
        "first_screen": [],
        "render": [],
        "key": [],
        "getdata": [],
    }
    for i in range(runs + 1):
        page = _fresh(ctx, url)
        r = page.evaluate(RENDER_JS, [text, n])
        page.close()
        if i:
            res["first_screen"].append(r["first"])
            res["render"].append(r["all"])
    page = _fresh(ctx, url)
    page.evaluate(RENDER_JS, [text, n])
    target = page.locator(f"#{TARGET}")
    target.scroll_into_view_if_needed()
    target.click()
    page.evaluate(KEYS_JS)
    for i in range(runs + 1):
        target.fill("")
        page.wait_for_timeout(600)
        page.evaluate("() => { window.__keys = []; }")
        for ch in "abcdefghijklmnopqrst":
            page.keyboard.press(ch)
            # keys 200 ms apart, so frames never overlap (§5.2)
            page.wait_for_timeout(200)
        keys = page.evaluate("() => window.__keys")
        assert target.input_value() == "abcdefghijklmnopqrst", target.input_value()
        assert len(keys) == 20, keys
        if i:
            res["key"].append(statistics.mean(keys))
    for i in range(runs + 1):
        page.wait_for_timeout(500)
        r = page.evaluate(GETDATA_JS)
        assert r["keys"] == n and r["typed"] == "abcdefghijklmnopqrst", r
        if i:
            res["getdata"].append(r["ms"])
    page.close()
    return res


def render_isolation(ctx: BrowserContext, base: str, text: str, n: int) -> dict[str, int]:
    """Types 20 characters into list[249] and counts what else re-rendered or changed."""
    page = ctx.new_page()
    page.add_init_script(RENDER_COUNTER_JS)
    page.goto(f"{base}/renderer.html", wait_until="load")
    page.evaluate(FRAME_JS)
    page.evaluate(RENDER_JS, [text, n])
    target = page.locator(f"#{TARGET}")
    target.scroll_into_view_if_needed()
    target.click()
    page.wait_for_timeout(300)
    page.evaluate(MUTATIONS_JS, TARGET)
    page.evaluate("() => window.__renderCounter.arm()")
    for ch in "abcdefghijklmnopqrst":
        page.keyboard.press(ch)
        page.wait_for_timeout(100)
    page.wait_for_timeout(300)
    c = page.evaluate("() => ({...window.__renderCounter, root: null, arm: null})")
    foreign = page.evaluate("() => window.__foreign")
    page.close()
    renders = c["renders"]
    return {
        "commits": c["commits"],
        "renders_edited": sum(1 for r in renders if r == TARGET),
        "renders_other_fields": sum(1 for r in renders if r not in ("", TARGET)),
        "renders_outside_fields": sum(1 for r in renders if r == ""),
        "foreign_mutations": foreign,
    }


LOAD_JS = """
async ([text, n, parse]) => {
  const value = parse ? JSON.parse(text) : text;
  const t0 = performance.now();
  window.__designer.setValue(value);
  const canvas = () => document.querySelectorAll('[data-testid=fd-canvas] .fd-node').length >= n;
  const f = await window.__untilFrame(canvas);
  return f.after - t0;
}
"""

NODES = "[data-testid=fd-canvas] .fd-node"


def _designer_page(ctx: BrowserContext, base: str) -> Page:
    page = ctx.new_page()
    page.goto(f"{base}/designer.html", wait_until="load")
    page.wait_for_selector(".fd-palette-item[data-type=input]")
    page.wait_for_timeout(300)
    page.evaluate(FRAME_JS)
    return page


def _last_click(page: Page) -> float:
    page.wait_for_function("() => window.__clicks.length > 0")
    return float(page.evaluate("() => window.__clicks.pop()"))


def _keys(page: Page) -> list[str]:
    return list(page.evaluate("() => window.__designer.getValue().list.map((n) => n.key)"))


def designer_run(ctx: BrowserContext, base: str, text: str, n: int) -> dict[str, float]:
    """4a load, 4c select list[249], 4d add after it, 4e add with nothing selected (fresh tab)."""
    page = _designer_page(ctx, base)
    load = page.evaluate(LOAD_JS, [text, n, True])
    page.wait_for_timeout(1000)
    box = page.locator(f'{NODES}[data-key="{TARGET}"]')
    box.scroll_into_view_if_needed()
    page.wait_for_timeout(600)
    bb = box.bounding_box()
    assert bb
    page.evaluate("() => { window.__clicks = []; }")
    # in the box's own padding, not on the label (§5.4)
    page.mouse.click(bb["x"] + 6, bb["y"] + bb["height"] / 2)
    select = _last_click(page)
    assert page.locator(".fd-node-selected").get_attribute("data-key") == TARGET
    page.wait_for_timeout(500)  # selections closer than 100 ms are ignored by design
    page.evaluate("() => { window.__clicks = []; }")
    page.locator(".fd-palette-item[data-type=input]").click()
    add_after = _last_click(page)
    keys = _keys(page)
    assert len(keys) == n + 1 and keys[249] == TARGET, keys[248:252]
    assert page.locator(".fd-node-selected").get_attribute("data-key") == keys[250]
    page.wait_for_timeout(600)
    page.evaluate("() => window.__designer.select('')")
    page.wait_for_timeout(600)
    page.evaluate("() => { window.__clicks = []; }")
    page.locator(".fd-palette-item[data-type=input]").click()
    add_end = _last_click(page)
    keys = _keys(page)
    assert len(keys) == n + 2
    assert page.locator(".fd-node-selected").get_attribute("data-key") == keys[-1]
    page.close()
    return {"load": load, "select": select, "add_after": add_after, "add_end": add_end}


def import_run(ctx: BrowserContext, base: str, text: str, n: int) -> float:
    """setValue(JSON text) of a ~1 MB design: parse + normalise + canvas, to after the frame."""
    page = _designer_page(ctx, base)
    ms = float(page.evaluate(LOAD_JS, [text, n, False]))
    assert len(_keys(page)) == n
    page.close()
    return ms


def designer_round(
    ctx: BrowserContext,
    base: str,
    design: tuple[str, int],
    big: tuple[str, int],
    runs: int,
) -> dict[str, list[float]]:
    res: dict[str, list[float]] = {}
    for i in range(runs + 1):
        r = designer_run(ctx, base, *design)
        if i:
            for k, v in r.items():
                res.setdefault(k, []).append(v)
    for i in range(runs + 1):
        ms = import_run(ctx, base, *big)
        if i:
            res.setdefault("import_1mb", []).append(ms)
    return res
