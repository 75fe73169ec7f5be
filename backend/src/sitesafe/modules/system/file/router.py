from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Annotated, BinaryIO
from urllib.parse import quote

from fastapi import File, Query, Request, UploadFile
from starlette.responses import FileResponse, Response, StreamingResponse

from sitesafe.core.access import LOGIN_ONLY, PUBLIC
from sitesafe.core.context import Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.routing import make_router
from sitesafe.core.schema import IdStr
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.file import service
from sitesafe.modules.system.file.admin_service import service as file_service
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.storage import FileStorage, StorageError

log = logging.getLogger(__name__)
router = make_router(tags=["文件信息"])
FileId = Annotated[IdStr, Query(alias="id", title="文件主键")]
CHUNK = 64 * 1024


def _chunks(source: BinaryIO) -> Iterator[bytes]:
    try:
        while chunk := source.read(CHUNK):
            yield chunk
    finally:
        source.close()


def _stream(request: Request, info: SysFileInfo, media_type: str, disposition: str) -> Response:
    storage: FileStorage = request.app.state.storage
    headers = {
        "content-disposition": f"{disposition}; filename*=UTF-8''{quote(info.file_origin_name)}",
        "x-content-type-options": "nosniff",
    }
    try:
        path = storage.path_of(info.file_bucket, info.file_object_name)
        if path is not None:
            if not path.is_file():
                raise AppError(ErrorCode.FILE_MISSING)
            return FileResponse(path, media_type=media_type, headers=headers)
        source = storage.open(info.file_bucket, info.file_object_name)
    except (FileNotFoundError, ValueError):
        raise AppError(ErrorCode.FILE_MISSING) from None
    except (StorageError, OSError):
        log.exception("reading %s/%s failed", info.file_bucket, info.file_object_name)
        raise AppError(ErrorCode.FILE_DOWNLOAD_ERROR) from None
    return StreamingResponse(_chunks(source), media_type=media_type, headers=headers)


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


# GET /sysFileInfo/page|list|detail, POST /sysFileInfo/delete (permission-checked by path).
crud_router(file_service, router)
