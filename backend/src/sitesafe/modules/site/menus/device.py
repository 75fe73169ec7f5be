"""现场管理 -> 设备管理: one screen per device kind (one component, parameterised by kind), 网关通道, their
buttons, the demo role's read-only grants, and the dictionary of channel types."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, button, buttons, directory, reads, screen

# (kind, menu name); router `/devices/<kind>` (apart from the device API's `/device/...` paths),
# component `site/device/<kind>`
DEVICE_SCREENS: tuple[tuple[str, str], ...] = (
    ("general", "通用设备"),
    ("gateway", "网关"),
    ("crane", "塔吊"),
    ("lift", "升降机"),
    ("environment", "环境监测"),
    ("camera", "摄像头"),
    ("face", "人脸设备"),
    ("monitor", "监控主机"),
    ("protection", "临边防护"),
)
DEVICE_ACTIONS = ("page", "list", "detail", "add", "edit", "delete", "changeStatus", "export")
CHANNEL_ACTIONS = ("page", "list", "detail", "add", "edit", "delete", "export")


def _device_screen(kind: str, name: str, sort: int) -> MenuSeed:
    code = f"site_device_{kind}_mgr"
    return screen(
        code,
        name,
        f"/devices/{kind}",
        f"site/device/{kind}",
        sort,
        *buttons(code, name, "siteDevice", *DEVICE_ACTIONS),
        button(f"{code}_reset_key", f"{name}重置密钥", "siteDevice:resetKey", 30),
        button(f"{code}_set_thresholds", f"{name}设置阈值", "siteDevice:setThresholds", 31),
    )


DEVICE_MENUS = directory(
    "site_device_mgr",
    "设备管理",
    "/devices",
    "api",
    50,
    *(_device_screen(kind, name, sort) for sort, (kind, name) in enumerate(DEVICE_SCREENS, start=1)),
    screen(
        "site_device_channel_mgr",
        "网关通道",
        "/devices/channel",
        "site/device/channel",
        len(DEVICE_SCREENS) + 1,
        *buttons("site_device_channel_mgr", "网关通道", "siteDeviceChannel", *CHANNEL_ACTIONS),
        *reads("site_device_channel_mgr", ("siteDevice", "list", "设备列表")),
    ),
)
# The demo role reads the devices of its project (the simulator owns their keys: no writes).
DEVICE_GRANTS = (
    "site_device_mgr",
    *(
        code
        for kind, _ in DEVICE_SCREENS
        for code in (
            f"site_device_{kind}_mgr",
            *(f"site_device_{kind}_mgr_{a}" for a in ("page", "list", "detail", "export")),
        )
    ),
    "site_device_channel_mgr",
    *(f"site_device_channel_mgr_{a}" for a in ("page", "list", "detail", "export")),
    "site_device_channel_mgr_site_device_list",
)
DEVICE_DICTS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    (
        "device_channel_type",
        "网关通道类型",
        (
            ("protection", "临边防护"),
            ("smoke", "烟感"),
            ("water_meter", "水表"),
            ("power_meter", "电表"),
            ("access", "门禁"),
            ("digital", "开关量"),
            ("analog", "模拟量"),
        ),
    ),
)
