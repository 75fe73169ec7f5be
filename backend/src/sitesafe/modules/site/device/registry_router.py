"""Routes of the device registry (`/siteDevice/*`) and gateway channels (`/siteDeviceChannel/*`)."""

from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.site.device.channel import service as channel_service
from sitesafe.modules.site.device.registry import service
from sitesafe.modules.site.device.registry_schemas import DeviceAdd, DeviceDetail, DeviceKey, ThresholdBody

router = crud_router(service)


@router.post("/siteDevice/add", response_model=Envelope[DeviceKey])
def site_device_add(act: ActDep, body: DeviceAdd) -> EnvelopeResponse:
    """增加设备"""
    return ok(service.add_with_key(act, body))


@router.post("/siteDevice/resetKey", response_model=Envelope[DeviceKey])
def site_device_reset_key(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """重置设备密钥"""
    return ok(service.reset_key(act, body.id))


@router.post("/siteDevice/setThresholds", response_model=Envelope[DeviceDetail])
def site_device_set_thresholds(act: ActDep, body: ThresholdBody) -> EnvelopeResponse:
    """设置设备阈值"""
    return ok(service.set_thresholds(act, body))


channel_router = crud_router(channel_service)
