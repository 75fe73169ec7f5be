"""MQTT ingestion (docs/device-protocol.md §7): a subscriber on `$share/<group>/<prefix>/devices/+/+` (MQTT
v5 shared subscription: several processes split the messages), started with the app when `MQTT_URL` is
set, or alone (`python -m sitesafe.cli ingest-mqtt`). The platform connects with the credentials of
`MQTT_URL` (`mqtt://user:password@host:port`, `mqtts://` over TLS) and keeps the devices' own broker
accounts (accounts.py). A message is an envelope
`{"ts", "nonce", "sig", "body"}` signed like an HTTP call (method `MQTT`, path = the topic); it is checked
by the same functions as HTTP, and the readings of up to FLUSH_SECONDS / FLUSH_READINGS are stored in one
transaction. Messages are acknowledged (QoS 1) only once handled, so the broker redelivers what a
crashed process had not stored. Refusals are counted and answered on `<prefix>/devices/<code>/reply`."""

from __future__ import annotations

import json
import logging
import queue
import secrets
import threading
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import paho.mqtt.client as paho
from paho.mqtt.enums import CallbackAPIVersion
from paho.mqtt.subscribeoptions import SubscribeOptions

from sitesafe.core.context import AppContext
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.modules.site.device import counters, kinds
from sitesafe.modules.site.device.auth import DeviceKey, Signed, check, find_device, sign
from sitesafe.modules.site.device.nonces import NonceStore, make_nonce_store
from sitesafe.modules.site.monitor import device_api, validate
from sitesafe.modules.site.monitor.accounts import RESPONSE_TOPIC, DeviceAccounts
from sitesafe.modules.site.monitor.ingest import Batch, store
from sitesafe.modules.site.monitor.state import count_refusal, refuse

logger = logging.getLogger(__name__)
SHARE_GROUP = "sitesafe"
FLUSH_SECONDS = 0.05
FLUSH_READINGS = 500
IDLE_SECONDS = 0.005
FLUSH_WORKERS = 4
DEVICE_CACHE_SECONDS = 10.0
ENVELOPE_KEYS = {"ts", "nonce", "sig", "body"}


def topic_filter(prefix: str, group: str = SHARE_GROUP) -> str:
    return f"$share/{group}/{prefix}/devices/+/+"


def wrap(key: str, topic: str, body: bytes, stamp_ms: int, nonce: str | None = None) -> bytes:
    """The message a device publishes: its body (JSON text) signed with its key (for clients and tests)."""
    nonce = nonce or secrets.token_hex(12)
    signature = sign(key, "MQTT", topic, str(stamp_ms), nonce, body)
    return json.dumps({"ts": stamp_ms, "nonce": nonce, "sig": signature, "body": body.decode()}).encode()


class DeviceCache:
    """Live devices by code for a few seconds (a key reset or a disabled device applies within that)."""

    def __init__(self, ctx: AppContext, seconds: float = DEVICE_CACHE_SECONDS) -> None:
        self._ctx = ctx
        self._seconds = seconds
        self._items: dict[str, tuple[float, DeviceKey | None]] = {}

    def find(self, code: str, kind: str | None = None) -> DeviceKey | None:
        now = time.monotonic()
        hit = self._items.get(code)
        if hit is None or hit[0] < now:
            if len(self._items) > 100_000:
                self._items.clear()
            hit = (now + self._seconds, find_device(self._ctx, code, None))
            self._items[code] = hit
        device = hit[1]
        return device if device is not None and kind in (None, device.kind) else None


@dataclass
class Pending:
    """A message taken in (acknowledged once handled)."""

    mid: int
    qos: int
    topic: str
    payload: bytes


class MqttIngest:
    def __init__(
        self,
        ctx: AppContext,
        url: str,
        *,
        prefix: str = "sitesafe",
        group: str = SHARE_GROUP,
        nonces: NonceStore | None = None,
        provision: bool = True,
    ) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("mqtt", "mqtts") or not parts.hostname:
            # (the address may carry a password: never repeated)
            raise ValueError("MQTT_URL应为mqtt://用户名:密码@主机:端口或mqtts://…")
        self.ctx = ctx
        self.prefix = prefix
        self.filter = topic_filter(prefix, group)
        self.devices = DeviceCache(ctx)
        self.nonces = nonces or make_nonce_store(ctx.settings.REDIS_URL, ctx.db.engine)
        # PostgreSQL commits flushes side by side (each waits for its WAL flush); SQLite has one writer.
        # A device's messages always go to the same worker, so they are stored and evaluated in order.
        workers = 1 if ctx.db.engine.dialect.name == "sqlite" else FLUSH_WORKERS
        self._handled = [0] * workers
        self.subscribed = threading.Event()  # set once the broker acknowledged the subscription
        self._queues: list[queue.Queue[Pending]] = [queue.Queue(maxsize=20_000) for _ in range(workers)]
        self._stopping = threading.Event()
        self._workers = [
            threading.Thread(target=self._work, args=(i,), name=f"mqtt-ingest-{i}", daemon=True)
            for i in range(workers)
        ]
        client_id = f"sitesafe-ingest-{secrets.token_hex(6)}"
        self.client = paho.Client(
            CallbackAPIVersion.VERSION2, client_id=client_id, protocol=paho.MQTTv5, manual_ack=True
        )
        if parts.username:
            self.client.username_pw_set(parts.username, parts.password)
        if parts.scheme == "mqtts":
            self.client.tls_set()
        self.client.reconnect_delay_set(1, 30)
        self.client.on_connect = self._on_connect
        self.client.on_disconnect = self._on_disconnect
        self.client.on_message = self._on_message
        self.client.on_subscribe = self._on_subscribe
        self._host, self._port = parts.hostname, parts.port or (8883 if parts.scheme == "mqtts" else 1883)
        self._filter_mid: int | None = None
        self.accounts = DeviceAccounts(ctx, self.client, prefix) if provision else None

    # ----- life cycle ---------------------------------------------------------------------------

    @property
    def handled(self) -> int:
        """Messages handled (stored, refused or failed), for tests and the bench."""
        return sum(self._handled)

    def start(self) -> MqttIngest:
        for worker in self._workers:
            worker.start()
        if self.accounts is not None:
            self.accounts.start()
        self.client.connect_async(self._host, self._port, keepalive=30)
        self.client.loop_start()
        logger.info("MQTT读数订阅已启动 %s:%s %s", self._host, self._port, self.filter)
        return self

    def stop(self) -> None:
        self._stopping.set()
        if self.accounts is not None:
            self.accounts.stop()
        self.client.disconnect()
        self.client.loop_stop()
        for worker in self._workers:
            worker.join(timeout=10)

    def _on_connect(self, client: paho.Client, _u: Any, _f: Any, reason: Any, _p: Any) -> None:
        if reason.is_failure:
            logger.warning("MQTT连接被拒绝：%s", reason)
            return
        self._filter_mid = client.subscribe(self.filter, options=SubscribeOptions(qos=1))[1]
        if self.accounts is not None:
            self.accounts.connected()

    def _on_subscribe(self, _c: Any, _u: Any, mid: Any, reasons: Any, _p: Any) -> None:
        if mid != self._filter_mid:
            return  # the answers of the broker's administration (accounts.py)
        if reasons and not reasons[0].is_failure:
            self.subscribed.set()
        else:
            logger.warning("MQTT订阅被拒绝：%s", reasons)

    def _on_disconnect(self, _c: Any, _u: Any, _f: Any, reason: Any, _p: Any) -> None:
        self.subscribed.clear()
        if not self._stopping.is_set():
            logger.warning("MQTT连接断开（%s），将自动重连", reason)

    def _on_message(self, _c: Any, _u: Any, message: paho.MQTTMessage) -> None:
        if message.topic == RESPONSE_TOPIC:
            if self.accounts is not None:
                self.accounts.answered(bytes(message.payload))
            return
        lane = self._queues[hash(message.topic) % len(self._queues)]
        lane.put(Pending(message.mid, message.qos, message.topic, bytes(message.payload)))

    # ----- the worker: take messages for up to FLUSH_SECONDS, store them together ------------------

    def _work(self, lane: int) -> None:
        pending = self._queues[lane]
        while not self._stopping.is_set():
            try:
                first = pending.get(timeout=0.2)
            except queue.Empty:
                continue
            taken, batches = [first], list[tuple[Batch, str]]()
            readings = self._take(first, batches)
            deadline = time.monotonic() + FLUSH_SECONDS
            while readings < FLUSH_READINGS:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                try:  # a quiet moment ends the wait too: the broker may hold more until these are acked
                    item = pending.get(timeout=min(left, IDLE_SECONDS))
                except queue.Empty:
                    break
                taken.append(item)
                readings += self._take(item, batches)
            self._flush(batches)
            for item in taken:
                if item.qos:
                    self.client.ack(item.mid, item.qos)
            self._handled[lane] += len(taken)

    def _take(self, item: Pending, batches: list[tuple[Batch, str]]) -> int:
        """Checks a message: a readings batch joins the flush; a heartbeat is recorded now."""
        try:
            batch = self.check(item.topic, item.payload)
        except AppError as error:
            self._reply(item.topic, error)
            return 0
        except Exception:
            logger.exception("MQTT消息处理失败 topic=%s", item.topic)
            return 0
        if batch is None:
            return 0
        batches.append((batch, item.topic))
        return len(batch.rows)

    def check(self, topic: str, payload: bytes) -> Batch | None:
        parts = topic.split("/")
        if len(parts) != 4 or parts[0] != self.prefix or parts[1] != "devices" or parts[3] == "reply":
            return None  # our own replies (the filter matches them too)
        code, what = parts[2], parts[3]
        if what not in ("readings", "heartbeat"):
            device = self.devices.find(code)
            owner = device.id if device is not None else counters.UNKNOWN_DEVICE
            count_refusal(self.ctx, owner, "bad_topic")
            raise AppError(ErrorCode.MQTT_TOPIC_INVALID, topic=topic)
        signed = self._envelope(code, topic, payload)
        call = check(self.ctx, self.nonces, signed, None, self.devices.find)
        if what == "heartbeat":
            device_api.ingest_heartbeat(self.ctx, call, device_api.parse(self.ctx, call))
            return None
        if call.kind not in kinds.READING_KINDS:
            refuse(self.ctx, call, "bad_topic")
            raise AppError(ErrorCode.MQTT_TOPIC_INVALID, topic=topic)
        try:
            now = self.ctx.clock.now()
            days = self.ctx.settings.READING_RETENTION_DAYS
            body = validate.parse_json(call.body)
            rows = validate.readings(call.kind, body, now, days, clear_ids=False)
        except validate.Refused as refused:
            refuse(self.ctx, call, refused.counter)
            raise
        return Batch(call, rows)

    def _envelope(self, code: str, topic: str, payload: bytes) -> Signed:
        try:
            envelope = json.loads(payload)
        except (ValueError, UnicodeDecodeError):
            envelope = None
        problem = None
        if not isinstance(envelope, dict) or set(envelope) != ENVELOPE_KEYS:
            problem = "应为含ts、nonce、sig、body四个字段的JSON对象"
        elif not isinstance(envelope["body"], str):
            problem = "body应为JSON文本（字符串）"
        elif isinstance(envelope["ts"], bool) or not isinstance(envelope["ts"], int | str):
            problem = "ts应为毫秒时间戳"
        elif not isinstance(envelope["nonce"], str) or not isinstance(envelope["sig"], str):
            problem = "nonce、sig应为字符串"
        if problem is not None:
            device = self.devices.find(code)
            owner = device.id if device is not None else counters.UNKNOWN_DEVICE
            count_refusal(self.ctx, owner, "bad_body")
            raise AppError(ErrorCode.MQTT_MESSAGE_INVALID, reason=problem)
        assert isinstance(envelope, dict)
        body = envelope["body"].encode()
        return Signed(
            code, str(envelope["ts"]), envelope["nonce"], envelope["sig"].lower(), "MQTT", topic, body
        )

    def _flush(self, batches: list[tuple[Batch, str]]) -> None:
        if not batches:
            return
        try:
            store(self.ctx, [batch for batch, _ in batches])
            return
        except Exception:
            logger.warning("MQTT批量保存失败，逐条重试", exc_info=True)
        for batch, topic in batches:  # one bad batch must not lose the others
            try:
                store(self.ctx, [batch])
            except Exception:
                logger.exception("MQTT读数保存失败 device=%s", batch.call.device_id)
                count_refusal(self.ctx, batch.call.device_id, "store_failed")
                self._reply(topic, AppError(ErrorCode.SERVER_ERROR))

    def _reply(self, topic: str, error: AppError) -> None:
        """Tells a known device why its message was refused (nobody else is answered)."""
        parts = topic.split("/")
        if len(parts) != 4 or self.devices.find(parts[2]) is None:
            return
        answer = {"code": error.code, "message": error.message, "data": error.data}
        self.client.publish(
            f"{self.prefix}/devices/{parts[2]}/reply", json.dumps(answer, ensure_ascii=False), qos=0
        )


def start_mqtt(ctx: AppContext) -> MqttIngest | None:
    """The subscriber of this process when MQTT_URL is set."""
    url = ctx.settings.MQTT_URL
    if not url:
        return None
    settings = ctx.settings
    return MqttIngest(
        ctx,
        url,
        prefix=settings.MQTT_TOPIC_PREFIX,
        group=settings.MQTT_SHARE_GROUP,
        provision=settings.MQTT_PROVISION_DEVICES,
    ).start()
