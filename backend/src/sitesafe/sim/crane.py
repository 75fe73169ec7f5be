"""Tower crane work cycles: hook down, rig, hoist, slew and trolley to the drop point, lower, unload, back.
The rated load at a radius follows the crane's load chart (constant load up to the maximum-load radius, then
a hyperbola through the tip load), so moment % = load × radius / (rated load × radius) as a black box
reports it (GB/T 37366-2019). When asked, a cycle carries a heavy load out past 90 % moment and holds it
there about 20 s (an operator hesitating), then trolleys back in."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from sitesafe.sim import noise

HOIST_SPEED = 1.0  # m/s with a load; an empty hook or a light load (LIGHT) runs at twice this
LIGHT = 0.25  # of the maximum load
TROLLEY_SPEED = 1.0  # m/s
SLEW_SPEED = 3.6  # °/s (0.6 r/min)
OVERLOAD_HOLD = 20.0  # s above 90 % moment
OVERLOAD_PEAK = (0.93, 0.98)  # of the rated load at the far radius: moment alarm, not yet overload
MOMENT_CUTOFF = 100.0  # % at which the black box sets its own moment bit
WIND_CUTOFF = 20.0  # m/s at which the black box sets its own wind bit
MASK_WIND, MASK_MOMENT = 1 << 0, 1 << 3  # kinds.ALARM_TYPES mask bits


@dataclass(frozen=True)
class CraneSpec:
    """The load chart of a crane (site_device.params, kinds' camelCase keys)."""

    reeving: int = 4
    max_load: float = 8.0  # t at ×4 reeving (half at ×2)
    max_load_radius4: float = 15.2  # m: the maximum load holds up to this radius
    max_load_radius2: float = 29.2
    max_radius: float = 60.0
    max_radius_load4: float = 1.3  # t at the tip
    max_radius_load2: float = 1.5
    min_radius: float = 2.5
    min_hook_height: float = 0.0
    max_hook_height: float = 46.0

    @classmethod
    def from_params(cls, params: Mapping[str, Any]) -> CraneSpec:
        names = {
            "reeving": "reeving",
            "maxLoad": "max_load",
            "maxLoadRadius4": "max_load_radius4",
            "maxLoadRadius2": "max_load_radius2",
            "maxRadius": "max_radius",
            "maxRadiusLoad4": "max_radius_load4",
            "maxRadiusLoad2": "max_radius_load2",
            "minRadius": "min_radius",
            "minHookHeight": "min_hook_height",
            "maxHookHeight": "max_hook_height",
        }
        values = {
            attr: params[key]
            for key, attr in names.items()
            if isinstance(params.get(key), int | float) and not isinstance(params.get(key), bool)
        }
        spec = cls(**values)
        q, r0, tip = spec.curve()
        if not (0 < tip < q and 0 < r0 < spec.max_radius):
            return cls(reeving=spec.reeving)  # an inconsistent chart: the default one
        return spec

    def curve(self) -> tuple[float, float, float]:
        """(maximum load, radius up to which it holds, tip load) at the current reeving."""
        if self.reeving >= 4:
            return self.max_load, self.max_load_radius4, self.max_radius_load4
        return self.max_load / 2, self.max_load_radius2, self.max_radius_load2

    def _hyperbola(self) -> tuple[float, float]:
        q, r0, tip = self.curve()
        a = (q - tip) / (1 / r0 - 1 / self.max_radius)
        return a, q - a / r0


def rated_load(spec: CraneSpec, radius: float) -> float:
    """The safe load (t) at this radius."""
    q, r0, _ = spec.curve()
    if radius <= r0:
        return q
    a, b = spec._hyperbola()
    return a / min(radius, spec.max_radius) + b


def radius_for_load(spec: CraneSpec, load: float) -> float:
    """The largest radius at which `load` is still within the chart."""
    q, r0, tip = spec.curve()
    if load >= q:
        return r0
    if load <= tip:
        return spec.max_radius
    a, b = spec._hyperbola()
    return a / (load - b)


@dataclass(frozen=True)
class Pose:
    radius: float  # m
    slew: float  # ° (unwrapped while moving)
    height: float  # m, hook above ground
    load: float  # t on the hook


@dataclass(frozen=True)
class Segment:
    start: Pose
    end: Pose
    duration: float


@dataclass(frozen=True)
class Cycle:
    segments: tuple[Segment, ...]
    overload: bool = False

    @property
    def duration(self) -> float:
        return sum(s.duration for s in self.segments)

    @property
    def end(self) -> Pose:
        return self.segments[-1].end


def _ease(x: float) -> float:
    x = min(1.0, max(0.0, x))
    return x * x * (3 - 2 * x)


def pose_at(cycle: Cycle, t: float) -> Pose:
    """Where the hook is `t` seconds into the cycle (smooth starts and stops)."""
    for seg in cycle.segments:
        if t < seg.duration:
            w = _ease(t / seg.duration)
            a, b = seg.start, seg.end
            return Pose(
                a.radius + (b.radius - a.radius) * w,
                a.slew + (b.slew - a.slew) * w,
                a.height + (b.height - a.height) * w,
                a.load + (b.load - a.load) * w,
            )
        t -= seg.duration
    return cycle.end


class _Plan:
    def __init__(self, start: Pose, light: float) -> None:
        self.pose = start
        self.light = light  # t: up to this load the hoist runs fast
        self.segments: list[Segment] = []

    def go(self, least: float = 1.0, **change: float) -> None:
        target = replace(self.pose, **change)
        p = self.pose
        duration = max(
            least,
            abs(target.radius - p.radius) / TROLLEY_SPEED,
            abs(target.slew - p.slew) / SLEW_SPEED,
            abs(target.height - p.height)
            / (HOIST_SPEED * (2 if max(p.load, target.load) <= self.light else 1)),
        )
        self.segments.append(Segment(p, target, duration))
        self.pose = target


def initial_pose(spec: CraneSpec) -> Pose:
    return Pose(min(spec.curve()[1] * 0.8, spec.max_radius), 0.0, spec.min_hook_height + 2.0, 0.0)


def _set_down(plan: _Plan, ground: float) -> None:
    plan.go(height=ground)
    plan.go(6.0, load=0.0)


def _overload(spec: CraneSpec, rng: random.Random, plan: _Plan, ground: float) -> float:
    """Trolleys a load out past 90 % moment and holds it; answers the radius it comes back to. A load
    already on the hook is taken out when the chart allows; otherwise a heavy one is rigged here."""
    peak = rng.uniform(*OVERLOAD_PEAK)
    here = plan.pose
    far = radius_for_load(spec, here.load / peak) if here.load > 0 else 0.0
    if not here.radius + 3 <= far < spec.max_radius:
        r0 = spec.curve()[1]
        if here.load > 0:
            _set_down(plan, ground)
        far = r0 + rng.uniform(0.15, 0.3) * (spec.max_radius - r0)
        plan.go(radius=min(plan.pose.radius, r0), height=ground)
        plan.go(6.0, load=peak * rated_load(spec, far))
        plan.go(height=ground + rng.uniform(8, 14), radius=far)
    else:
        plan.go(radius=far)
    plan.go(OVERLOAD_HOLD)
    back = max(spec.min_radius + 3, min(radius_for_load(spec, plan.pose.load / 0.6), far))
    plan.go(radius=back)
    return back


def plan_cycle(spec: CraneSpec, rng: random.Random, start: Pose, overload: bool = False) -> Cycle:
    """One work cycle from `start` (a load still on the hook is set down first, or, for an overload,
    taken out when it is heavy enough)."""
    plan = _Plan(replace(start, slew=start.slew % 360), LIGHT * spec.curve()[0])
    ground = spec.min_hook_height + 1.5
    travel = spec.max_hook_height - rng.uniform(4, 10)
    if overload:
        drop_radius = rng.uniform(spec.min_radius + 3, _overload(spec, rng, plan, ground))
    else:
        if start.load > 0:
            _set_down(plan, ground)
        pick_radius = rng.uniform(spec.min_radius + 3, 0.5 * spec.max_radius)
        drop_radius = rng.uniform(spec.min_radius + 3, 0.92 * spec.max_radius)
        heavy = rng.random() < 0.15  # now and then a lift in the pre-warning band
        share = rng.uniform(0.72, 0.86) if heavy else rng.uniform(0.2, 0.7)
        load = max(0.2, share * rated_load(spec, max(pick_radius, drop_radius)))
        plan.go(height=travel)
        plan.go(radius=pick_radius, slew=plan.pose.slew + rng.uniform(-150, 150))
        plan.go(height=ground)
        plan.go(rng.uniform(10, 18), load=load)
        plan.go(height=travel)
    plan.go(radius=drop_radius, slew=plan.pose.slew + rng.uniform(-150, 150))
    plan.go(height=spec.min_hook_height + rng.uniform(5, max(6, travel - 8)))
    plan.go(rng.uniform(8, 14), load=0.0)
    plan.go(height=travel)
    return Cycle(tuple(plan.segments), overload)


def crane_reading(spec: CraneSpec, pose: Pose, seed: str, t: float, hour: float) -> dict[str, float | int]:
    """The black box's reading (wire names of kinds.CRANE_FIELDS) for this pose, at `t` (epoch s)."""
    rated = rated_load(spec, pose.radius)
    load = max(0.0, pose.load)
    percent = 100 * load / rated
    wind = noise.wind(seed, t, hour, height_factor=1.3)
    lean = 0.06 + 0.25 * percent / 100
    angle = math.radians(pose.slew)
    mask = (MASK_MOMENT if percent >= MOMENT_CUTOFF else 0) | (MASK_WIND if wind >= WIND_CUTOFF else 0)
    return {
        "load": round(load, 3),
        "ratedLoad": round(rated, 3),
        "moment": round(load * pose.radius, 2),
        "momentPercent": round(percent, 1),
        "radius": round(pose.radius, 2),
        "height": round(pose.height, 2),
        "slewAngle": round(pose.slew % 360, 1),
        "tiltX": round(lean * math.cos(angle) + 0.02 * noise.smooth(seed + ":x", t, 3.0), 3),
        "tiltY": round(lean * math.sin(angle) + 0.02 * noise.smooth(seed + ":y", t, 3.0), 3),
        "windSpeed": round(wind, 1),
        "reeving": spec.reeving,
        "alarmMask": mask,
    }


class CraneRun:
    """One crane going from cycle to cycle; `pose(t, overload_due)` plans an overload cycle from where the
    hook is when one is due (the caller says when)."""

    def __init__(self, spec: CraneSpec, seed: str, began: float) -> None:
        self.spec = spec
        self.rng = random.Random(seed)
        self.cycle = plan_cycle(spec, self.rng, initial_pose(spec))
        self.began = began

    def pose(self, t: float, overload_due: bool = False) -> Pose:
        if overload_due and not self.cycle.overload:
            here = pose_at(self.cycle, t - self.began)
            self.cycle, self.began = plan_cycle(self.spec, self.rng, here, overload=True), t
        while t - self.began >= self.cycle.duration:
            self.began += self.cycle.duration
            self.cycle = plan_cycle(self.spec, self.rng, self.cycle.end)
        return pose_at(self.cycle, t - self.began)
