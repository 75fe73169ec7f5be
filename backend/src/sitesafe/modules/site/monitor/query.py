"""The read path of readings: each device's newest reading (`latest`), the history (`page`, keyset-friendly
on (read_time, device_id) newest first) and its workbook (`export`, bounded)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.sql.elements import ColumnElement
from starlette.responses import StreamingResponse

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.core.timefmt import format_datetime, to_local
from sitesafe.crud.context import Act
from sitesafe.crud.excel import write_xlsx, xlsx_response
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.monitor.data_schemas import (
    DeviceLatest,
    PageQuery,
    RangeQuery,
    ReadingPage,
    ReadingRow,
)
from sitesafe.modules.site.monitor.models import ReadingMixin
from sitesafe.modules.site.monitor.scope import (
    DataKind,
    device_of,
    devices_of,
    thresholds,
    time_range,
)
from sitesafe.modules.site.person.models import SitePerson

EXPORT_MAX_ROWS = 100_000
OPEN_STATUSES = (kinds.STATUS_PENDING, kinds.STATUS_HANDLING)


def _driver_names(act: Act, ids: set[int]) -> dict[int, str]:
    if not ids:
        return {}
    rows = act.db.execute(select(SitePerson.id, SitePerson.name).where(SitePerson.id.in_(ids)))
    return {pid: name for pid, name in rows}


def _values(kind: DataKind, reading: ReadingMixin) -> dict[str, float | int | None]:
    return {f.wire: getattr(reading, f.column) for f in kind.fields}


def _rows(
    act: Act, kind: DataKind, readings: Sequence[ReadingMixin], names: dict[int, str]
) -> list[ReadingRow]:
    drivers = _driver_names(act, {r.driver_id for r in readings if r.driver_id is not None})
    return [
        ReadingRow(
            device_id=r.device_id,
            device_name=names.get(r.device_id),
            time=r.read_time,
            alarm_mask=r.alarm_mask,
            driver_name=drivers.get(r.driver_id) if r.driver_id is not None else None,
            values=_values(kind, r),
        )
        for r in readings
    ]


def latest(act: Act, kind: DataKind) -> list[DeviceLatest]:
    """Every device of the kind in the project with its newest reading, online state and open alarms."""
    project_id = act.require_project()
    devices = devices_of(act, kind)
    if not devices:
        return []
    m = kind.model
    newest: dict[int, ReadingMixin] = {}
    for device in devices:  # one primary-key probe each: (device_id, read_time) descending
        reading = act.db.execute(
            select(m).where(m.device_id == device.id).order_by(m.read_time.desc()).limit(1)
        ).scalar_one_or_none()
        if reading is not None:
            newest[device.id] = reading
    a = SiteAlarm
    stmt = (
        select(a.device_id, func.count())
        .where(a.project_id == project_id, a.device_id.in_([d.id for d in devices]))
        .where(a.status.in_(OPEN_STATUSES))
        .group_by(a.device_id)
    )
    counts = {device_id: int(n) for device_id, n in act.db.execute(stmt)}
    names = {d.id: d.name for d in devices}
    rows = {r.device_id: r for r in _rows(act, kind, list(newest.values()), names)}
    limits = thresholds(act, kind, devices)
    return [
        DeviceLatest(
            device_id=d.id,
            name=d.name,
            code=d.code,
            location=d.location,
            online=bool(d.online),
            last_seen=d.last_seen,
            open_alarms=int(counts.get(d.id, 0)),
            latest=rows.get(d.id),
            thresholds=limits[d.id],
        )
        for d in devices
    ]


def _filtered(
    act: Act, kind: DataKind, query: RangeQuery
) -> tuple[list[ColumnElement[bool]], dict[int, str]]:
    project_id = act.require_project()
    start, stop = time_range(query.begin_time, query.end_time)
    m = kind.model
    conditions: list[ColumnElement[bool]] = [m.read_time >= start, m.read_time < stop]
    if query.device_id is not None:
        device = device_of(act, kind, query.device_id)
        conditions.append(m.device_id == device.id)
        names = {device.id: device.name}
    else:
        conditions.append(m.project_id == project_id)
        names = {d.id: d.name for d in devices_of(act, kind)}
    if query.alarm_only:
        conditions.append(m.alarm_mask != 0)
    return conditions, names


def _cursor(text: str) -> tuple[datetime, int]:
    stamp, _, device = text.partition("_")
    try:
        moment = datetime.fromtimestamp(int(stamp) / 1000, UTC).replace(tzinfo=None)
        return moment, int(device)
    except (ValueError, OverflowError, OSError):
        raise AppError(ErrorCode.DATA_CURSOR_INVALID) from None


def _cursor_of(row: ReadingMixin) -> str:
    stamp = int(row.read_time.replace(tzinfo=UTC).timestamp() * 1000)
    return f"{stamp}_{row.device_id}"


def page(act: Act, kind: DataKind, query: PageQuery, paging: PageParams) -> ReadingPage:
    """History newest first. With `cursor` (the last row of the previous page) the page starts after it
    (an index range instead of an offset)."""
    conditions, names = _filtered(act, kind, query)
    m = kind.model
    total = act.db.execute(select(func.count()).select_from(m).where(*conditions)).scalar_one()
    stmt = (
        select(m).where(*conditions).order_by(m.read_time.desc(), m.device_id.desc()).limit(paging.page_size)
    )
    if query.cursor:
        moment, device = _cursor(query.cursor)
        stmt = stmt.where(or_(m.read_time < moment, and_(m.read_time == moment, m.device_id < device)))
    else:
        stmt = stmt.offset(paging.offset)
    readings = list(act.db.execute(stmt).scalars())
    result = page_result(_rows(act, kind, readings, names), total, paging)
    more = len(readings) == paging.page_size
    # from the fields, not a dump: a dumped row's time is already local text and would be shifted again
    fields = {name: getattr(result, name) for name in PageResult.model_fields}
    return ReadingPage(**fields, nextCursor=_cursor_of(readings[-1]) if more else None)


def export(act: Act, kind: DataKind, query: RangeQuery) -> StreamingResponse:
    """The filtered history as a workbook, at most EXPORT_MAX_ROWS rows."""
    conditions, names = _filtered(act, kind, query)
    m = kind.model
    total = act.db.execute(select(func.count()).select_from(m).where(*conditions)).scalar_one()
    if total > EXPORT_MAX_ROWS:
        raise AppError(ErrorCode.DATA_EXPORT_TOO_MANY, limit=EXPORT_MAX_ROWS)
    headers = [
        "设备",
        "时间",
        *(f"{f.label}({f.unit})" if f.unit else f.label for f in kind.fields),
        "报警码",
    ]
    widths = [18, 20, *(12 for _ in kind.fields), 10]
    stmt = select(m).where(*conditions).order_by(m.read_time.desc(), m.device_id.desc())

    def rows() -> Iterator[list[Any]]:
        for reading in act.db.execute(stmt.execution_options(yield_per=1000)).scalars():
            values = [getattr(reading, f.column) for f in kind.fields]
            yield [
                names.get(reading.device_id, ""),
                format_datetime(reading.read_time),
                *values,
                reading.alarm_mask,
            ]

    file = write_xlsx(kind.title, headers, widths, rows())
    stamp = to_local(act.ctx.clock.now()).strftime("%Y%m%d%H%M%S")
    return xlsx_response(file, f"{kind.title}_{stamp}.xlsx")
