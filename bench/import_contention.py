"""Sign-ins while a 5,000-row user import runs, on the embedded SQLite database (one writer at a time):
how long the import takes and how long sign-ins wait meanwhile (p50 / max), and how many fail.

Usage: .venv/bin/python bench/import_contention.py  (a fresh server on its own SQLite file)."""

from __future__ import annotations

import io
import json
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from pathlib import Path

from openpyxl import Workbook

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent / "e2e")]

from harness import running_server  # noqa: E402

ROWS = 5000
HEADERS = ("账号", "姓名", "手机", "性别", "机构编码", "职位编码")


def _workbook() -> bytes:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(list(HEADERS))
    tag = uuid.uuid4().hex[:6]
    for n in range(ROWS):
        sheet.append([f"load{tag}{n}", f"批量{n}", f"1770{n:07d}", "男", "hxjt_bj_yfb", "gzry"])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _post(url: str, body: bytes, headers: dict[str, str]) -> tuple[int, dict[str, object]]:
    request = urllib.request.Request(url, data=body, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def _sign_in(base: str) -> tuple[int, dict[str, object]]:
    body = json.dumps({"account": "demo", "password": "123456"}).encode()
    return _post(f"{base}/api/login", body, {"Content-Type": "application/json"})


def run(base: str) -> dict[str, float]:
    admin = _post(
        f"{base}/api/login",
        json.dumps({"account": "superAdmin", "password": "123456"}).encode(),
        {"Content-Type": "application/json"},
    )[1]["data"]
    boundary = uuid.uuid4().hex
    content = _workbook()
    form = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        ).encode()
        + content
        + f"\r\n--{boundary}--\r\n".encode()
    )
    headers = {"Content-Type": f"multipart/form-data; boundary={boundary}"}
    headers["Authorization"] = f"Bearer {admin}"
    outcome: dict[str, object] = {}

    def run_import() -> None:
        started = time.perf_counter()
        outcome["answer"] = _post(f"{base}/api/sysUser/import", form, headers)
        outcome["seconds"] = time.perf_counter() - started

    importer = threading.Thread(target=run_import)
    importer.start()
    waits: list[float] = []
    failed = 0
    while importer.is_alive():
        started = time.perf_counter()
        status, body = _sign_in(base)
        waits.append((time.perf_counter() - started) * 1000)
        failed += status != 200 or body.get("success") is not True
    importer.join()
    status, body = outcome["answer"]  # type: ignore[misc]
    assert body.get("data") == ROWS, body  # type: ignore[union-attr]
    return {
        "import_s": float(outcome["seconds"]),  # type: ignore[arg-type]
        "sign_ins": len(waits),
        "p50": statistics.median(waits),
        "max": max(waits),
        "failed": failed,
    }


def report(r: dict[str, float]) -> list[str]:
    return [
        f"{ROWS}-row user import on SQLite with sign-ins alongside: import {r['import_s']:.1f} s; "
        f"{int(r['sign_ins'])} sign-ins meanwhile, p50 {r['p50']:.0f} ms, max {r['max']:.0f} ms, "
        f"failed {int(r['failed'])}"
    ]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp, running_server(Path(tmp), {"LOG_LEVEL": "WARNING"}) as srv:
        print("\n".join(report(run(srv.base_url))))


if __name__ == "__main__":
    main()
