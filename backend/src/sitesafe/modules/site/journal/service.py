"""施工日志's declaration and rules: one a day per project, no future date, no back-filling beyond the
project's 日志补填天数 (项目设置), weather from the dictionary, low <= high, trades from work_type."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import date, timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import exists, or_, select
from sqlalchemy.exc import IntegrityError

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Where
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import FieldError
from sitesafe.modules.site.journal.models import SiteJournal
from sitesafe.modules.site.journal.schemas import (
    HeadcountOut,
    JournalAdd,
    JournalEdit,
    JournalOut,
    JournalQuery,
)
from sitesafe.modules.site.manage.flow import user_names
from sitesafe.modules.site.manage.service import ManageService
from sitesafe.modules.site.person.lookups import dict_labels, today
from sitesafe.modules.site.project.models import ProjectSetting

WEATHER = "journal_weather"
WORK_TYPES = "work_type"
DEFAULT_BACKFILL_DAYS = 3  # ProjectSetting.journal_backfill_days' default
WEEKDAYS = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")
J = SiteJournal


def _keyword(value: str) -> Any:
    text = str(value)
    return or_(*(c.contains(text, autoescape=True) for c in (J.work_done, J.parts, J.issues)))


def _headcount_text(rows: Any) -> str:
    """钢筋工18人，木工12人 (the rows of an exported journal)."""
    return "，".join(f"{r.work_type_name or r.work_type}{r.count}人" for r in rows or [])


JOURNAL = Resource(
    name="siteJournal",
    title="施工日志",
    model=SiteJournal,
    out=JournalOut,
    add=JournalAdd,
    edit=JournalEdit,
    not_found=ErrorCode.JOURNAL_NOT_EXIST,
    query=JournalQuery,
    filters=(
        Where("begin_date", lambda v: J.log_date >= v),
        Where("end_date", lambda v: J.log_date <= v),
        Where("weather", lambda v: or_(J.weather_am == v, J.weather_pm == v)),
        Where("keyword", _keyword),
    ),
    sortable={"logDate": "log_date", "createTime": "create_time"},
    default_order=("-log_date", "-id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "export"}),
    export_columns=(
        ExcelColumn("日期", "log_date", 12),
        ExcelColumn("星期", "weekday", 8),
        ExcelColumn("上午天气", "weather_am_name", 10),
        ExcelColumn("下午天气", "weather_pm_name", 10),
        ExcelColumn("最低气温（℃）", "temp_low", 12),
        ExcelColumn("最高气温（℃）", "temp_high", 12),
        ExcelColumn("风力", "wind_level", 10),
        ExcelColumn("施工部位", "parts", 30),
        ExcelColumn("工种及人数", "headcounts", 30, _headcount_text),
        ExcelColumn("出勤人数", "headcount_total", 10),
        ExcelColumn("机械设备", "machinery", 24),
        ExcelColumn("材料进场", "materials", 24),
        ExcelColumn("施工内容", "work_done", 40),
        ExcelColumn("质量安全问题及处理", "issues", 40),
        ExcelColumn("记录人", "create_user_name", 12),
        ExcelColumn("备注", "remark", 24),
    ),
    tags=("施工日志",),
)


def backfill_days(act: Act, project_id: int) -> int:
    """The project's 日志补填天数 (项目设置), the default where the project has no settings row."""
    stmt = select(ProjectSetting.journal_backfill_days).where(ProjectSetting.project_id == project_id)
    found = act.db.execute(stmt).scalar_one_or_none()
    return DEFAULT_BACKFILL_DAYS if found is None else int(found)


@contextmanager
def _one_a_day(act: Act, day: date) -> Iterator[None]:
    """Two writers racing for the same day: the unique index refuses the second with the same message."""
    try:
        yield
    except IntegrityError:
        act.db.rollback()
        message = ErrorCode.JOURNAL_DATE_REPEAT.message.format(date=day.isoformat())
        raise FieldError(ErrorCode.JOURNAL_DATE_REPEAT, "log_date", message) from None


class JournalService(ManageService):
    skip_fields = frozenset({"headcounts"})
    file_fields = ("photos",)

    def outs(self, act: Act, rows: Sequence[SiteJournal]) -> list[BaseModel]:
        people = user_names(act.db, [r.create_user for r in rows])
        weather, trades = dict_labels(act.db, WEATHER), dict_labels(act.db, WORK_TYPES)
        found: list[BaseModel] = []
        for r in rows:
            out = JournalOut.model_validate(r)
            counts = [
                HeadcountOut(work_type=h.work_type, work_type_name=trades.get(h.work_type), count=h.count)
                for h in out.headcounts
            ]
            found.append(
                out.model_copy(
                    update={
                        "weekday": WEEKDAYS[r.log_date.weekday()],
                        "weather_am_name": weather.get(r.weather_am),
                        "weather_pm_name": weather.get(r.weather_pm),
                        "headcounts": counts,
                        "headcount_total": sum(h.count for h in counts),
                        "create_user_name": people.get(r.create_user or 0),
                    }
                )
            )
        return found

    def add(self, act: Act, body: Any) -> Any:
        with _one_a_day(act, body.log_date):
            return super().add(act, body)

    def edit(self, act: Act, body: Any) -> Any:
        with _one_a_day(act, body.log_date):
            return super().edit(act, body)

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        self._check_date(act, row.project_id, row.log_date)
        super().before_add(act, body, row)
        row.headcounts = self._headcounts(act, body)

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        super().before_edit(act, body, row)
        if "headcounts" in body.model_fields_set:
            row.headcounts = self._headcounts(act, body)
        # a journal kept in time may be corrected later (after a rejection): only a new date is checked
        if "log_date" in body.model_fields_set and body.log_date != row.log_date:
            self._check_date(act, row.project_id, body.log_date)

    def check(self, act: Act, row: Any, action: str) -> None:
        weather = dict_labels(act.db, WEATHER)
        half_days = ((row.weather_am, "weather_am", "上午天气"), (row.weather_pm, "weather_pm", "下午天气"))
        for value, field, what in half_days:
            if value not in weather:
                error = ErrorCode.JOURNAL_WEATHER_INVALID
                raise FieldError(error, field, error.message.format(what=what))
        if row.temp_low is not None and row.temp_high is not None and row.temp_low > row.temp_high:
            raise FieldError(ErrorCode.JOURNAL_TEMPERATURE, "temp_low")
        taken = exists().where(J.project_id == row.project_id, J.log_date == row.log_date, J.id != row.id)
        if act.db.execute(select(taken)).scalar():
            message = ErrorCode.JOURNAL_DATE_REPEAT.message.format(date=row.log_date.isoformat())
            raise FieldError(ErrorCode.JOURNAL_DATE_REPEAT, "log_date", message)

    def _check_date(self, act: Act, project_id: int, day: date) -> None:
        now = today(act.ctx)
        if day > now:
            raise FieldError(ErrorCode.JOURNAL_FUTURE_DATE, "log_date")
        days = backfill_days(act, project_id)
        if day < now - timedelta(days=days):
            raise AppError(ErrorCode.JOURNAL_BACKFILL, days=days)

    def _headcounts(self, act: Act, body: Any) -> str:
        trades = dict_labels(act.db, WORK_TYPES)
        seen: set[str] = set()
        rows = []
        for item in body.headcounts:
            if item.work_type not in trades:
                raise AppError(ErrorCode.JOURNAL_WORK_TYPE_INVALID, code=item.work_type)
            if item.work_type in seen:
                raise AppError(ErrorCode.JOURNAL_WORK_TYPE_REPEAT, name=trades[item.work_type])
            seen.add(item.work_type)
            rows.append({"workType": item.work_type, "count": item.count})
        return json.dumps(rows, ensure_ascii=False)


service = JournalService(JOURNAL, "site_journal")
