"""Helpers of the monitoring ingestion tests: devices written straight into the registry (its screens are
the device module's), a device that signs its HTTP calls or MQTT messages, and readings of each kind."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select

from attend_helpers import EPOCH, Terminal
from helpers import FakeClock
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.site.device import refusals
from sitesafe.modules.site.device.auth import new_device_key
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel, SiteDeviceCounter
from sitesafe.modules.site.monitor.models import READING_MODELS


def ms(moment: datetime) -> int:
    return int((moment - EPOCH) / timedelta(milliseconds=1))


def crane_reading(moment: datetime, **extra: Any) -> dict[str, Any]:
    values = {"load": 2.5, "ratedLoad": 6.0, "momentPercent": 41.5, "radius": 30.0, "height": 42.0}
    return {"time": ms(moment), **values, "windSpeed": 3.2, "reeving": 2, "alarmMask": 0, **extra}


def lift_reading(moment: datetime, **extra: Any) -> dict[str, Any]:
    values = {"load": 1.2, "ratedLoad": 2.0, "loadPercent": 60.0, "persons": 8, "floor": 12}
    return {"time": ms(moment), **values, "height": 36.5, "speed": 0.8, **extra}


def env_reading(moment: datetime, **extra: Any) -> dict[str, Any]:
    values = {"pm25": 35.0, "pm10": 62.0, "tsp": 120.0, "noise": 58.5, "windDirection": 90.0}
    return {"time": ms(moment), **values, "temperature": 12.5, "humidity": 55.0, **extra}


READINGS: dict[str, Callable[..., dict[str, Any]]] = {
    "crane": crane_reading,
    "lift": lift_reading,
    "environment": env_reading,
}


@dataclass
class Device(Terminal):
    """A registered monitoring device calling the API as docs/device-protocol.md says."""

    id: int = 0
    kind: str = ""
    project_id: int = 0

    def readings(self, *items: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        return self.call("POST", f"/device/{self.kind}/readings", {"readings": list(items)}, **kwargs)

    def heartbeat(self, body: dict[str, Any] | None = None, **kwargs: Any) -> dict[str, Any]:
        return self.call("POST", "/device/heartbeat", body if body is not None else {}, **kwargs)


def add_device(
    ctx: AppContext, client: TestClient, clock: FakeClock, project_id: int, kind: str, **fields: Any
) -> Device:
    key = new_device_key()
    code = f"{kind[:3].upper()}{secrets.token_hex(5).upper()}"
    with ctx.db.sessionmaker.begin() as db:
        device = SiteDevice(
            id=new_id(),
            project_id=project_id,
            kind=kind,
            name=f"设备{code}",
            code=code,
            secret_enc=ctx.cipher.encrypt(key),
            online=False,
            status=0,
            heartbeat_seconds=60,
            **fields,
        )
        db.add(device)
    return Device(client, clock, code, key, id=device.id, kind=kind, project_id=project_id)


def add_channel(ctx: AppContext, gateway: Device, number: int) -> int:
    with ctx.db.sessionmaker.begin() as db:
        channel = SiteDeviceChannel(
            id=new_id(),
            project_id=gateway.project_id,
            gateway_id=gateway.id,
            channel_no=number,
            name=f"通道{number}",
            online=False,
            status=0,
        )
        db.add(channel)
    return channel.id


def stored(ctx: AppContext, device: Device) -> list[Any]:
    model: Any = READING_MODELS[device.kind]
    with ctx.db.sessionmaker() as db:
        stmt = select(model).where(model.device_id == device.id).order_by(model.read_time)
        rows = list(db.execute(stmt).scalars())
        db.expunge_all()
    return rows


def stored_count(ctx: AppContext, device_id: int, kind: str) -> int:
    model: Any = READING_MODELS[kind]
    with ctx.db.sessionmaker() as db:
        return db.execute(select(func.count()).where(model.device_id == device_id)).scalar_one()


def counters(ctx: AppContext, device_id: int) -> dict[str, int]:
    refusals.flush(ctx.db.engine, ctx.clock.now())  # refusals wait in memory for the flusher
    with ctx.db.sessionmaker() as db:
        stmt = select(SiteDeviceCounter.reason, SiteDeviceCounter.count).where(
            SiteDeviceCounter.device_id == device_id
        )
        return {reason: int(n) for reason, n in db.execute(stmt)}


def device_row(ctx: AppContext, device_id: int) -> SiteDevice:
    with ctx.db.sessionmaker() as db:
        device = db.get(SiteDevice, device_id)
        assert device is not None
        db.expunge(device)
        return device
