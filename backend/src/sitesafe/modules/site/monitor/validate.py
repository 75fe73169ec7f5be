"""Checks of what a device sends (docs/device-protocol.md §5): every reading of a batch against the kind's
fields (kinds.FIELDS: number, integer, valid range), its time (required, not ahead of the server by more
than 5 minutes, not older than the retention window), no unknown field. The first problem refuses the
whole batch with a code naming the reading (counted from 1 in the message, from 0 in `data.index`) and
the field; `Refused.counter` is the counter it is counted under. The driver of a crane or lift comes as
`driverIdHash` (drivers.driver_hash: the ID number keyed with the device's key); the ID number in clear
(`driverIdCard`) is still taken over HTTP from older devices, never over MQTT (a broker would see it)."""

from __future__ import annotations

import json
import math
import re
from datetime import datetime, timedelta
from typing import Any

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.site.device import kinds

MAX_READINGS = 1000
FUTURE_SLACK = timedelta(minutes=5)
EPOCH = datetime(1970, 1, 1)
MAX_EPOCH_MS = 253402300799999  # 9999-12-31 23:59:59.999
MASK_MAX = 2**63 - 1
ID_CARD_MAX = 18
CHANNEL_VALUE_MAX = 64
HASH_PATTERN = re.compile(r"^[0-9a-fA-F]{64}$")
DRIVER_KINDS = (kinds.KIND_CRANE, kinds.KIND_LIFT)
# every reading row carries every column (a multi-row INSERT needs one shape)
COLUMNS = {kind: tuple(f.column for f in fields) for kind, fields in kinds.FIELDS.items()}
WIRE = {kind: {f.wire: f for f in fields} for kind, fields in kinds.FIELDS.items()}


class Refused(AppError):
    """A refused call; `counter` names the reason it is counted under (site_device_counter)."""

    def __init__(self, counter: str, error: ErrorCode, *, data: Any = None, **params: Any) -> None:
        super().__init__(error, data=data, **params)
        self.counter = counter


MAX_INT_DIGITS = 20  # any 64-bit value; longer integers are refused before they reach float()


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise Refused("bad_body", ErrorCode.DEVICE_BODY_INVALID, reason=f"整数超过{MAX_INT_DIGITS}位")
    return int(text)


def parse_json(body: bytes) -> Any:
    try:
        return json.loads(body, parse_int=_bounded_int)
    except (ValueError, UnicodeDecodeError):
        raise Refused("bad_body", ErrorCode.DEVICE_BODY_INVALID, reason="不是有效的JSON") from None
    except RecursionError:  # thousands of nested arrays: the decoder's stack, not the server, gives up
        raise Refused("bad_body", ErrorCode.DEVICE_BODY_INVALID, reason="嵌套层数过多") from None


def _number(index: int, field: kinds.Field, value: Any) -> float | int:
    where = {"index": index + 1, "field": field.wire, "label": field.label}
    data = {"index": index, "field": field.wire}
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise Refused("bad_field", ErrorCode.READING_FIELD_NOT_NUMBER, data=data, **where)
    if field.integer:
        if isinstance(value, float) and not value.is_integer():
            raise Refused("bad_field", ErrorCode.READING_FIELD_NOT_INTEGER, data=data, **where)
        value = int(value)
    if not field.low <= value <= field.high:
        low, high = f"{field.low:g}", f"{field.high:g}"
        raise Refused(
            "bad_field", ErrorCode.READING_FIELD_OUT_OF_RANGE, data=data, low=low, high=high, **where
        )
    return value if field.integer else float(value)


MASK_FIELD = kinds.Field("alarmMask", "alarm_mask", "报警状态位", "", 0, MASK_MAX, integer=True)


def _time(index: int, value: Any, now: datetime, oldest: datetime) -> datetime:
    data = {"index": index, "field": "time"}
    if value is None:
        raise Refused("bad_field", ErrorCode.READING_TIME_MISSING, data=data, index=index + 1)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_EPOCH_MS:
        field = kinds.Field("time", "read_time", "毫秒时间戳", "ms", 1, MAX_EPOCH_MS, integer=True)
        where = {"index": index + 1, "field": "time", "label": field.label}
        raise Refused("bad_field", ErrorCode.READING_FIELD_NOT_INTEGER, data=data, **where)
    moment = EPOCH + timedelta(milliseconds=value)
    if moment > now + FUTURE_SLACK:
        raise Refused("reading_future", ErrorCode.READING_TIME_FUTURE, data=data, index=index + 1)
    if moment < oldest:
        days = (now - oldest).days
        raise Refused(
            "reading_too_old", ErrorCode.READING_TIME_TOO_OLD, data=data, index=index + 1, days=days
        )
    return moment


def _id_card(index: int, value: Any) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value.strip()) > ID_CARD_MAX:
        data = {"index": index, "field": "driverIdCard"}
        where = {"index": index + 1, "field": "driverIdCard", "label": "司机身份证号", "limit": ID_CARD_MAX}
        raise Refused("bad_field", ErrorCode.READING_FIELD_TOO_LONG, data=data, **where)
    return value.strip().upper()


def _id_hash(index: int, value: Any) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str) or not HASH_PATTERN.match(value):
        data = {"index": index, "field": "driverIdHash"}
        raise Refused("bad_field", ErrorCode.READING_DRIVER_HASH_INVALID, data=data, index=index + 1)
    return value.lower()


def reading(
    kind: str, index: int, item: Any, now: datetime, oldest: datetime, clear_ids: bool = True
) -> dict[str, Any]:
    """One reading as a row keyed by column (+ `read_time`, `alarm_mask`, `driver_card`, `driver_hash`)."""
    if not isinstance(item, dict):
        raise Refused("bad_field", ErrorCode.READING_NOT_OBJECT, data={"index": index}, index=index + 1)
    fields = WIRE[kind]
    row: dict[str, Any] = dict.fromkeys(COLUMNS[kind])
    row["alarm_mask"] = row["driver_card"] = row["driver_hash"] = None
    for key, value in item.items():
        field = fields.get(key)
        if field is not None:
            if value is not None:
                row[field.column] = _number(index, field, value)
        elif key == "time":
            continue
        elif key == "alarmMask":
            row["alarm_mask"] = None if value is None else _number(index, MASK_FIELD, value)
        elif key == "driverIdHash" and kind in DRIVER_KINDS:
            row["driver_hash"] = _id_hash(index, value)
        elif key == "driverIdCard" and kind in DRIVER_KINDS:
            if not clear_ids and value not in (None, ""):
                data = {"index": index, "field": key}
                raise Refused("bad_field", ErrorCode.READING_DRIVER_CARD_IN_CLEAR, data=data, index=index + 1)
            row["driver_card"] = _id_card(index, value)
        else:
            data = {"index": index, "field": key}
            raise Refused(
                "unknown_field", ErrorCode.READING_FIELD_UNKNOWN, data=data, index=index + 1, field=key
            )
    row["read_time"] = _time(index, item.get("time"), now, oldest)
    return row


def readings(
    kind: str, payload: Any, now: datetime, retention_days: int, clear_ids: bool = True
) -> list[dict[str, Any]]:
    """The checked rows of a readings body `{"readings": [...]}`, or Refused; `clear_ids` False (MQTT)
    refuses an ID number in clear."""
    if not isinstance(payload, dict):
        raise Refused("bad_body", ErrorCode.DEVICE_BODY_INVALID, reason="请求体应为JSON对象")
    extra = sorted(set(payload) - {"readings"})
    if extra:
        raise Refused("unknown_field", ErrorCode.DEVICE_BODY_INVALID, reason=f"未知字段{extra[0]}")
    items = payload.get("readings")
    if not isinstance(items, list) or not items:
        raise Refused("bad_body", ErrorCode.READING_BATCH_EMPTY, limit=MAX_READINGS)
    if len(items) > MAX_READINGS:
        raise Refused("too_many", ErrorCode.READING_BATCH_TOO_MANY, limit=MAX_READINGS, count=len(items))
    oldest = now - timedelta(days=retention_days)
    return [reading(kind, index, item, now, oldest, clear_ids) for index, item in enumerate(items)]


def channels(payload: Any, is_gateway: bool) -> list[dict[str, Any]]:
    """The channel states of a heartbeat body (`{}` or, from a gateway, `{"channels": [...]}`)."""
    if not isinstance(payload, dict):
        raise Refused("bad_body", ErrorCode.DEVICE_BODY_INVALID, reason="请求体应为JSON对象")
    extra = sorted(set(payload) - {"channels"})
    if extra:
        raise Refused("unknown_field", ErrorCode.DEVICE_BODY_INVALID, reason=f"未知字段{extra[0]}")
    items = payload.get("channels")
    if items is None:
        return []
    if not is_gateway:
        raise Refused("bad_body", ErrorCode.DEVICE_BODY_INVALID, reason="只有网关可以上报通道状态")
    if not isinstance(items, list) or len(items) > MAX_READINGS:
        raise Refused(
            "bad_body", ErrorCode.DEVICE_BODY_INVALID, reason=f"channels应为至多{MAX_READINGS}项的数组"
        )
    return [_channel(index, item) for index, item in enumerate(items)]


def _channel(index: int, item: Any) -> dict[str, Any]:
    def bad(field: str, reason: str) -> Refused:
        data = {"index": index, "field": field}
        return Refused(
            "bad_field",
            ErrorCode.HEARTBEAT_CHANNEL_INVALID,
            data=data,
            index=index + 1,
            field=field,
            reason=reason,
        )

    if not isinstance(item, dict):
        raise bad("channelNo", "应为JSON对象")
    unknown = sorted(set(item) - {"channelNo", "online", "value"})
    if unknown:
        raise bad(unknown[0], "未知字段")
    number = item.get("channelNo")
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= 65535:
        raise bad("channelNo", "应为0～65535的整数")
    online = item.get("online", True)
    if not isinstance(online, bool):
        raise bad("online", "应为true或false")
    value = item.get("value")
    if value is not None:
        if isinstance(value, float) and not math.isfinite(value):
            raise bad("value", "应为有限数值")
        if not isinstance(value, str | int | float | bool):
            raise bad("value", "应为数值、文本或布尔值")
        value = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
        if len(value) > CHANNEL_VALUE_MAX:
            raise bad("value", f"超过{CHANNEL_VALUE_MAX}个字符")
    return {"channel_no": number, "online": online, "value": value}
