"""Serves the built console: files from STATIC_DIR, and `index.html` for any other non-`/api` path
(history-mode routing).

The content-hashed files under `/assets/` never change, so they are kept in memory after their first
request (with a gzip copy for text files) and answered in one send with a one-year immutable cache;
a cold page load fetches several of them at once and each one otherwise costs a thread-pool file read
per 64 KiB chunk.
"""

from __future__ import annotations

import gzip
import mimetypes
import os
from dataclasses import dataclass
from email.utils import formatdate
from pathlib import Path
from typing import Any

import anyio
from starlette.datastructures import Headers, URLPath
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Match, NoMatchFound
from starlette.staticfiles import StaticFiles
from starlette.types import Receive, Scope, Send

_IMMUTABLE = "public, max-age=31536000, immutable"
_COMPRESSIBLE = (".js", ".mjs", ".css", ".html", ".svg", ".json", ".map", ".txt", ".xml", ".wasm")
_MIN_GZIP_BYTES = 1024


def _is_api(path: str) -> bool:
    return path == "/api" or path.startswith("/api/")


@dataclass(frozen=True)
class _Asset:
    body: bytes
    gzipped: bytes | None
    media_type: str
    etag: str
    last_modified: str


def _load_asset(full_path: str, stat: os.stat_result) -> _Asset:
    body = Path(full_path).read_bytes()
    gzipped = None
    if full_path.endswith(_COMPRESSIBLE) and len(body) >= _MIN_GZIP_BYTES:
        packed = gzip.compress(body, compresslevel=6, mtime=0)
        gzipped = packed if len(packed) < len(body) else None
    media_type = mimetypes.guess_type(full_path)[0] or "application/octet-stream"
    if media_type.startswith("text/") or media_type in ("application/javascript", "application/json"):
        media_type += "; charset=utf-8"
    return _Asset(
        body=body,
        gzipped=gzipped,
        media_type=media_type,
        etag=f'"{stat.st_mtime_ns:x}-{stat.st_size:x}"',
        last_modified=formatdate(stat.st_mtime, usegmt=True),
    )


class SpaRoute(BaseRoute):
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.index = directory / "index.html"
        self.files = StaticFiles(directory=directory)
        self._assets: dict[str, _Asset] = {}

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] != "http" or _is_api(scope["path"]):
            return Match.NONE, {}
        return (Match.FULL if scope["method"] in ("GET", "HEAD") else Match.PARTIAL), {}

    def url_path_for(self, name: str, /, **path_params: Any) -> URLPath:
        raise NoMatchFound(name, path_params)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] not in ("GET", "HEAD"):
            raise HTTPException(status_code=405, headers={"Allow": "GET"})
        response = await self._response(scope)
        await response(scope, receive, send)

    async def _asset(self, relative: str) -> _Asset | None:
        asset = self._assets.get(relative)
        if asset is None:
            full_path, stat = await anyio.to_thread.run_sync(self.files.lookup_path, relative)
            if stat is None or not os.path.isfile(full_path):
                return None
            asset = await anyio.to_thread.run_sync(_load_asset, full_path, stat)
            self._assets[relative] = asset
        return asset

    async def _response(self, scope: Scope) -> Response:
        relative = scope["path"].lstrip("/")
        if relative.startswith("assets/") and not relative.endswith("/"):
            asset = await self._asset(relative)
            if asset is not None:
                return self._asset_response(asset, Headers(scope=scope))
        elif relative and not relative.endswith("/"):
            try:
                response = await self.files.get_response(relative, scope)
            except HTTPException:
                response = None
            if response is not None and response.status_code < 400:
                return response
        return FileResponse(self.index, headers={"cache-control": "no-cache"})

    @staticmethod
    def _asset_response(asset: _Asset, request: Headers) -> Response:
        headers = {
            "cache-control": _IMMUTABLE,
            "etag": asset.etag,
            "last-modified": asset.last_modified,
        }
        if asset.gzipped is not None:
            headers["vary"] = "Accept-Encoding"
        if asset.etag in request.get("if-none-match", ""):
            return Response(status_code=304, headers=headers)
        body = asset.body
        if asset.gzipped is not None and "gzip" in request.get("accept-encoding", ""):
            body = asset.gzipped
            headers["content-encoding"] = "gzip"
        return Response(body, media_type=asset.media_type, headers=headers)
