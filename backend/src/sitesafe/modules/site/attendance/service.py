"""考勤记录: the clock records of the project (pushed by face terminals or entered by hand), paged,
filtered and exported through the CRUD machinery; 补录 adds a record by hand (source 2, audited)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.crypto import mask_tail
from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Where
from sitesafe.crud.model import STATUS_DELETED, live
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.site.attendance import photos
from sitesafe.modules.site.attendance.models import SOURCE_MANUAL, SiteAttendance
from sitesafe.modules.site.attendance.schemas import (
    AttendanceAdd,
    AttendanceOut,
    AttendanceQuery,
    Pick,
)
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.person.models import SitePerson, SiteTeam
from sitesafe.modules.system.file.storage import FileStorage

FUTURE_SLACK = timedelta(minutes=5)
DIRECTION_TEXT = {1: "进", 2: "出"}
SOURCE_TEXT = {1: "设备", 2: "补录"}
PICK_LIMIT = 50


def _by_name(value: Any) -> Any:
    """Names starting with the value, as a range so an index on the name serves it (LIKE 'x%' is not
    indexed on SQLite without NOCASE)."""
    prefix = str(value)
    names = select(SitePerson.id).where(SitePerson.name >= prefix, SitePerson.name < prefix + "\U0010ffff")
    return SiteAttendance.person_id.in_(names)


ATTENDANCE = Resource(
    name="attendance",
    title="考勤记录",
    model=SiteAttendance,
    out=AttendanceOut,
    add=AttendanceAdd,
    not_found=ErrorCode.ATTENDANCE_NOT_EXIST,
    query=AttendanceQuery,
    filters=(
        DateRange("begin_date", "end_date", "clock_time"),
        Eq("team_id"),
        Eq("person_id"),
        Where("person_name", _by_name),
        Eq("direction"),
        Eq("source"),
    ),
    sortable={"clockTime": "clock_time"},
    default_order=("-clock_time", "-id"),
    actions=frozenset({"page", "detail", "add", "export"}),
    export_columns=(
        ExcelColumn("姓名", "person_name", 14),
        ExcelColumn("班组", "team_name", 20),
        ExcelColumn("考勤时间", "clock_time", 20),
        ExcelColumn("进出方向", "direction", 10, lambda v: DIRECTION_TEXT.get(v, "")),
        ExcelColumn("来源", "source", 10, lambda v: SOURCE_TEXT.get(v, "")),
        ExcelColumn("设备", "device_name", 20),
        ExcelColumn("备注", "remark", 30),
    ),
)


def team_of_project(act: Act, team_id: int) -> SiteTeam:
    """The live team, refusing (1013003) a team of another project than the request's."""
    team = act.db.get(SiteTeam, team_id)
    if team is None or team.status == STATUS_DELETED:
        raise AppError(ErrorCode.ATTENDANCE_TEAM_UNKNOWN)
    if team.project_id != act.require_project():
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    return team


class AttendanceService(CrudService):
    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        records = [row[0] for row in rows]
        names = _names(act, SitePerson, {r.person_id for r in records})
        teams = _names(act, SiteTeam, {r.team_id for r in records if r.team_id})
        devices = _names(act, SiteDevice, {r.device_id for r in records if r.device_id})
        out = []
        for record in records:
            item = AttendanceOut.model_validate(record)
            item.person_name = names.get(record.person_id)
            item.team_name = teams.get(record.team_id) if record.team_id else None
            item.device_name = devices.get(record.device_id) if record.device_id else None
            out.append(item)
        return out

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self.to_out(act, [(row,)])[0]  # type: ignore[list-item]

    def before_add(self, act: Act, body: AttendanceAdd, row: Any) -> None:
        person = act.db.get(SitePerson, body.person_id)
        if person is None or person.status == STATUS_DELETED:
            raise FieldError(ErrorCode.ATTENDANCE_PERSON_UNKNOWN, "personId")
        if person.project_id != row.project_id:
            raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
        if person.blacklisted:
            raise FieldError(ErrorCode.ATTENDANCE_PERSON_BLACKLISTED, "personId")
        now = act.ctx.clock.now()
        if body.clock_time > now + FUTURE_SLACK:
            raise FieldError(ErrorCode.ATTENDANCE_TIME_FUTURE, "clockTime")
        row.clock_time = body.clock_time.replace(microsecond=0)
        clash = select(SiteAttendance.id).where(
            SiteAttendance.person_id == person.id, SiteAttendance.clock_time == row.clock_time
        )
        if act.db.execute(clash).first() is not None:
            raise FieldError(ErrorCode.ATTENDANCE_DUPLICATE, "clockTime")
        row.team_id = person.team_id
        row.source = SOURCE_MANUAL
        row.create_time = now
        row.create_user = act.user.user_id

    def photo(self, act: Act, storage: FileStorage, record_id: int) -> tuple[str, Iterator[bytes]]:
        """The snapshot photo of a record the caller may read (its project, a read permission)."""
        if not act.has_permission(*photos.READ_CODES):
            raise AppError(ErrorCode.NO_PERMISSION)
        return photos.open_photo(act, storage, self.readable(act, record_id))

    def teams(self, act: Act) -> list[Pick]:
        project = act.require_project()
        stmt = select(SiteTeam.id, SiteTeam.name).where(SiteTeam.project_id == project, live(SiteTeam))
        return [Pick(id=i, name=n) for i, n in act.db.execute(stmt.order_by(SiteTeam.sort, SiteTeam.name))]

    def persons(self, act: Act, name: str | None) -> list[Pick]:
        """Persons of the project for the 补录 picker (ID numbers masked)."""
        project = act.require_project()
        p = SitePerson
        stmt = select(p.id, p.name, p.team_id, p.id_no_tail).where(p.project_id == project, live(p))
        if name:
            stmt = stmt.where(p.name.contains(name.strip(), autoescape=True))
        rows = act.db.execute(stmt.order_by(p.name, p.id).limit(PICK_LIMIT)).all()
        teams = _names(act, SiteTeam, {r.team_id for r in rows if r.team_id})
        return [
            Pick(id=r.id, name=r.name, team_name=teams.get(r.team_id), id_no_masked=mask_tail(r.id_no_tail))
            for r in rows
        ]


def _names(act: Act, model: Any, ids: set[int]) -> dict[int, str]:
    if not ids:
        return {}
    return {
        row_id: name for row_id, name in act.db.execute(select(model.id, model.name).where(model.id.in_(ids)))
    }


service = AttendanceService(ATTENDANCE)
