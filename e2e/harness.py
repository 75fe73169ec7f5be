"""Starting the console as `make run` does, for the browser flows and the benchmarks."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_ready(url: str, proc: subprocess.Popen[bytes], timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as resp:
                if resp.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.2)  # polling a readiness endpoint, not a fixed wait
    raise TimeoutError(url)


class Server:
    def __init__(self, base_url: str, data_dir: Path, pid: int = 0) -> None:
        self.base_url = base_url
        self.data_dir = data_dir
        self.pid = pid  # the server process

    @property
    def sms_log(self) -> Path:
        return self.data_dir / "sms.log"

    def last_sms_code(self, mobile: str, timeout: float = 10.0) -> str:
        """The code the logging SMS provider wrote for `mobile` (what a phone would receive)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.sms_log.exists():
                lines = [ln for ln in self.sms_log.read_text("utf-8").splitlines() if mobile in ln]
                if lines:
                    m = re.search(r"(?<!\d)(\d{6})(?!\d)", lines[-1].replace(mobile, ""))
                    if m:
                        return m.group(1)
            time.sleep(0.1)
        raise TimeoutError(f"no SMS for {mobile}")


@contextmanager
def running_server(data_dir: Path, extra_env: dict[str, str] | None = None) -> Iterator[Server]:
    """A console server on a free port with its own SQLite database and data folder."""
    port = _free_port()
    env = dict(os.environ)
    env.update(
        DATABASE_URL=f"sqlite:///{data_dir / 'console.db'}",
        DATA_DIR=str(data_dir),
        SMS_LOG_FILE=str(data_dir / "sms.log"),
        PORT=str(port),
        REDIS_URL="",
    )
    env.update(extra_env or {})
    with open(data_dir / "server.log", "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "sitesafe.cli", "serve", "--port", str(port)],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            _wait_ready(f"http://127.0.0.1:{port}/api/health", proc)
            yield Server(f"http://127.0.0.1:{port}", data_dir, proc.pid)
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
