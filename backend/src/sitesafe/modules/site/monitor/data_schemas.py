"""What the read API of cranes, lifts and environment monitors takes and answers (`/craneData/*`,
`/liftData/*`, `/environmentData/*`). Readings travel keyed by the wire names of kinds.FIELDS."""

from __future__ import annotations

from pydantic import Field

from sitesafe.core.paging import PageResult
from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class RangeQuery(CamelModel):
    """A device's (or every device's) readings between two local times, at most 31 days apart."""

    device_id: IdStr | None = Field(None, title="设备")
    begin_time: str = Field("", max_length=19, title="开始时间")
    end_time: str = Field("", max_length=19, title="结束时间")
    alarm_only: bool = Field(False, title="仅报警")


class PageQuery(RangeQuery):
    # keyset paging: the last row of the previous page, "<epoch ms>_<device id>"
    cursor: str | None = Field(None, max_length=40, title="游标")


class SeriesQuery(CamelModel):
    device_id: IdStr = Field(title="设备")
    fields: str = Field(max_length=200, title="字段")  # comma-separated wire names
    begin_time: str = Field("", max_length=19, title="开始时间")
    end_time: str = Field("", max_length=19, title="结束时间")


class ReadingRow(CamelModel):
    device_id: IdStr
    device_name: str | None = None
    time: DateTimeStr
    alarm_mask: int | None = None
    driver_name: str | None = None
    values: dict[str, float | int | None]


class ReadingPage(PageResult[ReadingRow]):
    nextCursor: str | None = None


class DeviceLatest(CamelModel):
    device_id: IdStr
    name: str
    code: str
    location: str | None = None
    online: bool
    last_seen: DateTimeStr | None = None
    open_alarms: int
    latest: ReadingRow | None = None
    thresholds: dict[str, float]


class FieldInfo(CamelModel):
    wire: str
    label: str
    unit: str


class SeriesLine(CamelModel):
    field: str
    label: str
    unit: str
    avg: list[float | None]
    low: list[float | None]
    high: list[float | None]


class Series(CamelModel):
    step: int  # seconds per point
    source: str  # raw | minute | ten (the aggregate tier read, with raw readings after the rollup mark)
    times: list[int]  # epoch ms of each point's bucket start
    lines: list[SeriesLine]
