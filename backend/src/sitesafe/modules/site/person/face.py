"""Face photos (人脸照片) of site people: JPEG or PNG in, decoded and re-encoded as a JPEG without metadata
(so nothing but pixels is kept: no EXIF location, no trailing payload), scaled to what a face terminal
needs, stored through the system's file storage as a private file that only `GET /worker/face` (and
`/person/face`) serve, to members of the person's project."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

from PIL import Image, ImageOps, UnidentifiedImageError
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.site.person.models import SitePerson
from sitesafe.modules.system.file import refs
from sitesafe.modules.system.file import service as files
from sitesafe.modules.system.file.admin_service import remove_objects
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.storage import FileStorage, StorageError

log = logging.getLogger(__name__)
FACE_PREFIX = "face-"
FORMATS = frozenset({"JPEG", "PNG"})
MAX_PIXELS = 40_000_000  # refused before decoding: a small file may claim a huge canvas
MAX_SIDE = 1080  # what face terminals take; larger photos are scaled down
JPEG_QUALITY = 90
CHUNK = 64 * 1024

refs.register_private_prefix(FACE_PREFIX)


def normalise_photo(data: bytes) -> bytes:
    """The photo re-encoded as a JPEG of at most MAX_SIDE pixels a side; refuses anything else."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            if image.format not in FORMATS:
                raise AppError(ErrorCode.PERSON_FACE_INVALID)
            width, height = image.size
            if width * height > MAX_PIXELS:
                raise AppError(ErrorCode.PERSON_FACE_TOO_LARGE, limit=MAX_PIXELS // 10_000)
            image.load()
            upright = ImageOps.exif_transpose(image) or image
            picture = upright.convert("RGB")
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise AppError(ErrorCode.PERSON_FACE_INVALID) from None
    picture.thumbnail((MAX_SIDE, MAX_SIDE))
    out = io.BytesIO()
    picture.save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True)
    return out.getvalue()


def store_face(db: Session, storage: FileStorage, person: SitePerson, data: bytes) -> FaceChange:
    """Stores the new photo and points the person at it (not committed: see `FaceChange`)."""
    jpeg = normalise_photo(data)
    info = files.store_private(db, storage, jpeg, FACE_PREFIX, "jpg", "face.jpg")
    old = db.get(SysFileInfo, person.face_file_id) if person.face_file_id else None
    person.face_file_id = info.id
    change = FaceChange(storage, (info.file_bucket, info.file_object_name), [])
    if old is not None:
        change.old.append((old.file_bucket, old.file_object_name))
        db.delete(old)
    return change


@dataclass
class FaceChange:
    """The stored objects of a photo change: the old ones go once the change is committed, the new
    one goes if it is not."""

    storage: FileStorage
    new: tuple[str, str]
    old: list[tuple[str, str]]

    def committed(self) -> None:
        remove_objects(self.storage, self.old)

    def abandoned(self) -> None:
        remove_objects(self.storage, [self.new])


def _chunks(source: BinaryIO) -> Iterator[bytes]:
    try:
        while chunk := source.read(CHUNK):
            yield chunk
    finally:
        source.close()


def open_face(db: Session, storage: FileStorage, person: SitePerson) -> Iterator[bytes]:
    """The stored JPEG of a person's photo, as chunks (the device API may use it too)."""
    info = db.get(SysFileInfo, person.face_file_id) if person.face_file_id else None
    if info is None:
        raise AppError(ErrorCode.PERSON_FACE_MISSING)
    try:
        source = storage.open(info.file_bucket, info.file_object_name)
    except (FileNotFoundError, ValueError):
        raise AppError(ErrorCode.FILE_MISSING) from None
    except (StorageError, OSError):
        log.exception("reading face %s/%s failed", info.file_bucket, info.file_object_name)
        raise AppError(ErrorCode.FILE_DOWNLOAD_ERROR) from None
    return _chunks(source)
