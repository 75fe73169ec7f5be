"""网关通道 (siteDeviceChannel): the CRUD contract on a gateway of the project (isolation included), the
channel number unique per gateway, a gateway (and a device behind the channel) of the same project only, the
channel type from its dictionary, and online/last value read-only."""

from __future__ import annotations

import itertools
from typing import Any, ClassVar

from crud_contract import ExportContract
from device_helpers import add_device
from people_helpers import ProjectApi, Site
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.models import SiteDeviceChannel

_numbers = itertools.count(1)


class TestSiteDeviceChannel(ExportContract, SiteContract):
    name = "siteDeviceChannel"
    title = "网关通道"
    key = "name"
    not_found = 4401006
    bad: ClassVar[tuple[dict[str, Any], str]] = (
        {"name": " ", "channelNo": 0},
        "通道号不能小于1,通道名称不能为空",
    )
    duplicate = (4401007, "该网关已有相同通道号的通道，请检查channelNo参数")
    export_headers = (
        "所属网关",
        "通道号",
        "通道名称",
        "通道类型",
        "关联设备",
        "在线",
        "最后通信时间",
        "最新值",
    )

    def prepare(self, api: ProjectApi, site: Site) -> None:
        site.extra["gateway"] = add_device(api, "gateway")["id"]
        site.extra["gateway2"] = add_device(api, "gateway")["id"]

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        number = next(_numbers)
        return {
            "gatewayId": self.site.extra["gateway"],
            "channelNo": number,
            "name": f"临边防护{number:04d}-{self.site.project_id[-6:]}",
            "channelType": "protection",
            "remark": "3号楼5层东侧",
        }

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"name": payload["name"]}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        return {"name": row["name"] + "改", "channelType": "smoke", "channelNo": row["channelNo"] + 5000}

    def test_channel_numbers_are_unique_per_gateway(self, admin: ProjectApi, ctx: AppContext) -> None:
        payload = self.payload(ctx)
        admin.ok("POST", "/siteDeviceChannel/add", payload)
        other_gateway = {**payload, "gatewayId": self.site.extra["gateway2"], "name": payload["name"] + "B"}
        admin.ok("POST", "/siteDeviceChannel/add", other_gateway)
        rows = self.find(admin, other_gateway)
        assert (
            rows[0]["gatewayId"] == self.site.extra["gateway2"] and rows[0]["channelTypeName"] == "临边防护"
        )
        gateway = admin.ok("GET", "/siteDevice/detail", id=self.site.extra["gateway"])
        assert gateway["channelCount"] == 1
        admin.ok("POST", "/siteDeviceChannel/delete", {"id": rows[0]["id"]})
        admin.ok("POST", "/siteDeviceChannel/add", other_gateway)

    def test_gateway_and_device_of_the_project_only(self, admin: ProjectApi, ctx: AppContext) -> None:
        _, other = self.other_site()
        theirs = add_device(other, "gateway")["id"]
        crane = add_device(admin, "crane")["id"]
        their_crane = add_device(other, "crane")["id"]
        bad_gateway = (4401002, "所属网关不存在、不是网关或不属于本项目")
        for gateway in (theirs, crane, "987654321"):
            answer = admin.post("/siteDeviceChannel/add", {**self.payload(ctx), "gatewayId": gateway})
            assert (answer["code"], answer["message"]) == bad_gateway, gateway
        behind = admin.post("/siteDeviceChannel/add", {**self.payload(ctx), "deviceId": their_crane})
        assert (behind["code"], behind["message"]) == (4401008, "通道关联的设备不存在或不属于本项目")
        kind = admin.post("/siteDeviceChannel/add", {**self.payload(ctx), "channelType": "雷达"})
        assert (kind["code"], kind["message"]) == (4401009, "通道类型取值不在字典中")
        payload = {**self.payload(ctx), "deviceId": crane}
        admin.ok("POST", "/siteDeviceChannel/add", payload)
        row = self.find(admin, payload)[0]
        assert row["deviceId"] == crane and row["deviceName"].startswith("塔吊")
        assert row["gatewayName"].startswith("网关")
        admin.ok("POST", "/siteDevice/delete", {"id": crane})
        assert self.find(admin, payload)[0]["deviceId"] is None

    def test_online_and_last_value_come_from_the_gateway_only(
        self, admin: ProjectApi, ctx: AppContext
    ) -> None:
        payload = {**self.payload(ctx), "online": True, "lastValue": "1", "lastSeen": "2025-01-01 00:00:00"}
        admin.ok("POST", "/siteDeviceChannel/add", payload)
        row = self.find(admin, payload)[0]
        assert (row["online"], row["lastValue"], row["lastSeen"]) == (False, None, None)
        with ctx.db.sessionmaker.begin() as db:  # as the gateway's heartbeat records it
            channel = db.get(SiteDeviceChannel, int(row["id"]))
            assert channel is not None
            channel.online, channel.last_value = True, "0.42"
        detail = admin.ok("GET", "/siteDeviceChannel/detail", id=row["id"])
        admin.ok("POST", "/siteDeviceChannel/edit", {**detail, "online": False, "lastValue": "9"})
        after = admin.ok("GET", "/siteDeviceChannel/detail", id=row["id"])
        assert (after["online"], after["lastValue"]) == (True, "0.42")
