"""Serve the built stock Snowy 1.8 web client and forward its `/api/*` calls to our server.

The stock client calls `/api/...` on its own origin (axios `baseURL: '/api'`) and uses history-mode
routes, so this is a plain static server with an index.html fallback plus a pass-through proxy. Our
server keeps the `/api` prefix, so paths are forwarded unchanged (Snowy's dev server strips it instead).

    python tools/snowy_client/serve.py --dist /tmp/snowy18/_web/dist --port 8191 \
        --backend http://127.0.0.1:8190

Standard library only; for local checks, not for production.
"""

from __future__ import annotations

import argparse
import http.client
import mimetypes
import sys
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

# Hop-by-hop headers are not forwarded (RFC 9110 §7.6.1); the server sets its own length framing.
HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
        "host",
        "content-length",
    }
)
PROXY_TIMEOUT = 60.0


class Handler(BaseHTTPRequestHandler):
    """Static files from `dist`, `/api/*` forwarded to `backend`."""

    dist: Path
    backend: urllib.parse.SplitResult
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:
        sys.stderr.write(f"{self.address_string()} {format % args}\n")

    def do_GET(self) -> None:
        self._route()

    def do_HEAD(self) -> None:
        self._route()

    def do_POST(self) -> None:
        self._route()

    def do_PUT(self) -> None:
        self._route()

    def do_DELETE(self) -> None:
        self._route()

    def do_PATCH(self) -> None:
        self._route()

    def _route(self) -> None:
        path = urllib.parse.urlsplit(self.path).path
        if path == "/api" or path.startswith("/api/"):
            self._proxy()
        elif self.command in ("GET", "HEAD"):
            self._static(path)
        else:
            self._send(405, b"method not allowed", "text/plain; charset=utf-8")

    def _proxy(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        headers = {k: v for k, v in self.headers.items() if k.lower() not in HOP_BY_HOP}
        headers["X-Forwarded-For"] = self.client_address[0]
        backend = self.backend
        conn = http.client.HTTPConnection(
            backend.hostname or "127.0.0.1", backend.port or 80, timeout=PROXY_TIMEOUT
        )
        try:
            conn.request(self.command, self.path, body=body, headers=headers)
            answer = conn.getresponse()
            data = answer.read()
        except OSError as exc:
            self._send(502, f"backend unreachable: {exc}".encode(), "text/plain; charset=utf-8")
            return
        finally:
            conn.close()
        self.send_response(answer.status, answer.reason)
        for key, value in answer.getheaders():
            if key.lower() not in HOP_BY_HOP:
                self.send_header(key, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def _static(self, path: str) -> None:
        relative = urllib.parse.unquote(path).lstrip("/")
        root = self.dist.resolve()
        target = (root / relative).resolve() if relative else root / "index.html"
        if not target.is_relative_to(root):
            self._send(404, b"not found", "text/plain; charset=utf-8")
            return
        if not target.is_file():
            # History-mode routes (/sys/user, /welcome ...) get the app shell; missing assets a 404.
            if Path(relative).suffix and not relative.endswith(".html"):
                self._send(404, b"not found", "text/plain; charset=utf-8")
                return
            target = root / "index.html"
        kind = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if kind.startswith("text/") or kind == "application/javascript":
            kind += "; charset=utf-8"
        cache = "no-cache" if target.name == "index.html" else "max-age=3600"
        self._send(200, target.read_bytes(), kind, cache)

    def _send(self, status: int, data: bytes, kind: str, cache: str = "no-cache") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", cache)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the stock Snowy 1.8 client against our API.")
    parser.add_argument("--dist", default="/tmp/snowy18/_web/dist", help="the client's built dist folder")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8191)
    parser.add_argument("--backend", default="http://127.0.0.1:8190", help="our server (keeps /api)")
    args = parser.parse_args(argv)
    dist = Path(args.dist)
    if not (dist / "index.html").is_file():
        parser.error(f"{dist}/index.html not found: build the client first (see README.md)")
    Handler.dist = dist
    Handler.backend = urllib.parse.urlsplit(args.backend)
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    print(f"stock Snowy client on http://{args.host}:{args.port}/ -> {args.backend}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
