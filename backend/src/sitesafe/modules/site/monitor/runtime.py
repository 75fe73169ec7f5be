"""What the monitoring core runs beside the web app: the partitions checked at start-up (PostgreSQL) and
the MQTT subscriber when MQTT_URL is set, the flusher of the refused device calls' counts (per process:
each process holds its own, so a database timer run by one of them would not do). The timer jobs
register on import."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.refusals import Flusher
from sitesafe.modules.site.monitor import jobs as _jobs  # noqa: F401  (registers the storage jobs)
from sitesafe.modules.site.monitor.mqtt import MqttIngest, start_mqtt
from sitesafe.modules.site.monitor.storage import partitions

logger = logging.getLogger(__name__)


@dataclass
class Monitor:
    mqtt: MqttIngest | None
    flusher: Flusher

    def stop(self) -> None:
        if self.mqtt is not None:
            self.mqtt.stop()
        self.flusher.stop()  # after the subscriber: its last refusals are written too


def start_monitor(ctx: AppContext) -> Monitor:
    try:
        made = partitions.ensure(ctx.db.engine, ctx.clock.now())
        if made:
            logger.info("已新建读数分区：%s", "、".join(made))
    except Exception:  # the daily job tries again; the default partition keeps rows meanwhile
        logger.exception("读数分区检查失败")
    flusher = Flusher(ctx.clock.now, ctx.settings.DEVICE_REFUSAL_FLUSH_SECONDS).start()
    return Monitor(start_mqtt(ctx), flusher)
