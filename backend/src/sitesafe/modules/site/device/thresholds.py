"""Per-device threshold overrides (site_device.thresholds) and the effective thresholds of a device:
kinds.THRESHOLD_DEFAULTS, overridden by the project's values (project_environment, non-null), overridden by
the device's own. Only the keys of the device's kind may be set; `null` removes an override."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.project.models import ProjectEnvironment

KEYS_BY_KIND: dict[str, tuple[str, ...]] = {
    kinds.KIND_CRANE: (
        "craneMomentWarn",
        "craneMomentAlarm",
        "craneLoadAlarm",
        "windSpeedLimit",
        "craneTiltLimit",
    ),
    kinds.KIND_LIFT: ("liftLoadWarn", "liftLoadAlarm", "liftPersonsLimit", "liftWindLimit", "liftTiltLimit"),
    kinds.KIND_ENVIRONMENT: (
        "pm25Limit",
        "pm10Limit",
        "tspLimit",
        "noiseDayLimit",
        "noiseNightLimit",
        "envWindLimit",
    ),
}
# key -> (lowest, highest) value an override may take (as /project/setEnvironment allows for the project)
RANGES: dict[str, tuple[float, float]] = {
    "craneMomentWarn": (50, 100),
    "craneMomentAlarm": (50, 120),
    "craneLoadAlarm": (50, 150),
    "windSpeedLimit": (0.1, 60),
    "craneTiltLimit": (0.1, 10),
    "liftLoadWarn": (50, 110),
    "liftLoadAlarm": (50, 125),
    "liftPersonsLimit": (1, 100),
    "liftWindLimit": (0.1, 60),
    "liftTiltLimit": (0.1, 10),
    "pm25Limit": (1, 1000),
    "pm10Limit": (1, 2000),
    "tspLimit": (1, 5000),
    "noiseDayLimit": (30, 120),
    "noiseNightLimit": (30, 120),
    "envWindLimit": (0.1, 60),
}
INTEGER_UNITS = frozenset({"人"})
# A pre-warning must stay below its alarm.
ORDERED = (("craneMomentWarn", "craneMomentAlarm"), ("liftLoadWarn", "liftLoadAlarm"))
SOURCE_NAMES = {"default": "系统默认", "project": "项目设置", "params": "设备参数", "device": "本设备"}
# A parameter of the device that stands for a threshold (a lift's rated persons), between project and device.
PARAM_THRESHOLDS = {"liftPersonsLimit": "ratedPersons"}


def _column(key: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", key).lower()


def relevant(kind: str) -> tuple[str, ...]:
    return KEYS_BY_KIND.get(kind, ())


def project_values(db: Session, project_id: int) -> dict[str, float]:
    """The project's non-null thresholds (project_environment), by key."""
    row = db.execute(
        select(ProjectEnvironment).where(ProjectEnvironment.project_id == project_id)
    ).scalar_one_or_none()
    found: dict[str, float] = {}
    if row is None:
        return found
    for key in kinds.THRESHOLD_DEFAULTS:
        value = getattr(row, _column(key), None)
        if value is not None:
            found[key] = float(value)
    return found


CACHE_KEY = "thresholds.project"


def _json_object(text: str | None) -> dict[str, Any]:
    if not text:
        return {}
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def limits_of(db: Session, device: SiteDevice) -> dict[str, float]:
    """Every threshold in force for the device, by key: the default, overridden by the project's value, by
    the device's parameters (a lift's rated persons), then by the device's own override. Ingestion calls
    this per batch, so the project's values are read once per database session (`Session.info`)."""
    cache: dict[int, dict[str, float]] = db.info.setdefault(CACHE_KEY, {})
    project = cache.get(device.project_id)
    if project is None:
        project = cache[device.project_id] = project_values(db, device.project_id)
    limits = {key: default for key, (default, _, _) in kinds.THRESHOLD_DEFAULTS.items()}
    limits.update(project)
    params = _json_object(device.params)
    for key, param in PARAM_THRESHOLDS.items():
        if _is_number(params.get(param)) and params[param] > 0:
            limits[key] = float(params[param])
    for key, value in _json_object(device.thresholds).items():
        if key in limits and _is_number(value):
            limits[key] = float(value)
    return limits


def _number(key: str, value: Any) -> float:
    _, label, unit = kinds.THRESHOLD_DEFAULTS[key]
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal | str):
        raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=f"{label}必须为数字")
    try:
        number = float(value)
    except ValueError:
        raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=f"{label}必须为数字") from None
    low, high = RANGES[key]
    if not low <= number <= high:
        reason = f"{label}应在{low:g}～{high:g}{unit}之间"
        raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=reason)
    if unit in INTEGER_UNITS and number != int(number):
        raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=f"{label}必须为整数")
    return number


def merge(kind: str, stored: dict[str, Any], changes: dict[str, Any]) -> dict[str, float]:
    """The device's overrides after `changes` (a number sets, null removes), or 4401003."""
    allowed = relevant(kind)
    if not allowed:
        reason = f"{kinds.KIND_NAMES[kind]}没有可设置的阈值"
        raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=reason)
    unknown = [k for k in changes if k not in allowed]
    if unknown:
        reason = f"{kinds.KIND_NAMES[kind]}不支持阈值{'、'.join(unknown)}"
        raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=reason)
    result = {k: float(v) for k, v in stored.items() if k in allowed and v is not None}
    for key, value in changes.items():
        if value is None:
            result.pop(key, None)
        else:
            result[key] = _number(key, value)
    return result


def check_order(effective: dict[str, float]) -> None:
    for low, high in ORDERED:
        if low in effective and high in effective and effective[low] >= effective[high]:
            low_label, high_label = kinds.THRESHOLD_DEFAULTS[low][1], kinds.THRESHOLD_DEFAULTS[high][1]
            reason = f"{low_label}必须小于{high_label}（{effective[high]:g}）"
            raise AppError(ErrorCode.DEVICE_THRESHOLD_INVALID, reason=reason)


def effective(
    kind: str, project: dict[str, float], device: dict[str, Any], params: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """Each threshold of the kind: the value in force and where it comes from (default, project, the
    device's parameters, the device's own override)."""
    rows: list[dict[str, Any]] = []
    for key in relevant(kind):
        default, label, unit = kinds.THRESHOLD_DEFAULTS[key]
        own = device.get(key)
        value, source = default, "default"
        if project.get(key) is not None:
            value, source = project[key], "project"
        param = (params or {}).get(PARAM_THRESHOLDS.get(key, ""))
        if isinstance(param, int | float) and not isinstance(param, bool):
            value, source = float(param), "params"
        if own is not None:
            value, source = float(own), "device"
        rows.append(
            {
                "key": key,
                "label": label,
                "unit": unit,
                "value": value,
                "source": source,
                "source_name": SOURCE_NAMES[source],
                "default_value": default,
                "project_value": project.get(key),
                "device_value": own,
                "low": RANGES[key][0],
                "high": RANGES[key][1],
            }
        )
    return rows


def values(rows: list[dict[str, Any]]) -> dict[str, float]:
    return {row["key"]: row["value"] for row in rows}
