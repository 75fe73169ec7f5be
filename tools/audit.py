"""Known vulnerabilities of the pinned back-end dependencies (pip-audit over backend/requirements.lock, PyPI's
vulnerability data) and of the console's runtime packages (npm audit).

A reported vulnerability always fails. Whether an audit service that cannot be reached fails too depends on
`--require-service`: `make audit` requires both services (never a silent pass); `make test` runs where the
registries may be mirrors without vulnerability data, so there an unreachable service is reported loudly
as NOT CHECKED and the other checks decide."""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "backend" / "requirements.lock"


def _first_pin() -> tuple[str, str]:
    match = re.search(r"^([A-Za-z0-9_.-]+)==([^ \\\n]+)", LOCK.read_text(), re.M)
    if match is None:
        raise SystemExit(f"no pinned package in {LOCK}")
    return match.group(1), match.group(2)


def pypi_vulnerability_data() -> str | None:
    """None when PyPI's per-version JSON (what pip-audit reads) answers with vulnerability data; else why
    it does not."""
    name, version = _first_pin()
    url = f"https://pypi.org/pypi/{name}/{version}/json"
    try:
        with urllib.request.urlopen(url, timeout=15) as answer:
            body = json.load(answer)
    except (urllib.error.URLError, TimeoutError, ValueError) as exc:
        return f"{url}: {exc}"
    return None if "vulnerabilities" in body else f"{url}: no vulnerability data in the answer"


def run_pip_audit(python: str) -> int:
    options = ["--strict", "--disable-pip", "--progress-spinner", "off", "-r", str(LOCK)]
    return subprocess.call([python, "-m", "pip_audit", *options])


def run_npm_audit() -> tuple[int, str | None]:
    """(vulnerabilities found, why the audit could not run or None)."""
    done = subprocess.run(
        ["npm", "audit", "--omit=dev", "--json"], cwd=ROOT / "frontend", capture_output=True, text=True
    )
    try:
        report = json.loads(done.stdout or "{}")
    except ValueError:
        return 0, f"npm audit answered no JSON: {done.stderr.strip()[:300]}"
    if "error" in report:
        error = report["error"]
        said = error.get("summary") or error.get("detail") or "the registry refused the audit request"
        return 0, f"npm audit: {said}"
    found = report.get("metadata", {}).get("vulnerabilities", {})
    total = sum(v for k, v in found.items() if k != "total" and isinstance(v, int))
    if total:
        subprocess.call(["npm", "audit", "--omit=dev"], cwd=ROOT / "frontend")
    return total, None


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--require-service", action="store_true", help="an unreachable service fails")
    args = parser.parse_args()
    failed = False
    unreachable: list[str] = []
    why = pypi_vulnerability_data()
    if why is None:
        failed |= run_pip_audit(args.python) != 0
    else:
        unreachable.append(f"pip-audit NOT CHECKED: {why}")
    found, why = run_npm_audit()
    if why is not None:
        unreachable.append(f"npm audit NOT CHECKED: {why}")
    elif found:
        print(f"*** npm audit: {found} known vulnerabilities in the console's runtime packages")
        failed = True
    else:
        print("npm audit: no known vulnerability in the console's runtime packages")
    for line in unreachable:
        print("*" * 100 + f"\n*** {line}\n" + "*" * 100)
    if unreachable and args.require_service:
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
