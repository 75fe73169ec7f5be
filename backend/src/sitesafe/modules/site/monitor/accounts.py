"""Devices' own MQTT accounts on a Mosquitto with the dynamic-security plugin (docs/device-protocol.md §7.1):
the platform, whose broker role may administer the plugin, keeps one client per live device (username =
device code, password = mqtt_password(key)) with a role of its own allowing only its topics: publish
`<prefix>/devices/<code>/+` (readings, heartbeat), subscribe to `<prefix>/devices/<code>/reply`. Mosquitto 2.0
has no %u in these ACLs, hence a role per device. The table of live devices is compared every few seconds
(a new device, a reset key, a disabled or deleted device apply within that); only changed rows are
decrypted. Passwords are never logged."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import threading
from typing import Any

from sqlalchemy import select

from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.auth import STATUS_NORMAL
from sitesafe.modules.site.device.models import SiteDevice

logger = logging.getLogger(__name__)
CONTROL_TOPIC = "$CONTROL/dynamic-security/v1"
RESPONSE_TOPIC = f"{CONTROL_TOPIC}/response"
SYNC_SECONDS = 2.0
ROLE_PREFIX = "sitesafe-device-"
# expected answers of idempotent commands (a client or role already there, or already gone)
HARMLESS = ("already exists", "not found")


def mqtt_password(key: str) -> str:
    """A device's MQTT password, derived from its signing key: a CONNECT seen in clear (no TLS) gives away
    the right to connect as the device, never the key that signs its readings."""
    return hmac.new(key.encode(), b"sitesafe-mqtt-password", hashlib.sha256).hexdigest()


def device_acls(prefix: str, code: str) -> list[dict[str, Any]]:
    own = f"{prefix}/devices/{code}"
    return [
        # (any leaf of its own: a wrong one is refused and answered by the platform, not dropped unseen)
        {"acltype": "publishClientSend", "topic": f"{own}/+", "allow": True},
        {"acltype": "subscribeLiteral", "topic": f"{own}/reply", "allow": True},
        {"acltype": "publishClientReceive", "topic": f"{own}/reply", "allow": True},
    ]


def provision_commands(prefix: str, code: str, password: str, *, rekey: bool = False) -> list[dict[str, Any]]:
    """Creates the device's role and client where missing (each command is refused, changing nothing, when
    they exist); `rekey` also sets a new password. A password set or an ACL added disconnects the device's
    connections, so a process that (re)starts, and cannot know what the broker holds, only creates: it never
    drops the devices another process already serves."""
    role = ROLE_PREFIX + code
    commands: list[dict[str, Any]] = [
        {"command": "createRole", "rolename": role},
        *({"command": "addRoleACL", "rolename": role, **acl} for acl in device_acls(prefix, code)),
        {"command": "createClient", "username": code, "password": password, "roles": [{"rolename": role}]},
    ]
    if rekey:
        commands.append({"command": "setClientPassword", "username": code, "password": password})
    return commands


def remove_commands(code: str) -> list[dict[str, Any]]:
    return [
        {"command": "deleteClient", "username": code},
        {"command": "deleteRole", "rolename": ROLE_PREFIX + code},
    ]


class DeviceAccounts:
    """Keeps the broker's device clients equal to the live devices, through `publish` (the platform's
    connected client)."""

    def __init__(self, ctx: AppContext, client: Any, prefix: str) -> None:
        self.ctx = ctx
        self.client = client
        self.prefix = prefix
        self._known: dict[str, str] = {}  # code -> secret_enc provisioned
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mqtt-accounts", daemon=True)
        self.rounds = 0  # completed comparisons, for tests

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        self._wake.set()
        self._thread.join(timeout=10)

    def connected(self) -> None:
        """A (re)connection: the broker may have lost its state, everything is sent again."""
        self.client.subscribe(RESPONSE_TOPIC)
        self._known.clear()
        self._wake.set()

    def answered(self, payload: bytes) -> None:
        try:
            responses = json.loads(payload).get("responses") or []
        except (ValueError, AttributeError):
            return
        for response in responses:
            error = str(response.get("error") or "")
            if error and not any(text in error for text in HARMLESS):
                logger.warning("MQTT设备账号命令失败：%s %s", response.get("command"), error)

    def _run(self) -> None:
        while not self._stopping.is_set():
            self._wake.wait(SYNC_SECONDS)
            self._wake.clear()
            if self._stopping.is_set() or not self.client.is_connected():
                continue
            try:
                self.sync()
            except Exception:
                logger.exception("MQTT设备账号同步失败")

    def sync(self) -> None:
        d = SiteDevice
        with self.ctx.db.sessionmaker() as db:
            rows = db.execute(select(d.code, d.secret_enc).where(d.status == STATUS_NORMAL)).all()
        live = {code: secret for code, secret in rows}
        commands: list[dict[str, Any]] = []
        changed: dict[str, str] = {}
        for code, secret in live.items():
            known = self._known.get(code)
            if known != secret:
                password = mqtt_password(self.ctx.cipher.decrypt(secret))
                # a key reset this process saw: the new password; a device new to it: created if missing
                commands += provision_commands(self.prefix, code, password, rekey=known is not None)
                changed[code] = secret
        gone = [code for code in self._known if code not in live]
        for code in gone:
            commands += remove_commands(code)
        for start in range(0, len(commands), 600):
            info = self.client.publish(CONTROL_TOPIC, json.dumps({"commands": commands[start : start + 600]}))
            info.wait_for_publish(10)
        for code in gone:
            del self._known[code]
        self._known.update(changed)
        self.rounds += 1
