"""`python -m sitesafe.cli ingest-mqtt`: the MQTT subscriber as a process of its own (several may run:
the shared subscription splits the messages), stopped by SIGINT/SIGTERM."""

from __future__ import annotations

import signal
import threading
from typing import Any

from sitesafe.core.settings import get_settings
from sitesafe.main import create_app
from sitesafe.modules.site.monitor.mqtt import MqttIngest
from sitesafe.modules.site.monitor.storage import partitions


def run_mqtt() -> None:
    settings = get_settings()
    if not settings.MQTT_URL:
        raise SystemExit("请设置MQTT_URL，例如 mqtt://127.0.0.1:1883")
    ctx = create_app(settings).state.ctx
    partitions.ensure(ctx.db.engine, ctx.clock.now())
    ingest = MqttIngest(ctx, settings.MQTT_URL, prefix=settings.MQTT_TOPIC_PREFIX).start()
    done = threading.Event()

    def stop(_signum: int, _frame: Any) -> None:
        done.set()

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    print(f"MQTT读数订阅已启动：{settings.MQTT_URL} {ingest.filter}", flush=True)
    done.wait()
    ingest.stop()
    ctx.db.dispose()
    print("MQTT读数订阅已停止", flush=True)
