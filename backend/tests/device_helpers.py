"""Helpers of the device registry tests: a caller whose device pages name the kind, valid and invalid
parameters of every kind, and a device payload."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from people_helpers import ProjectApi

KIND_READS = ("/siteDevice/page", "/siteDevice/export")


@dataclass
class KindApi(ProjectApi):
    """Reads of the device pages always name the kind (the screens do: one screen per kind)."""

    kind: str | None = None

    def get(self, path: str, **params: Any) -> dict[str, Any]:
        if path in KIND_READS and self.kind is not None:
            params = {"kind": self.kind, **params}
        return super().get(path, **params)

    def download(self, path: str, **params: Any) -> tuple[bytes, str, str]:
        if path in KIND_READS and self.kind is not None:
            params = {"kind": self.kind, **params}
        return super().download(path, **params)

    def within(self, project_id: str | None) -> KindApi:
        return KindApi(self.client, self.token, project_id, self.kind)


GOOD_PARAMS: dict[str, dict[str, Any]] = {
    "crane": {
        "reeving": 4,
        "minHookHeight": 0.0,
        "maxHookHeight": 60.5,
        "minRadius": 2.5,
        "maxRadius": 60.0,
        "maxLoad": 8.0,
        "maxLoadRadius2": 15.0,
        "maxLoadRadius4": 12.0,
        "maxRadiusLoad2": 1.3,
        "maxRadiusLoad4": 1.1,
        "ratedMoment": 160.0,
        "jibLength": 60.0,
        "counterJibLength": 15.0,
        "towerHeight": 45.0,
        "towerHeadHeight": 8.0,
        "collisionX": 12.5,
        "collisionY": -30.0,
        "blackBoxVendor": "中联重科",
        "blackBoxSerial": "BB-2024-001",
    },
    "lift": {
        "ratedLoad": 2.0,
        "warnRatio": 90.0,
        "alarmRatio": 100.0,
        "maxFloor": 33,
        "maxHeight": 100.0,
        "ratedPersons": 12,
        "warnWind": 15.0,
        "alarmWind": 20.0,
    },
    "environment": {"sprayLinkage": True, "position": "东门围挡"},
    "camera": {
        "channelNo": 1,
        "streamUrl": "rtsp://192.168.1.64:554/Streaming/Channels/101",
        "gbId": "34020000001320000001",
    },
    "monitor": {"ip": "192.168.1.100", "port": 8000, "channels": 16},
    "protection": {"area": "3号楼临边", "sensorCount": 24},
    "general": {"items": [{"key": "供电", "value": "220V"}, {"key": "用途", "value": "配电箱监测"}]},
    "gateway": {"items": [{"key": "SIM卡号", "value": "89860012345678901234"}]},
    "face": {"direction": 1},
}
# kind -> [(params, the reason in the refusal)]
BAD_PARAMS: dict[str, list[tuple[dict[str, Any], str]]] = {
    "crane": [
        ({"reeving": 17}, "倍率不能大于16"),
        ({"minRadius": 50, "maxRadius": 40}, "最小幅度不能大于最大幅度"),
        ({"ratedPersons": 10}, "不支持的参数ratedPersons"),
    ],
    "lift": [
        ({"reeving": 2}, "不支持的参数reeving"),
        ({"ratedPersons": 0}, "额定人数不能小于1"),
        ({"warnRatio": 110, "alarmRatio": 100}, "预警系数不能大于报警系数"),
    ],
    "environment": [({"sprayLinkage": "也许"}, "喷淋联动必须为布尔值")],
    "camera": [
        ({"streamUrl": "ftp://192.168.1.64/live"}, "流地址只能是http(s)或rtsp地址"),
        ({"gbId": "3402"}, "国标编码格式不正确"),
    ],
    "monitor": [({"ip": "300.1.1.1"}, "IP地址格式不正确"), ({"port": 70000}, "端口不能大于65535")],
    "protection": [({"sensorCount": -1}, "传感器数不能小于0")],
    "general": [
        ({"items": [{"key": "a", "value": "1"}, {"key": "a", "value": "2"}]}, "参数名重复：a"),
        ({"items": [{"key": "", "value": "1"}]}, "参数名不能为空"),
    ],
    "gateway": [({"ip": "10.0.0.1"}, "不支持的参数ip")],
    "face": [({"direction": 3}, "进出方向取值不正确")],
}
KIND_NAMES = {
    "general": "通用设备",
    "gateway": "网关",
    "crane": "塔吊",
    "lift": "升降机",
    "environment": "环境监测",
    "camera": "摄像头",
    "face": "人脸设备",
    "monitor": "监控主机",
    "protection": "临边防护",
}


def device_payload(kind: str, **fields: Any) -> dict[str, Any]:
    code = f"D{secrets.token_hex(5).upper()}"
    return {
        "kind": kind,
        "name": f"{KIND_NAMES[kind]}{code}",
        "code": code,
        "vendor": "徐工",
        "model": "XGT6013",
        "location": "2号楼南侧",
        "lng": 112.938814,
        "lat": 28.228209,
        "heartbeatSeconds": 60,
        "params": GOOD_PARAMS[kind],
        **fields,
    }


def add_device(api: ProjectApi, kind: str, **fields: Any) -> dict[str, Any]:
    """Adds a device; answers the add's answer (id, code, kind, deviceSecret)."""
    added: dict[str, Any] = api.ok("POST", "/siteDevice/add", device_payload(kind, **fields))
    return added
