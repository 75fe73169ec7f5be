"""Browser flows: the console started as `make run` starts it, driven in Debian's Chromium."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from harness import CHROMIUM, CHROMIUM_ARGS, Server, running_server
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect, sync_playwright
from steps import open_registration


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The console as `make run` starts it, with self-registration opened by its administrator (the
    account flows register users of their own)."""
    with running_server(tmp_path_factory.mktemp("console-data")) as srv:
        open_registration(srv)
        yield srv


@pytest.fixture(scope="session")
def pw() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(pw: Playwright) -> Iterator[Browser]:
    b = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield b
    b.close()


@pytest.fixture()
def context(browser: Browser, server: Server) -> Iterator[BrowserContext]:
    ctx = browser.new_context(
        base_url=server.base_url, viewport={"width": 1440, "height": 900}, locale="zh-CN"
    )
    ctx.set_default_timeout(15_000)
    # The server's content security policy must not stop anything the console does.
    refused: list[str] = []
    ctx.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    yield ctx
    ctx.close()
    assert not refused, f"blocked by the content security policy: {refused}"


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[pytest.TestReport]:
    report: pytest.TestReport = yield
    if report.when == "call":
        item.stash[FAILED] = report.failed
    return report


FAILED = pytest.StashKey[bool]()


@pytest.fixture()
def page(context: BrowserContext, request: pytest.FixtureRequest) -> Iterator[Page]:
    page = context.new_page()
    yield page
    if request.node.stash.get(FAILED, False):
        # what the user saw when the flow failed (CI keeps only the output)
        try:
            snapshot = page.locator("body").aria_snapshot(timeout=5_000)
        except Exception as exc:  # a diagnostic must not hide the failure
            snapshot = f"(no snapshot: {exc})"
        print(f"\n--- page at failure: {page.url}\n{snapshot[:6000]}\n---")


@pytest.fixture(scope="session", autouse=True)
def patient_expect() -> Iterator[None]:
    """A loaded 2-core machine: give every expectation the time the context gives actions (15 s)."""
    expect.set_options(timeout=15_000)
    yield
