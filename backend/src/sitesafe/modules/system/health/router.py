from __future__ import annotations

import logging

from pydantic import BaseModel
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from sitesafe.core.access import PUBLIC
from sitesafe.core.context import DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, fail, ok
from sitesafe.core.errors import ErrorCode
from sitesafe.core.routing import make_router

router = make_router(tags=["健康检查"])
logger = logging.getLogger(__name__)


class Health(BaseModel):
    status: str


@router.get("/health", openapi_extra=PUBLIC, response_model=Envelope[Health])
def health(db: DbSession) -> EnvelopeResponse:
    """健康检查（含数据库）"""
    try:
        db.execute(text("SELECT 1"))
    except SQLAlchemyError:
        logger.exception("数据库不可用")
        return fail(ErrorCode.SERVER_ERROR.code, "数据库连接异常", status_code=503)
    return ok({"status": "ok"})


@router.get("/ping", openapi_extra=PUBLIC, response_model=Envelope[str])
async def ping() -> EnvelopeResponse:
    """连通性检查（不访问数据库，压测基线）"""
    return ok("pong")
