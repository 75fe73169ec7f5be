"""The parameters of each device kind (site_device.params, a JSON object): one Pydantic model per kind,
unknown keys refused, so a crane's parameters cannot be stored on a lift. Units are in the titles' comments
and in the console's form (frontend/src/modules/site/device/paramFields.ts)."""

from __future__ import annotations

import ipaddress
import json
import re
from typing import Any, Literal

from pydantic import ConfigDict, Field, ValidationError, field_validator, model_validator

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.schema import CamelModel
from sitesafe.core.validation import error_message
from sitesafe.crud.schemas import Text
from sitesafe.modules.site.device import kinds

STREAM_SCHEMES = ("http://", "https://", "rtsp://", "rtsps://")
GB28181_ID = r"^[0-9]{20}$"  # GB/T 28181: 20 digits (centre, industry, type, serial)


class KindParams(CamelModel):
    model_config = ConfigDict(extra="forbid")

    def _ordered(self, low: str, high: str) -> None:
        a, b = getattr(self, low), getattr(self, high)
        if a is not None and b is not None and a > b:
            fields = type(self).model_fields
            raise ValueError(f"{fields[low].title}不能大于{fields[high].title}")


def _num(title: str, low: float, high: float) -> Any:
    return Field(None, ge=low, le=high, title=title)


class CraneParams(KindParams):
    """塔吊 (GB/T 37366-2019 device parameters)."""

    reeving: int | None = Field(None, ge=1, le=16, title="倍率")
    min_hook_height: float | None = _num("最小吊钩高度", -50, 500)  # m
    max_hook_height: float | None = _num("最大吊钩高度", -50, 500)  # m
    min_radius: float | None = _num("最小幅度", 0, 120)  # m
    max_radius: float | None = _num("最大幅度", 0, 120)  # m
    max_load: float | None = _num("最大吊重", 0, 200)  # t
    max_load_radius2: float | None = _num("最大吊重幅度（2倍率）", 0, 120)  # m
    max_load_radius4: float | None = _num("最大吊重幅度（4倍率）", 0, 120)  # m
    max_radius_load2: float | None = _num("最大幅度吊重（2倍率）", 0, 200)  # t
    max_radius_load4: float | None = _num("最大幅度吊重（4倍率）", 0, 200)  # t
    rated_moment: float | None = _num("额定力矩", 0, 50000)  # t·m
    jib_length: float | None = _num("起重臂长", 0, 120)  # m
    counter_jib_length: float | None = _num("平衡臂长", 0, 60)  # m
    tower_height: float | None = _num("塔身高度", 0, 500)  # m
    tower_head_height: float | None = _num("塔帽高度", 0, 100)  # m
    collision_x: float | None = _num("防碰撞坐标X", -10000, 10000)  # m, site-local
    collision_y: float | None = _num("防碰撞坐标Y", -10000, 10000)  # m
    black_box_vendor: Text | None = Field(None, max_length=100, title="黑匣子厂家")
    black_box_serial: Text | None = Field(None, max_length=64, title="黑匣子编号")

    @model_validator(mode="after")
    def _ranges(self) -> CraneParams:
        self._ordered("min_hook_height", "max_hook_height")
        self._ordered("min_radius", "max_radius")
        return self


class LiftParams(KindParams):
    """施工升降机."""

    rated_load: float | None = _num("额定载重", 0, 20)  # t
    warn_ratio: float | None = _num("预警系数", 1, 200)  # % of rated load
    alarm_ratio: float | None = _num("报警系数", 1, 200)  # %
    max_floor: int | None = Field(None, ge=1, le=300, title="最大楼层")
    max_height: float | None = _num("最大高度", 0, 800)  # m
    rated_persons: int | None = Field(None, ge=1, le=100, title="额定人数")
    warn_wind: float | None = _num("预警风速", 0, 80)  # m/s
    alarm_wind: float | None = _num("报警风速", 0, 80)  # m/s

    @model_validator(mode="after")
    def _ranges(self) -> LiftParams:
        self._ordered("warn_ratio", "alarm_ratio")
        self._ordered("warn_wind", "alarm_wind")
        return self


class EnvironmentParams(KindParams):
    """扬尘噪声监测."""

    spray_linkage: bool | None = Field(None, title="喷淋联动")
    position: Text | None = Field(None, max_length=100, title="监测点位")


class CameraParams(KindParams):
    channel_no: int | None = Field(None, ge=1, le=1024, title="通道号")
    stream_url: Text | None = Field(None, max_length=500, title="流地址")
    gb_id: Text | None = Field(None, pattern=GB28181_ID, title="国标编码")

    @field_validator("stream_url")
    @classmethod
    def _stream(cls, value: str | None) -> str | None:
        if value and (not value.lower().startswith(STREAM_SCHEMES) or re.search(r"\s", value)):
            raise ValueError("流地址只能是http(s)或rtsp地址")
        return value or None


class MonitorParams(KindParams):
    """监控主机 (NVR)."""

    ip: Text | None = Field(None, max_length=45, title="IP地址")
    port: int | None = Field(None, ge=1, le=65535, title="端口")
    channels: int | None = Field(None, ge=1, le=1024, title="通道数")

    @field_validator("ip")
    @classmethod
    def _ip(cls, value: str | None) -> str | None:
        if value:
            try:
                return str(ipaddress.ip_address(value))
            except ValueError:
                raise ValueError("IP地址格式不正确") from None
        return None


class ProtectionParams(KindParams):
    """临边防护."""

    area: Text | None = Field(None, max_length=100, title="防护区域")
    sensor_count: int | None = Field(None, ge=0, le=1000, title="传感器数")


class KeyValue(CamelModel):
    model_config = ConfigDict(extra="forbid")

    key: Text = Field(min_length=1, max_length=50, title="参数名")
    value: Text = Field("", max_length=200, title="参数值")


class FreeParams(KindParams):
    """通用设备 and 网关: a list of key-value pairs of the user's own."""

    items: list[KeyValue] = Field(default_factory=list, max_length=50, title="参数")

    @model_validator(mode="after")
    def _distinct(self) -> FreeParams:
        keys = [item.key for item in self.items]
        repeated = sorted({k for k in keys if keys.count(k) > 1})
        if repeated:
            raise ValueError(f"参数名重复：{'、'.join(repeated)}")
        return self


class FaceParams(KindParams):
    """人脸设备: the direction is a column of its own (site_device.direction), shown among the params."""

    direction: Literal[1, 2] | None = Field(None, title="进出方向")


PARAM_MODELS: dict[str, type[KindParams]] = {
    kinds.KIND_GENERAL: FreeParams,
    kinds.KIND_GATEWAY: FreeParams,
    kinds.KIND_CRANE: CraneParams,
    kinds.KIND_LIFT: LiftParams,
    kinds.KIND_ENVIRONMENT: EnvironmentParams,
    kinds.KIND_CAMERA: CameraParams,
    kinds.KIND_FACE: FaceParams,
    kinds.KIND_MONITOR: MonitorParams,
    kinds.KIND_PROTECTION: ProtectionParams,
}
# Parameters kept in a column of their own rather than in the JSON: key -> column.
COLUMN_PARAMS: dict[str, dict[str, str]] = {kinds.KIND_FACE: {"direction": "direction"}}


def _labels(model: type[KindParams]) -> dict[str, str]:
    labels = {(info.alias or name): info.title or name for name, info in model.model_fields.items()}
    labels.update({"key": "参数名", "value": "参数值"})
    return labels


def _message(error: Any, labels: dict[str, str]) -> str:
    loc = tuple(error.get("loc", ()))
    if error.get("type") == "extra_forbidden":
        return f"不支持的参数{loc[-1] if loc else ''}"
    return error_message({**error, "loc": ("params", *loc)}, labels)


def validate(kind: str, raw: dict[str, Any] | None) -> dict[str, Any]:
    """The kind's parameters as stored (camelCase keys, empty values left out), or 4401001."""
    model = PARAM_MODELS[kind]
    try:
        parsed = model.model_validate(raw or {})
    except ValidationError as exc:
        labels = _labels(model)
        reasons = list(dict.fromkeys(_message(e, labels) for e in exc.errors()))
        raise AppError(
            ErrorCode.DEVICE_PARAMS_INVALID, kind=kinds.KIND_NAMES[kind], reason="，".join(reasons)
        ) from None
    return parsed.model_dump(by_alias=True, exclude_none=True)


def dumps(values: dict[str, Any]) -> str | None:
    return json.dumps(values, ensure_ascii=False, sort_keys=True) if values else None


def loads(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
