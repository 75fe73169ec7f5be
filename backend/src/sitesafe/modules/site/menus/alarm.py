"""现场管理 -> 告警管理: one screen per alarm category (one component, parameterized), the notification
rules, and the demo role's grants of them."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, button, buttons, directory, reads, screen

# (menu code suffix, name, screen router, component): routers differ from the `/siteAlarm/*` endpoints.
ALARM_SCREENS = (
    ("camera", "摄像头告警", "/alarm/camera", "site/alarm/camera"),
    ("channel", "通道告警", "/alarm/channel", "site/alarm/channel"),
    ("construction", "施工告警", "/alarm/construction", "site/alarm/construction"),
    ("crane", "塔吊告警", "/alarm/crane", "site/alarm/crane"),
    ("environment", "环境告警", "/alarm/environment", "site/alarm/environment"),
    ("lift", "升降机告警", "/alarm/lift", "site/alarm/lift"),
    ("protection", "临边防护告警", "/alarm/protection", "site/alarm/protection"),
)
STEPS = (
    ("accept", "开始处理"),
    ("handle", "处理完成"),
    ("falseAlarm", "标记误报"),
    ("overview", "概览"),
    ("devices", "设备选项"),
)


def _alarm_screen(sort: int, suffix: str, name: str, router: str, component: str) -> MenuSeed:
    code = f"site_alarm_{suffix}"
    extra = (button(f"{code}_add", f"{name}上报", "siteAlarm:add", 3),) if suffix == "construction" else ()
    return screen(
        code,
        name,
        router,
        component,
        sort,
        *buttons(code, name, "siteAlarm", "page", "detail", "export"),
        *(
            button(f"{code}_{a.lower()}", f"{name}{t}", f"siteAlarm:{a}", 20 + i)
            for i, (a, t) in enumerate(STEPS)
        ),
        *extra,
        # the live stream refreshes the list when an alarm of the category is raised or changes
        button(f"{code}_live", f"{name}实时推送", "siteLive:stream", 30),
    )


RULE_ACTIONS = ("page", "detail", "add", "edit", "delete", "changeStatus")
ALARM_MENUS = directory(
    "site_alarm_mgr",
    "告警管理",
    "/alarm",
    "alert",
    50,
    *(_alarm_screen(i, *item) for i, item in enumerate(ALARM_SCREENS, start=1)),
    screen(
        "site_alarm_notify",
        "告警通知规则",
        "/alarm/notifyRule",
        "site/alarm/notifyRule",
        20,
        *buttons("site_alarm_notify", "告警通知规则", "siteAlarmNotify", *RULE_ACTIONS),
        *reads("site_alarm_notify", ("project", "memberList", "项目成员列表")),
    ),
)


def _codes(menu: MenuSeed) -> tuple[str, ...]:
    return (menu.code, *(code for child in menu.children for code in _codes(child)))


# The demo user sees and handles every alarm of its project and reads the notification rules.
ALARM_GRANTS = tuple(
    code
    for code in _codes(ALARM_MENUS)
    if not code.startswith("site_alarm_notify_") or code.endswith(("_page", "_detail"))
)
