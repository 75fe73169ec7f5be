"""The simulator's loop: every device samples its generator on its own cadence into an outbox (a device's
buffer, at most one batch), the outboxes go out as signed batches, heartbeats go out at each device's
interval. While the platform cannot be reached the readings stay buffered and the loop retries with a
growing pause (1 s doubling to 30 s); a refused batch is reported and dropped. Overload episodes come
`overload_after` seconds after the start and then every `overload_every` seconds, the project's cranes
taking turns."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from sitesafe.modules.site.device import kinds
from sitesafe.sim.crane import CraneRun, CraneSpec, crane_reading
from sitesafe.sim.devices import SimDevice
from sitesafe.sim.environment import env_reading, hour_of
from sitesafe.sim.lift import LiftRun, LiftSpec, lift_reading
from sitesafe.sim.transport import Refused, Transport, Unavailable

MAX_BATCH = 1000  # the protocol's batch limit: older readings are dropped past it
BACKOFF_FIRST, BACKOFF_MAX = 1.0, 30.0
ENV_EVERY = 5  # an environment monitor reports once every ENV_EVERY × rate
METER_ORIGIN = 1_704_067_200.0  # 2024-01-01: meters count up from here


@dataclass
class Options:
    rate: float = 2.0  # s between two readings of a crane or a lift
    overload_after: float | None = 30.0  # s from the start to the first overload episode (None: none)
    overload_every: float = 300.0  # s between episodes
    timezone: str = "Asia/Shanghai"


@dataclass
class Stats:
    readings: int = 0
    heartbeats: int = 0
    refused: int = 0
    episodes: int = 0
    failures: int = 0


@dataclass
class Player:
    device: SimDevice
    due: float
    outbox: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=MAX_BATCH))
    crane: CraneRun | None = None
    lift: LiftRun | None = None
    overload: bool = False  # an episode is due at the crane's next reading


def channel_value(channel_type: str | None, t: float) -> float | int:
    """A gateway channel's reported value: meters count up, contacts stay closed (0)."""
    hours = (t - METER_ORIGIN) / 3600
    if channel_type == "water_meter":
        return round(1200 + 1.6 * hours, 2)  # m³
    if channel_type == "power_meter":
        return round(35000 + 86 * hours, 1)  # kWh
    return 0


class Simulator:
    def __init__(
        self,
        devices: list[SimDevice],
        transport: Transport,
        options: Options,
        *,
        clock: Callable[[], float] = time.time,
        log: Callable[[str], None] = print,
    ) -> None:
        self.transport, self.options, self.clock, self.log = transport, options, clock, log
        self.zone = ZoneInfo(options.timezone)
        self.stats = Stats()
        start = clock()
        self.players: list[Player] = []
        for d in devices:
            player = Player(d, start)
            if d.kind == kinds.KIND_CRANE:
                player.crane = CraneRun(CraneSpec.from_params(d.params), d.code, start)
            elif d.kind == kinds.KIND_LIFT:
                player.lift = LiftRun(LiftSpec.from_params(d.params), d.code, start, self._hour(start))
            self.players.append(player)
        self.cranes: dict[str, list[Player]] = {}
        for p in self.players:
            if p.crane is not None:
                self.cranes.setdefault(p.device.project, []).append(p)
        first = options.overload_after if options.overload_after is not None else None
        self.next_episode = {project: start + first for project in self.cranes} if first is not None else {}
        self.turn = dict.fromkeys(self.cranes, 0)
        self.retry_at = 0.0
        self.backoff = BACKOFF_FIRST
        self.refusals: set[tuple[str, int]] = set()

    def _local(self, t: float) -> datetime:
        return datetime.fromtimestamp(t, self.zone).replace(tzinfo=None)

    def _hour(self, t: float) -> float:
        return hour_of(self._local(t))

    def _episode(self, project: str, now: float) -> Player | None:
        due = self.next_episode.get(project)
        if due is None or now < due:
            return None
        cranes = self.cranes[project]
        player = cranes[self.turn[project] % len(cranes)]
        self.turn[project] += 1
        self.next_episode[project] = now + self.options.overload_every
        self.stats.episodes += 1
        self.log(f"塔吊 {player.device.name}（{player.device.code}）开始一次超力矩吊装：约20秒超过90%")
        return player

    def sample(self, now: float) -> None:
        """Puts every due device's reading (or heartbeat) of `now` in its outbox."""
        for project in self.cranes:
            chosen = self._episode(project, now)
            if chosen is not None:
                chosen.overload = True
        hour = self._hour(now)
        stamp = int(now * 1000)
        for p in self.players:
            if now < p.due:
                continue
            d = p.device
            if p.crane is not None:
                pose = p.crane.pose(now, p.overload)
                p.overload = False
                p.outbox.append({"time": stamp, **crane_reading(p.crane.spec, pose, d.code, now, hour)})
                p.due = now + self.options.rate
            elif p.lift is not None:
                state = p.lift.state(now, hour)
                p.outbox.append({"time": stamp, **lift_reading(p.lift.spec, state, d.code, now, hour)})
                p.due = now + self.options.rate
            elif d.kind == kinds.KIND_ENVIRONMENT:
                p.outbox.append({"time": stamp, **env_reading(d.code, now, self._local(now))})
                p.due = now + self.options.rate * ENV_EVERY
            else:
                p.outbox.append({})  # a heartbeat
                p.due = now + d.heartbeat_seconds * 0.9

    def _send(self, p: Player, now: float) -> None:
        d = p.device
        if d.kind in kinds.READING_KINDS:
            batch = list(p.outbox)
            self.transport.readings(d.identity, d.kind, batch)
            self.stats.readings += len(batch)
        else:
            body: dict[str, Any] = {}
            if d.kind == kinds.KIND_GATEWAY and d.channels:
                body["channels"] = [
                    {"channelNo": n, "online": True, "value": channel_value(what, now)}
                    for n, what in d.channels
                ]
            self.transport.heartbeat(d.identity, body)
            self.stats.heartbeats += 1
        p.outbox.clear()

    def flush(self, now: float) -> None:
        """Sends every outbox; on an unreachable platform keeps them and backs off."""
        if now < self.retry_at:
            return
        for p in self.players:
            if not p.outbox:
                continue
            try:
                self._send(p, now)
            except Unavailable as exc:
                self.stats.failures += 1
                if self.backoff == BACKOFF_FIRST:
                    self.log(f"平台暂不可达（{exc}），读数先缓存，稍后重试")
                self.retry_at = now + self.backoff
                self.backoff = min(BACKOFF_MAX, self.backoff * 2)
                return
            except Refused as exc:
                self.stats.refused += 1
                p.outbox.clear()
                if (p.device.code, exc.code) not in self.refusals:
                    self.refusals.add((p.device.code, exc.code))
                    self.log(f"设备 {p.device.code} 的数据被拒绝：{exc}")
        if self.backoff > BACKOFF_FIRST:
            self.log("平台已恢复，缓存的读数已补发")
        self.backoff = BACKOFF_FIRST

    def step(self, now: float) -> None:
        self.sample(now)
        self.flush(now)

    def next_wake(self) -> float:
        due = min((p.due for p in self.players), default=self.clock() + 1)
        return max(due, self.retry_at) if any(p.outbox for p in self.players) else due

    def run(self, stop: threading.Event, duration: float | None = None) -> Stats:
        """Runs until `stop` is set or `duration` seconds have passed."""
        end = self.clock() + duration if duration else None
        while not stop.is_set():
            now = self.clock()
            if end is not None and now >= end:
                break
            self.step(now)
            wake = self.next_wake()
            if end is not None:
                wake = min(wake, end)
            stop.wait(max(0.05, wake - self.clock()))
        self.transport.close()
        return self.stats
