"""Alarm latency: from a crane reading over 90 % moment leaving its device to the `alarm` event reaching a
browser-like client on the live stream (`GET /api/siteLive/stream`), while the server ingests background
readings at the goal rate (≥ 5,000 readings/s over HTTP batches from several client processes).

The console runs as `make run` serves it (one process, timer jobs on), on PostgreSQL (database
sim_bench, emptied first) or SQLite, with Redis (BENCH_REDIS_URL, default db 7) for nonces and the live bus.
Phase 1 probes an idle server (the baseline), phase 2 the same under load. Each probe is a crane of its
own sending one signed reading at 96 % moment (a fresh alarm: `raise`); its latency is the time from just
before the POST to the event's arrival at the stream client, in the same process and clock. Background
readings are calm (no alarm), spread over 300 devices (cranes, lifts, environment monitors).

Usage:  .venv/bin/python bench/alarm_latency.py [--db pg|sqlite] [--seconds 30] [--rate 6000] ..."""

from __future__ import annotations

import argparse
import faulthandler
import json
import multiprocessing as mp
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "e2e")]

import httpx  # noqa: E402
import psutil  # noqa: E402
from alarm_load import BACKGROUND, Probe, load_client, post_signed, register  # noqa: E402
from harness import running_server  # noqa: E402
from sqlalchemy import create_engine, text  # noqa: E402

SECRET = "bench-alarm-latency-secret-key-long-enough-hs256"
PG_URL = os.environ.get("BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/sim_bench")
REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/7")


def _fresh_pg(url: str) -> None:
    admin = create_engine(url.rsplit("/", 1)[0] + "/postgres", isolation_level="AUTOCOMMIT")
    name = url.rsplit("/", 1)[1]
    with admin.connect() as conn:
        conn.execute(text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        conn.execute(text(f"CREATE DATABASE {name}"))
    admin.dispose()


class Stream:
    """The live stream of a project, read in a thread: arrival time of each `alarm` raise by device."""

    def __init__(self, base: str, token: str, project_id: str) -> None:
        self.arrived: dict[str, float] = {}
        self.opened = threading.Event()
        self._client = httpx.Client(base_url=base, timeout=httpx.Timeout(10.0, read=60.0))
        self._args = ("/api/siteLive/stream", {"projectId": project_id}, {"Authorization": f"Bearer {token}"})
        self._stop = False
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()
        if not self.opened.wait(15):
            raise RuntimeError("live stream did not open")

    def _read(self) -> None:
        try:
            self._listen()
        except httpx.HTTPError:
            if not self._stop:
                raise

    def _listen(self) -> None:
        path, params, headers = self._args
        with self._client.stream("GET", path, params=params, headers=headers) as response:
            event = ""
            for line in response.iter_lines():
                if self._stop:
                    return
                if line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:"):
                    data = json.loads(line[5:])
                    if event == "hello":
                        self.opened.set()
                    elif event == "alarm" and data.get("action") == "raise" and data.get("deviceId"):
                        self.arrived.setdefault(str(data["deviceId"]), time.perf_counter())

    def close(self) -> None:
        self._stop = True
        self._client.close()


def _probe(base: str, stream: Stream, probes: list[Probe], every: float) -> list[float | None]:
    """Sends each probe's over-threshold reading `every` s apart; answers each latency (s, None: lost)."""
    sent: list[tuple[Probe, float]] = []
    next_at = time.perf_counter()
    for probe in probes:
        time.sleep(max(0.0, next_at - time.perf_counter()))  # pacing the probes, not waiting for a result
        next_at += every
        started = time.perf_counter()
        post_signed(base, probe.code, probe.key, "crane", [probe.reading()])
        sent.append((probe, started))
    deadline = time.perf_counter() + 10
    while time.perf_counter() < deadline and any(str(p.id) not in stream.arrived for p, _ in sent):
        time.sleep(0.05)  # waiting for the last events, with a deadline
    return [
        stream.arrived[str(p.id)] - started if str(p.id) in stream.arrived else None for p, started in sent
    ]


def _figures(name: str, latencies: list[float | None]) -> str:
    got = sorted(x * 1000 for x in latencies if x is not None)
    lost = len(latencies) - len(got)
    if not got:
        return f"  {name:22s} no event arrived ({lost} lost)"
    p50, p99 = got[len(got) // 2], got[min(len(got) - 1, int(len(got) * 0.99))]
    figures = f"p50 {p50:7.1f} ms  p99 {p99:7.1f} ms  max {got[-1]:7.1f} ms"
    return f"  {name:22s} n={len(got):4d}  {figures}  lost {lost}"


def run(db: str, args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-alarm-") as tmp_dir:
        tmp = os.environ.get("BENCH_KEEP") or tmp_dir
        os.makedirs(tmp, exist_ok=True)
        url = f"sqlite:///{Path(tmp) / 'console.db'}" if db == "sqlite" else PG_URL
        if db == "pg":
            _fresh_pg(url)
        env = {"DATABASE_URL": url, "SECRET_KEY": SECRET, "REDIS_URL": REDIS_URL, "LOG_LEVEL": "WARNING"}
        # migrate and seed first, however long a busy machine takes (the server then has little left to do)
        for step in ("migrate", "seed"):
            subprocess.run(
                [sys.executable, "-m", "sitesafe.cli", step],
                env={**os.environ, **env, "DATA_DIR": tmp},
                check=True,
                stdout=subprocess.DEVNULL,
            )
        with running_server(Path(tmp), env) as server:
            base = server.base_url
            project_id, background, probes = register(url, SECRET, args.probes * 2)
            token = httpx.post(f"{base}/api/login", json={"account": "superAdmin", "password": "123456"})
            stream = Stream(base, str(token.json()["data"]), project_id)
            idle = _probe(base, stream, probes[: args.probes // 2], 1 / args.probe_rate)

            results: mp.Queue[dict[str, Any]] = mp.Queue()
            stop_at = time.time() + args.seconds
            per_client = args.rate / args.clients
            procs = [
                mp.Process(target=load_client, args=(base, part, args.batch, per_client, stop_at, results))
                for part in (background[i :: args.clients] for i in range(args.clients))
            ]
            server_proc = psutil.Process(server.pid)
            cpu0, t0 = sum(server_proc.cpu_times()[:2]), time.monotonic()
            for p in procs:
                p.start()
            time.sleep(3)  # the load settles before the probes start
            loaded = _probe(base, stream, probes[args.probes :], 1 / args.probe_rate)
            outcomes = [results.get() for _ in procs]
            for p in procs:
                p.join()
            wall, cpu = time.monotonic() - t0, sum(server_proc.cpu_times()[:2]) - cpu0
            stream.close()
        accepted = sum(o["accepted"] for o in outcomes)
        errors = sum(o["errors"] for o in outcomes)
        batches = sum(o["batches"] for o in outcomes) or 1
        answer_ms = sum(o["waited"] for o in outcomes) / batches * 1000
        print(f"alarm latency, {db} (one server process, Redis live bus):")
        print(
            f"  background load        {accepted / wall:7.0f} readings/s over HTTP batches of {args.batch} "
            f"({args.clients} client processes, {len(background)} devices), errors {errors}, "
            f"server CPU {cpu / wall * 100:.0f} % of one core, {answer_ms:.0f} ms per batch answer"
        )
        print(f"  machine load average   {os.getloadavg()[0]:.1f} (2 cores, shared)")
        print(_figures("idle server", idle))
        print(_figures("under load", loaded))
        base_p50 = sorted(x for x in idle if x is not None)
        load_p50 = sorted(x for x in loaded if x is not None)
        if base_p50 and load_p50:
            ratio = load_p50[len(load_p50) // 2] / base_p50[len(base_p50) // 2]
            print(f"  p50 under load / idle  {ratio:.1f}×  (goal: p99 under load < 1000 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", choices=("pg", "sqlite", "both"), default="pg")
    parser.add_argument("--seconds", type=float, default=30.0, help="length of the loaded phase")
    parser.add_argument("--rate", type=float, default=6000.0, help="background readings/s asked for")
    parser.add_argument("--clients", type=int, default=3, help="background client processes")
    parser.add_argument("--batch", type=int, default=200, help="readings per background batch")
    parser.add_argument("--probes", type=int, default=200, help="alarm probes under load")
    parser.add_argument("--probe-rate", type=float, default=8.0, help="probes per second")
    args = parser.parse_args()
    faulthandler.dump_traceback_later(args.seconds * 4 + 600, exit=True)  # a hung run says where
    assert len(BACKGROUND) > 0
    for db in ("pg", "sqlite") if args.db == "both" else (args.db,):
        run(db, args)


if __name__ == "__main__":
    main()
