"""设备 (siteDevice): the CRUD contract for a crane in a project (isolation included), every kind's
parameters (accepted, answered as an object, refused with the reason: range, unknown key, another kind's
parameters), the kind fixed at add, code uniqueness, gateways of the project only, the key answered once and
reset on the signed device API, and deletes refused while alarms are open."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient

from attend_helpers import Terminal
from crud_contract import NO_PERMISSION, ExportContract, StatusContract
from device_helpers import BAD_PARAMS, GOOD_PARAMS, KIND_NAMES, KindApi, add_device, device_payload
from helpers import FakeClock
from people_helpers import member_api
from site_contract import SiteContract
from sitesafe.core.context import AppContext
from sitesafe.modules.site.alarm.models import SiteAlarm
from sitesafe.modules.system.user.models import SysUser

KINDS = tuple(GOOD_PARAMS)
DUPLICATE = (4301002, "设备编号已被其他设备使用，请检查code参数")
BAD_GATEWAY = (4401002, "所属网关不存在、不是网关或不属于本项目")


class TestSiteDevice(StatusContract, ExportContract, SiteContract):
    name = "siteDevice"
    title = "设备"
    not_found = 4301001
    actions = ("page", "list", "detail", "add", "edit", "delete", "export")
    bad: ClassVar[tuple[dict[str, Any], str]] = (
        {"name": " ", "code": "含 空格", "heartbeatSeconds": 5},
        "设备名称不能为空,设备编号格式不正确,心跳间隔不能小于10",
    )
    duplicate = DUPLICATE
    export_headers = (
        "设备名称",
        "设备编号",
        "设备类型",
        "厂商",
        "型号",
        "安装位置",
        "在线",
        "最后通信时间",
        "状态",
    )
    kind = "crane"

    @pytest.fixture
    def admin(self, _site: None) -> KindApi:
        return KindApi(self.api.client, self.api.token, self.api.project_id, self.kind)

    def payload(self, ctx: AppContext) -> dict[str, Any]:
        return device_payload(self.kind)

    def search(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {"code": payload["code"], "kind": self.kind}

    def page_params(self) -> dict[str, Any]:
        return {"kind": self.kind}

    def change(self, row: dict[str, Any]) -> dict[str, Any]:
        params = {**row["params"], "reeving": 2, "jibLength": 55.0}
        return {"name": row["name"] + "改", "location": "3号楼北侧", "heartbeatSeconds": 30, "params": params}

    def test_permission_code_is_required(
        self, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
    ) -> None:
        """As the contract's, with the kind every page of devices names."""
        api = member_api(client, ctx, make_user, self.sites, [self.site.project_id], ["siteDevice:page"])
        assert api.get("/siteDevice/page", kind="crane")["success"]
        for action in ("add", "edit", "delete", "resetKey", "setThresholds", "changeStatus"):
            answer = api.post(f"/siteDevice/{action}", {"id": "1"})
            assert (answer["code"], answer["message"]) == NO_PERMISSION, action
        for action in ("detail", "export", "list"):
            assert api.get(f"/siteDevice/{action}", id="1", kind="crane")["code"] == NO_PERMISSION[0]

    def test_the_page_needs_a_kind_and_lists_only_it(self, admin: KindApi) -> None:
        plain = admin.in_project(admin.project_id)
        plain.kind = None
        answer = plain.get("/siteDevice/page")
        assert (answer["code"], answer["message"]) == (1012001, "设备类型不能为空")
        wrong = plain.get("/siteDevice/page", kind="tractor")
        assert (wrong["code"], wrong["message"]) == (1012001, "设备类型取值不正确")
        crane, lift = add_device(admin, "crane"), add_device(admin, "lift")
        cranes = {r["id"] for r in plain.ok("GET", "/siteDevice/page", kind="crane", pageSize=100)["rows"]}
        lifts = {r["id"] for r in plain.ok("GET", "/siteDevice/page", kind="lift", pageSize=100)["rows"]}
        assert crane["id"] in cranes and crane["id"] not in lifts and lift["id"] in lifts

    @pytest.mark.parametrize("kind", KINDS)
    def test_each_kind_keeps_its_parameters(self, admin: KindApi, kind: str) -> None:
        added = add_device(admin, kind)
        assert added["kind"] == kind and len(added["deviceSecret"]) == 43
        detail = admin.ok("GET", "/siteDevice/detail", id=added["id"])
        assert detail["params"] == GOOD_PARAMS[kind] and detail["kind"] == kind
        assert (detail["online"], detail["lastSeen"], detail["seenSecondsAgo"]) == (False, None, None)
        assert detail["heartbeatSeconds"] == 60
        assert (detail["lng"], detail["lat"]) == (112.938814, 28.228209)
        for params, reason in BAD_PARAMS[kind]:
            refused = admin.post("/siteDevice/add", device_payload(kind, params=params))
            assert (refused["code"], refused["message"]) == (
                4401001,
                f"{KIND_NAMES[kind]}参数不正确：{reason}",
            )
            edit = admin.post("/siteDevice/edit", {**detail, "params": params})
            assert (edit["code"], edit["message"]) == (4401001, f"{KIND_NAMES[kind]}参数不正确：{reason}")
        assert admin.ok("GET", "/siteDevice/detail", id=added["id"])["version"] == detail["version"]

    def test_another_kinds_parameters_are_refused(self, admin: KindApi) -> None:
        answer = admin.post("/siteDevice/add", device_payload("lift", params=GOOD_PARAMS["crane"]))
        assert answer["code"] == 4401001 and answer["message"].startswith("升降机参数不正确：不支持的参数")
        as_list = admin.post("/siteDevice/add", device_payload("crane", params=[1, 2]))
        assert (as_list["code"], as_list["message"]) == (1012001, "设备参数必须为对象")

    def test_the_kind_is_fixed_at_add(self, admin: KindApi) -> None:
        added = add_device(admin, "crane")
        detail = admin.ok("GET", "/siteDevice/detail", id=added["id"])
        admin.ok("POST", "/siteDevice/edit", {**detail, "kind": "lift", "name": "改名塔吊"})
        after = admin.ok("GET", "/siteDevice/detail", id=added["id"])
        assert (after["kind"], after["name"], after["params"]) == ("crane", "改名塔吊", detail["params"])
        no_kind = admin.post(
            "/siteDevice/add", {k: v for k, v in device_payload("crane").items() if k != "kind"}
        )
        assert (no_kind["code"], no_kind["message"]) == (1012001, "设备类型不能为空")

    def test_online_and_last_seen_are_not_written_by_the_console(self, admin: KindApi) -> None:
        payload = device_payload("camera", online=True, lastSeen="2025-01-01 00:00:00", thresholds={"a": 1})
        added = admin.ok("POST", "/siteDevice/add", payload)
        detail = admin.ok("GET", "/siteDevice/detail", id=added["id"])
        assert (detail["online"], detail["lastSeen"], detail["thresholds"]) == (False, None, {})
        heartbeat = admin.post("/siteDevice/add", device_payload("camera", heartbeatSeconds=3601))
        assert (heartbeat["code"], heartbeat["message"]) == (1012001, "心跳间隔不能大于3600")

    def test_codes_are_unique_among_live_devices_of_every_kind_and_project(self, admin: KindApi) -> None:
        added = add_device(admin, "crane")
        again = admin.post("/siteDevice/add", device_payload("lift", code=added["code"]))
        assert (again["code"], again["message"]) == DUPLICATE
        _, other = self.other_site()
        elsewhere = other.post("/siteDevice/add", device_payload("camera", code=added["code"]))
        assert (elsewhere["code"], elsewhere["message"]) == DUPLICATE
        face = admin.post("/deviceFace/add", {"name": "闸机", "code": added["code"], "direction": 1})
        assert (face["code"], face["message"]) == DUPLICATE
        admin.ok("POST", "/siteDevice/delete", {"id": added["id"]})
        add_device(admin, "lift", code=added["code"])

    def test_a_device_reports_through_a_gateway_of_its_own_project(self, admin: KindApi) -> None:
        gateway = add_device(admin, "gateway")
        crane = add_device(admin, "crane", gatewayId=gateway["id"])
        detail = admin.ok("GET", "/siteDevice/detail", id=crane["id"])
        assert (detail["gatewayId"], detail["gatewayName"]) == (gateway["id"], admin_name(admin, gateway))
        assert admin.ok("GET", "/siteDevice/detail", id=gateway["id"])["channelCount"] == 0
        _, other = self.other_site()
        theirs = add_device(other, "gateway")
        for gateway_id in (theirs["id"], crane["id"], "123456"):
            refused = admin.post("/siteDevice/add", device_payload("lift", gatewayId=gateway_id))
            assert (refused["code"], refused["message"]) == BAD_GATEWAY, gateway_id
        own = admin.post("/siteDevice/edit", {**admin_detail(admin, gateway), "gatewayId": gateway["id"]})
        assert (own["code"], own["message"]) == BAD_GATEWAY
        in_use = admin.post("/siteDevice/delete", {"id": gateway["id"]})
        assert (in_use["code"], in_use["message"]) == (
            4401005,
            f"网关“{admin_name(admin, gateway)}”下还有1个通道或设备，请先删除或解除关联",
        )

    def test_the_key_is_answered_once_and_a_reset_ends_the_old_one(
        self, admin: KindApi, client: TestClient, clock: FakeClock, ctx: AppContext, make_user: Any
    ) -> None:
        added = add_device(admin, "face")
        key = added["deviceSecret"]
        shown = repr(admin.ok("GET", "/siteDevice/detail", id=added["id"]))
        shown += repr(admin.ok("GET", "/siteDevice/page", kind="face", pageSize=100))
        assert key not in shown and "secret" not in shown.lower()
        terminal = Terminal(client, clock, added["code"], key)
        assert terminal.call("POST", "/device/face/heartbeat", {})["success"]
        seen = admin.ok("GET", "/siteDevice/detail", id=added["id"])
        assert seen["online"] is True and seen["lastSeen"] is not None and seen["seenSecondsAgo"] == 0
        reset = admin.ok("POST", "/siteDevice/resetKey", {"id": added["id"]})
        assert reset["deviceSecret"] != key and reset["code"] == added["code"]
        assert terminal.call("POST", "/device/face/heartbeat", {})["code"] == 4302004
        fresh = Terminal(client, clock, added["code"], reset["deviceSecret"])
        assert fresh.call("POST", "/device/face/heartbeat", {})["success"]
        other, _ = self.other_site()
        stranger = member_api(client, ctx, make_user, self.sites, [other.project_id], ["siteDevice:resetKey"])
        refused = stranger.post("/siteDevice/resetKey", {"id": added["id"]})
        assert refused["code"] == 1013003
        assert fresh.call("POST", "/device/face/heartbeat", {})["success"]

    def test_a_reset_ends_the_old_key_on_the_device_api_of_every_kind(
        self, admin: KindApi, client: TestClient, clock: FakeClock
    ) -> None:
        added = add_device(admin, "crane")
        crane = Terminal(client, clock, added["code"], added["deviceSecret"])
        assert crane.call("POST", "/device/heartbeat", {})["success"]
        assert admin.ok("GET", "/siteDevice/detail", id=added["id"])["online"] is True
        reset = admin.ok("POST", "/siteDevice/resetKey", {"id": added["id"]})
        assert crane.call("POST", "/device/heartbeat", {})["code"] == 4302004
        renewed = Terminal(client, clock, added["code"], reset["deviceSecret"])
        assert renewed.call("POST", "/device/heartbeat", {})["success"]

    def test_delete_waits_for_open_alarms(self, admin: KindApi, ctx: AppContext, clock: FakeClock) -> None:
        added = add_device(admin, "crane")
        alarm = raise_alarm(ctx, admin.project_id, int(added["id"]), clock)
        name = admin_name(admin, added)
        refused = admin.post("/siteDevice/delete", {"id": added["id"]})
        assert (refused["code"], refused["message"]) == (
            4401004,
            f"设备“{name}”还有1条未处理完的告警，请先处理后再删除",
        )
        assert admin.ok("GET", "/siteDevice/detail", id=added["id"])["openAlarms"] == 1
        with ctx.db.sessionmaker.begin() as db:
            db.get(SiteAlarm, alarm).status = 2  # 已处理, while the condition is still present
        admin.ok("POST", "/siteDevice/delete", {"id": added["id"]})
        with ctx.db.sessionmaker() as db:
            row = db.get(SiteAlarm, alarm)
            assert row is not None and (row.active, row.active_key) == (False, None)


def admin_detail(api: KindApi, added: dict[str, Any]) -> dict[str, Any]:
    detail: dict[str, Any] = api.ok("GET", "/siteDevice/detail", id=added["id"])
    return detail


def admin_name(api: KindApi, added: dict[str, Any]) -> str:
    return str(admin_detail(api, added)["name"])


def raise_alarm(ctx: AppContext, project_id: str | None, device_id: int, clock: FakeClock) -> int:
    """An active, pending overload alarm of the device (as the alarm engine stores one)."""
    now = clock.now()
    with ctx.db.sessionmaker.begin() as db:
        alarm = SiteAlarm(
            project_id=int(project_id or 0),
            device_id=device_id,
            category="crane",
            type="crane_overload",
            level=2,
            source=2,
            title="超载报警",
            active=True,
            active_key=f"{device_id}:crane_overload",
            start_time=now - timedelta(minutes=3),
            last_time=now,
            hits=3,
            status=0,
        )
        db.add(alarm)
        db.flush()
        return int(alarm.id)
