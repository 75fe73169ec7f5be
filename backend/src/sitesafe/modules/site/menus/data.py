"""现场管理 -> 监测数据: 塔吊数据, 升降机数据, 环境数据 (one screen component per kind over the same read
API), the live stream they listen to, and the demo role's grants of them."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, button, directory, screen

# (menu code suffix, name, screen router, component, API resource): routers differ from the endpoints.
DATA_SCREENS = (
    ("crane", "塔吊数据", "/monitorData/crane", "site/craneData/index", "craneData"),
    ("lift", "升降机数据", "/monitorData/lift", "site/liftData/index", "liftData"),
    ("environment", "环境数据", "/monitorData/environment", "site/environmentData/index", "environmentData"),
)
DATA_ACTIONS = (("latest", "最新值"), ("page", "历史查询"), ("series", "曲线"), ("export", "导出"))


def _data_screen(sort: int, suffix: str, name: str, router: str, component: str, resource: str) -> MenuSeed:
    code = f"site_data_{suffix}"
    return screen(
        code,
        name,
        router,
        component,
        sort,
        *(
            button(f"{code}_{action}", f"{name}{title}", f"{resource}:{action}", i)
            for i, (action, title) in enumerate(DATA_ACTIONS, start=1)
        ),
        button(f"{code}_live", f"{name}实时推送", "siteLive:stream", 10),
    )


DATA_MENUS = directory(
    "site_data_mgr",
    "监测数据",
    "/monitorData",
    "line-chart",
    45,
    *(_data_screen(i, *item) for i, item in enumerate(DATA_SCREENS, start=1)),
)


def _codes(menu: MenuSeed) -> tuple[str, ...]:
    return (menu.code, *(code for child in menu.children for code in _codes(child)))


# The demo user watches its project's cranes, lifts and environment monitors.
DATA_GRANTS = _codes(DATA_MENUS)
