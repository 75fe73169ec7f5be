"""告警 (site alarms) as a read resource of the project: page with filters, detail with its log and
notifications, export. Writes are the lifecycle steps (`lifecycle.py`), never a generic edit."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.alarm.models import SiteAlarm, SiteAlarmLog, SiteAlarmNotify
from sitesafe.modules.site.alarm.schemas import AlarmDetail, AlarmLogOut, AlarmOut, AlarmQuery, NotifyOut
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.system.user.models import SysUser

ACTION_NAMES = {
    "raise": "告警产生",
    "clear": "告警恢复",
    "notify": "发送通知",
    "accept": "开始处理",
    "handle": "处理完成",
    "false": "标记误报",
    "report": "人工上报",
}


def _duration(row: SiteAlarm, now: Any) -> int:
    end = row.clear_time or (now if row.active else row.last_time)
    return max(0, int((end - row.start_time).total_seconds()))


def _text(value: Any) -> str:
    return "" if value is None else f"{value:g}" if isinstance(value, float) else str(value)


ALARM = Resource(
    name="siteAlarm",
    title="告警",
    model=SiteAlarm,
    out=AlarmOut,
    not_found=ErrorCode.ALARM_NOT_EXIST,
    query=AlarmQuery,
    filters=(
        Eq("category"),
        Eq("type"),
        Eq("device_id"),
        Eq("status"),
        Eq("level"),
        Eq("active"),
        Like("title"),
        DateRange("search_begin_time", "search_end_time", "start_time"),
    ),
    sortable={"startTime": "start_time", "lastTime": "last_time", "level": "level", "hits": "hits"},
    default_order=("-start_time", "-id"),
    # `status` is the lifecycle here (2 = 已处理), not a soft delete: alarms are never deleted.
    hard_delete=True,
    actions=frozenset({"page", "detail", "export"}),
    export_columns=(
        ExcelColumn("告警时间", "start_time", 20),
        ExcelColumn("告警类别", "category_name", 12),
        ExcelColumn("设备", "device_name", 18),
        ExcelColumn("告警类型", "type_name", 16),
        ExcelColumn("告警级别", "level_name", 10),
        ExcelColumn("告警内容", "title", 28),
        ExcelColumn("数值", "value", 10, _text),
        ExcelColumn("限值", "limit_value", 10, _text),
        ExcelColumn("持续中", "active", 8, lambda v: "是" if v else "否"),
        ExcelColumn("持续时长(秒)", "duration", 12),
        ExcelColumn("处理状态", "status_name", 10),
        ExcelColumn("处理人", "handler_name", 12),
        ExcelColumn("处理时间", "handle_time", 20),
        ExcelColumn("处理说明", "handle_note", 30),
    ),
    tags=("告警",),
)


def user_names(act: Act, ids: Iterable[int | None]) -> dict[int, str]:
    wanted = {i for i in ids if i is not None}
    if not wanted:
        return {}
    rows = act.db.execute(select(SysUser.id, SysUser.name).where(SysUser.id.in_(wanted)))
    return {user_id: name for user_id, name in rows}


class AlarmService(CrudService):
    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return list(self._outs(act, [row[0] for row in rows]))

    def _outs(self, act: Act, alarms: list[SiteAlarm], model: type[AlarmOut] = AlarmOut) -> list[AlarmOut]:
        device_ids = {a.device_id for a in alarms if a.device_id is not None}
        devices = (
            {
                d.id: (d.name, d.code)
                for d in act.db.execute(
                    select(SiteDevice.id, SiteDevice.name, SiteDevice.code).where(
                        SiteDevice.id.in_(device_ids)
                    )
                )
            }
            if device_ids
            else {}
        )
        names = user_names(act, [a.handler_id for a in alarms] + [a.reporter_id for a in alarms])
        now = act.ctx.clock.now()
        outs = []
        for alarm in alarms:
            out = model.model_validate(alarm)
            out.device_name, out.device_code = devices.get(alarm.device_id or 0, (None, None))
            alarm_type = kinds.ALARM_TYPE_BY_CODE.get(alarm.type)
            out.type_name = alarm_type.name if alarm_type else alarm.type
            out.category_name = kinds.CATEGORY_NAMES.get(alarm.category, alarm.category)
            out.level_name = kinds.LEVEL_NAMES.get(alarm.level, "")
            out.source_name = kinds.SOURCE_NAMES.get(alarm.source, "")
            out.status_name = kinds.STATUS_NAMES.get(alarm.status, "")
            out.handler_name = names.get(alarm.handler_id or 0)
            out.reporter_name = names.get(alarm.reporter_id or 0)
            out.duration = _duration(alarm, now)
            outs.append(out)
        return outs

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        out = self._outs(act, [row], AlarmDetail)[0]
        assert isinstance(out, AlarmDetail)
        logs = list(
            act.db.execute(
                select(SiteAlarmLog)
                .where(SiteAlarmLog.alarm_id == row.id)
                .order_by(SiteAlarmLog.create_time, SiteAlarmLog.id)
            ).scalars()
        )
        sent = list(
            act.db.execute(
                select(SiteAlarmNotify)
                .where(SiteAlarmNotify.alarm_id == row.id)
                .order_by(SiteAlarmNotify.create_time, SiteAlarmNotify.id)
            ).scalars()
        )
        names = user_names(act, [log.user_id for log in logs] + [n.user_id for n in sent])
        for log in logs:
            item = AlarmLogOut.model_validate(log)
            item.action_name = ACTION_NAMES.get(log.action, log.action)
            item.user_name = names.get(log.user_id or 0)
            out.logs.append(item)
        for notice in sent:
            item = NotifyOut.model_validate(notice)
            item.user_name = names.get(notice.user_id or 0)
            out.notifications.append(item)
        return out


service = AlarmService(ALARM)
