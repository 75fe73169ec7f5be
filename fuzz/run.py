"""`make fuzz`: schemathesis over every operation of the OpenAPI document, against a started server on
its own SQLite database, once as the super administrator and once as the seeded ordinary user `demo`.

Checks: no server error (HTTP 5xx) and every answer conforms to the documented schema (the success
envelope or the error envelope). Bounded by a fixed number of examples per operation and a fixed seed, so
a run takes a few minutes and finds the same things twice. Excluded: the operations that would end the
session under test (`/logout`, forcing a session out of 在线用户).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import urllib.request
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT / "e2e")]

from harness import running_server  # noqa: E402

ACCOUNTS = ("superAdmin", "demo")
PASSWORD = "123456"
# The session under test must survive the run: signing out and forcing a session out end it.
EXCLUDED_PATHS = ("/api/logout", "/api/sysOnlineUser/forceExist")
CHECKS = "not_a_server_error,response_schema_conformance"


def _login(base_url: str, account: str) -> str:
    body = json.dumps({"account": account, "password": PASSWORD}).encode()
    request = urllib.request.Request(
        f"{base_url}/api/login", data=body, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        answer = json.load(response)
    if not answer.get("success"):
        raise RuntimeError(f"{account} could not sign in: {answer}")
    return str(answer["data"])


def _operations(base_url: str) -> int:
    with urllib.request.urlopen(f"{base_url}/api/openapi.json", timeout=30) as response:
        document = json.load(response)
    missing = [path for path in EXCLUDED_PATHS if path not in document["paths"]]
    if missing:  # an exclusion that matches nothing would silently fuzz what it should spare
        raise RuntimeError(f"excluded paths not in the document: {missing}")
    return sum(
        1
        for path, item in document["paths"].items()
        for method in item
        if method in {"get", "post", "put", "patch", "delete"} and path not in EXCLUDED_PATHS
    )


def _tally(har: Path) -> tuple[int, Counter[str]]:
    """Requests sent and how they were answered (`ok` for success, else the error code or HTTP status)."""
    entries = json.loads(har.read_text("utf-8"))["log"]["entries"]
    answers: Counter[str] = Counter()
    for entry in entries:
        response = entry["response"]
        try:
            body = json.loads(response.get("content", {}).get("text") or "null")
        except ValueError:
            body = None
        if isinstance(body, dict) and "code" in body:
            answers["ok" if body.get("success") else str(body["code"])] += 1
        else:
            answers[f"HTTP {response['status']}"] += 1
    return len(entries), answers


def _still_signed_in(base_url: str, token: str) -> bool:
    request = urllib.request.Request(
        f"{base_url}/api/getLoginUser", headers={"Authorization": f"Bearer {token}"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return bool(json.load(response).get("success"))


def _run(base_url: str, account: str, token: str, examples: int, seed: int, out: Path) -> tuple[int, Path]:
    har = out / f"{account}.har"
    command = [
        str(Path(sys.executable).with_name("schemathesis")),
        "run",
        f"{base_url}/api/openapi.json",
        "--checks",
        CHECKS,
        "--max-examples",
        str(examples),
        "--seed",
        str(seed),
        "--workers",
        "1",
        "--phases",
        "examples,coverage,fuzzing",
        "--header",
        f"Authorization: Bearer {token}",
        "--report",
        "har",
        "--report-har-path",
        str(har),
        "--suppress-health-check",
        "all",
        "--warnings",
        "off",
    ]
    for path in EXCLUDED_PATHS:
        command += ["--exclude-path", path]
    print(f"== schemathesis as {account}", flush=True)
    code = subprocess.call(command, cwd=out)
    return code, har


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--examples", type=int, default=20, help="examples per operation")
    parser.add_argument("--seed", type=int, default=20240611)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sitesafe-fuzz-") as tmp:
        data = Path(tmp)
        with running_server(data, {"SCHEDULER_ENABLED": "false"}) as server:
            operations = _operations(server.base_url)
            failed = False
            total = 0
            for account in ACCOUNTS:
                token = _login(server.base_url, account)
                code, har = _run(server.base_url, account, token, args.examples, args.seed, data)
                requests, answers = _tally(har) if har.exists() else (0, Counter())
                total += requests
                alive = _still_signed_in(server.base_url, token)
                print(f"== {account}: {operations} operations, {requests} requests, exit {code}", flush=True)
                print(f"   answers: {dict(answers.most_common(12))}", flush=True)
                print(f"   session still valid after the run: {alive}", flush=True)
                failed = failed or code != 0 or not alive
            print(
                f"== fuzz: {operations} operations x {len(ACCOUNTS)} accounts, {total} requests", flush=True
            )
            return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
