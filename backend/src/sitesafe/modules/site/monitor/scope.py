"""What every read of readings checks first: the project, the device (of the kind, in the project), the
time range (at most 31 days) and the fields asked for."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import from_local
from sitesafe.crud.context import Act
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.device.thresholds import KEYS_BY_KIND, limits_of
from sitesafe.modules.site.monitor.models import READING_MODELS, ReadingMixin

MAX_RANGE = timedelta(days=31)
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"


@dataclass(frozen=True)
class DataKind:
    kind: str
    name: str  # API prefix and permission resource
    title: str

    @property
    def model(self) -> type[ReadingMixin]:
        return READING_MODELS[self.kind]

    @property
    def fields(self) -> tuple[kinds.Field, ...]:
        return kinds.FIELDS[self.kind]


DATA_KINDS = (
    DataKind(kinds.KIND_CRANE, "craneData", "塔吊数据"),
    DataKind(kinds.KIND_LIFT, "liftData", "升降机数据"),
    DataKind(kinds.KIND_ENVIRONMENT, "environmentData", "环境数据"),
)
# Thresholds a screen draws as mark lines, per kind: every threshold of the kind.
KIND_THRESHOLDS = KEYS_BY_KIND


def device_of(act: Act, kind: DataKind, device_id: int) -> SiteDevice:
    """The project's live device of the kind; another project's device is as unknown as a missing one."""
    project_id = act.require_project()
    device = act.db.get(SiteDevice, device_id)
    if (
        device is None
        or device.project_id != project_id
        or device.kind != kind.kind
        or device.status == STATUS_DELETED
    ):
        raise AppError(ErrorCode.DATA_DEVICE_NOT_FOUND)
    return device


def devices_of(act: Act, kind: DataKind) -> list[SiteDevice]:
    project_id = act.require_project()
    d = SiteDevice
    stmt = select(d).where(d.project_id == project_id, d.kind == kind.kind, live(d)).order_by(d.name, d.id)
    return list(act.db.execute(stmt).scalars())


def parse_time(text: str, label: str) -> datetime:
    try:
        return from_local(datetime.strptime(text.strip(), TIME_FORMAT))
    except ValueError:
        raise AppError(ErrorCode.DATA_TIME_INVALID, label=label) from None


def time_range(begin: str, end: str) -> tuple[datetime, datetime]:
    """[begin, end) in stored UTC; both required, begin before end, at most 31 days."""
    if not begin or not end:
        raise AppError(ErrorCode.DATA_RANGE_REQUIRED)
    start, stop = parse_time(begin, "开始时间"), parse_time(end, "结束时间")
    if stop <= start:
        raise AppError(ErrorCode.DATA_RANGE_ORDER)
    if stop - start > MAX_RANGE:
        raise AppError(ErrorCode.DATA_RANGE_TOO_LONG, days=MAX_RANGE.days)
    return start, stop


def pick_fields(kind: DataKind, text: str) -> list[kinds.Field]:
    """The fields named (wire names, comma-separated), in the order given, each once."""
    by_wire = {f.wire: f for f in kind.fields}
    picked: list[kinds.Field] = []
    for name in (part.strip() for part in text.split(",")):
        if not name:
            continue
        field = by_wire.get(name)
        if field is None:
            raise AppError(ErrorCode.DATA_FIELD_UNKNOWN, field=name[:32])
        if field not in picked:
            picked.append(field)
    if not picked:
        raise AppError(ErrorCode.DATA_FIELD_UNKNOWN, field="（空）")
    return picked


def thresholds(act: Act, kind: DataKind, devices: list[SiteDevice]) -> dict[int, dict[str, float]]:
    """Each device's limits for the kind's mark lines (the ones in force, device/thresholds.py)."""
    keys = KIND_THRESHOLDS[kind.kind]
    result: dict[int, dict[str, float]] = {}
    for device in devices:
        limits = limits_of(act.db, device)
        result[device.id] = {key: limits[key] for key in keys}
    return result
