"""The device side of bench/ingest.py: HTTP clients posting signed batches and MQTT publishers, each a
process of its own (signing and JSON are CPU work that must not share the server's interpreter)."""

from __future__ import annotations

import http.client
import json
import math
import random
import secrets
import threading
import time
from itertools import cycle
from typing import Any
from urllib.parse import urlsplit

import paho.mqtt.client as paho
from paho.mqtt.enums import CallbackAPIVersion

from sitesafe.modules.site.device.auth import sign
from sitesafe.modules.site.monitor.mqtt import wrap

STEP_MS = 250  # a device's readings are this far apart


def reading_of(kind: str, t_ms: int, rnd: random.Random) -> dict[str, Any]:
    phase = math.sin(t_ms / 60_000)
    if kind == "crane":
        load = max(0.0, 3 + 2.5 * phase + rnd.uniform(-0.3, 0.3))
        radius = 25 + 15 * phase
        return {
            "time": t_ms,
            "load": round(load, 2),
            "ratedLoad": 6.0,
            "momentPercent": round(min(95.0, load * radius / 3.2), 1),
            "radius": round(radius, 1),
            "height": round(40 + 10 * phase, 1),
            "slewAngle": round(180 * phase, 1),
            "tiltX": round(rnd.uniform(-0.2, 0.2), 2),
            "tiltY": round(rnd.uniform(-0.2, 0.2), 2),
            "windSpeed": round(abs(4 + 2 * rnd.random()), 1),
            "reeving": 2,
            "alarmMask": 0,
        }
    if kind == "lift":
        persons = rnd.randint(0, 12)
        return {
            "time": t_ms,
            "load": round(persons * 0.075, 2),
            "ratedLoad": 2.0,
            "loadPercent": round(persons * 3.75, 1),
            "persons": persons,
            "floor": rnd.randint(1, 30),
            "height": round(rnd.uniform(0, 90), 1),
            "speed": round(rnd.uniform(-1, 1), 2),
            "windSpeed": round(rnd.uniform(1, 6), 1),
            "doorState": 0,
        }
    return {
        "time": t_ms,
        "pm25": round(30 + 10 * phase + rnd.uniform(0, 5), 1),
        "pm10": round(60 + 20 * phase + rnd.uniform(0, 8), 1),
        "tsp": round(120 + 30 * phase, 1),
        "noise": round(60 + 8 * phase, 1),
        "windDirection": round(rnd.uniform(0, 360), 0),
        "windSpeed": round(rnd.uniform(0, 8), 1),
        "temperature": round(12 + 5 * phase, 1),
        "humidity": round(55 + 10 * phase, 1),
        "pressure": 101.3,
    }


class Cursors:
    """Each device's next reading time (thread-safe: threads share the devices of a process)."""

    def __init__(self, devices: list[tuple[str, str, str]], start_ms: int) -> None:
        self._lock = threading.Lock()
        self._next = {code: start_ms for code, _, _ in devices}
        self._order = cycle(devices)

    def take(self, n: int) -> tuple[tuple[str, str, str], list[int]]:
        with self._lock:
            device = next(self._order)
            first = self._next[device[0]]
            self._next[device[0]] = first + n * STEP_MS
        return device, [first + i * STEP_MS for i in range(n)]


def _http_thread(base: str, cursors: Cursors, batch: int, deadline: float, out: dict[str, Any]) -> None:
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=60)
    rnd = random.Random()
    while time.time() < deadline:
        (code, kind, key), times = cursors.take(batch)
        body = json.dumps({"readings": [reading_of(kind, t, rnd) for t in times]}).encode()
        path = f"/api/device/{kind}/readings"
        stamp, nonce = str(int(time.time() * 1000)), secrets.token_hex(12)
        headers = {
            "X-Device-Code": code,
            "X-Timestamp": stamp,
            "X-Nonce": nonce,
            "X-Signature": sign(key, "POST", path, stamp, nonce, body),
            "Content-Type": "application/json",
        }
        started = time.perf_counter()
        conn.request("POST", path, body, headers)
        answer = json.loads(conn.getresponse().read())
        out["latencies"].append(time.perf_counter() - started)
        out["batches"] += 1
        if answer.get("success"):
            out["accepted"] += answer["data"]["accepted"]
        else:
            out["errors"] += 1
            out.setdefault("first_error", answer)
    conn.close()


def http_client(
    base: str, devices: list[Any], batch: int, threads: int, deadline: float, start_ms: int, results: Any
) -> None:
    cursors = Cursors(devices, start_ms)
    outs = [{"accepted": 0, "batches": 0, "errors": 0, "latencies": []} for _ in range(threads)]
    workers = [threading.Thread(target=_http_thread, args=(base, cursors, batch, deadline, o)) for o in outs]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    merged: dict[str, Any] = {k: sum(o[k] for o in outs) for k in ("accepted", "batches", "errors")}
    merged["latencies"] = [x for o in outs for x in o["latencies"]]
    errors = [o["first_error"] for o in outs if "first_error" in o]
    if errors:
        print("HTTP refusal:", errors[0], flush=True)
    results.put(merged)


def mqtt_publisher(
    broker: tuple[str, int],
    prefix: str,
    devices: list[Any],
    per_message: int,
    rate: float,
    seconds: float,
    start_ms: int,
    results: Any,
) -> None:
    client = paho.Client(CallbackAPIVersion.VERSION2, protocol=paho.MQTTv5)
    client.max_inflight_messages_set(200)
    client.max_queued_messages_set(0)
    client.connect(*broker)
    client.loop_start()
    cursors = Cursors(devices, start_ms)
    rnd = random.Random()
    interval = per_message / rate
    sent, started = 0, time.monotonic()
    last = None
    while time.monotonic() - started < seconds:
        (code, kind, key), times = cursors.take(per_message)
        topic = f"{prefix}/devices/{code}/readings"
        body = json.dumps({"readings": [reading_of(kind, t, rnd) for t in times]}).encode()
        last = client.publish(topic, wrap(key, topic, body, int(time.time() * 1000)), qos=1)
        sent += per_message
        pause = started + sent / per_message * interval - time.monotonic()
        if pause > 0:
            time.sleep(pause)  # pacing the offered rate
    if last is not None:
        last.wait_for_publish(60)
    client.disconnect()
    client.loop_stop()
    results.put({"readings": sent})
