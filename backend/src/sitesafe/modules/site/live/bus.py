"""The live bus: events a project's open screens receive (server-sent events, `stream.py`). Event types:
`reading` (a device's latest values), `alarm` (raised/cleared/handled), `device` (online/offline).

In one process, `publish` hands the event to every subscriber of the project. With `REDIS_URL` set it goes
through Redis pub/sub instead, and a listener thread in each process delivers what arrives to that process's
subscribers, so several server processes behind a balancer share the events. Subscribers live on an event
loop; `publish` may be called from any thread (request handlers run in the thread pool)."""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections import deque
from typing import Any
from weakref import WeakKeyDictionary

import redis

from sitesafe.core.context import AppContext

log = logging.getLogger(__name__)

CHANNEL_PREFIX = "sitesafe:live:"
QUEUE_LIMIT = 256  # events buffered per connection; beyond that the oldest go and the client resyncs
RESYNC = "resync"
_RETRY_SECONDS = (0.5, 1.0, 2.0, 5.0)

Key = tuple[str, int]  # (tenant code or "", project id)


class Subscription:
    """One open stream: a bounded queue filled on its event loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop, limit: int = QUEUE_LIMIT) -> None:
        self.loop = loop
        self.limit = limit
        self.items: deque[tuple[str, dict[str, Any]]] = deque()
        self.dropped = 0
        self._ready = asyncio.Event()

    def offer(self, event: str, data: dict[str, Any]) -> None:
        """Queues an event (on the subscription's loop); a full queue drops its oldest."""
        if len(self.items) >= self.limit:
            self.items.popleft()
            self.dropped += 1
        self.items.append((event, data))
        self._ready.set()

    async def next(self, timeout: float) -> tuple[str, dict[str, Any]] | None:
        """The next event, `resync` first when events were dropped; None after `timeout` seconds idle."""
        if not self.items and not self.dropped:
            self._ready.clear()
            try:
                await asyncio.wait_for(self._ready.wait(), timeout)
            except TimeoutError:
                return None
        if self.dropped:
            dropped, self.dropped = self.dropped, 0
            return RESYNC, {"dropped": dropped}
        return self.items.popleft()


class LiveBus:
    def __init__(self, redis_url: str = "") -> None:
        self._subs: dict[Key, set[Subscription]] = {}
        self._lock = threading.Lock()
        self._redis = redis.Redis.from_url(redis_url) if redis_url else None
        self._listener: threading.Thread | None = None
        self._stop = threading.Event()

    # ---- subscribers ----
    def subscribe(self, key: Key, sub: Subscription) -> None:
        with self._lock:
            self._subs.setdefault(key, set()).add(sub)
        if self._redis is not None:
            self._start_listener()

    def unsubscribe(self, key: Key, sub: Subscription) -> None:
        with self._lock:
            subs = self._subs.get(key)
            if subs is not None:
                subs.discard(sub)
                if not subs:
                    del self._subs[key]

    def subscribers(self, key: Key) -> int:
        with self._lock:
            return len(self._subs.get(key, ()))

    def deliver(self, key: Key, event: str, data: dict[str, Any]) -> None:
        """Hands the event to this process's subscribers of the project, each on its own loop."""
        with self._lock:
            subs = list(self._subs.get(key, ()))
        for sub in subs:
            try:
                sub.loop.call_soon_threadsafe(sub.offer, event, data)
            except RuntimeError:  # its loop has closed: the connection is gone
                self.unsubscribe(key, sub)

    # ---- publishing ----
    def publish(self, key: Key, event: str, data: dict[str, Any]) -> None:
        if self._redis is None:
            self.deliver(key, event, data)
            return
        message = json.dumps({"e": event, "d": data}, ensure_ascii=False, default=str)
        try:
            self._redis.publish(f"{CHANNEL_PREFIX}{key[0]}:{key[1]}", message)
        except redis.RedisError:
            log.warning("live bus: Redis unreachable, event delivered in this process only")
            self.deliver(key, event, data)

    # ---- the Redis listener (one thread per process) ----
    def _start_listener(self) -> None:
        with self._lock:
            if self._listener is not None and self._listener.is_alive():
                return
            self._stop.clear()
            self._listener = threading.Thread(target=self._listen, name="live-bus", daemon=True)
            self._listener.start()

    def _listen(self) -> None:
        assert self._redis is not None
        failures = 0
        while not self._stop.is_set():
            try:
                pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
                pubsub.psubscribe(f"{CHANNEL_PREFIX}*")
                failures = 0
                while not self._stop.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is not None:
                        self._on_message(message)
                pubsub.close()
            except redis.RedisError:
                log.warning("live bus: Redis listener lost its connection, retrying")
                self._stop.wait(_RETRY_SECONDS[min(failures, len(_RETRY_SECONDS) - 1)])
                failures += 1

    def _on_message(self, message: dict[str, Any]) -> None:
        channel = message["channel"]
        channel = channel.decode() if isinstance(channel, bytes) else str(channel)
        tenant, _, project = channel[len(CHANNEL_PREFIX) :].rpartition(":")
        try:
            body = json.loads(message["data"])
            self.deliver((tenant, int(project)), str(body["e"]), dict(body["d"]))
        except (ValueError, KeyError, TypeError):
            log.warning("live bus: malformed message on %s", channel)

    def close(self) -> None:
        self._stop.set()
        if self._listener is not None:
            self._listener.join(timeout=3)
        if self._redis is not None:
            self._redis.close()


_BUSES: WeakKeyDictionary[AppContext, LiveBus] = WeakKeyDictionary()
_BUSES_LOCK = threading.Lock()


def bus_of(ctx: AppContext) -> LiveBus:
    """The application's bus, made on first use."""
    with _BUSES_LOCK:
        bus = _BUSES.get(ctx)
        if bus is None:
            bus = _BUSES[ctx] = LiveBus(ctx.settings.REDIS_URL)
        return bus


def key_of(ctx: AppContext, project_id: int) -> Key:
    """Events are per tenant and project (the tenant a request or job acts in)."""
    return (ctx.scope.code or "", project_id)


def publish(ctx: AppContext, project_id: int, event: str, data: dict[str, Any]) -> None:
    """Delivers an event to every subscriber of the project (in this process and, with Redis, in others)."""
    bus_of(ctx).publish(key_of(ctx, project_id), event, data)
