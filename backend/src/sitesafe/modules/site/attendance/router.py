from __future__ import annotations

from typing import Annotated

from fastapi import Query, Request
from starlette.responses import Response, StreamingResponse

from sitesafe.core.access import LOGIN_ONLY
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.openapi import binary_response
from sitesafe.core.paging import Paging
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import ActDep
from sitesafe.crud.excel import XLSX_MEDIA_TYPE
from sitesafe.crud.router import crud_router
from sitesafe.modules.site.attendance.roster import daily_roster
from sitesafe.modules.site.attendance.schemas import DailyQuery, DailyRoster, MonthSheet, Pick, SheetQuery
from sitesafe.modules.site.attendance.service import service
from sitesafe.modules.site.attendance.sheet import export_sheet, month_sheet

router = crud_router(service)
IdQuery = Annotated[IdStr, Query(alias="id", title="考勤记录ID")]
PHOTO_HEADERS = {
    # a face is personal data: a shared cache must never keep it, nor serve it to someone else
    "cache-control": "private, no-store",
    "vary": "Authorization",
    "x-content-type-options": "nosniff",
}


@router.get("/attendance/daily", response_model=Envelope[DailyRoster])
def attendance_daily(act: ActDep, query: Annotated[DailyQuery, Query()], paging: Paging) -> EnvelopeResponse:
    """每日考勤"""
    return ok(daily_roster(act, query, paging))


@router.get("/attendance/monthSheet", response_model=Envelope[MonthSheet])
def attendance_month_sheet(act: ActDep, query: Annotated[SheetQuery, Query()]) -> EnvelopeResponse:
    """月度考勤表"""
    return ok(month_sheet(act, query))


@router.get(
    "/attendance/monthSheetExport", responses=binary_response(XLSX_MEDIA_TYPE, "月度考勤表（Excel文件）")
)
def attendance_month_sheet_export(act: ActDep, query: Annotated[SheetQuery, Query()]) -> Response:
    """导出月度考勤表"""
    return export_sheet(act, query)


@router.get(
    "/attendance/photo", openapi_extra=LOGIN_ONLY, responses=binary_response("image/jpeg", "考勤抓拍照片")
)
def attendance_photo(act: ActDep, request: Request, id: IdQuery) -> Response:
    """考勤抓拍照片"""
    media, chunks = service.photo(act, request.app.state.storage, id)
    return StreamingResponse(chunks, media_type=media, headers=PHOTO_HEADERS)


@router.get("/attendance/teams", response_model=Envelope[list[Pick]])
def attendance_teams(act: ActDep) -> EnvelopeResponse:
    """考勤班组选项"""
    return ok(service.teams(act))


@router.get("/attendance/persons", response_model=Envelope[list[Pick]])
def attendance_persons(
    act: ActDep, name: Annotated[str | None, Query(max_length=50, title="姓名")] = None
) -> EnvelopeResponse:
    """考勤人员选项"""
    return ok(service.persons(act, name))
