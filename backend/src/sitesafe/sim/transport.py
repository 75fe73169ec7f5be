"""How the simulated devices talk to the platform (docs/device-protocol.md): signed HTTP calls
(`POST /api/device/<kind>/readings`, `POST /api/device/heartbeat`) or signed MQTT messages
(`<prefix>/devices/<code>/readings|heartbeat`, an envelope `{ts, nonce, sig, body}` signed with method
`MQTT` and the topic as path). Both sign with the device key exactly as device/auth.py checks it."""

from __future__ import annotations

import http.client
import json
import secrets
import threading
import time
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import urlsplit

from sitesafe.modules.site.device.auth import sign

RETRY_CODES = frozenset({1016002, 1016005})  # server error, busy: worth sending again


class Unavailable(Exception):
    """The platform cannot be reached (or failed): keep the readings and try again later."""


class Refused(Exception):
    """The platform refused the call (bad field, unknown device, ...): retrying would not help."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(f"{code} {message}")
        self.code = code


@dataclass(frozen=True)
class Identity:
    code: str
    key: str


class Transport(Protocol):
    def readings(self, device: Identity, kind: str, readings: list[dict[str, Any]]) -> dict[str, Any]: ...

    def heartbeat(self, device: Identity, body: dict[str, Any]) -> dict[str, Any]: ...

    def close(self) -> None: ...


def _encode(body: dict[str, Any]) -> bytes:
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def signed_headers(device: Identity, method: str, path: str, body: bytes) -> dict[str, str]:
    stamp, nonce = str(int(time.time() * 1000)), secrets.token_urlsafe(12)
    return {
        "Content-Type": "application/json",
        "X-Device-Code": device.code,
        "X-Timestamp": stamp,
        "X-Nonce": nonce,
        "X-Signature": sign(device.key, method, path, stamp, nonce, body),
    }


class HttpTransport:
    """Keep-alive HTTP(S) to the platform, one connection per thread."""

    def __init__(self, url: str, timeout: float = 10.0) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"平台地址应为http(s)://主机:端口: {url}")
        self.https = parts.scheme == "https"
        self.host, self.port = parts.hostname, parts.port or (443 if self.https else 80)
        self.base = parts.path.rstrip("/")
        self.timeout = timeout
        self._local = threading.local()

    def _connection(self) -> http.client.HTTPConnection:
        conn: http.client.HTTPConnection | None = getattr(self._local, "conn", None)
        if conn is None:
            cls = http.client.HTTPSConnection if self.https else http.client.HTTPConnection
            conn = self._local.conn = cls(self.host, self.port, timeout=self.timeout)
        return conn

    def post(self, device: Identity, path: str, body: dict[str, Any]) -> dict[str, Any]:
        raw = _encode(body)
        full = self.base + path
        headers = signed_headers(device, "POST", full, raw)
        conn = self._connection()
        try:
            conn.request("POST", full, body=raw, headers=headers)
            response = conn.getresponse()
            text = response.read()
        except (OSError, http.client.HTTPException) as exc:
            conn.close()
            self._local.conn = None
            raise Unavailable(str(exc) or type(exc).__name__) from None
        try:
            answer = json.loads(text)
        except ValueError:
            raise Unavailable(f"HTTP {response.status}") from None
        if not isinstance(answer, dict):
            raise Unavailable(f"HTTP {response.status}")
        if answer.get("success"):
            data = answer.get("data")
            return data if isinstance(data, dict) else {}
        code = int(answer.get("code") or 0)
        if code in RETRY_CODES or response.status >= 500:
            raise Unavailable(f"{code} {answer.get('message')}")
        raise Refused(code, str(answer.get("message")))

    def readings(self, device: Identity, kind: str, readings: list[dict[str, Any]]) -> dict[str, Any]:
        return self.post(device, f"/api/device/{kind}/readings", {"readings": readings})

    def heartbeat(self, device: Identity, body: dict[str, Any]) -> dict[str, Any]:
        return self.post(device, "/api/device/heartbeat", body)

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()


def mqtt_envelope(device: Identity, topic: str, body: dict[str, Any]) -> bytes:
    """The signed message a device publishes on `topic`."""
    raw = _encode(body)
    stamp, nonce = int(time.time() * 1000), secrets.token_hex(12)
    signature = sign(device.key, "MQTT", topic, str(stamp), nonce, raw)
    return json.dumps({"ts": stamp, "nonce": nonce, "sig": signature, "body": raw.decode()}).encode()


class MqttTransport:
    """Publishes (QoS 1), each device through its own connection as itself (username = its code, password
    derived from its key: the broker lets it publish only under its own topics); paho reconnects by itself
    with backoff. The address's own credentials, if any, are not used."""

    def __init__(self, url: str, prefix: str = "sitesafe", connect_timeout: float = 10.0) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("mqtt", "mqtts") or not parts.hostname:
            raise ValueError("MQTT地址应为mqtt://主机:端口或mqtts://主机:端口")
        self.prefix = prefix
        self.tls = parts.scheme == "mqtts"
        self.host, self.port = parts.hostname, parts.port or (8883 if self.tls else 1883)
        self.connect_timeout = connect_timeout
        self._clients: dict[str, tuple[Any, threading.Event]] = {}
        self._lock = threading.Lock()

    def _client(self, device: Identity) -> tuple[Any, threading.Event]:
        import paho.mqtt.client as paho
        from paho.mqtt.enums import CallbackAPIVersion

        from sitesafe.modules.site.monitor.accounts import mqtt_password

        with self._lock:
            found = self._clients.get(device.code)
            if found is not None:
                return found
            connected = threading.Event()
            client_id = f"{device.code}-{secrets.token_hex(3)}"
            client = paho.Client(CallbackAPIVersion.VERSION2, client_id=client_id, protocol=paho.MQTTv5)
            client.username_pw_set(device.code, mqtt_password(device.key))
            if self.tls:
                client.tls_set()
            client.reconnect_delay_set(1, 30)
            client.on_connect = lambda _c, _u, _f, reason, _p: (
                connected.clear() if reason.is_failure else connected.set()
            )
            client.on_disconnect = lambda *_a: connected.clear()
            client.connect_async(self.host, self.port)
            client.loop_start()
            self._clients[device.code] = (client, connected)
        connected.wait(self.connect_timeout)
        return client, connected

    def publish(self, device: Identity, what: str, body: dict[str, Any]) -> dict[str, Any]:
        client, connected = self._client(device)
        if not connected.is_set():
            raise Unavailable("MQTT未连接")
        topic = f"{self.prefix}/devices/{device.code}/{what}"
        info = client.publish(topic, mqtt_envelope(device, topic, body), qos=1)
        if info.rc != 0:
            raise Unavailable(f"MQTT发布失败 rc={info.rc}")
        return {}

    def readings(self, device: Identity, kind: str, readings: list[dict[str, Any]]) -> dict[str, Any]:
        return self.publish(device, "readings", {"readings": readings})

    def heartbeat(self, device: Identity, body: dict[str, Any]) -> dict[str, Any]:
        return self.publish(device, "heartbeat", body)

    def close(self) -> None:
        with self._lock:
            clients = list(self._clients.values())
            self._clients.clear()
        for client, _connected in clients:
            client.disconnect()
            client.loop_stop()
