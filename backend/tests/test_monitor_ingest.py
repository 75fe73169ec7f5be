"""Device readings and heartbeats over HTTP (docs/device-protocol.md §5-6): stored with one multi-row
insert, resent batches answered as duplicates, every refusal coded (index + field), counted and storing
nothing, devices and gateway channels marked online, and the live events published after commit."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from attend_helpers import Site, sites
from helpers import FakeClock
from monitor_helpers import (
    READINGS,
    add_channel,
    add_device,
    counters,
    crane_reading,
    device_row,
    env_reading,
    lift_reading,
    ms,
    stored,
    stored_count,
)
from sitesafe.core.context import AppContext
from sitesafe.modules.site.alarm import engine as alarm_engine
from sitesafe.modules.site.device.models import SiteDeviceChannel
from sitesafe.modules.site.live import bus

UNKNOWN = 4302002
BAD_SIGNATURE = 4302004
REPLAY = 4302005


@pytest.fixture(scope="module")
def two(app: object) -> Iterator[list[Site]]:
    ctx: AppContext = app.state.ctx  # type: ignore[attr-defined]
    yield from sites(ctx, "读数甲项目", "读数乙项目")


@pytest.fixture
def published(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str, dict[str, Any]]]:
    """What the ingestion hands to the live bus (the bus itself is the data module's)."""
    seen: list[tuple[int, str, dict[str, Any]]] = []
    monkeypatch.setattr(
        bus, "publish", lambda _ctx, project, event, data: seen.append((project, event, data))
    )
    return seen


@pytest.mark.parametrize("kind", ["crane", "lift", "environment"])
def test_a_batch_is_stored_and_the_device_comes_online(
    kind: str, ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site], published: list[Any]
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, kind)
    now = clock.now().replace(microsecond=0)
    make = READINGS[kind]
    answer = device.readings(*(make(now - timedelta(seconds=10 * i)) for i in (2, 1, 0)))
    assert answer["success"], answer
    assert answer["data"] == {"accepted": 3, "duplicates": 0}
    rows = stored(ctx, device)
    assert [r.read_time for r in rows] == [now - timedelta(seconds=20), now - timedelta(seconds=10), now]
    assert {r.project_id for r in rows} == {two[0].project_id}
    first = make(now)
    if kind == "crane":
        assert (rows[0].load, rows[0].moment_pct, rows[0].reeving, rows[0].alarm_mask) == (2.5, 41.5, 2, 0)
    elif kind == "lift":
        assert (rows[0].persons, rows[0].floor, rows[0].load_pct) == (first["persons"], 12, 60.0)
    else:
        assert (rows[0].pm10, rows[0].noise, rows[0].wind_dir) == (62.0, 58.5, 90.0)
    row = device_row(ctx, device.id)
    assert row.online is True and row.last_seen is not None and row.online_time == row.last_seen
    assert counters(ctx, device.id)["reading"] == 3
    events = [(event, data) for project, event, data in published if project == two[0].project_id]
    assert ("device", {"deviceId": str(device.id), "online": True}) in events
    readings = [data for event, data in events if event == "reading"]
    assert len(readings) == 1 and readings[0]["time"] == ms(now) and readings[0]["kind"] == kind
    assert readings[0]["deviceId"] == str(device.id) and readings[0]["values"]


def test_a_resent_batch_answers_duplicates_and_stores_nothing_twice(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site], published: list[Any]
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "crane")
    now = clock.now()
    batch = [crane_reading(now - timedelta(seconds=s)) for s in (30, 20, 10)]
    assert device.readings(*batch)["data"] == {"accepted": 3, "duplicates": 0}
    assert device.readings(*batch)["data"] == {"accepted": 0, "duplicates": 3}
    overlap = device.readings(batch[2], crane_reading(now), crane_reading(now))
    assert overlap["data"] == {"accepted": 1, "duplicates": 2}
    assert stored_count(ctx, device.id, "crane") == 4
    found = counters(ctx, device.id)
    assert (found["reading"], found["reading_duplicate"]) == (4, 5)
    assert [e for _, e, _ in published].count("device") == 1  # online once, not on every batch


def test_the_driver_is_found_by_id_card_among_the_projects_people(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    mine, number = two[0].person("王师傅")
    _, elsewhere = two[1].person("赵师傅")
    device = add_device(ctx, client, clock, two[0].project_id, "crane")
    now = clock.now()
    answer = device.readings(
        crane_reading(now - timedelta(seconds=2), driverIdCard=number.lower()),
        crane_reading(now - timedelta(seconds=1), driverIdCard=elsewhere),
        crane_reading(now),
    )
    assert answer["success"], answer
    assert [r.driver_id for r in stored(ctx, device)] == [mine, None, None]


BAD_RECORDS: list[tuple[str, dict[str, Any], int, str, str]] = [
    # (case, fields of the third reading, code, message part, counter)
    ("text value", {"load": "2.5"}, 4410005, "第3条读数的load（吊重）应为数值", "bad_field"),
    ("boolean value", {"load": True}, 4410005, "第3条读数的load（吊重）应为数值", "bad_field"),
    (
        "out of range",
        {"momentPercent": 301},
        4410007,
        "momentPercent（力矩百分比）超出有效范围0～300",
        "bad_field",
    ),
    ("below range", {"windSpeed": -1}, 4410007, "第3条读数的windSpeed（风速）超出有效范围0～80", "bad_field"),
    ("not an integer", {"reeving": 2.5}, 4410006, "第3条读数的reeving（倍率）应为整数", "bad_field"),
    ("unknown field", {"loadKg": 3}, 4410004, "第3条读数含未知字段loadKg", "unknown_field"),
    ("bad mask", {"alarmMask": -1}, 4410007, "alarmMask（报警状态位）超出有效范围", "bad_field"),
]


@pytest.mark.parametrize(
    ("case", "fields", "code", "message", "reason"), BAD_RECORDS, ids=[c[0] for c in BAD_RECORDS]
)
def test_a_malformed_reading_refuses_the_whole_batch(
    case: str,
    fields: dict[str, Any],
    code: int,
    message: str,
    reason: str,
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "crane")
    now = clock.now()
    answer = device.readings(
        crane_reading(now - timedelta(seconds=2)),
        crane_reading(now - timedelta(seconds=1)),
        crane_reading(now, **fields),
    )
    assert not answer["success"] and answer["code"] == code, answer
    assert message in answer["message"] and "整批未保存" in answer["message"]
    assert answer["data"]["index"] == 2 and answer["data"]["field"] == next(iter(fields))
    assert stored_count(ctx, device.id, "crane") == 0
    assert counters(ctx, device.id) == {reason: 1, "batch_refused": 1}
    assert device_row(ctx, device.id).online is True  # a signed call still shows the device is alive


def test_times_in_the_future_missing_or_beyond_retention_are_refused(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "environment")
    now = clock.now()
    ahead = device.readings(env_reading(now), env_reading(now + timedelta(minutes=5, seconds=2)))
    assert ahead["code"] == 4410009 and ahead["message"].startswith("第2条读数的time晚于服务器时间超过5分钟")
    assert device.readings(env_reading(now + timedelta(minutes=4)))["success"]  # within the clock slack
    missing = env_reading(now)
    del missing["time"]
    assert device.readings(missing)["code"] == 4410008
    old = device.readings(env_reading(now - timedelta(days=401)))
    assert old["code"] == 4410010 and "（400天）" in old["message"]
    text_time = device.readings({**env_reading(now), "time": "2026-01-01 00:00:00"})
    assert text_time["code"] == 4410006 and "time" in text_time["message"]
    assert stored_count(ctx, device.id, "environment") == 1
    found = counters(ctx, device.id)
    assert found["reading_future"] == 1 and found["reading_too_old"] == 1 and found["bad_field"] == 2
    assert found["batch_refused"] == 4


def test_batch_shape_is_checked(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "lift")
    now = clock.now()
    many = [lift_reading(now - timedelta(seconds=i)) for i in range(1001)]
    too_many = device.readings(*many)
    assert too_many["code"] == 4410002 and too_many["message"] == "一批最多1000条读数，本批1001条，整批未保存"
    assert device.readings(*many[:1000])["data"] == {"accepted": 1000, "duplicates": 0}
    assert device.call("POST", "/device/lift/readings", {"readings": []})["code"] == 4410001
    assert device.call("POST", "/device/lift/readings", {"readings": [1]})["code"] == 4410003
    assert device.call("POST", "/device/lift/readings", {"data": []})["code"] == 4302006
    assert device.call("POST", "/device/lift/readings", [])["code"] == 4302006
    found = counters(ctx, device.id)
    assert found["too_many"] == 1 and found["bad_body"] == 2 and found["unknown_field"] == 1
    assert found["reading"] == 1000


def test_unknown_devices_bad_signatures_and_replays_are_refused_and_counted(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "crane")
    now = clock.now()
    assert device.readings(crane_reading(now), code="NO-SUCH-DEVICE")["code"] == UNKNOWN
    assert device.call("POST", "/device/lift/readings", {"readings": [lift_reading(now)]})["code"] == UNKNOWN
    assert device.readings(crane_reading(now), key="x" * 43)["code"] == BAD_SIGNATURE
    assert device.readings(crane_reading(now), nonce="once-only-1")["success"]
    assert device.readings(crane_reading(now), nonce="once-only-1")["code"] == REPLAY
    assert stored_count(ctx, device.id, "crane") == 1
    found = counters(ctx, device.id)
    assert found["bad_signature"] == 1 and found["replayed_nonce"] == 1


def test_heartbeats_of_any_kind_and_gateway_channels(
    ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site], published: list[Any]
) -> None:
    camera = add_device(ctx, client, clock, two[0].project_id, "camera")
    beat = camera.heartbeat()
    assert beat["success"] and beat["data"]["heartbeatSeconds"] == 60
    assert abs(beat["data"]["serverTime"] - ms(clock.now())) < 5000
    assert device_row(ctx, camera.id).online and counters(ctx, camera.id) == {"heartbeat": 1}
    gateway = add_device(ctx, client, clock, two[0].project_id, "gateway")
    other = add_device(ctx, client, clock, two[1].project_id, "gateway")
    first, second = add_channel(ctx, gateway, 1), add_channel(ctx, gateway, 2)
    foreign = add_channel(ctx, other, 1)
    states = [
        {"channelNo": 1, "online": True, "value": 23.5},
        {"channelNo": 2, "online": False, "value": "open"},
    ]
    assert gateway.heartbeat({"channels": [*states, {"channelNo": 9, "online": True}]})["success"]
    with ctx.db.sessionmaker() as db:
        one, two_, far = (db.get(SiteDeviceChannel, i) for i in (first, second, foreign))
        assert one and two_ and far
        assert (one.online, one.last_value, one.last_seen is not None) == (True, "23.5", True)
        assert (two_.online, two_.last_value) == (False, "open")
        assert (far.online, far.last_seen, far.last_value) == (False, None, None)  # another project's gateway
    refused = camera.heartbeat({"channels": states})
    assert refused["code"] == 4302006 and "只有网关" in refused["message"]
    bad = gateway.heartbeat({"channels": [{"channelNo": "1"}]})
    assert bad["code"] == 4410012 and bad["message"].startswith("第1个通道的channelNo不正确")
    assert [d for _, e, d in published if e == "device"] == [
        {"deviceId": str(camera.id), "online": True},
        {"deviceId": str(gateway.id), "online": True},
    ]


def test_the_alarm_engine_runs_in_the_transaction_and_its_events_are_published(
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
    published: list[Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "crane")
    calls: list[tuple[int, str, list[Any]]] = []
    moments: list[Any] = []

    def evaluate(db: Any, dev: Any, kind: str, rows: list[dict[str, Any]], now: Any) -> list[Any]:
        calls.append((dev.id, kind, [r["read_time"] for r in rows]))
        moments.append(now)
        event = alarm_engine.AlarmEvent(
            77, dev.project_id, dev.id, "crane", "crane_moment", "raise", 2, "力矩报警", now, {"status": 0}
        )
        return [event]

    monkeypatch.setattr(alarm_engine, "evaluate_readings", evaluate)
    now = clock.now().replace(microsecond=0)
    times = [now - timedelta(seconds=1), now - timedelta(seconds=3)]
    device.readings(crane_reading(times[0], momentPercent=95), crane_reading(times[1]))
    assert calls == [(device.id, "crane", sorted(times))]  # oldest first
    alarm = [d for p, e, d in published if e == "alarm"]
    assert alarm == [
        {
            "action": "raise",
            "id": "77",
            "category": "crane",
            "type": "crane_moment",
            "level": 2,
            "title": "力矩报警",
            "deviceId": str(device.id),
            "time": ms(moments[0]),
            "status": 0,
        }
    ]
    device.readings(crane_reading(times[0]))  # a duplicate only: nothing new to evaluate
    assert len(calls) == 1


def test_a_failing_alarm_evaluation_stores_nothing(
    ctx: AppContext,
    client: TestClient,
    clock: FakeClock,
    two: list[Site],
    published: list[Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    device = add_device(ctx, client, clock, two[0].project_id, "lift")

    def broken(*_args: Any) -> list[Any]:
        raise RuntimeError("boom")

    monkeypatch.setattr(alarm_engine, "evaluate_readings", broken)
    answer = TestClient(client.app, raise_server_exceptions=False)
    device.client = answer
    assert device.readings(lift_reading(clock.now()))["code"] == 1016002
    assert stored_count(ctx, device.id, "lift") == 0 and device_row(ctx, device.id).online is False
    assert "reading" not in counters(ctx, device.id) and published == []
