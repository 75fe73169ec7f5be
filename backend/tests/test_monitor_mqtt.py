"""MQTT ingestion against the project's Mosquitto (fixture `mqtt_broker`; each device connects as itself):
signed envelopes stored by the same checks and store as HTTP, refusals counted and answered on the reply
topic, a shared subscription splitting the messages between two subscribers. Each test uses its own topic
prefix, so other runs on the same broker never see its messages."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from attend_helpers import Site, sites
from helpers import FakeClock
from monitor_helpers import (
    add_device,
    counters,
    crane_reading,
    device_row,
    env_reading,
    stored,
    stored_count,
)
from mqtt_helpers import Publisher, start_subscriber, wait_for
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.auth import sign
from sitesafe.modules.site.monitor.drivers import driver_hash
from sitesafe.modules.site.monitor.mqtt import MqttIngest, wrap
from sitesafe.sim.broker import Broker


@pytest.fixture(scope="module")
def two(app: object) -> Iterator[list[Site]]:
    ctx: AppContext = app.state.ctx  # type: ignore[attr-defined]
    yield from sites(ctx, "MQTT甲项目", "MQTT乙项目")


def test_signed_readings_are_stored(
    subscriber: MqttIngest,
    publisher: Publisher,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
) -> None:
    crane = add_device(ctx, client, clock, two[0].project_id, "crane")
    env = add_device(ctx, client, clock, two[1].project_id, "environment")
    now = clock.now()
    publisher.send(
        crane, "readings", {"readings": [crane_reading(now - timedelta(seconds=s)) for s in (20, 10)]}
    )
    publisher.send(crane, "readings", {"readings": [crane_reading(now)]})
    publisher.send(env, "readings", {"readings": [env_reading(now)]})
    wait_for(lambda: stored_count(ctx, crane.id, "crane") == 3, "the crane's readings")
    wait_for(lambda: stored_count(ctx, env.id, "environment") == 1, "the environment reading")
    publisher.send(crane, "readings", {"readings": [crane_reading(now)]})  # a resend: a duplicate
    wait_for(lambda: counters(ctx, crane.id).get("reading_duplicate") == 1, "the duplicate counted")
    assert stored_count(ctx, crane.id, "crane") == 3 and counters(ctx, crane.id)["reading"] == 3
    assert device_row(ctx, crane.id).online and device_row(ctx, env.id).online


def test_heartbeats_over_mqtt(
    subscriber: MqttIngest,
    publisher: Publisher,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
) -> None:
    camera = add_device(ctx, client, clock, two[0].project_id, "camera")
    publisher.send(camera, "heartbeat", {})
    wait_for(lambda: counters(ctx, camera.id).get("heartbeat") == 1, "the heartbeat")
    assert device_row(ctx, camera.id).online


def test_refused_messages_are_counted_and_answered(
    subscriber: MqttIngest,
    publisher: Publisher,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
) -> None:
    crane = add_device(ctx, client, clock, two[0].project_id, "crane")
    now = clock.now()
    publisher.send(crane, "readings", {"readings": [crane_reading(now)]}, key="y" * 43)
    answer = publisher.reply()
    assert (answer["code"], answer["message"]) == (4302004, "设备签名校验失败")
    publisher.send(crane, "readings", {"readings": [crane_reading(now, windSpeed=99)]})
    answer = publisher.reply()
    assert answer["code"] == 4410007 and answer["data"] == {"index": 0, "field": "windSpeed"}
    publisher.raw(f"{publisher.prefix}/devices/{crane.code}/readings", b'{"readings": []}')
    assert publisher.reply()["code"] == 4410013
    publisher.send(crane, "readings", {"readings": [crane_reading(now)]}, nonce="mqtt-nonce-1")
    publisher.send(crane, "readings", {"readings": [crane_reading(now)]}, nonce="mqtt-nonce-1")
    assert publisher.reply()["code"] == 4302005
    publisher.send(crane, "status", {})
    assert publisher.reply()["code"] == 4410014
    wait_for(lambda: counters(ctx, crane.id).get("bad_topic") == 1, "the refusals counted")
    found = counters(ctx, crane.id)
    assert (found["bad_signature"], found["bad_field"], found["bad_body"], found["replayed_nonce"]) == (
        1,
        1,
        1,
        1,
    )
    assert stored_count(ctx, crane.id, "crane") == 1  # only the first of the two with one nonce


def test_the_driver_is_found_by_the_keyed_hash_of_the_id_number(
    subscriber: MqttIngest,
    publisher: Publisher,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
) -> None:
    mine, number = two[0].person("钱师傅")
    _, elsewhere = two[1].person("孙师傅")
    crane = add_device(ctx, client, clock, two[0].project_id, "crane")
    now = clock.now()
    hashed = [
        driver_hash(crane.key, number.lower()),
        driver_hash(crane.key, elsewhere),  # another project's person
        driver_hash("k" * 43, number),  # keyed with another key
        "",
    ]
    readings = [
        crane_reading(now - timedelta(seconds=len(hashed) - i), driverIdHash=digest.upper())
        for i, digest in enumerate(hashed)
    ]
    publisher.send(crane, "readings", {"readings": readings})
    wait_for(lambda: stored_count(ctx, crane.id, "crane") == 4, "the readings")
    assert [row.driver_id for row in stored(ctx, crane)] == [mine, None, None, None]
    publisher.send(crane, "readings", {"readings": [crane_reading(now, driverIdCard=number)]})
    answer = publisher.reply()
    assert answer["code"] == 4410016 and answer["data"] == {"index": 0, "field": "driverIdCard"}
    assert "明文driverIdCard" in answer["message"] and number not in json.dumps(answer)
    publisher.send(crane, "readings", {"readings": [crane_reading(now, driverIdHash="12ab")]})
    assert publisher.reply()["code"] == 4410015
    assert stored_count(ctx, crane.id, "crane") == 4


def test_a_shared_subscription_splits_the_messages(
    ctx: AppContext,
    mqtt_broker: Broker,
    prefix: str,
    publisher: Publisher,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
) -> None:
    first, second = start_subscriber(ctx, mqtt_broker, prefix), start_subscriber(ctx, mqtt_broker, prefix)
    try:
        devices = [add_device(ctx, client, clock, two[0].project_id, "environment") for _ in range(4)]
        now = clock.now()
        for i in range(10):
            for device in devices:
                publisher.send(device, "readings", {"readings": [env_reading(now - timedelta(seconds=i))]})
        for device in devices:
            wait_for(lambda d=device: stored_count(ctx, d.id, "environment") == 10, "every reading stored")
        wait_for(lambda: first.handled + second.handled == 40, "every message handled once")
        assert first.handled > 0 and second.handled > 0
    finally:
        first.stop()
        second.stop()


def test_the_worked_signing_example_of_the_protocol_document_holds() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "device-protocol.md").read_text("utf-8")
    key, stamp, nonce = (
        "Zk3pQ8v2Rj9mT4wX7yB1cN6dF0gH5kL2sA8eU3iO9qP",
        "1764038405123",
        "a1b2c3d4e5f6a7b8c9d0e1f2",
    )
    body = (
        b'{"readings":[{"time":1764038400000,"load":2.5,"ratedLoad":6.0,"momentPercent":41.5,'
        b'"radius":30.0,"alarmMask":0}]}'
    )
    assert body.decode() in doc and hashlib.sha256(body).hexdigest() in doc
    http = sign(key, "POST", "/api/device/crane/readings", stamp, nonce, body)
    topic = "sitesafe/devices/TC-001/readings"
    mqtt = sign(key, "MQTT", topic, stamp, nonce, body)
    assert f"`X-Signature` is `{http}`" in doc and f"`sig` is `{mqtt}`" in doc
    envelope = json.loads(wrap(key, topic, body, int(stamp), nonce))
    assert envelope == {"ts": int(stamp), "nonce": nonce, "sig": mqtt, "body": body.decode()}
