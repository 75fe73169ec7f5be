"""50 signed-in sessions at once against PostgreSQL + Redis: p50/p99 latency, throughput and errors of the
calls a console makes, each under 50 connections that take turns with 50 different session tokens (wrk).

Usage: make bench-load, or .venv/bin/python bench/session_load.py with
  BENCH_DATABASE_URL=postgresql+psycopg://postgres@127.0.0.1:5432/<db> BENCH_REDIS_URL=redis://127.0.0.1:6379/<n>
The database's `public` schema and the Redis database are emptied first: give the bench its own."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

import redis
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent / "e2e")]

from harness import running_server  # noqa: E402

SESSIONS = 50
DURATION = os.environ.get("BENCH_DURATION", "10s")
# BENCH_ONLY=login,getLoginUser: just those calls ("mixed" and "login" included).
DATABASE_URL = os.environ.get("BENCH_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/bench_load")
REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/14")
# What a signed-in console asks for: the shell, a few administration pages, the header's badge.
CALLS = {
    "getLoginUser": "/api/getLoginUser",
    "sysUser/page": "/api/sysUser/page?pageNo=1&pageSize=10",
    "sysOrg/tree": "/api/sysOrg/tree",
    "sysNotice/unread": "/api/sysNotice/unread",
    "sysOpLog/page": "/api/sysOpLog/page?pageNo=1&pageSize=10",
}
# Counts answers whose envelope is not `success: true` (wrk itself only sees HTTP statuses).
_SCRIPT = """
local tokens = {%(tokens)s}
local paths = {%(paths)s}
local n = 0
failed = 0  -- global: `done` reads it from each thread
local threads = {}
function setup(thread) table.insert(threads, thread) end
function request()
  n = n + 1
  local headers = {["Authorization"] = "Bearer " .. tokens[(n %% #tokens) + 1]}
  %(body)s
end
function response(status, headers, body)
  if status ~= 200 or not string.find(body, '"success":true', 1, true) then failed = failed + 1 end
end
function done(summary, latency, requests)
  local total = 0
  for _, t in ipairs(threads) do total = total + t:get("failed") end
  io.write(string.format("ENVELOPE_FAILED %%d\\n", total))
end
"""
_GET = 'return wrk.format("GET", paths[(n % #paths) + 1], headers)'
_LOGIN = (
    'headers["Content-Type"] = "application/json"\n'
    '  return wrk.format("POST", "/api/login", headers, \'{"account":"superAdmin","password":"123456"}\')'
)


def _reset(database_url: str, redis_url: str) -> None:
    url = make_url(database_url)
    server = create_engine(url.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with server.connect() as conn:
        query = text("SELECT 1 FROM pg_database WHERE datname = :n")
        known = conn.execute(query, {"n": url.database}).first()
        if known is None:
            conn.execute(text(f'CREATE DATABASE "{url.database}"'))
    server.dispose()
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    redis.Redis.from_url(redis_url).flushdb()


def _login(base: str) -> str:
    req = urllib.request.Request(
        f"{base}/api/login",
        data=json.dumps({"account": "superAdmin", "password": "123456"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req) as resp:
        body = json.load(resp)
    assert body["success"], body
    return str(body["data"])


def _ms(value: str, unit: str) -> float:
    return float(value) / 1000 if unit == "us" else float(value) * 1000 if unit == "s" else float(value)


def _wrk(base: str, tokens: list[str], paths: list[str] | None) -> dict[str, float]:
    lua = _SCRIPT % {
        "tokens": ",".join(f'"{t}"' for t in tokens),
        "paths": ",".join(f'"{p}"' for p in paths or []),
        "body": _GET if paths else _LOGIN,
    }
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
        f.write(lua)
    cmd = ["wrk", "-t", "2", "-c", str(SESSIONS), "-d", DURATION, "--timeout", "30s", "--latency"]
    cmd += ["-s", f.name]
    done = subprocess.run([*cmd, base], capture_output=True, text=True)
    Path(f.name).unlink()
    if done.returncode != 0:
        raise RuntimeError(f"wrk failed: {done.stdout}{done.stderr}")
    out = done.stdout
    latency = dict(re.findall(r"\s(50|99)%\s+([\d.]+(?:us|ms|s))", out))
    figures = {k: _ms(*re.fullmatch(r"([\d.]+)(us|ms|s)", v).groups()) for k, v in latency.items()}  # type: ignore[union-attr]
    requests = int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]
    socket_errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    failed = int(re.search(r"ENVELOPE_FAILED (\d+)", out).group(1))  # type: ignore[union-attr]
    return {
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),  # type: ignore[union-attr]
        "p50": figures.get("50", -1.0),
        "p99": figures.get("99", -1.0),
        "requests": requests,
        "errors": failed + socket_errors,
    }


def run(base: str, only: set[str] | None = None) -> dict[str, dict[str, float]]:
    """Every call (or those named in `only`), then all of them mixed, then sign-ins."""
    tokens = [_login(base) for _ in range(SESSIONS)]
    wanted = {name: path for name, path in CALLS.items() if not only or name in only}
    results = {name: _wrk(base, tokens, [path]) for name, path in wanted.items()}
    if not only or "mixed" in only:
        results["mixed"] = _wrk(base, tokens, list(CALLS.values()))
    if not only or "login" in only:
        results["login"] = _wrk(base, tokens[:1], None)
    return results


def report(results: dict[str, dict[str, float]]) -> list[str]:
    title = f"{SESSIONS} concurrent sessions on PostgreSQL + Redis ({DURATION} per call, wrk, one process):"
    lines = [title]
    for name, r in results.items():
        lines.append(
            f"  {name:17s} {r['rps']:8.0f} req/s  p50 {r['p50']:8.2f} ms  p99 {r['p99']:8.2f} ms  "
            f"errors {int(r['errors'])}/{int(r['requests'])}"
        )
    return lines


def main() -> None:
    _reset(DATABASE_URL, REDIS_URL)
    env = {"DATABASE_URL": DATABASE_URL, "REDIS_URL": REDIS_URL, "LOG_LEVEL": "WARNING"}
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp), env) as srv:
        only = {name for name in os.environ.get("BENCH_ONLY", "").split(",") if name}
        print("\n".join(report(run(srv.base_url, only or None))))


if __name__ == "__main__":
    main()
