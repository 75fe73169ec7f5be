"""Deterministic smooth noise: the same seed and time always give the same value, so the generators stay
pure functions and their tests can replay any moment."""

from __future__ import annotations

import math
import random
import zlib


def _knot(seed: str, k: int) -> float:
    return random.Random(zlib.crc32(f"{seed}:{k}".encode())).uniform(-1.0, 1.0)


def smooth(seed: str, t: float, period: float) -> float:
    """A value in [-1, 1] that drifts smoothly over `period` seconds (cosine-interpolated random knots)."""
    x = t / period
    k = math.floor(x)
    a, b = _knot(seed, k), _knot(seed, k + 1)
    w = (1 - math.cos(math.pi * (x - k))) / 2
    return a + (b - a) * w


def gust(seed: str, t: float) -> float:
    """Gusts on top of the mean wind (m/s, ≥ 0): short, positive, now and then strong."""
    burst = max(0.0, smooth(seed + ":g", t, 4.0))
    return 2.5 * burst**2 + 0.6 * abs(smooth(seed + ":t", t, 1.5))


def wind(seed: str, t: float, hour: float, height_factor: float = 1.0) -> float:
    """Mean wind with a diurnal swing (stronger in the afternoon) plus gusts, in m/s."""
    mean = 2.6 + 1.4 * math.cos(2 * math.pi * (hour - 15) / 24) + 1.2 * smooth(seed + ":w", t, 600.0)
    return max(0.0, (mean + gust(seed, t)) * height_factor)
