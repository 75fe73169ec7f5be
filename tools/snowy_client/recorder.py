"""What check.py records while the stock client runs: the API calls (attributed to the screen open at
the time), console and page errors, and the Screen results."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Page, Request, Response

SETTLE_MS = 600
SCREEN_TIMEOUT = 12.0


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
