"""Construction hoist trips: the cage waits at a floor with its door open while people and material get on,
closes, runs to the next floor (smooth acceleration, top speed as rated) and opens again. Workers ride up
in the morning and down at noon and in the evening; in between it mostly carries material."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sitesafe.sim import noise

PERSON_MASS = 0.075  # t with tools
DOOR_OPEN, DOOR_CLOSED = 1, 0


@dataclass(frozen=True)
class LiftSpec:
    rated_load: float = 2.0  # t
    rated_persons: int = 12
    max_floor: int = 30
    max_height: float = 90.0  # m
    speed: float = 0.6  # m/s, rated top speed

    @classmethod
    def from_params(cls, params: Mapping[str, Any]) -> LiftSpec:
        names = {
            "ratedLoad": "rated_load",
            "ratedPersons": "rated_persons",
            "maxFloor": "max_floor",
            "maxHeight": "max_height",
        }
        values = {
            attr: params[key]
            for key, attr in names.items()
            if isinstance(params.get(key), int | float) and not isinstance(params.get(key), bool)
        }
        spec = cls(**values)
        if spec.rated_load <= 0 or spec.max_floor < 2 or spec.max_height <= 0 or spec.rated_persons < 1:
            return cls()
        return spec

    @property
    def floor_height(self) -> float:
        return self.max_height / self.max_floor

    def height_of(self, floor: int) -> float:
        return (floor - 1) * self.floor_height


@dataclass(frozen=True)
class Trip:
    origin: int
    target: int
    dwell: float  # s with the door open at the origin
    travel: float  # s running
    persons: int
    material: float  # t

    @property
    def duration(self) -> float:
        return self.dwell + self.travel


def plan_trip(spec: LiftSpec, rng: random.Random, floor: int, hour: float) -> Trip:
    """The next trip from `floor` at this local hour."""
    rush_up = 6.5 <= hour < 8.5 or 12.8 <= hour < 13.3
    rush_down = 11.5 <= hour < 12.2 or 17.0 <= hour < 18.3
    top = spec.max_floor
    if floor == 1:
        target = rng.randint(2, top)
    elif rush_down or rng.random() < 0.6:
        target = 1
    else:
        target = rng.choice([f for f in range(1, top + 1) if f != floor])
    up = target > floor
    if (rush_up and up) or (rush_down and not up):
        persons, material = rng.randint(spec.rated_persons // 2, spec.rated_persons), 0.0
    else:
        persons = rng.randint(1, 3)
        material = rng.uniform(0.2, 0.75 * spec.rated_load) if rng.random() < 0.6 else 0.0
    cap = spec.rated_load * (0.95 if rng.random() < 0.08 else 0.85)  # now and then in the warning band
    material = max(0.0, min(material, cap - persons * PERSON_MASS))
    distance = abs(spec.height_of(target) - spec.height_of(floor))
    # smoothstep motion peaks at 1.5 × the mean speed: the mean is two thirds of the rated speed
    travel = max(4.0, 1.5 * distance / spec.speed)
    return Trip(floor, target, rng.uniform(15, 40), travel, persons, round(material, 3))


@dataclass(frozen=True)
class LiftState:
    height: float
    speed: float  # m/s, positive upward
    door: int
    persons: int
    load: float


def state_at(spec: LiftSpec, trip: Trip, t: float) -> LiftState:
    load = trip.persons * PERSON_MASS + trip.material
    h0, h1 = spec.height_of(trip.origin), spec.height_of(trip.target)
    if t < trip.dwell:
        return LiftState(h0, 0.0, DOOR_OPEN, trip.persons, load)
    x = min(1.0, (t - trip.dwell) / trip.travel)
    height = h0 + (h1 - h0) * x * x * (3 - 2 * x)
    speed = (h1 - h0) / trip.travel * 6 * x * (1 - x)
    return LiftState(height, speed, DOOR_CLOSED, trip.persons, load)


def lift_reading(
    spec: LiftSpec, state: LiftState, seed: str, t: float, hour: float
) -> dict[str, float | int]:
    """The hoist's reading (wire names of kinds.LIFT_FIELDS)."""
    wind = noise.wind(seed, t, hour, height_factor=1.0 + state.height / 200)
    sway = 0.05 + 0.08 * abs(state.speed) / spec.speed
    return {
        "load": round(state.load, 3),
        "ratedLoad": spec.rated_load,
        "loadPercent": round(100 * state.load / spec.rated_load, 1),
        "persons": state.persons,
        "floor": max(1, min(spec.max_floor, round(state.height / spec.floor_height) + 1)),
        "height": round(state.height, 2),
        "speed": round(state.speed, 2),
        "windSpeed": round(wind, 1),
        "tiltX": round(sway * math.cos(t / 7) + 0.02 * noise.smooth(seed + ":x", t, 3.0), 3),
        "tiltY": round(sway * math.sin(t / 7) + 0.02 * noise.smooth(seed + ":y", t, 3.0), 3),
        "doorState": state.door,
        "alarmMask": 0,
    }


class LiftRun:
    """One hoist going from trip to trip (the caller passes the local hour of `t`)."""

    def __init__(self, spec: LiftSpec, seed: str, began: float, hour: float) -> None:
        self.spec = spec
        self.rng = random.Random(seed)
        self.trip = plan_trip(spec, self.rng, 1, hour)
        self.began = began

    def state(self, t: float, hour: float) -> LiftState:
        while t - self.began >= self.trip.duration:
            self.began += self.trip.duration
            self.trip = plan_trip(self.spec, self.rng, self.trip.target, hour)
        return state_at(self.spec, self.trip, t - self.began)
