from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field, field_validator

from sitesafe.core.schema import CamelModel, DateStr, DateTimeStr, IdStr
from sitesafe.core.timefmt import DATETIME_FORMAT, from_local
from sitesafe.crud.schemas import AuditOut, Text


class AttendanceOut(AuditOut):
    project_id: IdStr
    person_id: IdStr
    person_name: str | None = None
    team_id: IdStr | None = None
    team_name: str | None = None
    device_id: IdStr | None = None
    device_name: str | None = None
    direction: int
    clock_time: DateTimeStr
    source: int
    photo_file_id: IdStr | None = None
    remark: str | None = None


class AttendanceQuery(CamelModel):
    begin_date: str | None = Field(None, max_length=19, title="开始日期")
    end_date: str | None = Field(None, max_length=19, title="结束日期")
    team_id: IdStr | None = Field(None, title="班组")
    person_id: IdStr | None = Field(None, title="人员")
    person_name: str | None = Field(None, max_length=50, title="姓名")
    direction: int | None = Field(None, ge=1, le=2, title="进出方向")
    source: int | None = Field(None, ge=1, le=2, title="来源")


class AttendanceAdd(CamelModel):
    """补录: a clock record entered by hand (source 2), e.g. when the terminal was out of order."""

    person_id: IdStr = Field(title="人员")
    clock_time: datetime = Field(title="考勤时间")
    direction: Literal[1, 2] = Field(title="进出方向")
    remark: Text = Field(min_length=1, max_length=255, title="补录原因")

    @field_validator("clock_time", mode="before")
    @classmethod
    def _local_time(cls, value: Any) -> Any:
        if isinstance(value, str):
            try:
                return from_local(datetime.strptime(value.strip(), DATETIME_FORMAT))
            except ValueError:
                raise ValueError("考勤时间格式不正确，应为yyyy-MM-dd HH:mm:ss") from None
        raise ValueError("考勤时间格式不正确，应为yyyy-MM-dd HH:mm:ss")


class Pick(CamelModel):
    """An option of a picker (teams, persons of the project)."""

    id: IdStr
    name: str
    team_name: str | None = None
    id_no_masked: str | None = None


class RosterRow(CamelModel):
    person_id: IdStr
    name: str
    kind: int
    team_id: IdStr | None = None
    team_name: str | None = None
    work_type: str | None = None
    first_in: DateTimeStr | None = None
    last_out: DateTimeStr | None = None
    hours: float | None = None
    clocks: int = 0
    present: bool
    expected: bool  # on the site's roster that day (entered, not left, not blacklisted)


class Tally(CamelModel):
    team_id: IdStr | None = None
    team_name: str | None = None
    expected: int = 0  # 应到
    present: int = 0  # 实到
    absent: int = 0  # 缺勤


class DailyRoster(CamelModel):
    date: DateStr
    summary: Tally
    teams: list[Tally]
    page_no: int
    page_size: int
    total_rows: int
    total_page: int
    rows: list[RosterRow]


class SheetCell(CamelModel):
    mark: str  # √ 出勤, △ 缺卡 (only an in or only an out)
    hours: float
    first_in: str | None = None  # HH:mm
    last_out: str | None = None


class SheetRow(CamelModel):
    person_id: IdStr
    name: str
    work_type: str | None = None
    cells: list[SheetCell | None]
    present_days: int
    hours: float


class MonthSheet(CamelModel):
    team_id: IdStr
    team_name: str
    month: str
    days: int
    weekdays: list[int]  # ISO weekday of each day (6, 7: weekend)
    rows: list[SheetRow]
    day_present: list[int]
    present_days: int
    hours: float


class DailyQuery(CamelModel):
    date: str = Field(min_length=10, max_length=10, title="日期")
    team_id: IdStr | None = Field(None, title="班组")
    name: str | None = Field(None, max_length=50, title="姓名")
    state: Literal["present", "absent"] | None = Field(None, title="出勤状态")


class SheetQuery(CamelModel):
    team_id: IdStr = Field(title="班组")
    month: str = Field(pattern=r"^\d{4}-\d{2}$", title="月份")
