"""Uploads with size and type limits and generated names; lookups for preview and download.

The client's file name is only ever a display name: the object is stored as `<id>.<suffix>`."""

from __future__ import annotations

import io
import logging
import re
import unicodedata
from collections.abc import Callable
from datetime import UTC
from typing import BinaryIO

from PIL import Image, UnidentifiedImageError
from sqlalchemy.orm import Session

from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.core.settings import Settings
from sitesafe.crud.context import Act
from sitesafe.modules.system.file import signing
from sitesafe.modules.system.file.admin_service import remove_objects
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.refs import is_private, private_prefix, readable_file
from sitesafe.modules.system.file.storage import FileStorage, StorageError

log = logging.getLogger(__name__)
IMAGE_TYPES = {
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "png": "image/png",
    "gif": "image/gif",
    "bmp": "image/bmp",
    "webp": "image/webp",
}
MAX_PIXELS = 40_000_000  # a 40-megapixel photo is fine; the bomb of the issue claimed 3.6 billion
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')


def sanitize_name(name: str | None) -> str:
    """The client's file name reduced to a safe display name (no path, no control characters)."""
    base = unicodedata.normalize("NFC", (name or "").replace("\\", "/").rsplit("/", 1)[-1])
    cleaned = _UNSAFE.sub("_", base).strip(" .") or "file"
    if len(cleaned) > 100:
        stem, dot, suffix = cleaned.rpartition(".")
        cleaned = (stem[: 99 - len(suffix)] + dot + suffix) if dot and len(suffix) < 20 else cleaned[:100]
    return cleaned


def suffix_of(name: str) -> str:
    _, dot, suffix = name.rpartition(".")
    return suffix.lower() if dot else ""


def human_size(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.2f} {unit}"
        value /= 1024
    return f"{value:.2f} GB"


def _check_image(source: BinaryIO) -> None:
    """The bytes must be a picture of at most MAX_PIXELS: a few bytes may claim billions of pixels,
    which whoever decodes it (a thumbnail, the avatar cropper, a browser) would have to allocate."""
    too_large = AppError(ErrorCode.PARAM_ERROR, message=f"图片尺寸过大，不能超过{MAX_PIXELS // 10_000}万像素")
    try:
        with Image.open(source) as image:
            if image.width * image.height > MAX_PIXELS:
                raise too_large
            image.verify()
    except Image.DecompressionBombError:  # Pillow's own (higher) limit, met while reading the header
        raise too_large from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
        raise AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED, message="图片文件内容无效") from None
    finally:
        source.seek(0)


def upload(
    db: Session, storage: FileStorage, settings: Settings, source: BinaryIO, filename: str | None, size: int
) -> int:
    origin = sanitize_name(filename)
    suffix = suffix_of(origin)
    if not suffix or suffix not in settings.upload_suffixes:
        raise AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED)
    if size > settings.UPLOAD_MAX_BYTES:
        raise AppError(ErrorCode.FILE_TOO_LARGE, limit=human_size(settings.UPLOAD_MAX_BYTES))
    if size == 0:
        raise AppError(ErrorCode.FILE_UPLOAD_ERROR, message="上传的文件为空")
    if suffix in IMAGE_TYPES:
        _check_image(source)
    file_id = new_id()
    object_name = f"{file_id}.{suffix}"
    bucket = storage.bucket
    try:
        path = storage.save(bucket, object_name, source, size)
    except (StorageError, OSError):
        log.exception("upload of %s/%s failed", bucket, object_name)
        raise AppError(ErrorCode.FILE_UPLOAD_ERROR) from None
    db.add(
        SysFileInfo(
            id=file_id,
            file_location=storage.location,
            file_bucket=bucket,
            file_origin_name=origin,
            file_suffix=suffix,
            file_size_kb=(size + 1023) // 1024,
            file_size_info=human_size(size),
            file_object_name=object_name,
            file_path=path,
        )
    )
    try:
        db.commit()
    except BaseException:
        db.rollback()
        remove_objects(storage, [(bucket, object_name)])  # no row, so no object either
        raise
    return file_id


def get_file(db: Session, file_id: int) -> SysFileInfo:
    """A file for preview or download; a private one answers "not found" (its owner serves it)."""
    info = db.get(SysFileInfo, file_id)
    if info is None or is_private(info):
        raise AppError(ErrorCode.FILE_NOT_EXIST)
    return info


def now_seconds(ctx: AppContext) -> float:
    return ctx.clock.now().replace(tzinfo=UTC).timestamp()


def signer(act: Act) -> Callable[[int], str]:
    """Signs preview links for the caller (call it only for files the caller may read)."""
    secret, tenant, now = act.ctx.settings.SECRET_KEY, act.ctx.scope.code, now_seconds(act.ctx)
    return lambda file_id: signing.preview_link(secret, tenant, file_id, act.user.user_id, now)


def preview_url(act: Act, file_id: int) -> str:
    """A signed link showing the picture to the caller, who must be allowed to read it."""
    info = readable_file(act, file_id)
    if info.file_suffix.lower() not in IMAGE_TYPES:
        raise AppError(ErrorCode.FILE_PREVIEW_UNSUPPORTED)
    return signer(act)(info.id)


def check_link(ctx: AppContext, file_id: int, expires: int, user_id: int, sig: str) -> None:
    """Refuses (2015013) a preview link that is forged, altered, expired or of another tenant."""
    valid = signing.link_valid(
        ctx.settings.SECRET_KEY, ctx.scope.code, file_id, expires, user_id, sig, now_seconds(ctx)
    )
    if not valid:
        raise AppError(ErrorCode.FILE_LINK_INVALID)


def store_private(
    db: Session, storage: FileStorage, data: bytes, prefix: str, suffix: str, origin: str
) -> SysFileInfo:
    """Stores bytes a module produced as `<prefix><id>.<suffix>` and adds its row (not committed: the
    caller commits, and on failure removes the object with `remove_objects`)."""
    if not private_prefix(prefix):
        raise ValueError(f"unregistered private prefix {prefix!r}")
    file_id = new_id()
    object_name = f"{prefix}{file_id}.{suffix}"
    try:
        path = storage.save(storage.bucket, object_name, io.BytesIO(data), len(data))
    except (StorageError, OSError):
        log.exception("storing %s/%s failed", storage.bucket, object_name)
        raise AppError(ErrorCode.FILE_UPLOAD_ERROR) from None
    info = SysFileInfo(
        id=file_id,
        file_location=storage.location,
        file_bucket=storage.bucket,
        file_origin_name=origin,
        file_suffix=suffix,
        file_size_kb=(len(data) + 1023) // 1024,
        file_size_info=human_size(len(data)),
        file_object_name=object_name,
        file_path=path,
    )
    db.add(info)
    return info
