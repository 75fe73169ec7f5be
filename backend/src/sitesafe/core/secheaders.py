"""Security headers on every response: a content security policy, no MIME sniffing, no framing by other
sites, a same-origin referrer, HSTS when the request came over TLS, and `no-store` on API answers.

The console's scripts are all files under `/assets/` (no inline script), so `script-src 'self'`; antd
writes its CSS-in-JS rules into `<style>` elements at run time, hence `style-src 'unsafe-inline'`.
A page that needs an inline script (the API docs) sets its own policy with the script's hash."""

from __future__ import annotations

import base64
import hashlib
import re

from starlette.types import ASGIApp, Message, Receive, Scope, Send

CSP_HEADER = b"content-security-policy"
# `frame-src https:`: menus of type Iframe may show another site's page; images may come from
# anywhere over TLS (a notice's picture), never scripts; `connect-src https:`: a form design may upload
# to another site over TLS (an object store); the token never goes there (see core/urls.py).
CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'{scripts}",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "media-src 'self' blob:",
        "connect-src 'self' https:",
        "frame-src 'self' https:",
        "frame-ancestors 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
    )
)
HSTS = b"max-age=31536000"
_INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.S | re.I)


def policy(script_hashes: tuple[str, ...] = ()) -> str:
    return CONTENT_SECURITY_POLICY.format(scripts="".join(f" '{h}'" for h in script_hashes))


def policy_for_html(html: str) -> str:
    """The policy allowing exactly the inline scripts of `html` (by their SHA-256)."""
    hashes = tuple(
        "sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        for body in _INLINE_SCRIPT.findall(html)
    )
    return policy(hashes)


_COMMON = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"SAMEORIGIN"),
    (b"referrer-policy", b"same-origin"),
)


def _private_cache(headers: list[tuple[bytes, bytes]]) -> bool:
    """An answer that chose to be kept by the browser alone (a file behind a short-lived signed link)."""
    return any(k.lower() == b"cache-control" and v.lower().startswith(b"private") for k, v in headers)


class SecurityHeadersMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.csp = policy().encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        api = path == "/api" or path.startswith("/api/")
        tls = scope.get("scheme") == "https"

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {name.lower() for name, _ in headers}
                headers += [item for item in _COMMON if item[0] not in present]
                if CSP_HEADER not in present:
                    headers.append((CSP_HEADER, self.csp))
                if tls:
                    headers.append((b"strict-transport-security", HSTS))
                if api and not _private_cache(headers):
                    headers = [(k, v) for k, v in headers if k.lower() != b"cache-control"]
                    headers.append((b"cache-control", b"no-store"))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)
