"""The monitoring devices' own HTTP API (no user token: each call is signed with the device's key, see
docs/device-protocol.md): readings of cranes, lifts and environment monitors, and the heartbeat of a
device of any kind. A reading batch is stored whole or refused whole; every refusal is counted."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import Depends, Request
from starlette.concurrency import run_in_threadpool

from sitesafe.core.access import PUBLIC
from sitesafe.core.context import AppContext
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.core.schema import CamelModel
from sitesafe.modules.site.device.auth import DeviceCall, authenticate
from sitesafe.modules.site.monitor import heartbeat, validate
from sitesafe.modules.site.monitor.ingest import Batch, store
from sitesafe.modules.site.monitor.state import refuse

router = make_router(tags=["设备接口"])
ReadingKind = Literal["crane", "lift", "environment"]


async def reading_device(request: Request, kind: ReadingKind) -> DeviceCall:
    return await authenticate(request, kind)


async def any_device(request: Request) -> DeviceCall:
    return await authenticate(request, None)


class ReadingsAnswer(CamelModel):
    accepted: int
    duplicates: int


class HeartbeatAnswer(CamelModel):
    server_time: int
    heartbeat_seconds: int


def ingest_readings(ctx: AppContext, call: DeviceCall, payload: Any) -> Batch:
    """Checks and stores one batch of a device (HTTP and MQTT alike); Refused is counted and raised."""
    try:
        rows = validate.readings(call.kind, payload, ctx.clock.now(), ctx.settings.READING_RETENTION_DAYS)
    except validate.Refused as refused:
        refuse(ctx, call, refused.counter)
        raise
    batch = Batch(call, rows)
    store(ctx, [batch])
    return batch


def ingest_heartbeat(ctx: AppContext, call: DeviceCall, payload: Any) -> dict[str, Any]:
    try:
        return heartbeat.beat(ctx, call, payload)
    except validate.Refused as refused:
        refuse(ctx, call, refused.counter)
        raise


def parse(ctx: AppContext, call: DeviceCall) -> Any:
    try:
        return validate.parse_json(call.body)
    except validate.Refused as refused:
        refuse(ctx, call, refused.counter)
        raise


@router.post("/device/{kind}/readings", openapi_extra=PUBLIC, response_model=Envelope[ReadingsAnswer])
async def device_readings(
    request: Request, kind: ReadingKind, call: Annotated[DeviceCall, Depends(reading_device)]
) -> EnvelopeResponse:
    """设备上传读数（塔吊、升降机、环境监测）"""
    ctx: AppContext = request.app.state.ctx

    def run() -> Batch:
        return ingest_readings(ctx, call, parse(ctx, call))

    batch = await run_in_threadpool(run)
    return ok({"accepted": batch.accepted, "duplicates": batch.duplicates})


@router.post("/device/heartbeat", openapi_extra=PUBLIC, response_model=Envelope[HeartbeatAnswer])
async def device_heartbeat(
    request: Request, call: Annotated[DeviceCall, Depends(any_device)]
) -> EnvelopeResponse:
    """设备心跳（任意类型设备；网关附带通道状态）"""
    ctx: AppContext = request.app.state.ctx
    answer = await run_in_threadpool(lambda: ingest_heartbeat(ctx, call, parse(ctx, call)))
    return ok(answer)
