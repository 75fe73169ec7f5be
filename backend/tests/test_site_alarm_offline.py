"""The offline job (`detect_offline`): silent devices and gateway channels go offline with an alarm where
their kind has one, once; a device heard from again clears it (on its next readings, or on the next run for
kinds that only send heartbeats); an alarm held normal past the hold clears without another reading."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from alarm_helpers import active, add_device, alarms, evaluate, reading
from crud_helpers import Api
from helpers import login
from site_helpers import new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.core.ids import new_id
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.alarm.offline import detect_offline
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel


@pytest.fixture
def project(client: TestClient, ctx: AppContext) -> Iterator[str]:
    with projects_retired(ctx):
        yield new_project(Api(client, login(client, "superAdmin")))


def device(ctx: AppContext, device_id: int) -> SiteDevice:
    with ctx.db.sessionmaker() as db:
        found = db.get(SiteDevice, device_id)
        assert found is not None
        return found


def come_back(ctx: AppContext, device_id: int) -> None:
    """What ingestion does when a device reports again."""
    with ctx.db.sessionmaker.begin() as db:
        db.execute(
            update(SiteDevice)
            .where(SiteDevice.id == device_id)
            .values(online=True, last_seen=ctx.clock.now())
        )


def test_silent_devices_go_offline_once_and_come_back(ctx: AppContext, project: str) -> None:
    now = ctx.clock.now()
    crane = add_device(ctx, project, "crane", last_seen=now - timedelta(seconds=181))
    camera = add_device(ctx, project, "camera", last_seen=now - timedelta(seconds=400))
    general = add_device(ctx, project, "general", last_seen=now - timedelta(seconds=400))
    fresh = add_device(ctx, project, "lift", last_seen=now - timedelta(seconds=170))
    slow = add_device(ctx, project, "environment", heartbeat=600, last_seen=now - timedelta(seconds=1000))
    detect_offline(ctx, now)
    assert [device(ctx, d).online for d in (crane, camera, general, fresh, slow)] == [
        False,
        False,
        False,
        True,
        True,
    ]
    assert device(ctx, crane).offline_time == now
    offline = active(ctx, crane)["crane_offline"]
    assert (offline.level, offline.source, offline.title) == (1, 3, device(ctx, crane).name + "离线")
    assert set(active(ctx, camera)) == {"camera_offline"}
    assert alarms(ctx, general) == {}
    detect_offline(ctx, now + timedelta(minutes=1))
    assert len(alarms(ctx, crane)["crane_offline"]) == 1
    # the crane's next readings clear its offline alarm; the camera's heartbeat, the next run
    come_back(ctx, crane)
    events = evaluate(ctx, crane, [reading("crane", ctx.clock.now(), momentPercent=20.0)])
    assert [(e.type, e.action) for e in events] == [("crane_offline", "clear")]
    come_back(ctx, camera)
    detect_offline(ctx, ctx.clock.now())
    assert active(ctx, camera) == {} and alarms(ctx, camera)["camera_offline"][0].clear_time is not None


def test_gateway_channels_go_offline(ctx: AppContext, project: str) -> None:
    now = ctx.clock.now()
    gateway = add_device(ctx, project, "gateway", heartbeat=30, name="东区网关")
    channel_id = new_id()
    with ctx.db.sessionmaker.begin() as db:
        db.add(
            SiteDeviceChannel(
                id=channel_id,
                project_id=int(project),
                gateway_id=gateway,
                channel_no=3,
                name="3号楼临边",
                online=True,
                last_seen=now - timedelta(seconds=95),
                status=0,
            )
        )
    detect_offline(ctx, now)
    assert device(ctx, gateway).online
    with ctx.db.sessionmaker() as db:
        channel = db.get(SiteDeviceChannel, channel_id)
        assert channel is not None and not channel.online
        alarm = db.query(SiteAlarm).filter(SiteAlarm.channel_id == channel_id).one()
    assert (alarm.type, alarm.category, alarm.device_id, alarm.title) == (
        "channel_offline",
        "channel",
        gateway,
        "东区网关3号楼临边离线",
    )
    with ctx.db.sessionmaker.begin() as db:
        db.execute(
            update(SiteDeviceChannel)
            .where(SiteDeviceChannel.id == channel_id)
            .values(online=True, last_seen=now + timedelta(seconds=5))
        )
    detect_offline(ctx, now + timedelta(seconds=10))
    with ctx.db.sessionmaker() as db:
        assert db.get(SiteAlarm, alarm.id).active is False  # type: ignore[union-attr]


def test_a_held_alarm_clears_without_another_reading(ctx: AppContext, project: str) -> None:
    crane = add_device(ctx, project, "crane")
    now = ctx.clock.now()
    evaluate(
        ctx,
        crane,
        [reading("crane", now, windSpeed=20.0), reading("crane", now + timedelta(seconds=5), windSpeed=3.0)],
    )
    assert active(ctx, crane)["crane_wind"].clear_since == now + timedelta(seconds=5)
    detect_offline(ctx, now + timedelta(seconds=20))
    assert "crane_wind" in active(ctx, crane)
    detect_offline(ctx, now + timedelta(seconds=40))
    assert active(ctx, crane) == {}
