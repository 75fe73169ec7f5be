"""Counts of what happened on the device API, per device and reason, readable in the console (设备详情,
统计). A count is one upsert in its own transaction; refusals are held in memory first and written by a
flush (refusals.py), and reads add what this process still holds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, func, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from sitesafe.modules.site.device import refusals
from sitesafe.modules.site.device.models import SiteDeviceCounter

UNKNOWN_DEVICE = 0  # counts of calls that named no known device

# reason -> its Chinese label (the console shows the labels; the API answers both)
REASONS: dict[str, str] = {
    "heartbeat": "心跳",
    "persons": "人员下发查询",
    "stored": "考勤已保存",
    "duplicate": "重复考勤（已忽略）",
    "missing_headers": "认证信息不完整",
    "unknown_device": "未知设备",
    "stale_timestamp": "时间戳超时",
    "bad_signature": "签名错误",
    "replayed_nonce": "重放请求",
    "batch_refused": "整批拒收",
    "unknown_person": "人员不存在",
    "other_project": "非本项目人员",
    "blacklisted": "黑名单人员",
    "future_time": "考勤时间超前",
    "bad_photo": "照片无效",
    # readings and heartbeats of cranes, lifts, environment monitors, gateways (monitor/ingest.py)
    "reading": "读数已保存",
    "reading_duplicate": "重复读数（已忽略）",
    "bad_body": "内容格式错误",
    "too_many": "单批读数超限",
    "unknown_field": "未知字段",
    "bad_field": "字段值无效",
    "reading_future": "读数时间超前",
    "reading_too_old": "读数超出保留期",
    "bad_topic": "MQTT主题无效",
    "store_failed": "保存失败",
    "rate_limited": "拒收过多被限流",
    "too_old_time": "考勤时间超出离线缓存期",
}
TABLE = SiteDeviceCounter.__table__


def _upsert(dialect: str) -> Any:
    module: Any = postgresql if dialect == "postgresql" else sqlite
    return module.insert(TABLE)


def bump(engine: Engine, device_id: int, counts: Mapping[str, int] | Iterable[str], now: datetime) -> None:
    """Adds to the device's counters (a reason name or a mapping reason -> how many)."""
    amounts = Counter(counts) if not isinstance(counts, Mapping) else Counter(dict(counts))
    bump_many(engine, {device_id: amounts}, now)


def bump_many(engine: Engine, amounts: Mapping[int, Mapping[str, int]], now: datetime) -> None:
    """Adds to several devices' counters in one transaction (sorted rows: no deadlock between two)."""
    rows = [
        {"device_id": device_id, "reason": reason, "count": n, "update_time": now}
        for device_id in sorted(amounts)
        for reason, n in sorted(amounts[device_id].items())
        if n > 0
    ]
    if not rows:
        return
    stmt = _upsert(engine.dialect.name)
    stmt = stmt.on_conflict_do_update(
        index_elements=[TABLE.c.device_id, TABLE.c.reason],
        set_={"count": TABLE.c.count + stmt.excluded.count, "update_time": stmt.excluded.update_time},
    )
    with engine.begin() as conn:
        conn.execute(stmt, rows)


def read(db: Session, device_ids: Iterable[int]) -> dict[str, int]:
    """The counters summed over the devices, every reason present (0 when it never happened)."""
    ids = list(device_ids)
    totals = dict.fromkeys(REASONS, 0)
    if not ids:
        return totals
    stmt = (
        select(SiteDeviceCounter.reason, func.sum(SiteDeviceCounter.count))
        .where(SiteDeviceCounter.device_id.in_(ids))
        .group_by(SiteDeviceCounter.reason)
    )
    for reason, count in db.execute(stmt):
        totals[reason] = int(count or 0)
    for reason, count in refusals.pending(db.get_bind(), ids).items():
        totals[reason] = totals.get(reason, 0) + count
    return totals
