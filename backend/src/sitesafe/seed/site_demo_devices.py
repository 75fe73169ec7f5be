"""The demo's monitoring devices (site management II): per demo project two tower cranes with their load
charts, a construction hoist, a dust and noise monitor, two cameras, a gateway with four channels and an
edge protection behind its first channel. Each gets a key of its own, stored encrypted like any device key
(the simulator, `python -m sitesafe.cli simulate`, opens them beside the server). Idempotent by code.
The demo projects' manager (superAdmin) and safety officer (demo, where a member) receive the alarms."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.crypto import FieldCipher
from sitesafe.core.ids import new_id
from sitesafe.modules.site.device.auth import new_device_key
from sitesafe.modules.site.device.models import SiteDevice, SiteDeviceChannel
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.user.models import SysUser

LIVE = 2  # status of deleted rows


@dataclass(frozen=True)
class DeviceSeed:
    suffix: str  # code = <PROJECT>-<suffix>
    kind: str
    name: str
    vendor: str
    model: str
    location: str
    heartbeat_seconds: int
    params: dict[str, Any] = field(default_factory=dict)
    offset: tuple[str, str] = ("0", "0")  # lng/lat offset from the project's point


def _crane(
    suffix: str, name: str, model: str, chart: dict[str, float], spot: str, at: tuple[str, str]
) -> DeviceSeed:
    params: dict[str, Any] = {
        "reeving": 4,
        "minHookHeight": 0.0,
        "minRadius": 2.5,
        "blackBoxVendor": "广州大山建设机械",
        "blackBoxSerial": f"DS-{suffix}-2024",
        **chart,
    }
    return DeviceSeed(suffix, "crane", name, "中联重科", model, spot, 30, params, at)


CHART_TC6013 = {
    "maxHookHeight": 46.0,
    "maxRadius": 60.0,
    "maxLoad": 8.0,
    "maxLoadRadius4": 15.2,
    "maxLoadRadius2": 29.2,
    "maxRadiusLoad4": 1.3,
    "maxRadiusLoad2": 1.5,
    "ratedMoment": 125.0,
    "jibLength": 60.0,
    "counterJibLength": 17.5,
    "towerHeight": 43.0,
    "towerHeadHeight": 8.6,
}
CHART_TC5610 = {
    "maxHookHeight": 40.5,
    "maxRadius": 56.0,
    "maxLoad": 6.0,
    "maxLoadRadius4": 11.9,
    "maxLoadRadius2": 22.5,
    "maxRadiusLoad4": 1.0,
    "maxRadiusLoad2": 1.1,
    "ratedMoment": 80.0,
    "jibLength": 56.0,
    "counterJibLength": 12.9,
    "towerHeight": 37.5,
    "towerHeadHeight": 6.0,
}


def _monitoring(floors: int, height: float, area: str, gate: str) -> tuple[DeviceSeed, ...]:
    return (
        _crane(
            "TC-01",
            "1#塔吊",
            "TC6013-6",
            {**CHART_TC6013, "collisionX": 0.0, "collisionY": 0.0},
            "3#楼北侧",
            ("-0.0006", "0.0004"),
        ),
        _crane(
            "TC-02",
            "2#塔吊",
            "TC5610-6",
            {**CHART_TC5610, "collisionX": 78.0, "collisionY": -12.0},
            "7#楼南侧",
            ("0.0003", "-0.0005"),
        ),
        DeviceSeed(
            "SC-01",
            "lift",
            "1#施工升降机",
            "广州京龙",
            "SC200/200",
            "5#楼东侧",
            30,
            {
                "ratedLoad": 2.0,
                "warnRatio": 90.0,
                "alarmRatio": 100.0,
                "maxFloor": floors,
                "maxHeight": height,
                "ratedPersons": 12,
                "warnWind": 13.8,
                "alarmWind": 20.0,
            },
            ("0.0002", "0.0002"),
        ),
        DeviceSeed(
            "ENV-01",
            "environment",
            "扬尘噪声监测点",
            "聚光科技",
            "YZ-PM-2000",
            gate,
            60,
            {"sprayLinkage": True, "position": gate},
            ("0.0008", "0"),
        ),
        DeviceSeed(
            "CAM-01",
            "camera",
            f"{gate}摄像头",
            "海康威视",
            "DS-2DE4425IW",
            gate,
            60,
            {"channelNo": 1},
            ("0.0008", "0.0001"),
        ),
        DeviceSeed(
            "CAM-02",
            "camera",
            "塔吊作业区摄像头",
            "海康威视",
            "DS-2CD3T47",
            "1#塔吊作业区",
            60,
            {"channelNo": 2},
            ("-0.0005", "0.0004"),
        ),
        DeviceSeed(
            "GW-01",
            "gateway",
            "物联网网关",
            "有人物联网",
            "USR-G806",
            "项目部机房",
            60,
            {"items": [{"key": "网络", "value": "4G"}, {"key": "固件", "value": "V1.2.8"}]},
            ("0.0004", "0.0006"),
        ),
        DeviceSeed(
            "PR-01",
            "protection",
            "基坑临边防护",
            "中天安防",
            "LB-100",
            area,
            60,
            {"area": area, "sensorCount": 12},
            ("-0.0002", "-0.0006"),
        ),
    )


PROJECT_DEVICES: dict[str, tuple[DeviceSeed, ...]] = {
    "cnazf": _monitoring(34, 100.0, "2#楼基坑东侧", "东门主出入口"),
    "bjswzx": _monitoring(42, 168.0, "A塔基坑北侧", "北门主出入口"),
}
# (channel number, name, channel type (dictionary device_channel_type), the device behind it)
CHANNELS = (
    (1, "临边防护", "protection", "PR-01"),
    (2, "机房烟感", "smoke", None),
    (3, "生活区水表", "water_meter", None),
    (4, "总配电箱电表", "power_meter", None),
)


def monitoring_devices(
    db: Session, cipher: FieldCipher, project: Project, code: str, prefix: str | None = None
) -> None:
    """The project's monitoring devices (those of demo project `code`, device codes `<prefix>-...`, the
    project code in capitals by default) and gateway channels, created when missing (by device code)."""
    seeds = PROJECT_DEVICES.get(code, ())
    prefix = prefix or code.upper()
    wanted = {f"{prefix}-{s.suffix}": s for s in seeds}
    have = {
        d.code: d
        for d in db.execute(
            select(SiteDevice).where(SiteDevice.code.in_(wanted), SiteDevice.status != LIVE)
        ).scalars()
    }
    for device_code, seed in wanted.items():
        if device_code in have:
            continue
        lng = (project.lng or Decimal("118.78")) + Decimal(seed.offset[0])
        lat = (project.lat or Decimal("32.04")) + Decimal(seed.offset[1])
        have[device_code] = device = SiteDevice(
            id=new_id(),
            project_id=project.id,
            kind=seed.kind,
            name=seed.name,
            code=device_code,
            vendor=seed.vendor,
            model=seed.model,
            location=seed.location,
            lng=lng,
            lat=lat,
            heartbeat_seconds=seed.heartbeat_seconds,
            secret_enc=cipher.encrypt(new_device_key()),
            params=json.dumps(seed.params, ensure_ascii=False, sort_keys=True),
            online=False,
            status=0,
        )
        db.add(device)
    db.flush()
    gateway = have.get(f"{prefix}-GW-01")
    if gateway is None:
        return
    for behind in {s for *_, s in CHANNELS if s}:
        have[f"{prefix}-{behind}"].gateway_id = gateway.id
    numbers = set(
        db.execute(
            select(SiteDeviceChannel.channel_no).where(
                SiteDeviceChannel.gateway_id == gateway.id, SiteDeviceChannel.status != LIVE
            )
        ).scalars()
    )
    for number, name, channel_type, behind in CHANNELS:
        if number not in numbers:
            db.add(
                SiteDeviceChannel(
                    id=new_id(),
                    project_id=project.id,
                    gateway_id=gateway.id,
                    channel_no=number,
                    name=name,
                    channel_type=channel_type,
                    device_id=have[f"{prefix}-{behind}"].id if behind else None,
                    online=False,
                    status=0,
                )
            )
    db.flush()


def demo_officers(db: Session, project: Project) -> None:
    """Who the project's alarms notify by default, when nobody is set: superAdmin as the manager, the demo
    user as the safety officer where it is a member of the project."""
    users = dict(
        db.execute(
            select(SysUser.account, SysUser.id).where(
                SysUser.account.in_(("superAdmin", "demo")), SysUser.status != LIVE
            )
        ).all()
    )
    if project.manager_id is None and "superAdmin" in users:
        project.manager_id = users["superAdmin"]
    member = db.execute(
        select(ProjectMember.user_id).where(
            ProjectMember.project_id == project.id, ProjectMember.user_id == users.get("demo", 0)
        )
    ).first()
    if project.safety_officer_id is None and member is not None:
        project.safety_officer_id = member[0]
