"""Logging with the request number of the current request on every line."""

from __future__ import annotations

import logging
from contextvars import ContextVar

REQUEST_NO: ContextVar[str] = ContextVar("request_no", default="-")


class RequestNoFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_no = REQUEST_NO.get()
        return True


def configure_logging(level: str) -> None:
    root = logging.getLogger()
    if any(isinstance(f, RequestNoFilter) for h in root.handlers for f in h.filters):
        root.setLevel(level)
        return
    handler = logging.StreamHandler()
    handler.addFilter(RequestNoFilter())
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)s [%(request_no)s] %(name)s: %(message)s")
    )
    root.addHandler(handler)
    root.setLevel(level)
