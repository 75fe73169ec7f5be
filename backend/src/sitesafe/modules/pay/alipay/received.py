"""What a notify request brought, read without trusting it: the body up to a bound (Alipay's notifies are
a few KB), then its form parameters. Anything else is refused before it costs memory or a signature check."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from urllib.parse import parse_qsl

from fastapi import Request

from sitesafe.core.useragent import client_info

MAX_BODY = 16 * 1024
MAX_PARAMS = 64
MAX_VALUE = 2048
FORM_TYPE = "application/x-www-form-urlencoded"
TOO_BIG = "通知过大（超过16KB）"
MALFORMED = "通知不是UTF-8编码的表单"
TOO_MANY = "通知参数过多或过长"


@dataclass(frozen=True)
class Received:
    source: str
    size: int  # bytes; when too big, as many as were announced or read before stopping
    body: bytes | None  # None: too big, not read whole
    content_type: str

    @property
    def sha256(self) -> str | None:
        return hashlib.sha256(self.body).hexdigest() if self.body is not None else None


async def receive(request: Request) -> Received:
    """Reads the body, stopping as soon as it is known to be too big."""
    source = client_info(request).ip[:64]
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        return Received(source, int(declared), None, content_type)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            return Received(source, size, None, content_type)
        chunks.append(chunk)
    return Received(source, size, b"".join(chunks), content_type)


def form_of(received: Received) -> tuple[dict[str, str], str | None]:
    """The form parameters (the last of a repeated name, as a form parser keeps), or a refusal reason."""
    if received.body is None:
        return {}, TOO_BIG
    if received.content_type != FORM_TYPE:
        return {}, MALFORMED
    try:
        text = received.body.decode("utf-8")
        pairs = parse_qsl(text, keep_blank_values=True, max_num_fields=MAX_PARAMS, errors="strict")
    except UnicodeDecodeError:
        return {}, MALFORMED
    except ValueError:  # more than MAX_PARAMS fields
        return {}, TOO_MANY
    params = dict(pairs)
    if any(len(value) > MAX_VALUE for value in params.values()):
        return params, TOO_MANY
    return params, None
