"""Who may do what on the project's broker (sitesafe.sim.broker, docs/device-protocol.md §7.1): nobody
anonymous, each device only as itself (publish under its own topics, read only its own reply), only the
platform in the shared-subscription group, and a device's account following its key (added, reset,
deleted through the console's API)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from fastapi.testclient import TestClient

from attend_helpers import ProjectApi, Site, sites
from device_helpers import add_device as register_device
from helpers import FakeClock, login
from monitor_helpers import add_device, counters, crane_reading, ms, stored
from mqtt_helpers import Connection, Publisher, accepted, connect_device, wait_for
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.modules.site.monitor.accounts import mqtt_password
from sitesafe.modules.site.monitor.drivers import driver_hash
from sitesafe.modules.site.monitor.mqtt import MqttIngest, wrap
from sitesafe.sim.broker import PLATFORM_USER, Broker


@pytest.fixture(scope="module")
def site(app: object) -> Iterator[Site]:
    ctx: AppContext = app.state.ctx  # type: ignore[attr-defined]
    for made in sites(ctx, "MQTT权限项目"):
        yield made[0]


def test_anonymous_clients_and_wrong_passwords_are_refused(
    subscriber: MqttIngest,
    mqtt_broker: Broker,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    site: Site,
) -> None:
    assert not accepted(mqtt_broker, None, None)
    crane = add_device(ctx, client, clock, site.project_id, "crane")
    connect_device(mqtt_broker, crane).close()  # its account exists
    assert not accepted(mqtt_broker, crane.code, mqtt_password("x" * 43))
    assert not accepted(mqtt_broker, crane.code, crane.key)  # the signing key itself is not the password
    assert not accepted(mqtt_broker, PLATFORM_USER, "wrong")


def test_a_device_publishes_and_reads_only_as_itself(
    subscriber: MqttIngest,
    publisher: Publisher,
    mqtt_broker: Broker,
    prefix: str,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    site: Site,
) -> None:
    mine, other = (add_device(ctx, client, clock, site.project_id, "crane") for _ in range(2))
    device = connect_device(mqtt_broker, mine)
    try:
        now = clock.now()
        topic = f"{prefix}/devices/{other.code}/readings"
        # even a message the other device signed (captured, replayed) is not taken from this one
        forged = json.dumps({"readings": [crane_reading(now - timedelta(seconds=10), load=1.5)]}).encode()
        device.client.publish(topic, wrap(other.key, topic, forged, ms(now)), qos=1).wait_for_publish(10)
        # the other device's own message after it: by then the forged one would have been stored too
        publisher.send(other, "readings", {"readings": [crane_reading(now, load=4.5)]})
        wait_for(lambda: stored(ctx, other), "the other device's own reading")
        assert [row.load for row in stored(ctx, other)] == [4.5]
        assert counters(ctx, other.id).get("reading") == 1
        assert not device.subscribe(f"{prefix}/devices/{other.code}/reply")
        assert not device.subscribe(f"{prefix}/devices/+/+")
        assert not device.subscribe(f"$share/sitesafe/{prefix}/devices/+/+")
        assert not device.subscribe("#")
        assert device.subscribe(f"{prefix}/devices/{mine.code}/reply")
    finally:
        device.close()


def test_only_the_platform_joins_its_share_group(mqtt_broker: Broker) -> None:
    platform = Connection(mqtt_broker, PLATFORM_USER, mqtt_broker.platform_password)
    try:
        assert platform.subscribe("$share/sitesafe/p/devices/+/+")
        assert not platform.subscribe("$share/another/p/devices/+/+")
    finally:
        platform.close()


def test_a_device_account_follows_its_key(
    subscriber: MqttIngest, mqtt_broker: Broker, client: TestClient, site: Site
) -> None:
    api = ProjectApi(client, login(client, "superAdmin"), site.pid)
    added = register_device(api, "crane")
    code, first = added["code"], mqtt_password(added["deviceSecret"])
    wait_for(lambda: accepted(mqtt_broker, code, first), "the new device's account")
    second = mqtt_password(api.ok("POST", "/siteDevice/resetKey", {"id": added["id"]})["deviceSecret"])
    wait_for(lambda: accepted(mqtt_broker, code, second), "the reset key's password")
    assert not accepted(mqtt_broker, code, first)
    api.ok("POST", "/siteDevice/delete", {"id": added["id"]})
    wait_for(lambda: not accepted(mqtt_broker, code, second), "the deleted device's account gone")


def test_the_worked_driver_hash_and_mqtt_password_of_the_protocol_document_hold() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "device-protocol.md").read_text("utf-8")
    key = "Zk3pQ8v2Rj9mT4wX7yB1cN6dF0gH5kL2sA8eU3iO9qP"  # the key of the document's worked example
    assert f'"driverIdHash": "{driver_hash(key, "11010119900517123X")}"' in doc
    assert f"`{mqtt_password(key)}`" in doc


def test_production_refuses_an_anonymous_platform() -> None:
    secret = "a-real-secret-of-enough-length-0123456789"
    with pytest.raises(ValueError, match="MQTT_URL with the platform's user"):
        Settings(ENV="production", SECRET_KEY=secret, MQTT_URL="mqtts://broker:8883")
    url = "mqtts://sitesafe:a-password@broker:8883"
    settings = Settings(ENV="production", SECRET_KEY=secret, MQTT_URL=url)
    assert urlsplit(settings.MQTT_URL).password == "a-password"
