"""Snapshot photos of clock records, stored through the file storage as `sys_file_info` rows in the
caller's transaction; objects written for a transaction that fails are removed again."""

from __future__ import annotations

import io

from sqlalchemy.orm import Session

from sitesafe.core.ids import new_id
from sitesafe.modules.system.file.admin_service import remove_objects
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.service import human_size
from sitesafe.modules.system.file.storage import FileStorage


class PhotoWriter:
    def __init__(self, db: Session, storage: FileStorage) -> None:
        self._db = db
        self._storage = storage
        self._written: list[tuple[str, str]] = []

    def save(self, data: bytes) -> int:
        suffix = "png" if data.startswith(b"\x89PNG") else "jpg"
        file_id = new_id()
        object_name = f"{file_id}.{suffix}"
        bucket = self._storage.bucket
        path = self._storage.save(bucket, object_name, io.BytesIO(data), len(data))
        self._written.append((bucket, object_name))
        self._db.add(
            SysFileInfo(
                id=file_id,
                file_location=self._storage.location,
                file_bucket=bucket,
                file_origin_name=f"考勤抓拍{file_id}.{suffix}",
                file_suffix=suffix,
                file_size_kb=(len(data) + 1023) // 1024,
                file_size_info=human_size(len(data)),
                file_object_name=object_name,
                file_path=path,
            )
        )
        return file_id

    def discard(self) -> None:
        if self._written:
            remove_objects(self._storage, self._written)
            self._written = []
