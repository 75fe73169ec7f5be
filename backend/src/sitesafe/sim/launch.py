"""`make run`: the console server, and once it answers, the device simulator beside it (same environment:
DATABASE_URL, DATA_DIR, DATA_KEY), so a new user sees live readings and a crane alarm within a minute.
SIMULATE=0 starts the server alone; SIMULATE=mqtt sends over MQTT instead of HTTP: through MQTT_URL's broker
when set, else through the project's own Mosquitto (sitesafe.sim.broker, $DATA_DIR/mqtt, port 1884), started
here and given to the server with the platform's credentials. Ctrl-C or SIGTERM stops them all; when the
server ends, the simulator is stopped too."""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import FrameType
from urllib.parse import urlsplit

from sitesafe.sim import broker

READY_SECONDS = 180.0
STOP_SECONDS = 15.0


def _ready(url: str, server: subprocess.Popen[bytes]) -> bool:
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline and server.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return True
        except OSError:
            pass
        time.sleep(0.5)  # polling the readiness endpoint
    return False


def _stop(process: subprocess.Popen[bytes] | None) -> None:
    if process is None or process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(STOP_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sitesafe.sim.launch", description="启动控制台与设备模拟器")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8000))
    args = parser.parse_args(argv)
    mode = os.environ.get("SIMULATE", "1").strip().lower()
    python = sys.executable
    env = dict(os.environ)
    own_broker: broker.Broker | None = None
    if mode == "mqtt" and not env.get("MQTT_URL"):
        where = Path(env.get("DATA_DIR") or "var") / "mqtt"
        prefix = env.get("MQTT_TOPIC_PREFIX") or "sitesafe"
        own_broker = broker.start(
            where.resolve(), prefix=prefix, group=env.get("MQTT_SHARE_GROUP") or "sitesafe"
        )
        env["MQTT_URL"] = own_broker.platform_url
    command = [python, "-m", "sitesafe.cli", "serve", "--port", str(args.port)]
    server = subprocess.Popen(command, env=env)
    simulator: subprocess.Popen[bytes] | None = None
    stopping = False

    def _signal(_signum: int, _frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, _signal)
    signal.signal(signal.SIGTERM, _signal)
    base = f"http://127.0.0.1:{args.port}"
    try:
        if mode not in ("0", "false", "no", "off") and _ready(f"{base}/api/health", server) and not stopping:
            command = [python, "-m", "sitesafe.cli", "simulate", "--url", base, "--overload-after", "20"]
            if mode == "mqtt":
                url = urlsplit(env["MQTT_URL"])  # the devices connect as themselves, not as the platform
                default = 8883 if url.scheme == "mqtts" else 1883
                command += ["--mqtt", f"{url.scheme}://{url.hostname}:{url.port or default}"]
            simulator = subprocess.Popen(command, env=env)
        while server.poll() is None and not stopping:
            with contextlib.suppress(subprocess.TimeoutExpired):
                server.wait(0.5)
    finally:
        _stop(simulator)
        _stop(server)
        if own_broker is not None:
            own_broker.stop()
    if stopping or server.returncode in (-signal.SIGINT, -signal.SIGTERM):
        return 0  # stopped as asked (uvicorn ends with the signal it was given)
    return server.returncode or 0


if __name__ == "__main__":
    sys.exit(main())
