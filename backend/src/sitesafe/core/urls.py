"""Which addresses the console may follow: http(s) URLs and relative ones, never `javascript:`, `data:`,
`vbscript:`, `file:` or any other scheme.

Menus (links, routers, redirects) and form designs (upload addresses, default file lists) are written by
one user and opened by others, so an address that runs script or embeds a document would act in the
reader's session. The check reads an address the way a browser's URL parser does (WHATWG URL): tabs and
newlines anywhere are dropped and control characters and spaces around it are trimmed before the scheme
is looked for, so `java\tscript:` and ` javascript:` are refused too.
"""

from __future__ import annotations

import re

from pydantic_core import PydanticCustomError

_DROPPED = re.compile(r"[\t\n\r]")
_AROUND = "".join(chr(c) for c in range(0x21))  # C0 controls and the space
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
WEB_SCHEMES = frozenset({"http", "https"})


def is_web_url(value: str) -> bool:
    """An http(s) URL, or a relative one (`/path`, `path`, `?query`, `#part`, `//host/...`)."""
    text = _DROPPED.sub("", value).strip(_AROUND)
    scheme = _SCHEME.match(text)
    return scheme is None or scheme.group(1).lower() in WEB_SCHEMES


def web_url(value: str | None) -> str | None:
    """Pydantic validator of an address field: refused (1012001, `{title}只能是…`) unless `is_web_url`."""
    if value and not is_web_url(value):
        raise PydanticCustomError("web_url", "只能是http(s)地址或相对地址")
    return value
