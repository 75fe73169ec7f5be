from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Annotated, BinaryIO
from urllib.parse import quote

from fastapi import File, Query, Request, UploadFile
from sqlalchemy.orm import Session
from starlette.responses import FileResponse, Response, StreamingResponse

from sitesafe.core.access import LOGIN_ONLY, PUBLIC, compute_data_scope
from sitesafe.core.auth import authenticate
from sitesafe.core.context import AppContext, Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.openapi import binary_response
from sitesafe.core.routing import make_router
from sitesafe.core.schema import IdStr
from sitesafe.crud.context import Act, ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.file import service
from sitesafe.modules.system.file.admin_service import service as file_service
from sitesafe.modules.system.file.models import SysFileInfo
from sitesafe.modules.system.file.refs import readable_file
from sitesafe.modules.system.file.storage import FileStorage, StorageError

log = logging.getLogger(__name__)
router = make_router(tags=["文件信息"])
FileId = Annotated[IdStr, Query(alias="id", title="文件主键")]
CHUNK = 64 * 1024
MAX_EXPIRES = 2**40  # a timestamp far beyond any link's expiry (keeps the query parameter bounded)


def _chunks(source: BinaryIO) -> Iterator[bytes]:
    try:
        while chunk := source.read(CHUNK):
            yield chunk
    finally:
        source.close()


def _stream(
    request: Request,
    info: SysFileInfo,
    media_type: str,
    disposition: str,
    extra: dict[str, str] | None = None,
) -> Response:
    storage: FileStorage = request.app.state.storage
    headers = {
        "content-disposition": f"{disposition}; filename*=UTF-8''{quote(info.file_origin_name)}",
        "x-content-type-options": "nosniff",
        **(extra or {}),
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


@router.get("/sysFileInfo/previewUrl", openapi_extra=LOGIN_ONLY, response_model=Envelope[str])
def sys_file_info_preview_url(act: ActDep, file_id: FileId) -> EnvelopeResponse:
    """获取图片预览链接（短时有效的签名链接，供img标签使用）"""
    return ok(service.preview_url(act, file_id))


def _signed_in(request: Request, ctx: AppContext, db: Session) -> Act:
    """The caller of a public route that sent a token (1011004 when it sent none)."""
    principal, _ = authenticate(request, ctx)
    request.state.principal = principal
    scope = ctx.principals.get_or_compute(
        principal.user_id, principal.version, "data_scope", lambda: compute_data_scope(db, principal)
    )
    return Act(db=db, ctx=ctx, user=principal, scope=scope, project_id=None, request=request)


@router.get("/sysFileInfo/preview", openapi_extra=PUBLIC, responses=binary_response("image/*", "图片内容"))
def sys_file_info_preview(
    request: Request,
    ctx: Ctx,
    db: DbSession,
    file_id: FileId,
    expires: Annotated[int | None, Query(ge=0, le=MAX_EXPIRES, title="过期时间")] = None,
    user: Annotated[IdStr | None, Query(title="用户")] = None,
    sig: Annotated[str | None, Query(max_length=64, title="签名")] = None,
    tenant: Annotated[str | None, Query(max_length=30, title="租户编码")] = None,
) -> Response:
    """预览图片文件（签名链接，或携带token）"""
    # `tenant` is read by TenantMiddleware (a link has no token to route by) and covered by the signature.
    if sig is not None or expires is not None or user is not None:
        if sig is None or expires is None or user is None:
            raise AppError(ErrorCode.FILE_LINK_INVALID)
        service.check_link(ctx, file_id, expires, user, sig)
        info = service.get_file(db, file_id)
        cache = f"private, max-age={max(0, expires - int(service.now_seconds(ctx)))}"
    else:
        info = readable_file(_signed_in(request, ctx, db), file_id)
        cache = "private, no-cache"
    media_type = service.IMAGE_TYPES.get(info.file_suffix.lower())
    if media_type is None:
        raise AppError(ErrorCode.FILE_PREVIEW_UNSUPPORTED)
    return _stream(request, info, media_type, "inline", {"cache-control": cache})


@router.get(
    "/sysFileInfo/download",
    openapi_extra=LOGIN_ONLY,
    responses=binary_response("application/octet-stream", "文件内容"),
)
def sys_file_info_download(request: Request, act: ActDep, file_id: FileId) -> Response:
    """下载文件"""
    info = readable_file(act, file_id)
    return _stream(request, info, "application/octet-stream", "attachment")


# GET /sysFileInfo/page|list|detail, POST /sysFileInfo/delete (permission-checked by path).
crud_router(file_service, router)
