"""Short-lived signed preview links: what an `<img>` (which sends no token) shows a stored picture with.

`/api/sysFileInfo/preview?id=&expires=&user=&sig=` (plus `tenant=` inside a tenant): an HMAC over the
tenant, file id, expiry and the user it was handed to, keyed from SECRET_KEY. Only the API hands links
out, and only to a caller who may read the file (`refs.file_readable`), so a guessed id shows nothing.
The expiry is rounded up to a 5-minute step: links asked for within one step are the same URL, so the
browser's cache serves them, and each stays valid for 10 to 15 minutes.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import math
from urllib.parse import urlencode

PREVIEW_PATH = "/api/sysFileInfo/preview"
LINK_SECONDS = 600
STEP_SECONDS = 300


def _key(secret: str) -> bytes:
    # A key of its own, so a preview signature can never stand for a token signature or the reverse.
    return hmac.new(secret.encode(), b"sitesafe:file-preview-link", hashlib.sha256).digest()


def signature(secret: str, tenant: str | None, file_id: int, expires: int, user_id: int) -> str:
    message = f"{tenant or ''}|{file_id}|{expires}|{user_id}".encode()
    digest = hmac.new(_key(secret), message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def expiry(now: float) -> int:
    return int(math.ceil((now + LINK_SECONDS) / STEP_SECONDS) * STEP_SECONDS)


def preview_link(secret: str, tenant: str | None, file_id: int, user_id: int, now: float) -> str:
    expires = expiry(now)
    params: dict[str, str | int] = {"id": file_id, "expires": expires, "user": user_id}
    params["sig"] = signature(secret, tenant, file_id, expires, user_id)
    if tenant:
        params["tenant"] = tenant
    return f"{PREVIEW_PATH}?{urlencode(params)}"


def link_valid(
    secret: str, tenant: str | None, file_id: int, expires: int, user_id: int, sig: str, now: float
) -> bool:
    if expires < now or expires > now + LINK_SECONDS + STEP_SECONDS:
        return False
    return hmac.compare_digest(signature(secret, tenant, file_id, expires, user_id), sig)
