"""MQTT test clients against the project's broker (sitesafe.sim.broker, fixture `mqtt_broker`): devices
connect as themselves (username = code, password derived from the key), once the platform's subscriber
has provisioned them."""

from __future__ import annotations

import json
import queue
import threading
from typing import Any, TypeVar

import paho.mqtt.client as paho
from paho.mqtt.enums import CallbackAPIVersion

from helpers import FakeClock, wait_for
from monitor_helpers import Device, ms
from sitesafe.core.context import AppContext
from sitesafe.modules.site.monitor.accounts import mqtt_password
from sitesafe.modules.site.monitor.mqtt import MqttIngest, wrap
from sitesafe.sim.broker import Broker

T = TypeVar("T")


class Connection:
    """One MQTT client: the broker's answer to its CONNECT, its SUBACKs and the messages it receives."""

    def __init__(self, broker: Broker, username: str | None, password: str | None) -> None:
        self.answer: queue.Queue[bool] = queue.Queue()
        self.granted: queue.Queue[bool] = queue.Queue()
        self.messages: queue.Queue[tuple[str, bytes]] = queue.Queue()
        self.client = paho.Client(CallbackAPIVersion.VERSION2, protocol=paho.MQTTv5)
        if username is not None:
            self.client.username_pw_set(username, password)
        self.client.on_connect = lambda _c, _u, _f, reason, _p: self.answer.put(not reason.is_failure)
        self.client.on_subscribe = lambda _c, _u, _m, reasons, _p: self.granted.put(
            all(not r.is_failure for r in reasons)
        )
        self.client.on_message = lambda _c, _u, m: self.messages.put((m.topic, bytes(m.payload)))
        self.client.connect(broker.host, broker.port)
        self.client.loop_start()
        self.accepted = self.answer.get(timeout=10)
        if not self.accepted:
            self.close()

    def subscribe(self, topic: str) -> bool:
        """Whether the broker granted the subscription."""
        self.client.subscribe(topic, qos=1)
        return self.granted.get(timeout=10)

    def close(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()


def accepted(broker: Broker, username: str | None, password: str | None) -> bool:
    """Whether the broker accepts these credentials (the connection is closed again)."""
    connection = Connection(broker, username, password)
    if connection.accepted:
        connection.close()
    return connection.accepted


def start_subscriber(ctx: AppContext, broker: Broker, prefix: str) -> MqttIngest:
    """The platform's subscriber with its credentials, once subscribed."""
    ingest = MqttIngest(ctx, broker.platform_url, prefix=prefix).start()
    assert ingest.subscribed.wait(15), "the subscriber did not subscribe"
    return ingest


def connect_device(broker: Broker, device: Device) -> Connection:
    """The device's own connection, once the platform has provisioned its account."""

    def attempt() -> Connection | None:
        connection = Connection(broker, device.code, mqtt_password(device.key))
        return connection if connection.accepted else None

    return wait_for(attempt, f"the MQTT account of {device.code}")


class Publisher:
    """The device side: each device publishes signed envelopes through its own connection; the replies of
    all of them are collected."""

    def __init__(self, broker: Broker, prefix: str, clock: FakeClock) -> None:
        self.broker = broker
        self.prefix = prefix
        self.clock = clock
        self.replies: queue.Queue[dict[str, Any]] = queue.Queue()
        self._devices: dict[str, Connection] = {}
        self._lock = threading.Lock()

    def connection(self, device: Device) -> Connection:
        with self._lock:
            found = self._devices.get(device.code)
        if found is None:
            found = connect_device(self.broker, device)
            found.client.on_message = lambda _c, _u, m: self.replies.put(json.loads(m.payload))
            assert found.subscribe(f"{self.prefix}/devices/{device.code}/reply")
            with self._lock:
                self._devices[device.code] = found
        return found

    def send(
        self, device: Device, what: str, body: Any, *, key: str | None = None, nonce: str | None = None
    ) -> None:
        topic = f"{self.prefix}/devices/{device.code}/{what}"
        raw = json.dumps(body).encode()
        self.connection(device)
        self.raw(topic, wrap(key or device.key, topic, raw, ms(self.clock.now()), nonce))

    def raw(self, topic: str, payload: bytes) -> None:
        """Publishes through the connection of the device the topic names (it has sent before)."""
        connection = self._devices[topic.split("/")[2]]
        connection.client.publish(topic, payload, qos=1).wait_for_publish(10)

    def reply(self) -> dict[str, Any]:
        return self.replies.get(timeout=15)

    def close(self) -> None:
        for connection in self._devices.values():
            connection.close()
