"""The 项目看板 document."""

from __future__ import annotations

from sitesafe.core.schema import CamelModel
from sitesafe.modules.site.alarm.schemas import CategoryCount, DeviceCount
from sitesafe.modules.site.inspection.schemas import StatsOut


class DayCount(CamelModel):
    date: str  # yyyy-MM-dd (local)
    count: int = 0


class AttendanceBoard(CamelModel):
    present: int  # people who clocked in today
    enrolled: int  # workers and staff on site (not left)
    rate: float  # present / enrolled, 0..1
    days: list[DayCount]  # people present per day, the last 7 days


class DeviceBoard(CamelModel):
    online: int
    total: int
    kinds: list[DeviceCount]


class AlarmBoard(CamelModel):
    open: int  # 待处理 + 处理中
    active: int  # the condition persists
    today_raised: int
    today_handled: int
    categories: list[CategoryCount]
    days: list[DayCount]  # alarms raised per day, the last 7 days


class ApprovalBoard(CamelModel):
    running: int  # the project's approvals in progress
    mine: int  # of them, waiting for the caller


class BoardOut(CamelModel):
    project_id: str
    project_name: str
    attendance: AttendanceBoard
    devices: DeviceBoard
    alarms: AlarmBoard
    hazards: StatsOut  # 安全检查's figures (open, overdue, by level and category, 30 days)
    approvals: ApprovalBoard
