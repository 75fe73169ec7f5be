"""Sustained ingestion of device readings into a real console server (one process, as `make run` serves
it, with the MQTT subscriber in its lifespan and its timer jobs, the one-minute rollup included, running).

A realistic mix of 500 devices (150 cranes, 100 lifts, 250 environment monitors), each with its own key:
1. HTTP: client processes post signed batches (`--batch` readings) as fast as the server answers.
2. MQTT: publisher processes publish signed envelopes (`--per-message` readings) at `--rate` readings/s in
   all, through the local Mosquitto; the figure is what the server stored per second until the backlog
   drained.
Prints readings/s and the server's CPU (% of one core; the machine has 2 cores shared with the clients),
on SQLite and on PostgreSQL (database bench_ingest, emptied first). Nonces live in Redis (BENCH_REDIS_URL,
default db 3), as in a deployment with several processes.

Usage:  .venv/bin/python bench/ingest.py [--db sqlite|pg|both] [--seconds 20] [--batch 100] ...
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "e2e")]

import psutil  # noqa: E402
from harness import running_server  # noqa: E402
from ingest_clients import http_client, mqtt_publisher, reading_of  # noqa: E402
from sqlalchemy import create_engine, func, select, text  # noqa: E402

from sitesafe.core.crypto import FieldCipher  # noqa: E402
from sitesafe.core.ids import new_id  # noqa: E402
from sitesafe.modules import models as _models  # noqa: E402,F401
from sitesafe.modules.site.device.auth import new_device_key  # noqa: E402
from sitesafe.modules.site.device.models import SiteDevice  # noqa: E402
from sitesafe.modules.site.monitor.models import READING_MODELS  # noqa: E402
from sitesafe.modules.site.project.models import Project  # noqa: E402

SECRET = "bench-ingest-secret-key-long-enough-for-hs256-xx"
MIX = (("crane", 150), ("lift", 100), ("environment", 250))
PG_URL = os.environ.get("BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/bench_ingest")
REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/3")


def _fresh_pg(url: str) -> None:
    admin = create_engine(url.rsplit("/", 1)[0] + "/postgres", isolation_level="AUTOCOMMIT")
    name = url.rsplit("/", 1)[1]
    with admin.connect() as conn:
        conn.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        conn.execute(text(f"CREATE DATABASE {name}"))
    admin.dispose()


def _devices(url: str) -> list[tuple[str, str, str]]:
    """Registers the mix in the first project; (code, kind, key) of each."""
    engine = create_engine(url)
    cipher = FieldCipher(SECRET)
    made: list[tuple[str, str, str]] = []
    with engine.begin() as conn:
        project = conn.execute(select(Project.id).order_by(Project.id).limit(1)).scalar_one()
        rows = []
        for kind, n in MIX:
            for i in range(n):
                key, code = new_device_key(), f"B{kind[:3].upper()}{i:04d}{secrets.token_hex(2)}"
                rows.append(
                    {
                        "id": new_id(),
                        "project_id": project,
                        "kind": kind,
                        "name": f"压测{kind}{i}",
                        "code": code,
                        "secret_enc": cipher.encrypt(key),
                        "online": False,
                        "status": 0,
                        "heartbeat_seconds": 60,
                        "version": 0,
                    }
                )
                made.append((code, kind, key))
        conn.execute(SiteDevice.__table__.insert(), rows)
    engine.dispose()
    return made


def _stored(url: str) -> int:
    engine = create_engine(url)
    with engine.connect() as conn:
        total = sum(
            conn.execute(select(func.count()).select_from(m.__table__)).scalar_one()
            for m in READING_MODELS.values()
        )
    engine.dispose()
    return int(total)


def _cpu(pid: int) -> float:
    proc = psutil.Process(pid)
    times = proc.cpu_times()
    return float(times.user + times.system)


def _split(devices: list[Any], parts: int) -> list[list[Any]]:
    return [devices[i::parts] for i in range(parts)]


def http_phase(
    base: str, devices: list[Any], args: argparse.Namespace, pid: int, start_ms: int
) -> dict[str, Any]:
    results: mp.Queue[dict[str, Any]] = mp.Queue()
    deadline = time.time() + args.seconds
    procs = [
        mp.Process(
            target=http_client, args=(base, part, args.batch, args.threads, deadline, start_ms, results)
        )
        for part in _split(devices, args.clients)
    ]
    cpu0, t0 = _cpu(pid), time.monotonic()
    for p in procs:
        p.start()
    outcomes = [results.get() for _ in procs]
    for p in procs:
        p.join()
    wall, cpu = time.monotonic() - t0, _cpu(pid) - cpu0
    accepted = sum(o["accepted"] for o in outcomes)
    errors = sum(o["errors"] for o in outcomes)
    lat = sorted(x for o in outcomes for x in o["latencies"])
    return {
        "readings_per_s": accepted / wall,
        "batches": sum(o["batches"] for o in outcomes),
        "errors": errors,
        "p50_ms": lat[len(lat) // 2] * 1000 if lat else 0,
        "p99_ms": lat[int(len(lat) * 0.99)] * 1000 if lat else 0,
        "server_cpu_pct": cpu / wall * 100,
        "per_cpu_s": accepted / cpu if cpu else 0,
        "accepted": accepted,
    }


def mqtt_phase(
    url: str,
    broker: tuple[str, int],
    prefix: str,
    devices: list[Any],
    args: argparse.Namespace,
    pid: int,
    start_ms: int,
) -> dict[str, Any]:
    before = _stored(url)
    results: mp.Queue[dict[str, Any]] = mp.Queue()
    rate = args.rate / args.publishers
    procs = [
        mp.Process(
            target=mqtt_publisher,
            args=(broker, prefix, part, args.per_message, rate, args.seconds, start_ms, results),
        )
        for part in _split(devices, args.publishers)
    ]
    cpu0, t0 = _cpu(pid), time.monotonic()
    for p in procs:
        p.start()
    sent = sum(results.get()["readings"] for _ in procs)
    for p in procs:
        p.join()
    # drained: the count stops moving (or everything is in)
    last, still = -1, 0
    while still < 10:
        now_count = _stored(url) - before
        if now_count >= sent:
            break
        still = still + 1 if now_count == last else 0
        last = now_count
        time.sleep(0.5)
    stored = _stored(url) - before
    wall, cpu = time.monotonic() - t0, _cpu(pid) - cpu0
    return {
        "readings_per_s": stored / wall,
        "sent": sent,
        "stored": stored,
        "server_cpu_pct": cpu / wall * 100,
        "per_cpu_s": stored / cpu if cpu else 0,
    }


BROKER_CONF = """listener {port} 127.0.0.1
allow_anonymous true
persistence false
max_inflight_messages 1000
max_queued_messages 100000
"""


@contextmanager
def broker(tmp: Path) -> Iterator[tuple[str, int]]:
    """A Mosquitto of the bench's own, configured as docs/scaling.md recommends (a subscriber that acks
    after commit needs a wide in-flight window); the machine's broker on 1883 when there is no mosquitto."""
    if shutil.which("mosquitto") is None:
        yield ("127.0.0.1", 1883)
        return
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    conf = tmp / "mosquitto.conf"
    conf.write_text(BROKER_CONF.format(port=port))
    proc = subprocess.Popen(
        ["mosquitto", "-c", str(conf)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)  # waiting for the broker's port
        yield ("127.0.0.1", port)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def run(db: str, args: argparse.Namespace) -> None:
    prefix = f"bench{secrets.token_hex(3)}"
    with tempfile.TemporaryDirectory(prefix="bench-ingest-") as tmp:
        url = f"sqlite:///{Path(tmp) / 'console.db'}" if db == "sqlite" else PG_URL
        if db == "pg":
            _fresh_pg(url)
        env = {
            "DATABASE_URL": url,
            "SECRET_KEY": SECRET,
            "REDIS_URL": REDIS_URL,
            "MQTT_TOPIC_PREFIX": prefix,
            "LOG_LEVEL": "WARNING",
        }
        with (
            broker(Path(tmp)) as where,
            running_server(Path(tmp), {**env, "MQTT_URL": f"mqtt://{where[0]}:{where[1]}"}) as server,
        ):
            devices = _devices(url)
            now = datetime.now(UTC).replace(tzinfo=None)
            start_ms = int((now - timedelta(minutes=60) - datetime(1970, 1, 1)).total_seconds() * 1000)
            http = http_phase(server.base_url, devices, args, server.pid, start_ms)
            print(
                f"[{db}] HTTP  {http['readings_per_s']:8.0f} readings/s  batches of {args.batch}, "
                f"{args.clients}x{args.threads} clients, {http['batches']} batches, errors {http['errors']}, "
                f"p50 {http['p50_ms']:.0f} ms p99 {http['p99_ms']:.0f} ms, "
                f"server CPU {http['server_cpu_pct']:.0f}% "
                f"({http['per_cpu_s']:.0f} readings per server CPU-second), "
                f"load average {os.getloadavg()[0]:.1f}",
                flush=True,
            )
            mqtt = mqtt_phase(url, where, prefix, devices, args, server.pid, start_ms + 30 * 60_000)
            print(
                f"[{db}] MQTT  {mqtt['readings_per_s']:8.0f} readings/s  {args.per_message} per message, "
                f"offered {args.rate}/s, sent {mqtt['sent']}, stored {mqtt['stored']}, "
                f"server CPU {mqtt['server_cpu_pct']:.0f}% "
                f"({mqtt['per_cpu_s']:.0f} readings per server CPU-second), "
                f"load average {os.getloadavg()[0]:.1f}",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--db", choices=("sqlite", "pg", "both"), default="both")
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--batch", type=int, default=100, help="readings per HTTP batch")
    parser.add_argument("--clients", type=int, default=2, help="HTTP client processes")
    parser.add_argument("--threads", type=int, default=4, help="threads per HTTP client process")
    parser.add_argument("--per-message", type=int, default=20, help="readings per MQTT message")
    parser.add_argument("--rate", type=int, default=6000, help="MQTT readings/s offered in all")
    parser.add_argument("--publishers", type=int, default=2)
    args = parser.parse_args()
    assert reading_of  # the clients' reading generator (imported for the spawned processes)
    for db in ("sqlite", "pg") if args.db == "both" else (args.db,):
        run(db, args)


if __name__ == "__main__":
    main()
