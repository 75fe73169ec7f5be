"""Where uploaded bytes live: local disk by default, an S3-compatible store with `FILE_STORAGE=s3`."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import BinaryIO, Protocol

from sitesafe.core.settings import Settings
from sitesafe.modules.system.file.models import LOCATION_LOCAL


class StorageError(OSError):
    """The store could not be reached or refused the request."""


class FileStorage(Protocol):
    location: int
    bucket: str  # the bucket new uploads go to

    def save(self, bucket: str, object_name: str, source: BinaryIO, size: int) -> str:
        """Stores the stream; returns the path/URL recorded in `sys_file_info.file_path`."""

    def open(self, bucket: str, object_name: str) -> BinaryIO:
        """The stored bytes; FileNotFoundError when the object is gone."""

    def delete(self, bucket: str, object_name: str) -> None:
        """Removes the object; an object already gone is not an error."""

    def path_of(self, bucket: str, object_name: str) -> Path | None:
        """A local path when the store is a file system (lets responses stream from disk)."""


class LocalFileStorage:
    location = LOCATION_LOCAL
    bucket = "defaultBucket"

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, bucket: str, object_name: str) -> Path:
        for part in (bucket, object_name):
            if not part or "/" in part or "\\" in part or part.startswith("."):
                raise ValueError("invalid bucket or object name")
        return self.root / bucket / object_name

    def save(self, bucket: str, object_name: str, source: BinaryIO, size: int) -> str:
        path = self._path(bucket, object_name)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as target:
            shutil.copyfileobj(source, target)
        return str(path)

    def open(self, bucket: str, object_name: str) -> BinaryIO:
        return self._path(bucket, object_name).open("rb")

    def delete(self, bucket: str, object_name: str) -> None:
        self._path(bucket, object_name).unlink(missing_ok=True)

    def path_of(self, bucket: str, object_name: str) -> Path | None:
        return self._path(bucket, object_name)


def make_storage(settings: Settings) -> FileStorage:
    if settings.FILE_STORAGE == "s3":
        from sitesafe.modules.system.file.s3 import S3FileStorage

        return S3FileStorage(
            endpoint=settings.S3_ENDPOINT,
            bucket=settings.S3_BUCKET,
            access_key=settings.S3_ACCESS_KEY,
            secret_key=settings.S3_SECRET_KEY,
            region=settings.S3_REGION,
        )
    return LocalFileStorage(settings.data_dir / "files")
