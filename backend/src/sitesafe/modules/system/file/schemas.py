from __future__ import annotations

from pydantic import Field

from sitesafe.core.schema import CamelModel
from sitesafe.crud.schemas import AuditOut


class FileInfoOut(AuditOut):
    """Snowy's SysFileInfo, plus the uploader's name."""

    file_location: int
    file_bucket: str
    file_origin_name: str
    file_suffix: str
    file_size_kb: int
    file_size_info: str
    file_object_name: str
    file_path: str | None = None
    create_user_name: str | None = None


class FileInfoQuery(CamelModel):
    file_location: int | None = Field(None, ge=1, le=4, title="存储位置")
    file_bucket: str | None = Field(None, max_length=1000, title="文件仓库")
    file_origin_name: str | None = Field(None, max_length=255, title="文件名称")
    file_suffix: str | None = Field(None, max_length=200, title="文件后缀")
