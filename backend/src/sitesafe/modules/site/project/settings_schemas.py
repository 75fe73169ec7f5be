"""The one-per-project settings as read and saved: regulator platform, video platform, environment
thresholds, site rules. Secrets are written, never read back (`secretSet` tells whether one is stored)."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated

from pydantic import AfterValidator, Field, HttpUrl, TypeAdapter, ValidationError
from pydantic_core import PydanticCustomError

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.core.sensitive import Sensitive
from sitesafe.crud.schemas import Text

_URL = TypeAdapter(HttpUrl)
_TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


def _http_url(value: str) -> str:
    if not value:
        return value  # blank: no address (stays a string, so the length check after this still applies)
    try:
        _URL.validate_python(value)
    except ValidationError:
        raise PydanticCustomError("url", "地址应为http://或https://开头的网址") from None
    return value


def _hh_mm(value: str) -> str:
    if not _TIME.match(value):
        raise PydanticCustomError("time", "时间格式不正确，应为HH:mm")
    return value


Url = Annotated[Text, AfterValidator(_http_url)]
HourMinute = Annotated[Text, AfterValidator(_hh_mm)]


class JgwOut(CamelModel):
    project_id: IdStr
    platform: str | None = None
    platform_url: str | None = None
    platform_project_code: str | None = None
    app_id: str | None = None
    secret_set: bool = False
    push_enabled: bool = False
    last_push_time: DateTimeStr | None = None


class JgwSave(CamelModel):
    platform: Text | None = Field(None, max_length=32, title="监管平台")
    platform_url: Url | None = Field(None, max_length=255, title="平台地址")
    platform_project_code: Text | None = Field(None, max_length=64, title="平台项目编码")
    app_id: Text | None = Field(None, max_length=100, title="AppId")
    # Empty keeps the stored secret; `clearSecret` removes it.
    secret: Annotated[Text | None, Sensitive] = Field(None, max_length=200, title="密钥")
    clear_secret: bool = Field(False, title="清除密钥")
    push_enabled: bool = Field(False, title="推送开关")


class MonitorOut(CamelModel):
    project_id: IdStr
    platform: str | None = None
    server_url: str | None = None
    app_key: str | None = None
    secret_set: bool = False
    enabled: bool = False


class MonitorSave(CamelModel):
    platform: Text | None = Field(None, max_length=32, title="视频平台")
    server_url: Url | None = Field(None, max_length=255, title="服务地址")
    app_key: Text | None = Field(None, max_length=100, title="AppKey")
    secret: Annotated[Text | None, Sensitive] = Field(None, max_length=200, title="密钥")
    clear_secret: bool = Field(False, title="清除密钥")
    enabled: bool = Field(False, title="启用")


class EnvironmentOut(CamelModel):
    project_id: IdStr
    pm25_limit: float | None = None
    pm10_limit: float | None = None
    tsp_limit: float | None = None
    noise_day_limit: float | None = None
    noise_night_limit: float | None = None
    wind_speed_limit: float | None = None
    crane_moment_warn: float | None = None
    crane_moment_alarm: float | None = None
    crane_tilt_limit: float | None = None
    lift_load_warn: float | None = None
    lift_load_alarm: float | None = None
    crane_load_alarm: float | None = None
    lift_persons_limit: int | None = None
    lift_wind_limit: float | None = None
    lift_tilt_limit: float | None = None
    env_wind_limit: float | None = None
    spray_linkage: bool = False


class EnvironmentSave(CamelModel):
    """Thresholds; an empty one is not checked. Ranges keep a mistyped value out (e.g. 700 dB)."""

    pm25_limit: Decimal | None = Field(None, decimal_places=1, gt=0, le=1000, title="PM2.5限值")
    pm10_limit: Decimal | None = Field(None, decimal_places=1, gt=0, le=2000, title="PM10限值")
    tsp_limit: Decimal | None = Field(None, decimal_places=1, gt=0, le=5000, title="TSP限值")
    noise_day_limit: Decimal | None = Field(None, decimal_places=1, ge=30, le=120, title="昼间噪声限值")
    noise_night_limit: Decimal | None = Field(None, decimal_places=1, ge=30, le=120, title="夜间噪声限值")
    wind_speed_limit: Decimal | None = Field(None, decimal_places=1, gt=0, le=60, title="风速限值")
    crane_moment_warn: Decimal | None = Field(None, decimal_places=1, ge=50, le=100, title="塔吊力矩预警值")
    crane_moment_alarm: Decimal | None = Field(None, decimal_places=1, ge=50, le=120, title="塔吊力矩报警值")
    crane_tilt_limit: Decimal | None = Field(None, decimal_places=2, gt=0, le=10, title="塔吊倾角限值")
    lift_load_warn: Decimal | None = Field(None, decimal_places=1, ge=50, le=110, title="升降机载重预警值")
    lift_load_alarm: Decimal | None = Field(None, decimal_places=1, ge=50, le=125, title="升降机载重报警值")
    crane_load_alarm: Decimal | None = Field(None, decimal_places=1, ge=50, le=125, title="塔吊超载报警值")
    lift_persons_limit: int | None = Field(None, ge=1, le=100, title="升降机额定人数")
    lift_wind_limit: Decimal | None = Field(None, decimal_places=1, gt=0, le=60, title="升降机风速限值")
    lift_tilt_limit: Decimal | None = Field(None, decimal_places=2, gt=0, le=10, title="升降机倾角限值")
    env_wind_limit: Decimal | None = Field(None, decimal_places=1, gt=0, le=60, title="大风预警值")
    spray_linkage: bool = Field(False, title="喷淋联动")


class SettingFields(CamelModel):
    work_start: HourMinute = Field("07:00", max_length=5, title="上班时间")
    work_end: HourMinute = Field("18:00", max_length=5, title="下班时间")
    cert_warn_days: int = Field(30, ge=1, le=365, title="证书到期预警天数")
    journal_backfill_days: int = Field(3, ge=0, le=31, title="日志补填天数")
    min_worker_age: int = Field(18, ge=16, le=60, title="工人最小年龄")
    max_worker_age: int = Field(60, ge=18, le=75, title="工人最大年龄")


class SettingOut(SettingFields):
    project_id: IdStr


class SettingSave(SettingFields):
    pass
