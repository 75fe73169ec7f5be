"""The device side of bench/alarm_latency.py: devices registered straight into the registry, calm
background readings posted as signed batches by client processes (paced to a rate), and the probe
cranes' over-threshold reading."""

from __future__ import annotations

import http.client
import json
import random
import secrets
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from sqlalchemy import create_engine, select

from sitesafe.core.crypto import FieldCipher
from sitesafe.core.ids import new_id
from sitesafe.modules import models as _models  # noqa: F401  (complete metadata)
from sitesafe.modules.site.device.auth import new_device_key, sign
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.project.models import Project

BACKGROUND = (("crane", 100), ("lift", 100), ("environment", 100))
STEP_MS = 100  # a background device's readings are this far apart
_local = threading.local()


@dataclass(frozen=True)
class Probe:
    id: int
    code: str
    key: str

    def reading(self) -> dict[str, Any]:
        """96 % moment at 30 m (rated 4 t there): a moment alarm, nothing else."""
        now = int(time.time() * 1000)
        return {
            "time": now, "load": 3.84, "ratedLoad": 4.0, "moment": 115.2, "momentPercent": 96.0,
            "radius": 30.0, "height": 20.0, "slewAngle": 90.0, "tiltX": 0.1, "tiltY": 0.1,
            "windSpeed": 3.0, "reeving": 4, "alarmMask": 0,
        }  # fmt: skip


def register(url: str, secret: str, probes: int) -> tuple[str, list[tuple[str, str, str]], list[Probe]]:
    """(the first project's id, background devices (code, kind, key), probe cranes)."""
    engine = create_engine(url)
    cipher = FieldCipher(secret)
    rows: list[dict[str, Any]] = []
    background: list[tuple[str, str, str]] = []
    made: list[Probe] = []
    tag = secrets.token_hex(2).upper()
    with engine.begin() as conn:
        project = conn.execute(select(Project.id).order_by(Project.id).limit(1)).scalar_one()
        wanted = [*((k, i) for k, n in BACKGROUND for i in range(n)), *(("probe", i) for i in range(probes))]
        for kind, i in wanted:
            key, code, row_id = new_device_key(), f"AL{tag}{kind[:3].upper()}{i:04d}", new_id()
            rows.append(
                {
                    "id": row_id,
                    "project_id": project,
                    "kind": "crane" if kind == "probe" else kind,
                    "name": f"延迟压测{kind}{i}",
                    "code": code,
                    "secret_enc": cipher.encrypt(key),
                    "online": False,
                    "status": 0,
                    "heartbeat_seconds": 3600,
                    "version": 0,
                }
            )
            if kind == "probe":
                made.append(Probe(row_id, code, key))
            else:
                background.append((code, kind, key))
        conn.execute(SiteDevice.__table__.insert(), rows)
    engine.dispose()
    return str(project), background, made


def _connection(base: str) -> http.client.HTTPConnection:
    conn: http.client.HTTPConnection | None = getattr(_local, "conn", None)
    if conn is None:
        parts = urlsplit(base)
        conn = _local.conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=30)
    return conn


def post_signed(base: str, code: str, key: str, kind: str, readings: list[dict[str, Any]]) -> dict[str, Any]:
    """One signed batch on this thread's keep-alive connection (opened again once if the server had
    closed it while idle)."""
    body = json.dumps({"readings": readings}, separators=(",", ":")).encode()
    path = f"/api/device/{kind}/readings"
    for attempt in (1, 2):
        stamp, nonce = str(int(time.time() * 1000)), secrets.token_urlsafe(12)
        headers = {
            "Content-Type": "application/json", "X-Device-Code": code, "X-Timestamp": stamp, "X-Nonce": nonce,
            "X-Signature": sign(key, "POST", path, stamp, nonce, body),
        }  # fmt: skip
        conn = _connection(base)
        try:
            conn.request("POST", path, body=body, headers=headers)
            response = conn.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException):
            conn.close()
            _local.conn = None
            if attempt == 2:
                raise
            continue
        if not raw.startswith(b"{"):
            raise OSError(f"HTTP {response.status}: {raw[:200]!r}")
        answer: dict[str, Any] = json.loads(raw)
        return answer
    raise AssertionError("unreachable")


def calm(kind: str, t_ms: int, rnd: random.Random) -> dict[str, Any]:
    """A reading no threshold objects to (day or night)."""
    if kind == "crane":
        load, radius = rnd.uniform(0.5, 2.5), rnd.uniform(15, 30)
        rated = 4.0
        return {
            "time": t_ms, "load": round(load, 2), "ratedLoad": rated, "moment": round(load * radius, 1),
            "momentPercent": round(100 * load / rated * 0.5, 1), "radius": round(radius, 1), "height": 30.0,
            "slewAngle": round(rnd.uniform(0, 360), 1), "tiltX": 0.1, "tiltY": 0.1,
            "windSpeed": round(rnd.uniform(1, 5), 1), "reeving": 4, "alarmMask": 0,
        }  # fmt: skip
    if kind == "lift":
        persons = rnd.randint(0, 8)
        return {
            "time": t_ms, "load": round(persons * 0.075, 3), "ratedLoad": 2.0,
            "loadPercent": round(persons * 3.75, 1), "persons": persons, "floor": rnd.randint(1, 30),
            "height": round(rnd.uniform(0, 90), 1), "speed": round(rnd.uniform(-0.6, 0.6), 2),
            "windSpeed": round(rnd.uniform(1, 5), 1), "tiltX": 0.05, "tiltY": 0.05, "doorState": 0,
            "alarmMask": 0,
        }  # fmt: skip
    return {
        "time": t_ms, "pm25": round(rnd.uniform(20, 40), 1), "pm10": round(rnd.uniform(40, 80), 1),
        "tsp": round(rnd.uniform(90, 160), 1), "noise": round(rnd.uniform(44, 50), 1),
        "windDirection": round(rnd.uniform(0, 360)), "windSpeed": round(rnd.uniform(0, 5), 1),
        "temperature": 12.0, "humidity": 60.0, "pressure": 101.3, "alarmMask": 0,
    }  # fmt: skip


def load_client(
    base: str, devices: list[tuple[str, str, str]], batch: int, rate: float, stop_at: float, results: Any
) -> None:
    """Posts batches of `batch` readings, one device at a time in turn, at `rate` readings/s until
    `stop_at`; puts {accepted, errors, waited (s), batches} on `results`."""
    _local.conn = None  # a forked process must not share the parent's connection
    rnd = random.Random(id(devices))
    start_ms = int((datetime.now(UTC).timestamp() - 3000) * 1000)  # an hour back, and onward
    cursor = dict.fromkeys((code for code, _, _ in devices), start_ms)
    accepted = errors = 0
    waited = 0.0  # s spent waiting for the server's answers
    began, sent = time.time(), 0
    k = 0
    while time.time() < stop_at:
        code, kind, key = devices[k % len(devices)]
        k += 1
        t0 = cursor[code]
        cursor[code] = t0 + batch * STEP_MS
        readings = [calm(kind, t0 + i * STEP_MS, rnd) for i in range(batch)]
        asked = time.perf_counter()
        try:
            answer = post_signed(base, code, key, kind, readings)
            waited += time.perf_counter() - asked
        except (OSError, http.client.HTTPException) as exc:
            errors += 1
            if errors <= 3:
                print(f"background batch failed: {exc}", flush=True)
            continue
        if answer.get("success"):
            accepted += int(answer["data"]["accepted"])
        else:
            errors += 1
        sent += batch
        ahead = began + sent / rate - time.time()
        if ahead > 0:
            time.sleep(ahead)  # pacing to the asked rate
    results.put({"accepted": accepted, "errors": errors, "waited": waited, "batches": sent // batch})
