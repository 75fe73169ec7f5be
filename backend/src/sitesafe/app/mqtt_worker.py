"""`python -m sitesafe.cli ingest-mqtt`: the MQTT subscriber as a process of its own (several may run:
the shared subscription splits the messages), stopped by SIGINT/SIGTERM."""

from __future__ import annotations

import signal
import threading
from typing import Any

from sitesafe.core.settings import get_settings
from sitesafe.main import create_app
from sitesafe.modules.site.device.refusals import Flusher
from sitesafe.modules.site.monitor.mqtt import start_mqtt
from sitesafe.modules.site.monitor.storage import partitions


def run_mqtt() -> None:
    settings = get_settings()
    if not settings.MQTT_URL:
        raise SystemExit("请设置MQTT_URL，例如 mqtt://127.0.0.1:1883")
    ctx = create_app(settings).state.ctx
    partitions.ensure(ctx.db.engine, ctx.clock.now())
    ingest = start_mqtt(ctx)
    assert ingest is not None
    flusher = Flusher(ctx.clock.now, settings.DEVICE_REFUSAL_FLUSH_SECONDS).start()
    done = threading.Event()

    def stop(_signum: int, _frame: Any) -> None:
        done.set()

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    print(f"MQTT读数订阅已启动：{ingest.filter}", flush=True)  # (MQTT_URL may carry a password)
    done.wait()
    ingest.stop()
    flusher.stop()
    ctx.db.dispose()
    print("MQTT读数订阅已停止", flush=True)
