"""Snapshot photos of clock records: private files (`snap-<id>.jpg|png`) like face photos, so the file
endpoints never serve them; `GET /attendance/photo` serves one to whoever may read that record (its
project, the record's read permission). Stored in the caller's transaction; objects written for a
transaction that fails are removed again."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.modules.system.file import refs
from sitesafe.modules.system.file import service as files
from sitesafe.modules.system.file.admin_service import remove_objects
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.storage import FileStorage, StorageError

log = logging.getLogger(__name__)
SNAP_PREFIX = "snap-"
READ_CODES = ("attendance:page", "attendance:detail")
CHUNK = 64 * 1024

refs.register_private_prefix(SNAP_PREFIX)


class PhotoWriter:
    def __init__(self, db: Session, storage: FileStorage) -> None:
        self._db = db
        self._storage = storage
        self._written: list[tuple[str, str]] = []

    def save(self, data: bytes) -> int:
        suffix = "png" if data.startswith(b"\x89PNG") else "jpg"
        info = files.store_private(self._db, self._storage, data, SNAP_PREFIX, suffix, f"考勤抓拍.{suffix}")
        self._written.append((info.file_bucket, info.file_object_name))
        return info.id

    def discard(self) -> None:
        if self._written:
            remove_objects(self._storage, self._written)
            self._written = []


def _chunks(source: Any) -> Iterator[bytes]:
    try:
        while chunk := source.read(CHUNK):
            yield chunk
    finally:
        source.close()


def open_photo(act: Act, storage: FileStorage, record: Any) -> tuple[str, Iterator[bytes]]:
    """The media type and chunks of a readable record's snapshot photo."""
    info = act.db.get(SysFileInfo, record.photo_file_id) if record.photo_file_id else None
    if info is None:
        raise AppError(ErrorCode.ATTENDANCE_PHOTO_MISSING)
    try:
        source = storage.open(info.file_bucket, info.file_object_name)
    except (FileNotFoundError, ValueError):
        raise AppError(ErrorCode.FILE_MISSING) from None
    except (StorageError, OSError):
        log.exception("reading snapshot %s/%s failed", info.file_bucket, info.file_object_name)
        raise AppError(ErrorCode.FILE_DOWNLOAD_ERROR) from None
    media = "image/png" if info.file_suffix == "png" else "image/jpeg"
    return media, _chunks(source)
