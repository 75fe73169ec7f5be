"""The simulator against a real server (the test application served by uvicorn): the demo's monitoring
devices, read from the database with the application's key, send signed batches that are stored; the
overload episode asked for at the start reaches the crane's readings and raises its moment alarm; the
gateway's heartbeat reports its channels; readings made while the platform is unreachable are kept and
arrive once it answers again."""

from __future__ import annotations

import secrets
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select, update

from helpers import login
from site_helpers import ProjectApi, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.monitor.models import CraneReading, EnvReading, LiftReading
from sitesafe.modules.site.project.models import Project
from sitesafe.seed.site_demo_devices import monitoring_devices
from sitesafe.sim.devices import load_devices
from sitesafe.sim.runner import ENV_EVERY, Options, Simulator
from sitesafe.sim.transport import HttpTransport

DEADLINE = 10.0
STEPS = 60  # two minutes of readings, sent in batches of ten


@pytest.fixture(scope="module")
def server(app: FastAPI) -> Iterator[str]:
    """The test application on a free local port (same database)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    runner = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off", log_level="warning")
    )
    thread = threading.Thread(target=runner.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + DEADLINE
    while not runner.started:
        assert time.monotonic() < deadline, "server did not start"
        time.sleep(0.01)
    yield f"http://127.0.0.1:{port}"
    runner.should_exit = True
    thread.join(DEADLINE)


@pytest.fixture
def fleet(ctx: AppContext, client: TestClient) -> Iterator[str]:
    """A project with the demo's monitoring devices (codes of their own); answers the project code."""
    prefix = f"SIM{secrets.token_hex(3).upper()}"
    with projects_retired(ctx):
        project_id = int(new_project(ProjectApi(client, login(client, "superAdmin"))))
        with ctx.db.sessionmaker.begin() as db:
            project = db.get(Project, project_id)
            assert project is not None
            monitoring_devices(db, ctx.cipher, project, "cnazf", prefix)
            code = project.code
        yield code
        with ctx.db.sessionmaker.begin() as db:
            db.execute(update(SiteDevice).where(SiteDevice.project_id == project_id).values(status=2))


def _stored(ctx: AppContext, model: type, device_id: int) -> list:
    with ctx.db.sessionmaker() as db:
        return list(db.execute(select(model).where(model.device_id == device_id)).scalars())


def test_the_simulated_devices_are_stored_and_the_overload_raises_an_alarm(
    ctx: AppContext, settings: Settings, server: str, fleet: str
) -> None:
    devices, warnings = load_devices(settings, [fleet])
    assert not warnings
    assert sorted(d.kind for d in devices) == sorted(
        ["crane", "crane", "lift", "environment", "camera", "camera", "gateway", "protection"]
    )
    now = [time.time() - 2 * STEPS]
    lines: list[str] = []
    options = Options(rate=2.0, overload_after=1.0, overload_every=3600.0, timezone=settings.TIMEZONE)
    sim = Simulator(devices, HttpTransport(server), options, clock=lambda: now[0], log=lines.append)
    for step in range(STEPS):
        sim.sample(now[0])
        if step == 0:
            sim.sample(now[0] + 1.0)  # the episode falls due between two readings of the crane
        if step % 10 == 9:
            sim.flush(now[0])
        now[0] += 2.0
    assert (sim.stats.refused, sim.stats.failures) == (0, 0), lines
    by_code = {d.code: d for d in devices}
    first, second = sorted(c for c, d in by_code.items() if d.kind == "crane")
    assert sim.stats.episodes == 1 and by_code[first].name in lines[0]

    heavy = _stored(ctx, CraneReading, by_code[first].id)
    assert len(heavy) == STEPS and len(_stored(ctx, CraneReading, by_code[second].id)) == STEPS
    over = [r for r in heavy if r.moment_pct >= 90]
    assert over and all(r.moment == pytest.approx(r.load * r.radius, abs=0.1) for r in heavy)
    lift = next(d for d in devices if d.kind == "lift")
    env = next(d for d in devices if d.kind == "environment")
    assert len(_stored(ctx, LiftReading, lift.id)) == STEPS
    assert len(_stored(ctx, EnvReading, env.id)) == STEPS // ENV_EVERY
    with ctx.db.sessionmaker() as db:
        alarms = db.execute(select(SiteAlarm.type).where(SiteAlarm.device_id == by_code[first].id)).scalars()
        assert "crane_moment" in set(alarms)
        online = db.execute(
            select(func.count()).where(SiteDevice.code.in_(list(by_code)), SiteDevice.online.is_(True))
        ).scalar_one()
        assert online == len(devices)
        gateway = next(d for d in devices if d.kind == "gateway")
        values = dict(
            db.execute(
                select(SiteDeviceChannel.channel_type, SiteDeviceChannel.last_value).where(
                    SiteDeviceChannel.gateway_id == gateway.id
                )
            ).all()
        )
        assert values["protection"] == "0" and float(values["power_meter"]) > 35000


def test_readings_made_while_the_platform_is_away_arrive_when_it_is_back(
    ctx: AppContext, settings: Settings, server: str, fleet: str
) -> None:
    devices, _ = load_devices(settings, [fleet])
    crane = next(d for d in devices if d.kind == "crane")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        nowhere = f"http://127.0.0.1:{probe.getsockname()[1]}"  # nothing listens there
    now = [time.time() - 60]
    lines: list[str] = []
    options = Options(rate=2.0, overload_after=None, timezone=settings.TIMEZONE)
    sim = Simulator([crane], HttpTransport(nowhere), options, clock=lambda: now[0], log=lines.append)
    for _ in range(10):
        sim.step(now[0])
        now[0] += 2.0
    assert sim.stats.failures >= 3 and sim.stats.readings == 0 and "平台暂不可达" in lines[0]
    assert sim.retry_at > now[0] - 2  # waiting longer and longer between tries
    sim.transport = HttpTransport(server)  # the platform is back
    now[0] = sim.retry_at
    sim.step(now[0])
    assert sim.stats.readings == 11 and lines[-1] == "平台已恢复，缓存的读数已补发"
    assert len(_stored(ctx, CraneReading, crane.id)) == 11
