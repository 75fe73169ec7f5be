"""设置阈值 (siteDevice/setThresholds): only the keys of the device's kind, each in its range, a null removes
the override; the detail shows every threshold in force and where it comes from (默认 ← 项目 ← 本设备)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from device_helpers import KindApi, add_device
from helpers import login
from people_helpers import Sites, member_api, sites_fixture
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device import kinds
from sitesafe.modules.system.user.models import SysUser

WIND = kinds.THRESHOLD_DEFAULTS["windSpeedLimit"][0]  # the crane's wind limit by default


@pytest.fixture
def sites(ctx: AppContext) -> Iterator[Sites]:
    yield from sites_fixture(ctx)


@pytest.fixture
def api(client: TestClient, sites: Sites) -> KindApi:
    return KindApi(client, login(client, "superAdmin"), sites.project().project_id, "crane")


def in_force(detail: dict[str, Any]) -> dict[str, tuple[float, str]]:
    return {t["key"]: (t["value"], t["source"]) for t in detail["effectiveThresholds"]}


def refused(api: KindApi, device_id: str, thresholds: dict[str, Any]) -> tuple[int, str]:
    answer = api.post("/siteDevice/setThresholds", {"id": device_id, "thresholds": thresholds})
    return answer["code"], answer["message"]


def test_defaults_then_project_then_device(api: KindApi) -> None:
    crane = add_device(api, "crane")
    detail = api.ok("GET", "/siteDevice/detail", id=crane["id"])
    assert in_force(detail) == {
        "craneMomentWarn": (75.0, "default"),
        "craneMomentAlarm": (90.0, "default"),
        "craneLoadAlarm": (100.0, "default"),
        "windSpeedLimit": (WIND, "default"),
        "craneTiltLimit": (1.0, "default"),
    }
    first = detail["effectiveThresholds"][0]
    assert (first["label"], first["unit"], first["sourceName"]) == ("塔吊力矩预警", "%", "系统默认")
    api.ok("POST", "/project/setEnvironment", {"craneMomentWarn": 70, "craneMomentAlarm": 85})
    after_project = in_force(api.ok("GET", "/siteDevice/detail", id=crane["id"]))
    assert after_project["craneMomentWarn"] == (70.0, "project")
    assert after_project["craneMomentAlarm"] == (85.0, "project")
    body = {"id": crane["id"], "thresholds": {"craneMomentWarn": 80, "windSpeedLimit": 8.0}}
    answered = api.ok("POST", "/siteDevice/setThresholds", body)
    assert answered["thresholds"] == {"craneMomentWarn": 80.0, "windSpeedLimit": 8.0}
    mine = in_force(answered)
    assert mine["craneMomentWarn"] == (80.0, "device") and mine["windSpeedLimit"] == (8.0, "device")
    assert mine["craneMomentAlarm"] == (85.0, "project") and mine["craneTiltLimit"] == (1.0, "default")
    warn = next(t for t in answered["effectiveThresholds"] if t["key"] == "craneMomentWarn")
    assert (warn["defaultValue"], warn["projectValue"], warn["deviceValue"]) == (75.0, 70.0, 80.0)
    cleared = api.ok(
        "POST", "/siteDevice/setThresholds", {"id": crane["id"], "thresholds": {"windSpeedLimit": None}}
    )
    assert cleared["thresholds"] == {"craneMomentWarn": 80.0}
    assert in_force(cleared)["windSpeedLimit"] == (WIND, "default")
    page = api.ok("GET", "/siteDevice/page", code=crane["code"])["rows"][0]
    assert page["thresholds"] == {"craneMomentWarn": 80.0}


def test_only_the_kinds_keys_in_range(api: KindApi) -> None:
    crane = add_device(api, "crane")["id"]
    assert refused(api, crane, {"pm25Limit": 50}) == (4401003, "阈值设置不正确：塔吊不支持阈值pm25Limit")
    assert refused(api, crane, {"windSpeedLimit": 100}) == (
        4401003,
        "阈值设置不正确：塔吊风速报警应在0.1～60m/s之间",
    )
    assert refused(api, crane, {"craneMomentWarn": "高"}) == (
        4401003,
        "阈值设置不正确：塔吊力矩预警必须为数字",
    )
    assert refused(api, crane, {"craneMomentWarn": 95}) == (
        4401003,
        "阈值设置不正确：塔吊力矩预警必须小于塔吊力矩报警（90）",
    )
    lift = add_device(api, "lift")["id"]  # rated persons 12 among its parameters
    assert in_force(api.ok("GET", "/siteDevice/detail", id=lift))["liftPersonsLimit"] == (12.0, "params")
    assert refused(api, lift, {"liftPersonsLimit": 9.5}) == (
        4401003,
        "阈值设置不正确：升降机额定人数必须为整数",
    )
    persons = api.ok("POST", "/siteDevice/setThresholds", {"id": lift, "thresholds": {"liftPersonsLimit": 9}})
    assert in_force(persons)["liftPersonsLimit"] == (9.0, "device")
    general = add_device(api, "general")["id"]
    assert refused(api, general, {"windSpeedLimit": 10}) == (
        4401003,
        "阈值设置不正确：通用设备没有可设置的阈值",
    )
    assert api.ok("GET", "/siteDevice/detail", id=general)["effectiveThresholds"] == []
    env = add_device(api, "environment")["id"]
    noise = api.ok("POST", "/siteDevice/setThresholds", {"id": env, "thresholds": {"noiseNightLimit": 50}})
    assert in_force(noise)["noiseNightLimit"] == (50.0, "device")
    assert in_force(noise)["noiseDayLimit"] == (70.0, "default")


def test_another_projects_device_is_untouchable(
    api: KindApi, sites: Sites, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    crane = add_device(api, "crane")["id"]
    rights = ["siteDevice:setThresholds", "siteDevice:detail"]
    other = member_api(client, ctx, make_user, sites, [sites.project().project_id], rights)
    assert other.get("/siteDevice/detail", id=crane)["code"] == 1013003
    answer = other.post("/siteDevice/setThresholds", {"id": crane, "thresholds": {"craneMomentWarn": 80}})
    assert answer["code"] == 1013003
    assert api.ok("GET", "/siteDevice/detail", id=crane)["thresholds"] == {}
