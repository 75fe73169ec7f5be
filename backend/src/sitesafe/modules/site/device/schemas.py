from __future__ import annotations

from typing import Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.core.sensitive import SensitiveStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text

CODE_PATTERN = r"^[A-Za-z0-9_.-]+$"


class FaceOut(AuditOut):
    """A face terminal as listed; its key is never answered (`keySet` says whether it has one)."""

    project_id: IdStr
    name: str
    code: str
    vendor: str | None = None
    model: str | None = None
    location: str | None = None
    direction: int | None = None
    online: bool = False
    last_seen: DateTimeStr | None = None
    remark: str | None = None
    status: int
    key_set: bool = True


class FaceDetail(FaceOut):
    # reason -> count of the device API calls and records (counters.REASONS)
    counters: dict[str, int] = Field(default_factory=dict)


class FaceQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="设备名称")
    code: str | None = Field(None, max_length=64, title="设备编号")
    direction: int | None = Field(None, ge=1, le=2, title="进出方向")
    online: bool | None = Field(None, title="在线状态")


class FaceAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="设备名称")
    code: Text = Field(min_length=1, max_length=64, pattern=CODE_PATTERN, title="设备编号")
    vendor: Text | None = Field(None, max_length=100, title="厂商")
    model: Text | None = Field(None, max_length=100, title="型号")
    location: Text | None = Field(None, max_length=255, title="安装位置")
    direction: Literal[1, 2] = Field(title="进出方向")
    remark: Text | None = Field(None, max_length=255, title="备注")


class FaceEdit(FaceAdd, EditBase):
    pass


class FaceKey(CamelModel):
    """The device key, answered once (on add and on reset): it is stored encrypted and never shown again."""

    id: IdStr
    code: str
    device_secret: SensitiveStr


class FaceStats(CamelModel):
    total: int
    online: int
    counters: dict[str, int]
    reasons: dict[str, str]
    # calls naming no known device (not of any project): only the super administrator sees the count
    unknown_device: int | None = None
