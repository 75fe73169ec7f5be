"""The devices the simulator plays, read from the platform's database with the application's cipher.

The simulator runs beside the server with the same DATABASE_URL, DATA_DIR and DATA_KEY, so it may open the
device keys the platform keeps encrypted. A real device never does this: it keeps its own key (shown once
when the device was registered or its key reset) and the platform is the only party holding both."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from sitesafe.core.context import field_cipher
from sitesafe.core.db import Database
from sitesafe.core.secret_key import with_secret_key
from sitesafe.core.settings import Settings
from sitesafe.crud.model import live
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.project.models import Project
from sitesafe.sim.transport import Identity

LIVE = 0  # site_device.status of a device in service


@dataclass
class SimDevice:
    id: int
    project: str  # project code
    kind: str
    code: str
    name: str
    key: str
    heartbeat_seconds: int
    params: dict[str, Any]
    channels: list[tuple[int, str | None]] = field(default_factory=list)  # a gateway's (number, type)

    @property
    def identity(self) -> Identity:
        return Identity(self.code, self.key)


def _params(text: str | None) -> dict[str, Any]:
    try:
        value = json.loads(text) if text else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def load_devices(settings: Settings, projects: Sequence[str] = ()) -> tuple[list[SimDevice], list[str]]:
    """(the live devices of these projects (all projects when none is named) whose key opens, warnings)."""
    cipher = field_cipher(with_secret_key(settings))
    database = Database.connect(settings.DATABASE_URL)
    found: list[SimDevice] = []
    warnings: list[str] = []
    try:
        with database.sessionmaker() as db:
            stmt = (
                select(SiteDevice, Project.code)
                .join(Project, Project.id == SiteDevice.project_id)
                .where(SiteDevice.status == LIVE, live(Project))
                .where(SiteDevice.kind != kinds.KIND_FACE)
                .order_by(Project.code, SiteDevice.kind, SiteDevice.code)
            )
            if projects:
                stmt = stmt.where(Project.code.in_(projects))
            for device, project in db.execute(stmt):
                try:
                    key = cipher.decrypt(device.secret_enc)
                except ValueError:
                    warnings.append(f"设备 {device.code} 的密钥无法解密（DATA_KEY不同？），已跳过")
                    continue
                found.append(
                    SimDevice(
                        device.id,
                        project,
                        device.kind,
                        device.code,
                        device.name,
                        key,
                        device.heartbeat_seconds or kinds.DEFAULT_HEARTBEAT_SECONDS,
                        _params(device.params),
                    )
                )
            gateways = {d.id: d for d in found if d.kind == kinds.KIND_GATEWAY}
            if gateways:
                c = SiteDeviceChannel
                rows = db.execute(
                    select(c.gateway_id, c.channel_no, c.channel_type)
                    .where(c.gateway_id.in_(gateways), live(c))
                    .order_by(c.gateway_id, c.channel_no)
                )
                for gateway_id, number, channel_type in rows:
                    gateways[gateway_id].channels.append((number, channel_type))
    finally:
        database.dispose()
    return found, warnings
