"""Shapes of the device registry (`/siteDevice/*`) and gateway channels (`/siteDeviceChannel/*`)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.core.sensitive import SensitiveStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.site.device.schemas import CODE_PATTERN

Kind = Literal[
    "general", "gateway", "crane", "lift", "environment", "camera", "face", "monitor", "protection"
]


class DeviceOut(AuditOut):
    """A device as listed; its key is never answered."""

    project_id: IdStr
    kind: str
    name: str
    code: str
    vendor: str | None = None
    model: str | None = None
    location: str | None = None
    lng: float | None = None
    lat: float | None = None
    heartbeat_seconds: int = 60
    gateway_id: IdStr | None = None
    gateway_name: str | None = None
    remark: str | None = None
    status: int
    online: bool = False
    last_seen: DateTimeStr | None = None
    seen_seconds_ago: int | None = None  # by the server's clock, so the console needs no time zone
    online_time: DateTimeStr | None = None
    offline_time: DateTimeStr | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    thresholds: dict[str, float] = Field(default_factory=dict)  # the device's own overrides
    channel_count: int | None = None  # gateways: live channels


class EffectiveThreshold(CamelModel):
    key: str
    label: str
    unit: str
    value: float
    source: str  # default, project, params, device
    source_name: str
    default_value: float
    project_value: float | None = None
    device_value: float | None = None
    low: float
    high: float


class DeviceDetail(DeviceOut):
    effective_thresholds: list[EffectiveThreshold] = Field(default_factory=list)
    open_alarms: int = 0
    counters: dict[str, int] = Field(default_factory=dict)


class DeviceQuery(CamelModel):
    kind: Kind = Field(title="设备类型")
    name: str | None = Field(None, max_length=100, title="设备名称")
    code: str | None = Field(None, max_length=64, title="设备编号")
    online: bool | None = Field(None, title="在线状态")
    gateway_id: IdStr | None = Field(None, title="所属网关")
    status: int | None = Field(None, ge=0, le=1, title="状态")


class DeviceListQuery(CamelModel):
    kind: Kind | None = Field(None, title="设备类型")
    name: str | None = Field(None, max_length=100, title="设备名称")


class DeviceFields(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="设备名称")
    code: Text = Field(min_length=1, max_length=64, pattern=CODE_PATTERN, title="设备编号")
    vendor: Text | None = Field(None, max_length=100, title="厂商")
    model: Text | None = Field(None, max_length=100, title="型号")
    location: Text | None = Field(None, max_length=255, title="安装位置")
    lng: float | None = Field(None, ge=-180, le=180, title="经度")
    lat: float | None = Field(None, ge=-90, le=90, title="纬度")
    heartbeat_seconds: int = Field(60, ge=10, le=3600, title="心跳间隔")
    gateway_id: IdStr | None = Field(None, title="所属网关")
    remark: Text | None = Field(None, max_length=255, title="备注")
    params: dict[str, Any] | None = Field(None, title="设备参数")


class DeviceAdd(DeviceFields):
    kind: Kind = Field(title="设备类型")


class DeviceEdit(DeviceFields, EditBase):
    """The kind is fixed at add: an edit never changes it."""


class DeviceKey(CamelModel):
    """The device key, answered once (on add and on reset): stored encrypted, never shown again."""

    id: IdStr
    code: str
    kind: str
    device_secret: SensitiveStr


class ThresholdBody(CamelModel):
    id: IdStr = Field(title="主键")
    # key of kinds.THRESHOLD_DEFAULTS -> a number (sets the override) or null (removes it)
    thresholds: dict[str, Any] = Field(title="阈值")


class ChannelOut(AuditOut):
    project_id: IdStr
    gateway_id: IdStr
    gateway_name: str | None = None
    channel_no: int
    name: str
    channel_type: str | None = None
    channel_type_name: str | None = None
    device_id: IdStr | None = None
    device_name: str | None = None
    online: bool = False
    last_seen: DateTimeStr | None = None
    seen_seconds_ago: int | None = None
    last_value: str | None = None
    remark: str | None = None
    status: int


class ChannelQuery(CamelModel):
    gateway_id: IdStr | None = Field(None, title="所属网关")
    name: str | None = Field(None, max_length=100, title="通道名称")
    channel_type: str | None = Field(None, max_length=32, title="通道类型")
    online: bool | None = Field(None, title="在线状态")


class ChannelAdd(CamelModel):
    gateway_id: IdStr = Field(title="所属网关")
    channel_no: int = Field(ge=1, le=9999, title="通道号")
    name: Text = Field(min_length=1, max_length=100, title="通道名称")
    channel_type: Text | None = Field(None, max_length=32, title="通道类型")
    device_id: IdStr | None = Field(None, title="关联设备")
    remark: Text | None = Field(None, max_length=255, title="备注")


class ChannelEdit(ChannelAdd, EditBase):
    pass
