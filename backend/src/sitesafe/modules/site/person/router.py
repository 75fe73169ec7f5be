"""Routes of 人员 (`/person/*`), 工人 (`/worker/*`) and 班组人员 (`/teamPerson/*`): the CRUD ones plus
reveal, face photo, blacklist, import into a team and issue to the face terminals."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Body, File, Query, Request, UploadFile
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response, StreamingResponse

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.openapi import binary_response
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import Act, ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody, parse_ids
from sitesafe.crud.xlsx_worker import parse_xlsx
from sitesafe.modules.site.person import actions
from sitesafe.modules.site.person.resources import (
    TEAM_PERSON,
    person_service,
    team_person_service,
    worker_service,
)
from sitesafe.modules.site.person.schemas import BlacklistBody, RevealOut
from sitesafe.modules.site.person.service import PeopleService

IdQuery = Annotated[IdStr, Query(alias="id", title="主键")]
FACE_HEADERS = {
    # A face is personal data: a shared cache must never keep it, nor serve it to someone else.
    "cache-control": "private, no-store",
    "vary": "Authorization",
    "x-content-type-options": "nosniff",
}

person_router = crud_router(person_service)
worker_router = crud_router(worker_service)
team_person_router = crud_router(team_person_service)


def _face(service: PeopleService, act: Act, request: Request, person_id: int) -> Response:
    chunks = actions.face_stream(service, act, request.app.state.storage, person_id)
    return StreamingResponse(chunks, media_type="image/jpeg", headers=FACE_HEADERS)


def _picture(service: PeopleService, act: Act, request: Request, person_id: int, file: UploadFile) -> None:
    limit = act.ctx.settings.UPLOAD_MAX_BYTES
    data = file.file.read(limit + 1)
    if len(data) > limit:
        raise AppError(ErrorCode.FILE_TOO_LARGE, limit=f"{limit // (1024 * 1024)} MB")
    actions.upload_face(service, act, request.app.state.storage, person_id, data)


Photo = Annotated[UploadFile, File(title="照片")]


@person_router.get("/person/revealIdNo", response_model=Envelope[RevealOut])
def person_reveal_id_no(act: ActDep, id: IdQuery) -> EnvelopeResponse:
    """查看人员证件号"""
    return ok(actions.reveal_id(person_service, act, id))


@person_router.get("/person/face", responses=binary_response("image/jpeg", "人脸照片"))
def person_face(act: ActDep, request: Request, id: IdQuery) -> Response:
    """人员人脸照片"""
    return _face(person_service, act, request, id)


@person_router.post("/person/picture", response_model=Envelope[None])
def person_picture(act: ActDep, request: Request, id: IdQuery, file: Photo) -> EnvelopeResponse:
    """上传人员人脸照片"""
    _picture(person_service, act, request, id, file)
    return ok(None)


@worker_router.get("/worker/revealIdNo", response_model=Envelope[RevealOut])
def worker_reveal_id_no(act: ActDep, id: IdQuery) -> EnvelopeResponse:
    """查看工人证件号"""
    return ok(actions.reveal_id(worker_service, act, id))


@worker_router.get("/worker/face", responses=binary_response("image/jpeg", "人脸照片"))
def worker_face(act: ActDep, request: Request, id: IdQuery) -> Response:
    """工人人脸照片"""
    return _face(worker_service, act, request, id)


@worker_router.post("/worker/blacklist", response_model=Envelope[None])
def worker_blacklist(act: ActDep, body: BlacklistBody) -> EnvelopeResponse:
    """拉黑工人"""
    actions.blacklist(worker_service, act, body.id, body.reason)
    return ok(None)


@worker_router.post("/worker/unblacklist", response_model=Envelope[None])
def worker_unblacklist(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """解除工人黑名单"""
    actions.unblacklist(worker_service, act, body.id)
    return ok(None)


@team_person_router.post("/teamPerson/import", response_model=Envelope[int])
async def team_person_import(
    act: ActDep,
    team_id: Annotated[IdStr, Query(alias="teamId", title="班组")],
    file: Annotated[UploadFile, File(title="文件")],
) -> EnvelopeResponse:
    """导入班组人员"""
    if act.project_id is None:
        raise AppError(ErrorCode.PARAM_ERROR, message="请先选择项目")
    header, rows = await parse_xlsx(await file.read(), TEAM_PERSON.import_max_rows)
    return ok(await run_in_threadpool(actions.import_team, team_person_service, act, team_id, header, rows))


@team_person_router.post("/teamPerson/picture", response_model=Envelope[None])
def team_person_picture(act: ActDep, request: Request, id: IdQuery, file: Photo) -> EnvelopeResponse:
    """上传班组人员人脸照片"""
    _picture(team_person_service, act, request, id, file)
    return ok(None)


@team_person_router.post("/teamPerson/issue", response_model=Envelope[int])
def team_person_issue(act: ActDep, body: Annotated[Any, Body(title="人员")]) -> EnvelopeResponse:
    """下发班组人员到人脸识别设备"""
    return ok(actions.issue(team_person_service, act, parse_ids(body)))


routers = (person_router, worker_router, team_person_router)
