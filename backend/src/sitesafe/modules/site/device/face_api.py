"""The face terminals' own API (no user token: each call is signed with the device's key, see
docs/device-protocol.md): heartbeat, the persons issued to the project, and clock records."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Annotated, Any

from fastapi import Depends, Query, Request
from pydantic import Field

from sitesafe.core.access import PUBLIC
from sitesafe.core.context import AppContext
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.routing import make_router
from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.core.timefmt import DATETIME_FORMAT, from_local, to_local
from sitesafe.modules.site.attendance.ingest import RecordsIn, store_batch
from sitesafe.modules.site.device import face_service
from sitesafe.modules.site.device.auth import DeviceCall, face_device
from sitesafe.modules.site.person.models import SitePerson

router = make_router(tags=["设备接口"])
FaceCall = Annotated[DeviceCall, Depends(face_device)]
STATUS_NORMAL, STATUS_DELETED = 0, 2
EPOCH = datetime(1970, 1, 1)
MAX_PAGE_NO = 1_000_000
SINCE_MS = re.compile(r"[0-9]{1,13}")  # ASCII digits (isdigit takes "¹"), at most the year 2286


def _ms(moment: datetime) -> int:
    return int((moment - EPOCH) / timedelta(milliseconds=1))


class IssuedPerson(CamelModel):
    id: IdStr
    name: str
    kind: int
    team_id: IdStr | None = None
    work_type: str | None = None
    has_face: bool
    # false: the device must forget the person (deleted, blacklisted or left the site)
    active: bool
    update_time: DateTimeStr | None = None


class Heartbeat(CamelModel):
    server_time: int
    direction: int | None = None


class IssuedPage(CamelModel):
    server_time: int
    has_more: bool
    rows: list[IssuedPerson]


class RecordOutcome(CamelModel):
    index: int
    status: str  # stored, duplicate, refused
    person_id: IdStr | None = None
    code: int | None = None
    message: str | None = None


class BatchOutcome(CamelModel):
    total: int
    stored: int
    duplicates: int
    records: list[RecordOutcome]


class PersonsQuery(CamelModel):
    since: str | None = Field(None, max_length=19, title="更新起始时间")
    # a page past the millionth is no terminal's; the bound keeps OFFSET inside 64 bits
    page_no: int = Field(1, ge=1, le=MAX_PAGE_NO, title="页码")
    page_size: int = Field(500, ge=1, le=1000, title="每页条数")


def _since(text: str | None) -> datetime | None:
    """Epoch milliseconds or `yyyy-MM-dd HH:mm:ss` (server zone) as naive UTC."""
    if not text:
        return None
    if SINCE_MS.fullmatch(text):
        return EPOCH + timedelta(milliseconds=int(text))
    try:
        return from_local(datetime.strptime(text, DATETIME_FORMAT))
    except ValueError:
        raise AppError(
            ErrorCode.PARAM_ERROR, message="更新起始时间格式不正确，应为毫秒时间戳或yyyy-MM-dd HH:mm:ss"
        ) from None


@router.post("/device/face/heartbeat", openapi_extra=PUBLIC, response_model=Envelope[Heartbeat])
def face_heartbeat(request: Request, call: FaceCall) -> EnvelopeResponse:
    """人脸设备心跳"""
    ctx: AppContext = request.app.state.ctx
    face_service.touch(ctx, call, "heartbeat")
    return ok({"serverTime": _ms(ctx.clock.now()), "direction": call.direction})


@router.get("/device/face/persons", openapi_extra=PUBLIC, response_model=Envelope[IssuedPage])
def face_persons(
    request: Request, call: FaceCall, query: Annotated[PersonsQuery, Query()]
) -> EnvelopeResponse:
    """人脸设备下发人员"""
    ctx: AppContext = request.app.state.ctx
    since = _since(query.since)
    today = to_local(ctx.clock.now()).date()
    rows, more = face_service.issued_page(ctx, call.project_id, since, query.page_no, query.page_size)
    items = [_issued(person, today) for person in rows]
    face_service.touch(ctx, call, "persons")
    return ok({"serverTime": _ms(ctx.clock.now()), "hasMore": more, "rows": items})


def _issued(person: SitePerson, today: date) -> dict[str, Any]:
    active = person.status == STATUS_NORMAL and not person.blacklisted
    active = active and (person.exit_date is None or person.exit_date >= today)
    item = IssuedPerson(
        id=person.id,
        name=person.name,
        kind=person.kind,
        team_id=person.team_id,
        work_type=person.work_type,
        has_face=person.face_file_id is not None,
        active=active,
        update_time=person.update_time or person.create_time,
    )
    return item.model_dump(by_alias=True, mode="json")


@router.post("/device/face/records", openapi_extra=PUBLIC, response_model=Envelope[BatchOutcome])
def face_records(request: Request, call: FaceCall, body: RecordsIn) -> EnvelopeResponse:
    """人脸设备上传考勤记录"""
    ctx: AppContext = request.app.state.ctx
    face_service.touch(ctx, call, None)
    return ok(store_batch(ctx, request.app.state.storage, call, body))
