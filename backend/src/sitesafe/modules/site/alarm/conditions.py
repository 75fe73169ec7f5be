"""What one reading says about each alarm type of its device: firing (with value and limit), normal, or
nothing (the fields it needs are missing). Pure functions of the reading and the limits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sitesafe.core.timefmt import to_local
from sitesafe.modules.site.device import kinds

MASK_TYPES: dict[str, tuple[kinds.AlarmType, ...]] = {
    category: tuple(t for t in kinds.ALARM_TYPES if t.category == category and t.mask_bit is not None)
    for category in kinds.CATEGORIES
}

MASK_CODES = {category: frozenset(t.code for t in types) for category, types in MASK_TYPES.items()}


@dataclass(frozen=True)
class Fire:
    value: float | None
    limit: float | None
    source: int


@dataclass
class Verdict:
    """Types firing, types judged normal, and types to clear at once (a pre-warning that escalated)."""

    firing: dict[str, Fire] = field(default_factory=dict)
    normal: set[str] = field(default_factory=set)
    escalated: set[str] = field(default_factory=set)

    def judge(self, code: str, value: float | None, limit: float, *, strict: bool = False) -> None:
        """`value` ≥ `limit` (> when strict) fires `code`; a missing value says nothing."""
        if value is None:
            return
        over = value > limit if strict else value >= limit
        if over:
            self.fire(code, Fire(value, limit, kinds.SOURCE_THRESHOLD))
        else:
            self.normal.add(code)

    def fire(self, code: str, fire: Fire) -> None:
        known = self.firing.get(code)
        if known is None or (fire.value is not None and (known.value is None or fire.value > known.value)):
            self.firing[code] = fire
        self.normal.discard(code)

    def graded(
        self, warn: str, alarm: str, value: float | None, warn_limit: float, alarm_limit: float
    ) -> None:
        """Pre-warning from `warn_limit`, alarm from `alarm_limit`: reaching the alarm ends the warning."""
        if value is None:
            return
        if value >= alarm_limit:
            self.fire(alarm, Fire(value, alarm_limit, kinds.SOURCE_THRESHOLD))
            self.escalated.add(warn)
            return
        self.normal.add(alarm)
        self.judge(warn, value, warn_limit)

    def settle(self) -> None:
        """A type fired by any source is not normal."""
        self.normal -= set(self.firing)


def _num(reading: dict[str, Any], column: str) -> float | None:
    value = reading.get(column)
    return None if value is None else float(value)


def _percent(reading: dict[str, Any], pct_column: str) -> float | None:
    """The reading's percentage, else load / rated load."""
    pct = _num(reading, pct_column)
    if pct is not None:
        return pct
    load, rated = _num(reading, "load"), _num(reading, "rated_load")
    return None if load is None or not rated else load * 100 / rated


def _tilt(reading: dict[str, Any]) -> float | None:
    values = [abs(v) for v in (_num(reading, "tilt_x"), _num(reading, "tilt_y")) if v is not None]
    return max(values) if values else None


def _mask(verdict: Verdict, category: str, mask: int | None) -> None:
    if mask is None:
        return
    if mask == 0:  # the common case: every bit says normal
        verdict.normal |= MASK_CODES.get(category, frozenset())
        return
    for alarm_type in MASK_TYPES.get(category, ()):
        assert alarm_type.mask_bit is not None
        if mask >> alarm_type.mask_bit & 1:
            verdict.fire(alarm_type.code, Fire(None, None, kinds.SOURCE_DEVICE))
        else:
            verdict.normal.add(alarm_type.code)


def crane(reading: dict[str, Any], limits: dict[str, float]) -> Verdict:
    verdict = Verdict()
    _mask(verdict, "crane", reading.get("alarm_mask"))
    moment = _num(reading, "moment_pct")
    verdict.graded(
        "crane_moment_warn", "crane_moment", moment, limits["craneMomentWarn"], limits["craneMomentAlarm"]
    )
    load = _num(reading, "load")
    rated = _num(reading, "rated_load")
    if load is not None and rated:
        verdict.judge("crane_overload", load * 100 / rated, limits["craneLoadAlarm"])
    verdict.judge("crane_wind", _num(reading, "wind_speed"), limits["windSpeedLimit"])
    verdict.judge("crane_tilt", _tilt(reading), limits["craneTiltLimit"])
    verdict.settle()
    return verdict


def lift(reading: dict[str, Any], limits: dict[str, float], persons_limit: float) -> Verdict:
    verdict = Verdict()
    _mask(verdict, "lift", reading.get("alarm_mask"))
    verdict.graded(
        "lift_load_warn",
        "lift_overload",
        _percent(reading, "load_pct"),
        limits["liftLoadWarn"],
        limits["liftLoadAlarm"],
    )
    verdict.judge("lift_persons", _num(reading, "persons"), persons_limit, strict=True)
    verdict.judge("lift_wind", _num(reading, "wind_speed"), limits["liftWindLimit"])
    verdict.judge("lift_tilt", _tilt(reading), limits["liftTiltLimit"])
    verdict.settle()
    return verdict


def is_daytime(moment: Any) -> bool:
    """GB 12523-2011 day (06:00–22:00) by the local wall clock."""
    hour = to_local(moment).hour
    return kinds.NOISE_DAY_START_HOUR <= hour < kinds.NOISE_DAY_END_HOUR


def environment(reading: dict[str, Any], limits: dict[str, float]) -> Verdict:
    verdict = Verdict()
    verdict.judge("env_pm25", _num(reading, "pm25"), limits["pm25Limit"], strict=True)
    verdict.judge("env_pm10", _num(reading, "pm10"), limits["pm10Limit"], strict=True)
    verdict.judge("env_tsp", _num(reading, "tsp"), limits["tspLimit"], strict=True)
    noise = _num(reading, "noise")
    if noise is not None:
        day = is_daytime(reading["read_time"])
        now_code, other = (
            ("env_noise_day", "env_noise_night") if day else ("env_noise_night", "env_noise_day")
        )
        verdict.judge(now_code, noise, limits["noiseDayLimit" if day else "noiseNightLimit"], strict=True)
        verdict.normal.add(other)
    verdict.judge("env_wind", _num(reading, "wind_speed"), limits["envWindLimit"])
    verdict.settle()
    return verdict
