from __future__ import annotations

from typing import Annotated
from urllib.parse import quote

from fastapi import File, Query, Request, UploadFile
from starlette.responses import FileResponse, Response

from sitesafe.core.access import LOGIN_ONLY, PUBLIC
from sitesafe.core.context import Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.routing import make_router
from sitesafe.modules.system.file import service
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.storage import FileStorage

router = make_router(tags=["文件信息"])
FileId = Annotated[int, Query(alias="id", title="文件主键")]


def _stream(request: Request, info: SysFileInfo, media_type: str, disposition: str) -> Response:
    storage: FileStorage = request.app.state.storage
    path = storage.path_of(info.file_bucket, info.file_object_name)
    if path is None or not path.is_file():
        raise AppError(ErrorCode.FILE_MISSING)
    headers = {
        "content-disposition": f"{disposition}; filename*=UTF-8''{quote(info.file_origin_name)}",
        "x-content-type-options": "nosniff",
    }
    return FileResponse(path, media_type=media_type, headers=headers)


@router.post("/sysFileInfo/upload", openapi_extra=LOGIN_ONLY, response_model=Envelope[str])
def sys_file_info_upload(
    request: Request, ctx: Ctx, db: DbSession, file: Annotated[UploadFile, File(title="文件")]
) -> EnvelopeResponse:
    """上传文件"""
    size = file.size if file.size is not None else file.file.seek(0, 2)
    file.file.seek(0)
    file_id = service.upload(db, request.app.state.storage, ctx.settings, file.file, file.filename, size)
    return ok(str(file_id))


@router.get("/sysFileInfo/preview", openapi_extra=PUBLIC)
def sys_file_info_preview(request: Request, db: DbSession, file_id: FileId) -> Response:
    """预览图片文件"""
    info = service.get_file(db, file_id)
    media_type = service.IMAGE_TYPES.get(info.file_suffix.lower())
    if media_type is None:
        raise AppError(ErrorCode.FILE_PREVIEW_UNSUPPORTED)
    return _stream(request, info, media_type, "inline")


@router.get("/sysFileInfo/download", openapi_extra=LOGIN_ONLY)
def sys_file_info_download(request: Request, db: DbSession, file_id: FileId) -> Response:
    """下载文件"""
    info = service.get_file(db, file_id)
    return _stream(request, info, "application/octet-stream", "attachment")
