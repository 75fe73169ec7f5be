"""Authentication of device calls (docs/device-protocol.md): each request names its device
(`X-Device-Code`), carries a millisecond timestamp and a one-time nonce, and is signed with the device's
own key, HMAC-SHA256 over `METHOD\\nPATH\\nTIMESTAMP\\nNONCE\\nSHA256(body)`. Every refusal is counted."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial

from fastapi import Request
from sqlalchemy import select
from starlette.concurrency import run_in_threadpool

from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.site.device import counters, refusals
from sitesafe.modules.site.device.buckets import RefusalBuckets
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.device.nonces import NonceStore, make_nonce_store

MAX_SKEW = timedelta(minutes=5)
# A nonce must be remembered as long as its timestamp could still pass: the skew on either side.
NONCE_TTL = 2 * MAX_SKEW + timedelta(minutes=1)
NONCE_PATTERN = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
CODE_PATTERN = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")
# ASCII digits only (str.isdigit takes "¹" or "١", which int() refuses); 13 digits reach the year 2286,
# more would overflow the date arithmetic before the skew check could refuse them.
STAMP_PATTERN = re.compile(r"[0-9]{1,13}")
STATUS_NORMAL = 0
KEY_BYTES = 32


def new_device_key() -> str:
    """A random key (32 bytes, URL-safe base64 without padding: 43 characters)."""
    return secrets.token_urlsafe(KEY_BYTES)


def canonical_string(method: str, path: str, timestamp: str, nonce: str, body: bytes) -> str:
    return "\n".join((method.upper(), path, timestamp, nonce, hashlib.sha256(body).hexdigest()))


def sign(key: str, method: str, path: str, timestamp: str, nonce: str, body: bytes) -> str:
    message = canonical_string(method, path, timestamp, nonce, body).encode()
    return hmac.new(key.encode(), message, hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class DeviceCall:
    """An authenticated device call: the device and the raw body it signed."""

    device_id: int
    project_id: int
    kind: str
    direction: int | None
    body: bytes
    code: str = ""


@dataclass(frozen=True)
class Signed:
    """What a device sent to be verified, whatever the transport (HTTP headers, an MQTT envelope)."""

    code: str
    stamp: str
    nonce: str
    signature: str
    method: str
    path: str
    body: bytes


@dataclass(frozen=True)
class DeviceKey:
    """The fields of a live device that verification needs."""

    id: int
    project_id: int
    kind: str
    direction: int | None
    secret_enc: str


# code, kind (None: any) -> the live device, or None; MQTT passes a cached one
DeviceFinder = Callable[[str, "str | None"], "DeviceKey | None"]


def nonce_store(request: Request) -> NonceStore:
    state = request.app.state
    store: NonceStore | None = getattr(state, "device_nonces", None)
    if store is None:
        ctx: AppContext = state.ctx
        store = state.device_nonces = make_nonce_store(ctx.settings.REDIS_URL, ctx.db.engine)
    return store


def refusal_buckets(request: Request) -> RefusalBuckets:
    state = request.app.state
    buckets: RefusalBuckets | None = getattr(state, "device_refusal_buckets", None)
    if buckets is None:
        ctx: AppContext = state.ctx
        buckets = state.device_refusal_buckets = RefusalBuckets(ctx.settings.DEVICE_REFUSALS_PER_MINUTE)
    return buckets


def _refuse(ctx: AppContext, device_id: int, reason: str, error: AppError) -> AppError:
    refusals.count(ctx.db.engine, device_id, [reason])
    return error


def _signed_path(request: Request) -> str:
    query = request.scope.get("query_string", b"").decode("latin-1")
    return request.url.path + (f"?{query}" if query else "")


def find_device(ctx: AppContext, code: str, kind: str | None) -> DeviceKey | None:
    """The live, enabled device with this code (of this kind, unless None)."""
    d = SiteDevice
    stmt = select(d.id, d.project_id, d.kind, d.direction, d.secret_enc).where(
        d.code == code, d.status == STATUS_NORMAL
    )
    if kind is not None:
        stmt = stmt.where(d.kind == kind)
    with ctx.db.sessionmaker() as db:
        row = db.execute(stmt.limit(1)).first()
    return DeviceKey(*row) if row is not None else None


def check(
    ctx: AppContext, store: NonceStore, signed: Signed, kind: str | None, find: DeviceFinder | None = None
) -> DeviceCall:
    """The verified call, or an AppError with the reason (counted); `kind` None accepts any kind."""
    code, stamp, nonce, signature = signed.code, signed.stamp, signed.nonce, signed.signature
    missing = [
        name
        for name, value, ok in (
            ("X-Device-Code", code, CODE_PATTERN.match(code)),
            ("X-Timestamp", stamp, STAMP_PATTERN.fullmatch(stamp)),
            ("X-Nonce", nonce, NONCE_PATTERN.match(nonce)),
            ("X-Signature", signature, re.fullmatch(r"[0-9a-f]{64}", signature)),
        )
        if not ok
    ]
    if missing:
        reason = f"请求头{'、'.join(missing)}缺失或格式不正确"
        raise _refuse(
            ctx,
            counters.UNKNOWN_DEVICE,
            "missing_headers",
            AppError(ErrorCode.DEVICE_AUTH_MISSING, reason=reason),
        )
    device = (find or partial(find_device, ctx))(code, kind)
    if device is None:
        raise _refuse(ctx, counters.UNKNOWN_DEVICE, "unknown_device", AppError(ErrorCode.DEVICE_UNKNOWN))
    now = ctx.clock.now()
    sent = datetime(1970, 1, 1) + timedelta(milliseconds=int(stamp))
    if abs(now - sent) > MAX_SKEW:
        raise _refuse(ctx, device.id, "stale_timestamp", AppError(ErrorCode.DEVICE_TIME_SKEW))
    try:
        key = ctx.cipher.decrypt(device.secret_enc)
    except ValueError:  # a key sealed under another DATA_KEY: the device must be given a new one
        raise _refuse(ctx, device.id, "bad_signature", AppError(ErrorCode.DEVICE_BAD_SIGNATURE)) from None
    expected = sign(key, signed.method, signed.path, stamp, nonce, signed.body)
    if not hmac.compare_digest(expected, signature):
        raise _refuse(ctx, device.id, "bad_signature", AppError(ErrorCode.DEVICE_BAD_SIGNATURE))
    if not store.claim(device.id, nonce, now, NONCE_TTL):
        raise _refuse(ctx, device.id, "replayed_nonce", AppError(ErrorCode.DEVICE_NONCE_REPLAYED))
    return DeviceCall(device.id, device.project_id, device.kind, device.direction, signed.body, code)


def verify(ctx: AppContext, store: NonceStore, request: Request, body: bytes, kind: str | None) -> DeviceCall:
    headers = request.headers
    signed = Signed(
        code=headers.get("x-device-code", "").strip(),
        stamp=headers.get("x-timestamp", "").strip(),
        nonce=headers.get("x-nonce", "").strip(),
        signature=headers.get("x-signature", "").strip().lower(),
        method=request.method,
        path=_signed_path(request),
        body=body,
    )
    return check(ctx, store, signed, kind)


async def authenticate(request: Request, kind: str | None) -> DeviceCall:
    """The verified call, or an AppError with the reason (counted); `kind` None: a device of any kind.
    A source address or a device code refused too often is answered at once (buckets.py)."""
    ctx: AppContext = request.app.state.ctx
    buckets = refusal_buckets(request)
    host = request.client.host if request.client else ""
    keys = (f"ip:{host}", f"code:{request.headers.get('x-device-code', '').strip()[:64]}")
    wait = buckets.wait(keys)
    if wait is not None:
        refusals.count(ctx.db.engine, counters.UNKNOWN_DEVICE, ["rate_limited"])
        raise AppError(ErrorCode.DEVICE_RATE_LIMITED, seconds=wait)
    body = await request.body()
    try:
        return await run_in_threadpool(verify, ctx, nonce_store(request), request, body, kind)
    except AppError:
        buckets.spend(keys)
        raise


async def face_device(request: Request) -> DeviceCall:
    """Dependency of the face terminal endpoints."""
    return await authenticate(request, "face")
