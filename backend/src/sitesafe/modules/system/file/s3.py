"""An S3-compatible object store (AWS S3, MinIO, Ceph RGW, OSS/COS S3 endpoints) through plain
SigV4-signed HTTP requests from the standard library: four operations need no SDK dependency.
Path-style addressing (`<endpoint>/<bucket>/<object>`), which every S3-compatible server accepts."""

from __future__ import annotations

import hashlib
import hmac
import http.client
import ssl
from datetime import UTC, datetime
from typing import BinaryIO
from urllib.parse import quote, urlsplit

from sitesafe.modules.system.file.models import LOCATION_S3
from sitesafe.modules.system.file.storage import StorageError

EMPTY_SHA256 = hashlib.sha256(b"").hexdigest()
TIMEOUT = 30  # seconds
CHUNK = 64 * 1024


def _hmac(key: bytes, text: str) -> bytes:
    return hmac.new(key, text.encode(), hashlib.sha256).digest()


def _sha256_of(source: BinaryIO) -> str:
    digest = hashlib.sha256()
    for chunk in iter(lambda: source.read(CHUNK), b""):
        digest.update(chunk)
    source.seek(0)
    return digest.hexdigest()


class _Body:
    """A response body that closes its connection once read or closed (a BinaryIO for callers)."""

    def __init__(self, conn: http.client.HTTPConnection, response: http.client.HTTPResponse) -> None:
        self._conn = conn
        self._response = response

    def read(self, size: int = -1) -> bytes:
        return self._response.read(None if size < 0 else size)

    def close(self) -> None:
        self._response.close()
        self._conn.close()

    def __enter__(self) -> _Body:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class S3FileStorage:
    location = LOCATION_S3

    def __init__(
        self, endpoint: str, bucket: str, access_key: str, secret_key: str, region: str = "us-east-1"
    ) -> None:
        parts = urlsplit(endpoint)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError("S3_ENDPOINT must be an http(s) URL")
        self._https = parts.scheme == "https"
        self._host = parts.netloc
        self._base = parts.path.rstrip("/")
        self.bucket = bucket
        self._access_key = access_key
        self._secret_key = secret_key
        self._region = region

    # ----- signing -------------------------------------------------------------------------------

    def _path(self, bucket: str, object_name: str | None) -> str:
        path = f"{self._base}/{quote(bucket, safe='')}"
        return path if object_name is None else f"{path}/{quote(object_name, safe='-_.~')}"

    def _headers(
        self, method: str, path: str, payload_hash: str, extra: dict[str, str], now: datetime | None = None
    ) -> dict[str, str]:
        """The request's headers with its SigV4 `authorization` (no query string: none is used)."""
        now = now or datetime.now(UTC)
        amz_date, day = now.strftime("%Y%m%dT%H%M%SZ"), now.strftime("%Y%m%d")
        headers = {"host": self._host, "x-amz-content-sha256": payload_hash, "x-amz-date": amz_date}
        headers.update({k.lower(): v for k, v in extra.items()})
        names = sorted(headers)
        canonical = "\n".join(
            [
                method,
                path,
                "",
                *(f"{n}:{headers[n].strip()}" for n in names),
                "",
                ";".join(names),
                payload_hash,
            ]
        )
        scope = f"{day}/{self._region}/s3/aws4_request"
        to_sign = "\n".join(
            ["AWS4-HMAC-SHA256", amz_date, scope, hashlib.sha256(canonical.encode()).hexdigest()]
        )
        key = f"AWS4{self._secret_key}".encode()
        for part in (day, self._region, "s3", "aws4_request"):
            key = _hmac(key, part)
        signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
        headers["authorization"] = (
            f"AWS4-HMAC-SHA256 Credential={self._access_key}/{scope}, "
            f"SignedHeaders={';'.join(names)}, Signature={signature}"
        )
        return headers

    def _request(
        self,
        method: str,
        bucket: str,
        object_name: str | None,
        body: BinaryIO | None = None,
        payload_hash: str = EMPTY_SHA256,
        extra: dict[str, str] | None = None,
    ) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
        path = self._path(bucket, object_name)
        headers = self._headers(method, path, payload_hash, extra or {})
        conn = (
            http.client.HTTPSConnection(self._host, timeout=TIMEOUT, context=ssl.create_default_context())
            if self._https
            else http.client.HTTPConnection(self._host, timeout=TIMEOUT)
        )
        try:
            conn.request(method, path, body=body, headers=headers)
            return conn, conn.getresponse()
        except (OSError, http.client.HTTPException) as exc:
            conn.close()
            raise StorageError(f"S3 {method} {path}: {exc}") from exc

    def _simple(
        self,
        method: str,
        bucket: str,
        object_name: str | None,
        ok: tuple[int, ...],
        body: BinaryIO | None = None,
        payload_hash: str = EMPTY_SHA256,
        extra: dict[str, str] | None = None,
    ) -> int:
        conn, response = self._request(method, bucket, object_name, body, payload_hash, extra)
        try:
            detail = response.read(2048)
        finally:
            conn.close()
        if response.status not in ok:
            raise StorageError(f"S3 {method} answered {response.status}: {detail[:200]!r}")
        return response.status

    # ----- the storage protocol ------------------------------------------------------------------

    def save(self, bucket: str, object_name: str, source: BinaryIO, size: int) -> str:
        payload_hash = _sha256_of(source)
        extra = {"content-length": str(size), "content-type": "application/octet-stream"}
        self._simple("PUT", bucket, object_name, (200,), body=source, payload_hash=payload_hash, extra=extra)
        return f"{'https' if self._https else 'http'}://{self._host}{self._path(bucket, object_name)}"

    def open(self, bucket: str, object_name: str) -> BinaryIO:
        conn, response = self._request("GET", bucket, object_name)
        if response.status == 200:
            return _Body(conn, response)  # type: ignore[return-value]
        response.read(2048)
        conn.close()
        if response.status == 404:
            raise FileNotFoundError(object_name)
        raise StorageError(f"S3 GET answered {response.status}")

    def delete(self, bucket: str, object_name: str) -> None:
        self._simple("DELETE", bucket, object_name, (200, 204, 404))

    def path_of(self, bucket: str, object_name: str) -> None:
        return None

    def create_bucket(self) -> None:
        """Creates the configured bucket (setup and tests; an existing one of ours is fine)."""
        self._simple("PUT", self.bucket, None, (200, 409))
