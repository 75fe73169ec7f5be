from __future__ import annotations

from sqlalchemy import BigInteger, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin

LOCATION_S3 = 3  # dict file_storage_location: 3 = minio (any S3-compatible store)
LOCATION_LOCAL = 4


class SysFileInfo(IdMixin, AuditMixin, Base):
    """An uploaded file; stored as `<bucket>/<object name>`, the object name being `<id>.<suffix>`."""

    __tablename__ = "sys_file_info"

    file_location: Mapped[int] = mapped_column(SmallInteger, default=LOCATION_LOCAL)
    file_bucket: Mapped[str] = mapped_column(String(1000))
    file_origin_name: Mapped[str] = mapped_column(String(255))
    file_suffix: Mapped[str] = mapped_column(String(50))
    file_size_kb: Mapped[int] = mapped_column(BigInteger)
    file_size_info: Mapped[str] = mapped_column(String(100))
    file_object_name: Mapped[str] = mapped_column(String(100))
    file_path: Mapped[str | None] = mapped_column(String(1000))
