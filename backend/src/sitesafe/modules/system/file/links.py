"""Preview links inside stored text (a notice's pictures): stored bare, handed out signed.

Rich text keeps `<img src="/api/sysFileInfo/preview?id=N">` with no signature (`canonical_link` strips
whatever a client sent), so a stored row never holds an expiring or user-bound link. Reading the row
signs each link for the reader (`sign_links`), who may read the file because they may read the row.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from urllib.parse import parse_qs, urlsplit

from sitesafe.core.schema import parse_id
from sitesafe.modules.system.file.signing import PREVIEW_PATH

_STORED = re.compile(r'src="' + re.escape(PREVIEW_PATH) + r'\?id=([0-9]{1,19})"')


def link_marker(file_id: int) -> str:
    """What stored text holding a link to the file contains (the attribute's closing quote included,
    so id 12 does not match id 123)."""
    return f'{PREVIEW_PATH}?id={file_id}"'


def canonical_link(url: str) -> str:
    """A preview link reduced to `/api/sysFileInfo/preview?id=N`; any other URL unchanged."""
    parts = urlsplit(url.strip())
    if parts.path != PREVIEW_PATH or parts.netloc or parts.scheme:
        return url
    file_id = parse_id((parse_qs(parts.query).get("id") or [""])[0])
    return f"{PREVIEW_PATH}?id={file_id}" if file_id is not None else url


def linked_files(text: str) -> set[int]:
    """The files stored text links to."""
    return {int(match) for match in _STORED.findall(text)}


def sign_links(text: str, sign: Callable[[int], str]) -> str:
    """Stored text with each preview link replaced by `sign(file_id)` (HTML-escaped)."""
    return _STORED.sub(lambda m: f'src="{html.escape(sign(int(m.group(1))))}"', text)
