"""Throughput and latency of /getLoginUser and POST /login under 32 connections, each as a ratio of the
bare JSON endpoint /api/ping of the same server, measured in the same run (wrk, from Debian's packages)."""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
import urllib.request
from pathlib import Path

CONNECTIONS = 32
DURATION = "8s"


def _wrk(url: str, headers: dict[str, str], script: Path | None = None) -> dict[str, float]:
    cmd = ["wrk", "-t", "2", "-c", str(CONNECTIONS), "-d", DURATION, "--timeout", "10s", "--latency"]
    for k, v in headers.items():
        cmd += ["-H", f"{k}: {v}"]
    if script:
        cmd += ["-s", str(script)]
    out = subprocess.run([*cmd, url], capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    lat = {}
    for pct in ("50", "99"):
        m = re.search(rf"\s{pct}%\s+([\d.]+)(us|ms|s)", out)
        if m:
            val, unit = float(m.group(1)), m.group(2)
            lat[pct] = val / 1000 if unit == "us" else val * 1000 if unit == "s" else val
    return {
        "rps": rps,
        "p50": lat.get("50", -1.0),
        "p99": lat.get("99", -1.0),
        "non2xx": float(non2xx.group(1) if non2xx else 0),
    }


def _login(base: str, account: str, password: str) -> str:
    req = urllib.request.Request(
        f"{base}/api/login",
        data=json.dumps({"account": account, "password": password}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req) as resp:
        body = json.load(resp)
    assert body["success"], body
    return str(body["data"])


def run(base: str) -> dict[str, dict[str, float]]:
    token = _login(base, "superAdmin", "123456")
    auth = {"Authorization": f"Bearer {token}"}
    results = {"ping": _wrk(f"{base}/api/ping", {})}
    results["getLoginUser"] = _wrk(f"{base}/api/getLoginUser", auth)
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
        f.write(
            'wrk.method = "POST"\n'
            'wrk.body = \'{"account":"superAdmin","password":"123456"}\'\n'
            'wrk.headers["Content-Type"] = "application/json"\n'
        )
        script = Path(f.name)
    results["login"] = _wrk(f"{base}/api/login", {}, script)
    # sign-ins above created many sessions; the bench server is thrown away afterwards
    return results


def report(results: dict[str, dict[str, float]]) -> list[str]:
    base = results["ping"]["rps"]
    lines = [f"API under {CONNECTIONS} connections ({DURATION} each, wrk, one server process):"]
    for name, r in results.items():
        lines.append(
            f"  {name:13s} {r['rps']:9.0f} req/s  ratio {r['rps'] / base:6.1%}  p50 {r['p50']:7.2f} ms  "
            f"p99 {r['p99']:7.2f} ms  non-2xx {int(r['non2xx'])}"
        )
    ratio = results["getLoginUser"]["rps"] / base
    lines.append(
        f"  goal /getLoginUser >= 40% of /api/ping: {'MET' if ratio >= 0.4 else 'NOT MET'} ({ratio:.1%})"
    )
    return lines
