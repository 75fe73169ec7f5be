from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.site.device.schemas import FaceAdd, FaceKey, FaceStats
from sitesafe.modules.site.device.service import service

router = crud_router(service)


@router.post("/deviceFace/add", response_model=Envelope[FaceKey])
def device_face_add(act: ActDep, body: FaceAdd) -> EnvelopeResponse:
    """增加人脸设备"""
    return ok(service.add_with_key(act, body))


@router.post("/deviceFace/resetKey", response_model=Envelope[FaceKey])
def device_face_reset_key(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """重置人脸设备密钥"""
    return ok(service.reset_key(act, body.id))


@router.get("/deviceFace/stats", response_model=Envelope[FaceStats])
def device_face_stats(act: ActDep) -> EnvelopeResponse:
    """人脸设备统计"""
    return ok(service.stats(act))
