"""Where uploaded bytes live. Local disk by default; another store implements the same protocol."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import BinaryIO, Protocol


class FileStorage(Protocol):
    location: int

    def save(self, bucket: str, object_name: str, source: BinaryIO) -> str:
        """Stores the stream; returns the path/URL recorded in `sys_file_info.file_path`."""

    def open(self, bucket: str, object_name: str) -> BinaryIO: ...

    def path_of(self, bucket: str, object_name: str) -> Path | None:
        """A local path when the store is a file system (lets responses stream from disk)."""


class LocalFileStorage:
    location = 4

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, bucket: str, object_name: str) -> Path:
        if "/" in object_name or "\\" in object_name or object_name.startswith("."):
            raise ValueError("invalid object name")
        return self.root / bucket / object_name

    def save(self, bucket: str, object_name: str, source: BinaryIO) -> str:
        path = self._path(bucket, object_name)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as target:
            shutil.copyfileobj(source, target)
        return str(path)

    def open(self, bucket: str, object_name: str) -> BinaryIO:
        return self._path(bucket, object_name).open("rb")

    def path_of(self, bucket: str, object_name: str) -> Path | None:
        return self._path(bucket, object_name)
