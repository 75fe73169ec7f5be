"""Runs every benchmark against one freshly started console and prints the figures (ratios where the goal
is a ratio). Usage: make bench  (or .venv/bin/python bench/run_all.py)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "e2e")]

import api_load  # noqa: E402
import form_designer  # noqa: E402
import frontend_load  # noqa: E402
from harness import CHROMIUM, CHROMIUM_ARGS, running_server  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402


def main() -> None:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp)) as srv:
        token = api_load._login(srv.base_url, "superAdmin", "123456")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            lines += frontend_load.report(frontend_load.run(browser, srv.base_url, token))
            browser.close()
            lines += form_designer.report(form_designer.run(p, srv.base_url, token))
        lines += api_load.report(api_load.run(srv.base_url))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
