"""Dust and noise monitor readings as a pure function of the local time: site activity (work hours, the
noon break, a quieter Sunday) drives noise (busy day ~60–75 dB(A), night ~45–58) and raises dust (PM10,
with PM2.5 and TSP in proportion, lagging the work by half an hour); temperature and humidity follow the
day and the month (a Nanjing climate)."""

from __future__ import annotations

import itertools
import math
from datetime import datetime

from sitesafe.modules.site.device import kinds
from sitesafe.sim import noise

# monthly mean temperature (℃), January first
MONTH_MEAN = (3.0, 5.5, 10.0, 16.0, 21.5, 25.0, 28.5, 28.0, 23.5, 18.0, 11.5, 5.5)
# (hour, activity) knots of a working day, linearly joined
WORKDAY = (
    (0.0, 0.0),
    (6.0, 0.0),
    (7.0, 0.9),
    (11.5, 1.0),
    (12.0, 0.35),
    (13.0, 0.35),
    (13.5, 1.0),
    (17.5, 0.9),
    (18.5, 0.3),
    (20.5, 0.15),
    (22.0, 0.0),
    (24.0, 0.0),
)


def hour_of(local: datetime) -> float:
    return local.hour + local.minute / 60 + local.second / 3600


def is_day(hour: float) -> bool:
    """GB 12523-2011 day time (kinds.NOISE_DAY_START_HOUR to NOISE_DAY_END_HOUR)."""
    return kinds.NOISE_DAY_START_HOUR <= hour < kinds.NOISE_DAY_END_HOUR


def activity(local: datetime, hours_ago: float = 0.0) -> float:
    """How busy the site is, 0 (idle) to 1 (every crew at work)."""
    hour = (hour_of(local) - hours_ago) % 24
    level = 0.0
    for (h0, a0), (h1, a1) in itertools.pairwise(WORKDAY):
        if h0 <= hour < h1:
            level = a0 + (a1 - a0) * (hour - h0) / (h1 - h0)
            break
    return level * (0.4 if local.isoweekday() == 7 else 1.0)


def env_reading(seed: str, t: float, local: datetime) -> dict[str, float | int]:
    """The monitor's reading (wire names of kinds.ENV_FIELDS) at `t` (epoch s), `local` being that time on
    the site's clock."""
    hour = hour_of(local)
    busy = activity(local)
    base = 55.0 if is_day(hour) else 48.5
    spike = max(0.0, noise.smooth(seed + ":s", t, 20.0) - 0.6) * 14 * busy  # breakers, piling
    sound = base + 13 * busy + 3.0 * noise.smooth(seed + ":n", t, 8.0) + spike
    dust = 38 + 55 * activity(local, 0.5) + 18 * noise.smooth(seed + ":d", t, 300.0)
    day_wave = math.cos(2 * math.pi * (hour - 14.5) / 24)  # 1 at mid-afternoon, -1 before dawn
    mean = MONTH_MEAN[local.month - 1]
    temperature = mean + 4.5 * day_wave + 0.8 * noise.smooth(seed + ":t", t, 900.0)
    humidity = 68 - 16 * day_wave + 6 * noise.smooth(seed + ":h", t, 1200.0)
    direction = (95 + 70 * noise.smooth(seed + ":wd", t, 1800.0) + 15 * noise.smooth(seed, t, 30.0)) % 360
    return {
        "pm25": round(dust * (0.5 + 0.08 * noise.smooth(seed + ":p", t, 600.0)), 1),
        "pm10": round(max(5.0, dust), 1),
        "tsp": round(max(8.0, dust * 1.9 + 12), 1),
        "noise": round(min(110.0, max(30.0, sound)), 1),
        "windDirection": round(direction, 0),
        "windSpeed": round(noise.wind(seed, t, hour), 1),
        "temperature": round(temperature, 1),
        "humidity": round(min(98.0, max(15.0, humidity)), 1),
        "pressure": round(101.3 - 0.04 * (temperature - mean) + 0.15 * noise.smooth(seed + ":b", t, 3600), 2),
        "alarmMask": 0,
    }
