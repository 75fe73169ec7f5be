"""Alarm evaluation: every threshold raises, refreshes and clears (after the flap hold), escalation from
pre-warning to alarm, day/night noise by local time, device alarm masks, project and device limits, and the
race on the unique active key."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from fastapi.testclient import TestClient

from alarm_helpers import active, add_device, alarms, evaluate, reading
from crud_helpers import Api
from helpers import login
from site_helpers import ProjectApi, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.core.timefmt import from_local
from sitesafe.modules.site.alarm.engine import PRELOAD_KEY, evaluate_readings, preload_active
from sitesafe.modules.site.alarm.store import Occurrence, raise_alarm
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device.models import SiteDevice

T0 = datetime(2026, 3, 2, 2, 0, 0)  # 10:00 in Shanghai: daytime
LIMIT = {key: value for key, (value, _, _) in kinds.THRESHOLD_DEFAULTS.items()}


@pytest.fixture
def project(client: TestClient, ctx: AppContext) -> Iterator[str]:
    with projects_retired(ctx):
        yield new_project(Api(client, login(client, "superAdmin")))


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


def test_crane_moment_warns_escalates_and_clears_after_the_hold(ctx: AppContext, project: str) -> None:
    crane = add_device(ctx, project, "crane")
    events = evaluate(ctx, crane, [reading("crane", at(0), momentPercent=80.0)])
    assert [(e.type, e.action, e.level) for e in events] == [("crane_moment_warn", "raise", 1)]
    evaluate(
        ctx,
        crane,
        [reading("crane", at(10), momentPercent=86.0), reading("crane", at(20), momentPercent=82.0)],
    )
    warn = active(ctx, crane)["crane_moment_warn"]
    assert (warn.hits, warn.value, warn.limit_value, warn.last_time) == (3, 86.0, 75.0, at(20))
    events = evaluate(ctx, crane, [reading("crane", at(30), momentPercent=93.5)])
    assert {(e.type, e.action) for e in events} == {("crane_moment", "raise"), ("crane_moment_warn", "clear")}
    now = active(ctx, crane)
    assert set(now) == {"crane_moment"} and now["crane_moment"].value == 93.5
    assert now["crane_moment"].title.endswith("力矩报警") and now["crane_moment"].limit_value == 90.0
    # normal for less than the hold: still active; the value went back up in between: the hold restarts
    evaluate(
        ctx,
        crane,
        [reading("crane", at(40), momentPercent=50.0), reading("crane", at(60), momentPercent=91.0)],
    )
    evaluate(
        ctx,
        crane,
        [reading("crane", at(70), momentPercent=50.0), reading("crane", at(95), momentPercent=50.0)],
    )
    moment = active(ctx, crane)["crane_moment"]
    assert moment.clear_since == at(70) and moment.hits == 2
    events = evaluate(ctx, crane, [reading("crane", at(100), momentPercent=40.0)])
    assert [(e.type, e.action) for e in events] == [("crane_moment", "clear")]
    done = alarms(ctx, crane)["crane_moment"][-1]
    assert (done.active, done.active_key, done.clear_time) == (False, None, at(100))
    # a new occurrence is a new alarm
    evaluate(ctx, crane, [reading("crane", at(200), momentPercent=95.0)])
    assert len(alarms(ctx, crane)["crane_moment"]) == 2


def test_crane_overload_wind_tilt_and_mask(ctx: AppContext, project: str) -> None:
    crane = add_device(ctx, project, "crane")
    evaluate(
        ctx,
        crane,
        [
            reading(
                "crane",
                at(0),
                alarm_mask=1 << 2,
                load=8.8,
                ratedLoad=8.0,
                windSpeed=14.0,
                tiltX=-1.2,
                tiltY=0.3,
            )
        ],
    )
    now = active(ctx, crane)
    assert set(now) == {"crane_overload", "crane_wind", "crane_tilt", "crane_collision"}
    assert now["crane_overload"].value == pytest.approx(110.0) and now["crane_overload"].limit_value == 100.0
    assert now["crane_tilt"].value == 1.2 and now["crane_wind"].limit_value == LIMIT["windSpeedLimit"]
    assert now["crane_collision"].source == kinds.SOURCE_DEVICE and now["crane_collision"].value is None
    assert now["crane_wind"].source == kinds.SOURCE_THRESHOLD
    # mask 0 with wind and tilt still over their limits: collision and overload (no load given, its mask bit
    # clear) end after the hold; a reading saying nothing about wind and tilt leaves their alarms alone
    evaluate(ctx, crane, [reading("crane", at(s), alarm_mask=0, windSpeed=15.0, tiltX=1.5) for s in (10, 45)])
    assert set(active(ctx, crane)) == {"crane_wind", "crane_tilt"}
    evaluate(ctx, crane, [reading("crane", at(s), momentPercent=10.0) for s in (50, 90)])
    assert set(active(ctx, crane)) == {"crane_wind", "crane_tilt"}
    evaluate(ctx, crane, [reading("crane", at(s), alarm_mask=0, windSpeed=5.0) for s in (100, 140)])
    assert set(active(ctx, crane)) == set()


def test_lift_load_persons_wind_tilt_and_rated_persons(ctx: AppContext, project: str) -> None:
    lift = add_device(ctx, project, "lift")
    evaluate(
        ctx, lift, [reading("lift", at(0), load=1.9, ratedLoad=2.0, persons=13, windSpeed=21.0, tiltY=1.5)]
    )
    now = active(ctx, lift)
    assert set(now) == {"lift_load_warn", "lift_persons", "lift_wind", "lift_tilt"}
    assert now["lift_load_warn"].value == pytest.approx(95.0)
    evaluate(ctx, lift, [reading("lift", at(5), loadPercent=LIMIT["liftLoadAlarm"] + 2, persons=12)])
    assert "lift_overload" in active(ctx, lift) and "lift_load_warn" not in active(ctx, lift)
    small = add_device(ctx, project, "lift", params={"ratedPersons": 8})
    evaluate(ctx, small, [reading("lift", at(0), persons=9)])
    assert active(ctx, small)["lift_persons"].limit_value == 8.0


def test_environment_limits_and_noise_by_local_day(ctx: AppContext, project: str) -> None:
    env = add_device(ctx, project, "environment")
    evaluate(
        ctx,
        env,
        [reading("environment", at(0), pm25=80.0, pm10=150.0, tsp=301.0, noise=68.0, windSpeed=11.0)],
    )
    assert set(active(ctx, env)) == {"env_pm25", "env_tsp", "env_wind"}  # pm10 at the limit is not over it
    night = from_local(datetime(2026, 3, 2, 22, 30))
    evaluate(ctx, env, [reading("environment", night, noise=60.0)])
    assert active(ctx, env)["env_noise_night"].limit_value == 55.0
    day = from_local(datetime(2026, 3, 3, 6, 0))
    evaluate(ctx, env, [reading("environment", day, noise=71.0)])
    assert active(ctx, env)["env_noise_day"].limit_value == 70.0
    # from 06:00 the night alarm's condition is normal: it clears after the hold
    evaluate(ctx, env, [reading("environment", day + timedelta(seconds=40), noise=71.0)])
    assert "env_noise_night" not in active(ctx, env) and "env_noise_day" in active(ctx, env)


def test_project_and_device_limits(ctx: AppContext, client: TestClient, project: str) -> None:
    admin = ProjectApi(client, login(client, "superAdmin"), project)
    admin.ok(
        "POST", "/project/setEnvironment", {"pm25Limit": 50, "craneMomentWarn": 70, "craneMomentAlarm": 85}
    )
    env = add_device(ctx, project, "environment")
    evaluate(ctx, env, [reading("environment", at(0), pm25=60.0)])
    assert active(ctx, env)["env_pm25"].limit_value == 50.0
    crane = add_device(ctx, project, "crane", thresholds={"craneMomentWarn": 60, "windSpeedLimit": 20})
    evaluate(ctx, crane, [reading("crane", at(0), momentPercent=65.0, windSpeed=15.0)])
    assert set(active(ctx, crane)) == {"crane_moment_warn"}
    assert active(ctx, crane)["crane_moment_warn"].limit_value == 60.0
    evaluate(ctx, crane, [reading("crane", at(1), momentPercent=86.0)])
    assert active(ctx, crane)["crane_moment"].limit_value == 85.0  # the project's alarm value


def test_losing_the_raise_race_refreshes_the_winner(ctx: AppContext, project: str) -> None:
    crane = add_device(ctx, project, "crane")
    evaluate(ctx, crane, [reading("crane", at(0), windSpeed=15.0)])
    with ctx.db.sessionmaker.begin() as db:
        device = db.get(SiteDevice, crane)
        assert device is not None
        hit = Occurrence(
            device.project_id, crane, None, kinds.ALARM_TYPE_BY_CODE["crane_wind"], kinds.SOURCE_THRESHOLD,
            "x", 18.0, 13.8, {"windSpeed": 18.0}, at(5),
        )  # fmt: skip
        alarm, new = raise_alarm(db, hit, ctx.clock.now())
        assert not new
    winner = active(ctx, crane)["crane_wind"]
    assert (winner.id, winner.hits, winner.value) == (alarm.id, 2, 18.0)
    assert len(alarms(ctx, crane)["crane_wind"]) == 1


def test_preloaded_active_alarms_serve_one_batch_of_many_devices(ctx: AppContext, project: str) -> None:
    first, second = add_device(ctx, project, "crane"), add_device(ctx, project, "crane")
    evaluate(ctx, first, [reading("crane", at(0), momentPercent=95.0)])
    with ctx.db.sessionmaker.begin() as db:
        preload_active(db, [first, second])
        for device_id, moment in ((first, 96.0), (second, 80.0)):
            device = db.get(SiteDevice, device_id)
            assert device is not None
            evaluate_readings(db, device, "crane", [reading("crane", at(10), momentPercent=moment)], at(10))
        assert PRELOAD_KEY in db.info
    assert active(ctx, first)["crane_moment"].hits == 2 and len(alarms(ctx, first)["crane_moment"]) == 1
    assert set(active(ctx, second)) == {"crane_moment_warn"}
