"""A heartbeat of a device of any kind: the device is online (seen now); a gateway's heartbeat also
carries its channels' states (site_device_channel online / last_seen / last_value)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from sqlalchemy import bindparam, update

from sitesafe.core.context import AppContext
from sitesafe.crud.model import live
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.auth import DeviceCall
from sitesafe.modules.site.device.models import SiteDeviceChannel
from sitesafe.modules.site.monitor import validate
from sitesafe.modules.site.monitor.state import Events, count, ms, touch_devices, writer


def _channels(db: Any, gateway_id: int, states: list[dict[str, Any]], now: Any) -> None:
    if not states:
        return
    table: Any = SiteDeviceChannel.__table__
    c = table.c
    stmt = (
        update(table)
        .where(
            c.gateway_id == bindparam("gateway"),
            c.channel_no == bindparam("number"),
            live(c),
        )
        .values(online=bindparam("state"), last_seen=now, last_value=bindparam("reported"))
    )
    rows = [
        {"gateway": gateway_id, "number": s["channel_no"], "state": s["online"], "reported": s["value"]}
        for s in sorted(states, key=lambda s: s["channel_no"])
    ]
    db.connection().execute(stmt, rows)


def beat(ctx: AppContext, call: DeviceCall, payload: Any) -> dict[str, Any]:
    """Records the heartbeat; answers the server time and the device's heartbeat interval."""
    states = validate.channels(payload, call.kind == kinds.KIND_GATEWAY)
    now = ctx.clock.now()
    events = Events()
    with writer(ctx.db.engine), ctx.db.sessionmaker.begin() as db:
        device = touch_devices(db, {call.device_id}, now, events)[call.device_id]
        _channels(db, call.device_id, states, now)
        count(db, {call.device_id: Counter(heartbeat=1)}, now)
        interval = device.heartbeat_seconds
    events.publish(ctx)
    return {"serverTime": ms(now), "heartbeatSeconds": interval}
