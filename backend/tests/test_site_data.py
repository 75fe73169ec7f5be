"""塔吊数据 / 升降机数据 / 环境数据: latest values, history (filters, keyset cursor), chart series from raw
readings and one-minute aggregates, export; project isolation and bad input, through HTTP."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import delete

from crud_helpers import Api, make_role, read_workbook
from data_helpers import add_device, add_readings, every, local, minute_floor, roll_up
from helpers import FakeClock, bearer, login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.site.monitor.models import RollupMark
from sitesafe.modules.system.user.models import SysUser

OUT_OF_SCOPE = 1013003
DEVICE_UNKNOWN = 4430001
READS = ("latest", "page", "series", "export")


@pytest.fixture(autouse=True)
def _retire(ctx: AppContext) -> Iterator[None]:
    with ctx.db.sessionmaker() as db:
        saved = {m.kind: (m.complete_until, m.dirty_from) for m in db.query(RollupMark).all()}
    with projects_retired(ctx):
        yield
    with ctx.db.sessionmaker.begin() as db:
        db.execute(delete(RollupMark))
        db.add_all(RollupMark(kind=k, complete_until=c, dirty_from=d) for k, (c, d) in saved.items())


@pytest.fixture
def admin(client: TestClient) -> ProjectApi:
    api = ProjectApi(client, login(client, "superAdmin"))
    return api.in_project(new_project(api))


def _base(clock: FakeClock) -> datetime:
    return minute_floor(clock.now()) - timedelta(hours=6)


def _crane(moment_pct: float, load: float = 2.0, **extra: float | int) -> dict[str, float | int]:
    return {"moment_pct": moment_pct, "load": load, "rated_load": 6.0, **extra}


def test_latest_lists_each_device_with_its_newest_reading_and_open_alarms(
    admin: ProjectApi, ctx: AppContext, clock: FakeClock
) -> None:
    project = admin.project_id
    assert project is not None
    base = _base(clock)
    busy = add_device(
        ctx, project, name="1#塔吊", online=True, last_seen=base, thresholds='{"craneMomentAlarm": 85}'
    )
    idle = add_device(ctx, project, name="2#塔吊")
    add_device(ctx, project, kind="lift", name="1#升降机")
    add_readings(
        ctx, project, busy, "crane", [(base, _crane(40)), (base + timedelta(seconds=10), _crane(77.5))]
    )
    with ctx.db.sessionmaker.begin() as db:
        for status in (0, 1, 2):
            db.add(
                SiteAlarm(
                    project_id=int(project),
                    device_id=busy,
                    category="crane",
                    type="crane_moment",
                    level=2,
                    source=2,
                    title="力矩报警",
                    start_time=base,
                    last_time=base,
                    status=status,
                    active=status < 2,
                )
            )
    rows = admin.ok("GET", "/craneData/latest")
    assert [r["name"] for r in rows] == ["1#塔吊", "2#塔吊"]
    first, second = rows
    assert first["deviceId"] == str(busy) and first["online"] is True and first["openAlarms"] == 2
    assert first["latest"]["values"]["momentPercent"] == 77.5
    assert first["latest"]["time"] == local(base + timedelta(seconds=10))
    assert first["thresholds"]["craneMomentAlarm"] == 85 and first["thresholds"]["craneMomentWarn"] == 75
    assert second["deviceId"] == str(idle) and second["latest"] is None and second["openAlarms"] == 0
    assert [r["name"] for r in admin.ok("GET", "/liftData/latest")] == ["1#升降机"]
    assert admin.ok("GET", "/environmentData/latest") == []


def test_page_filters_sorts_newest_first_and_continues_by_cursor(
    admin: ProjectApi, ctx: AppContext, clock: FakeClock
) -> None:
    project = admin.project_id
    assert project is not None
    base = _base(clock)
    one = add_device(ctx, project, name="1#塔吊")
    two = add_device(ctx, project, name="2#塔吊")
    add_readings(ctx, project, one, "crane", [(t, _crane(i)) for i, t in enumerate(every(base, 30))])
    alarmed = [(t, {**_crane(95), "alarm_mask": 8}) for t in every(base + timedelta(seconds=5), 3, 60)]
    add_readings(ctx, project, two, "crane", alarmed)
    window = {"beginTime": local(base), "endTime": local(base + timedelta(hours=1))}
    page = admin.ok("GET", "/craneData/page", pageSize=10, **window)
    assert page["totalRows"] == 33
    times = [(r["time"], r["deviceId"]) for r in page["rows"]]
    assert times == sorted(times, reverse=True)
    seen = {(r["time"], r["deviceId"]) for r in page["rows"]}
    cursor = page["nextCursor"]
    while cursor:
        more = admin.ok("GET", "/craneData/page", pageSize=10, cursor=cursor, **window)
        assert not seen & {(r["time"], r["deviceId"]) for r in more["rows"]}
        seen |= {(r["time"], r["deviceId"]) for r in more["rows"]}
        cursor = more["nextCursor"]
    assert len(seen) == 33
    only_one = admin.ok("GET", "/craneData/page", deviceId=str(one), pageSize=100, **window)
    assert only_one["totalRows"] == 30 and {r["deviceName"] for r in only_one["rows"]} == {"1#塔吊"}
    assert only_one["rows"][0]["values"]["momentPercent"] == 29
    assert only_one["rows"][0]["time"] == local(base + timedelta(seconds=290))
    alarms = admin.ok("GET", "/craneData/page", alarmOnly=True, **window)
    assert alarms["totalRows"] == 3 and {r["alarmMask"] for r in alarms["rows"]} == {8}
    bad = admin.get("/craneData/page", cursor="yesterday", **window)
    assert bad["code"] == 4430008


def test_series_reads_raw_readings_for_short_ranges(
    admin: ProjectApi, ctx: AppContext, clock: FakeClock
) -> None:
    project = admin.project_id
    assert project is not None
    base = _base(clock)
    device = add_device(ctx, project, kind="environment", name="东门扬尘")
    values = [(t, {"pm25": float(i % 7), "noise": 50.0 + i}) for i, t in enumerate(every(base, 360))]
    add_readings(ctx, project, device, "environment", values)
    answer = admin.ok(
        "GET",
        "/environmentData/series",
        deviceId=str(device),
        fields="pm25,noise",
        beginTime=local(base),
        endTime=local(base + timedelta(hours=1)),
    )
    assert answer["source"] == "raw" and answer["step"] == 3
    assert len(answer["times"]) == 360
    pm25, noise = answer["lines"]
    assert (pm25["field"], pm25["unit"], noise["label"]) == ("pm25", "µg/m³", "噪声")
    assert noise["avg"][:3] == [50.0, 51.0, 52.0] and pm25["high"][6] == 6.0


def test_series_merges_minute_aggregates_with_raw_readings_after_the_mark(
    admin: ProjectApi, ctx: AppContext, clock: FakeClock
) -> None:
    project = admin.project_id
    assert project is not None
    base = _base(clock) - timedelta(hours=18)
    device = add_device(ctx, project)
    readings = [(t, _crane(float(i % 100), wind_speed=3.0)) for i, t in enumerate(every(base, 6 * 60 * 24))]
    add_readings(ctx, project, device, "crane", readings)
    query = {
        "deviceId": str(device),
        "fields": "momentPercent,windSpeed",
        "beginTime": local(base),
        "endTime": local(base + timedelta(days=1)),
    }
    raw_only = admin.ok("GET", "/craneData/series", **query)
    assert raw_only["step"] == 60 and raw_only["source"] == "raw"  # no rollup yet: raw readings serve it
    # the mark falls inside a step: that step merges its aggregate part and its raw part
    roll_up(ctx, "crane", device, base + timedelta(hours=15, seconds=30))
    merged = admin.ok("GET", "/craneData/series", **query)
    assert merged["source"] == "minute" and merged["step"] == 60
    assert merged["times"] == raw_only["times"] and len(merged["times"]) == 1440
    assert merged["lines"] == raw_only["lines"]
    moment = merged["lines"][0]
    assert moment["low"][0] == 0 and moment["high"][0] == 5 and moment["avg"][0] == 2.5
    week = admin.ok("GET", "/craneData/series", **{**query, "beginTime": local(base - timedelta(days=6))})
    assert week["step"] == 600
    slots = {int(t.replace(tzinfo=UTC).timestamp()) // 600 * 600_000 for t, _ in readings}
    assert week["times"] == sorted(slots)
    # whole ten minutes come from the ten-minute tier, the ragged ends from the minutes and the raw rows
    assert week["source"] == "ten"
    lows: dict[int, float] = {}
    highs: dict[int, float] = {}
    for t, values in readings:
        slot = int(t.replace(tzinfo=UTC).timestamp()) // 600 * 600_000
        lows[slot] = min(lows.get(slot, 1e9), float(values["moment_pct"]))
        highs[slot] = max(highs.get(slot, -1e9), float(values["moment_pct"]))
    moment_week = week["lines"][0]
    assert moment_week["low"] == [lows[t] for t in week["times"]]
    assert moment_week["high"] == [highs[t] for t in week["times"]]


def test_bad_input_is_refused_with_its_code(admin: ProjectApi, ctx: AppContext, clock: FakeClock) -> None:
    project = admin.project_id
    assert project is not None
    base = _base(clock)
    device = add_device(ctx, project)
    lift = add_device(ctx, project, kind="lift", name="1#升降机")
    good = {
        "deviceId": str(device),
        "fields": "load",
        "beginTime": local(base),
        "endTime": local(base + timedelta(hours=1)),
    }
    cases = [
        ({**good, "endTime": local(base + timedelta(days=32))}, (4430005, "时间范围不能超过31天")),
        ({**good, "beginTime": ""}, (4430002, "请选择开始时间和结束时间")),
        (
            {**good, "beginTime": "2024-13-01 00:00:00"},
            (4430003, "开始时间格式不正确，应为yyyy-MM-dd HH:mm:ss"),
        ),
        ({**good, "endTime": local(base - timedelta(hours=1))}, (4430004, "结束时间应晚于开始时间")),
        ({**good, "fields": "load,speed"}, (4430006, "未知的数据字段：speed")),
        ({**good, "deviceId": str(lift)}, (DEVICE_UNKNOWN, "设备不存在或不属于当前项目")),
        ({**good, "deviceId": "12345"}, (DEVICE_UNKNOWN, "设备不存在或不属于当前项目")),
    ]
    for params, expected in cases:
        answer = admin.get("/craneData/series", **params)
        assert (answer["code"], answer["message"]) == expected, params
    too_long = {k: v for k, v in cases[0][0].items() if k != "fields"}
    for action in ("page", "export"):
        assert admin.get(f"/craneData/{action}", **too_long)["code"] == 4430005
    anywhere = admin.in_project(None)
    assert anywhere.get("/craneData/latest")["code"] == 1012001


def test_export_writes_the_filtered_history(admin: ProjectApi, ctx: AppContext, clock: FakeClock) -> None:
    project = admin.project_id
    assert project is not None
    base = _base(clock)
    device = add_device(ctx, project, kind="lift", name="1#升降机")
    rows = [(t, {"load_pct": 10.0 * i, "persons": i, "floor": i}) for i, t in enumerate(every(base, 5))]
    add_readings(ctx, project, device, "lift", rows)
    content, media, _ = admin.download(
        "/liftData/export", beginTime=local(base), endTime=local(base + timedelta(minutes=5))
    )
    assert "spreadsheetml" in media
    sheet = read_workbook(content)
    assert sheet[0][:4] == ["设备", "时间", "载重(t)", "额定载重(t)"]
    assert "人数(人)" in sheet[0] and len(sheet) == 6
    assert sheet[1][0] == "1#升降机" and sheet[1][1] == local(base + timedelta(seconds=40))
    assert sheet[1][sheet[0].index("人数(人)")] == 4


def test_another_projects_devices_and_readings_stay_invisible(
    admin: ProjectApi,
    client: TestClient,
    ctx: AppContext,
    clock: FakeClock,
    make_user: Callable[..., SysUser],
) -> None:
    mine = admin.project_id
    assert mine is not None
    theirs = new_project(admin.in_project(None))
    base = _base(clock)
    my_device = add_device(ctx, mine, name="我的塔吊")
    their_device = add_device(ctx, theirs, name="别人的塔吊")
    for project, device in ((mine, my_device), (theirs, their_device)):
        add_readings(ctx, project, device, "crane", [(base, _crane(50))])
    user = make_user(roles=(make_role(ctx, [f"craneData:{a}" for a in READS]),), org="hxjt")
    join(ctx, mine, user.id)
    here = ProjectApi(client, login(client, user.account), mine)
    window = {"beginTime": local(base), "endTime": local(base + timedelta(hours=1))}
    assert [r["name"] for r in here.ok("GET", "/craneData/latest")] == ["我的塔吊"]
    rows = here.ok("GET", "/craneData/page", **window)["rows"]
    assert [r["deviceId"] for r in rows] == [str(my_device)]
    for action in ("page", "series", "export"):
        answer = here.get(f"/craneData/{action}", deviceId=str(their_device), fields="load", **window)
        assert answer["code"] == DEVICE_UNKNOWN, (action, answer)
    there = here.in_project(theirs)
    for action in READS:
        assert there.get(f"/craneData/{action}", **window)["code"] == OUT_OF_SCOPE
    sheet = read_workbook(here.download("/craneData/export", **window)[0])
    assert [row[0] for row in sheet[1:]] == ["我的塔吊"]
    # without the lift grants, the lift reads are refused
    assert here.get("/liftData/latest")["code"] == 1013002
    assert Api(client, "").get("/craneData/latest")["code"] == 1011004
    assert client.get("/api/craneData/latest", headers=bearer("nonsense")).json()["code"] == 1011006
