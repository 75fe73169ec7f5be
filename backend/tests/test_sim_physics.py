"""The simulator's generators are pure functions of a seed and the time: their physics is checked here
(load chart and moment %, overload episodes when asked and only then, hoist trips, day and night noise,
dust with activity), and every reading they make passes the field ranges of kinds.FIELDS."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.device import params as device_params
from sitesafe.seed.site_demo_devices import CHART_TC5610, CHART_TC6013, PROJECT_DEVICES
from sitesafe.sim.crane import (
    CraneRun,
    CraneSpec,
    Pose,
    crane_reading,
    plan_cycle,
    radius_for_load,
    rated_load,
)
from sitesafe.sim.environment import env_reading, is_day
from sitesafe.sim.lift import LiftRun, LiftSpec, lift_reading, plan_trip, state_at

NOON = 12.0


def _in_range(kind: str, reading: dict[str, float | int]) -> None:
    fields = {f.wire: f for f in kinds.FIELDS[kind]}
    assert set(reading) == set(fields) | {"alarmMask"}
    for wire, value in reading.items():
        if wire == "alarmMask":
            continue
        field = fields[wire]
        assert field.low <= value <= field.high, (wire, value)
        assert not field.integer or isinstance(value, int), (wire, value)


def _crane_run(spec: CraneSpec, seed: str, seconds: int, overload_at: int | None = None):
    run = CraneRun(spec, seed, 0.0)
    for t in range(0, seconds, 2):
        pose = run.pose(float(t), overload_due=t == overload_at)
        yield t, crane_reading(spec, pose, seed, float(t), NOON)


@pytest.mark.parametrize("chart", [CHART_TC6013, CHART_TC5610])
def test_the_load_chart_is_flat_then_falls_to_the_tip_load(chart: dict[str, float]) -> None:
    spec = CraneSpec.from_params({**chart, "reeving": 4})
    assert rated_load(spec, 5.0) == rated_load(spec, chart["maxLoadRadius4"]) == chart["maxLoad"]
    assert rated_load(spec, chart["maxRadius"]) == pytest.approx(chart["maxRadiusLoad4"])
    radii = [chart["maxLoadRadius4"] + k for k in range(int(chart["maxRadius"] - chart["maxLoadRadius4"]))]
    loads = [rated_load(spec, r) for r in radii]
    assert loads == sorted(loads, reverse=True)
    for r in radii[1:]:
        assert radius_for_load(spec, rated_load(spec, r)) == pytest.approx(r)
    # at ×2 reeving the maximum load halves and holds out to a longer radius
    two = CraneSpec.from_params({**chart, "reeving": 2})
    assert rated_load(two, 5.0) == chart["maxLoad"] / 2
    assert rated_load(two, chart["maxLoadRadius2"]) == pytest.approx(chart["maxLoad"] / 2)


def test_moment_percent_is_load_times_radius_over_the_rated_moment() -> None:
    spec = CraneSpec.from_params(CHART_TC6013)
    moving = 0
    for _t, r in _crane_run(spec, "TC-A", 1800):
        _in_range("crane", r)
        assert r["moment"] == pytest.approx(r["load"] * r["radius"], abs=0.1)
        rated_moment = rated_load(spec, r["radius"]) * r["radius"]
        assert r["momentPercent"] == pytest.approx(100 * r["moment"] / rated_moment, abs=0.2)
        assert r["ratedLoad"] == pytest.approx(rated_load(spec, r["radius"]), abs=0.01)
        assert abs(r["tiltX"]) < kinds.THRESHOLD_DEFAULTS["craneTiltLimit"][0]
        moving += r["load"] > 0
    assert moving > 300  # the hook carries loads a good part of the time


def test_no_overload_unless_asked() -> None:
    for seed, chart in (("TC-A", CHART_TC6013), ("TC-B", CHART_TC5610)):
        spec = CraneSpec.from_params(chart)
        percents = [r["momentPercent"] for _t, r in _crane_run(spec, seed, 4 * 3600)]
        assert max(percents) < kinds.THRESHOLD_DEFAULTS["craneMomentAlarm"][0]
        assert max(percents) > 50


@pytest.mark.parametrize("seed", ["TC-A", "TC-B", "TC-C", "TC-D"])
def test_an_overload_episode_comes_soon_after_it_is_asked_for(seed: str) -> None:
    spec = CraneSpec.from_params(CHART_TC6013)
    alarm = kinds.THRESHOLD_DEFAULTS["craneMomentAlarm"][0]
    readings = list(_crane_run(spec, seed, 400, overload_at=100))
    over = [t for t, r in readings if r["momentPercent"] >= alarm]
    assert over and min(over) > 100 and min(over) - 100 < 60  # within a minute of the request
    # one stretch of about 20 s above 90 %, never overloaded (< 100 % of the rated load)
    assert max(over) - min(over) == 2 * (len(over) - 1)
    assert 18 <= max(over) - min(over) <= 40
    assert all(r["momentPercent"] < 100 and r["alarmMask"] == 0 for _t, r in readings)
    assert all(r["momentPercent"] < alarm for t, r in readings if t > max(over))


def test_an_overload_takes_the_load_on_the_hook_out_or_sets_it_down_first() -> None:
    spec = CraneSpec()
    rng = random.Random(1)
    heavy = Pose(radius=10.0, slew=30.0, height=30.0, load=4.0)
    episode = plan_cycle(spec, rng, heavy, overload=True)
    assert episode.overload and episode.segments[0].end.load == heavy.load
    assert episode.segments[0].end.radius > heavy.radius  # straight out with what it carries
    light = replace(heavy, load=0.3, radius=spec.max_radius - 1)
    episode = plan_cycle(spec, rng, light, overload=True)
    assert episode.segments[0].end.radius == light.radius and episode.segments[1].end.load == 0


def test_hoist_trips_stay_within_the_cage_ratings() -> None:
    spec = LiftSpec.from_params({"ratedLoad": 2.0, "ratedPersons": 12, "maxFloor": 34, "maxHeight": 100.0})
    run = LiftRun(spec, "SC-A", 0.0, 7.0)
    floors, speeds = set(), []
    for t in range(0, 3 * 3600, 2):
        hour = 7.0 + t / 3600
        r = lift_reading(spec, run.state(float(t), hour), "SC-A", float(t), hour)
        _in_range("lift", r)
        assert r["persons"] <= 12 and r["loadPercent"] < 100
        assert r["doorState"] == 0 or r["speed"] == 0  # the door opens only when the cage stands
        floors.add(r["floor"])
        speeds.append(r["speed"])
    assert len(floors) > 15 and max(speeds) == pytest.approx(0.6, abs=0.02) and min(speeds) < -0.5


def test_workers_ride_up_in_the_morning_rush() -> None:
    spec = LiftSpec()
    rng = random.Random(7)
    ups = [plan_trip(spec, rng, 1, 7.2) for _ in range(50)]
    assert all(t.target > 1 for t in ups) and sum(t.persons for t in ups) / 50 >= spec.rated_persons / 2
    trip = ups[0]
    top = state_at(spec, trip, trip.duration)
    assert top.height == pytest.approx(spec.height_of(trip.target)) and top.speed == pytest.approx(0)


def _day(hour: int, minutes: int, weekday: int = 3) -> list[dict[str, float | int]]:
    start = datetime(2026, 6, 1 + weekday - 1, hour)  # 2026-06-01 is a Monday
    return [
        env_reading("ENV-A", 1.78e9 + k * 30, start + timedelta(seconds=k * 30)) for k in range(minutes * 2)
    ]


def test_noise_is_busy_by_day_and_quiet_at_night() -> None:
    day, night = _day(9, 60), _day(1, 60)
    for r in day + night:
        _in_range("environment", r)
    day_noise = sorted(float(r["noise"]) for r in day)
    night_noise = sorted(float(r["noise"]) for r in night)
    assert 60 <= day_noise[len(day_noise) // 2] <= 75 and day_noise[-1] <= 80
    assert night_noise[0] >= 45 and night_noise[-1] <= 58
    assert is_day(9) and not is_day(1) and not is_day(22)


def test_dust_rises_with_the_work_and_sunday_is_quieter() -> None:
    def mean(rows: list[dict[str, float | int]], name: str) -> float:
        return sum(float(r[name]) for r in rows) / len(rows)

    dawn, morning, sunday = _day(4, 60), _day(10, 60), _day(10, 60, weekday=7)
    assert mean(morning, "pm10") > mean(dawn, "pm10") + 30
    assert mean(sunday, "noise") < mean(morning, "noise") - 4
    for rows in (dawn, morning):
        assert all(r["pm25"] < r["pm10"] < r["tsp"] for r in rows)
    assert mean(_day(15, 30), "temperature") > mean(dawn, "temperature") + 5
    assert mean(_day(15, 30), "humidity") < mean(dawn, "humidity") - 15


def test_the_generators_are_pure() -> None:
    spec = CraneSpec()
    assert list(_crane_run(spec, "TC-Z", 300, 20)) == list(_crane_run(spec, "TC-Z", 300, 20))
    moment = datetime(2026, 11, 25, 10, 30)
    assert env_reading("E", 1.8e9, moment) == env_reading("E", 1.8e9, moment)


def test_the_demo_devices_parameters_are_valid_for_their_kinds() -> None:
    for seeds in PROJECT_DEVICES.values():
        for seed in seeds:
            assert device_params.validate(seed.kind, seed.params) == seed.params, seed.suffix
