"""The project's own Mosquitto (tests, `make run` with SIMULATE=mqtt, `make services`): no anonymous client,
users and ACLs held by Mosquitto's dynamic-security plugin (docs/device-protocol.md §7). The broker starts
with two users: `admin` (may only administer the plugin) and the platform, whose role may read every
device topic, answer on reply topics, join the shared subscription and provision devices. Each device is
its own client (username = device code, password = monitor.accounts.mqtt_password(key)) holding the
own role: publish only `<prefix>/devices/<its code>/+`, subscribe only to its own reply topic.

`python -m sitesafe.sim.broker --dir var/mqtt` writes the configuration (once: passwords are kept in
`<dir>/credentials.json`, readable by the owner only) and starts Mosquitto in the background. It needs
the standard library only (`make services` runs it without the project's virtualenv)."""

from __future__ import annotations

import argparse
import base64
import contextlib
import getpass
import glob
import hashlib
import json
import os
import secrets
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

PLUGIN_NAME = "mosquitto_dynamic_security.so"
PLUGIN_PLACES = ("/usr/lib/*-linux-gnu", "/usr/lib", "/usr/local/lib", "/usr/lib/mosquitto")
DEFAULT_PORT = 1884
PLATFORM_USER = "sitesafe"
PLATFORM_ROLE = "sitesafe-platform"
ITERATIONS = 101  # Mosquitto's own default for dynamic-security passwords
CONTROL = "$CONTROL/dynamic-security/#"


def _password_hash(password: str) -> dict[str, str | int]:
    """The PBKDF2-SHA512 form the dynamic-security plugin keeps (never the password itself)."""
    salt = secrets.token_bytes(12)
    digest = hashlib.pbkdf2_hmac("sha512", password.encode(), salt, ITERATIONS)
    return {
        "password": base64.b64encode(digest).decode(),
        "salt": base64.b64encode(salt).decode(),
        "iterations": ITERATIONS,
    }


def _acl(kind: str, topic: str, allow: bool = True) -> dict[str, object]:
    return {"acltype": kind, "topic": topic, "allow": allow}


def roles(prefix: str, group: str) -> list[dict[str, object]]:
    """The admin's and the platform's roles; `prefix` may be `+` (tests use a prefix each). Mosquitto checks
    a shared subscription by its whole filter, `$share/<group>/...`: only this role may join the group.
    Devices get a role each when provisioned (Mosquitto 2.0's plugin has no %u in ACLs)."""
    devices = f"{prefix}/devices/+/+"
    platform = [
        _acl("subscribePattern", f"$share/{group}/{devices}"),
        _acl("publishClientReceive", devices),
        _acl("publishClientSend", f"{prefix}/devices/+/reply"),
        _acl("publishClientSend", CONTROL),
        _acl("publishClientReceive", CONTROL),
        _acl("subscribePattern", CONTROL),
    ]
    admin = [
        _acl("publishClientSend", CONTROL),
        _acl("publishClientReceive", CONTROL),
        _acl("subscribePattern", CONTROL),
    ]
    return [{"rolename": "admin", "acls": admin}, {"rolename": PLATFORM_ROLE, "acls": platform}]


def security_config(
    prefix: str, group: str, admin_password: str, platform_password: str
) -> dict[str, object]:
    """The plugin's initial state: deny by default, the admin and the platform as its only users."""
    return {
        "defaultACLAccess": {
            "publishClientSend": False,
            "publishClientReceive": False,
            "subscribe": False,
            "unsubscribe": True,
        },
        "clients": [
            {"username": "admin", "roles": [{"rolename": "admin"}], **_password_hash(admin_password)},
            {
                "username": PLATFORM_USER,
                "roles": [{"rolename": PLATFORM_ROLE}],
                **_password_hash(platform_password),
            },
        ],
        "groups": [],
        "roles": roles(prefix, group),
    }


@dataclass
class Broker:
    host: str
    port: int
    directory: Path
    platform_password: str = field(repr=False)
    process: subprocess.Popen[bytes] | None = None

    @property
    def platform_url(self) -> str:
        return f"mqtt://{PLATFORM_USER}:{self.platform_password}@{self.host}:{self.port}"

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def prepare(directory: Path, port: int, prefix: str, group: str, host: str = "127.0.0.1") -> Broker:
    """Writes mosquitto.conf and the plugin's state in `directory` unless present; the broker to start."""
    directory.mkdir(parents=True, exist_ok=True)
    os.chmod(directory, 0o700)
    credentials = directory / "credentials.json"
    if credentials.exists():
        saved = json.loads(credentials.read_text("utf-8"))
    else:
        saved = {"admin": secrets.token_urlsafe(24), "platform": secrets.token_urlsafe(24)}
        credentials.write_text(json.dumps(saved), "utf-8")
        os.chmod(credentials, 0o600)
        state = directory / "dynamic-security.json"
        config = security_config(prefix, group, saved["admin"], saved["platform"])
        state.write_text(json.dumps(config), "utf-8")
        os.chmod(state, 0o600)
    conf = directory / "mosquitto.conf"
    conf.write_text(
        f"listener {port} {host}\n"
        # started as root Mosquitto would switch to the `mosquitto` user, who cannot read this directory
        f"user {getpass.getuser()}\n"
        "allow_anonymous false\n"
        "persistence false\n"
        f"plugin {plugin_path()}\n"
        f"plugin_opt_config_file {directory / 'dynamic-security.json'}\n"
        "log_dest stderr\n"
        "log_type error\n"
        "log_type warning\n",
        "utf-8",
    )
    return Broker(host, port, directory, saved["platform"])


def plugin_path() -> str:
    """Where the distribution put the dynamic-security plugin (Debian: /usr/lib/<arch>/, with mosquitto)."""
    for place in PLUGIN_PLACES:
        found = sorted(glob.glob(f"{place}/{PLUGIN_NAME}"))
        if found:
            return found[0]
    raise RuntimeError(f"找不到Mosquitto的动态安全插件{PLUGIN_NAME}，请安装mosquitto 2")


def _listening(host: str, port: int) -> bool:
    with contextlib.closing(socket.socket()) as probe:
        probe.settimeout(0.5)
        return probe.connect_ex((host, port)) == 0


def start(
    directory: Path, port: int = DEFAULT_PORT, prefix: str = "sitesafe", group: str = "sitesafe"
) -> Broker:
    """Starts the project's broker (or finds it already listening on `port`) and waits until it listens."""
    broker = prepare(directory, port, prefix, group)
    if _listening(broker.host, port):
        return broker
    log = (directory / "mosquitto.log").open("ab")
    broker.process = subprocess.Popen(
        ["mosquitto", "-c", str(directory / "mosquitto.conf")], stdout=log, stderr=log, start_new_session=True
    )
    deadline = time.monotonic() + 15
    while not _listening(broker.host, port):
        if broker.process.poll() is not None or time.monotonic() > deadline:
            broker.stop()
            raise RuntimeError(f"Mosquitto未能启动，见{directory / 'mosquitto.log'}")
        time.sleep(0.05)  # waiting for the listener to open
    return broker


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sitesafe.sim.broker", description="启动本项目的MQTT代理")
    parser.add_argument("--dir", default="var/mqtt", help="配置与用户数据目录")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    parser.add_argument("--prefix", default=os.environ.get("MQTT_TOPIC_PREFIX") or "sitesafe")
    args = parser.parse_args(argv)
    group = os.environ.get("MQTT_SHARE_GROUP") or "sitesafe"
    broker = start(Path(args.dir).resolve(), args.port, args.prefix, group)
    # (the platform's password stays in the credentials file: never printed)
    print(f"MQTT代理：mqtt://{broker.host}:{broker.port}，平台凭据见 {broker.directory / 'credentials.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
