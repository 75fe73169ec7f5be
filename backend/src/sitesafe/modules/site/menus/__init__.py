"""现场管理's menu tree and the demo role's grants of it, as data (the site plugin declares them)."""

from __future__ import annotations

from sitesafe.modules.site.menus.alarm import ALARM_GRANTS, ALARM_MENUS
from sitesafe.modules.site.menus.data import DATA_GRANTS, DATA_MENUS
from sitesafe.modules.site.menus.device import DEVICE_GRANTS, DEVICE_MENUS
from sitesafe.modules.site.menus.manage import (
    MANAGE_GRANTS,
    MANAGE_MENUS,
    MANAGE_TOOL_GRANTS,
    MANAGE_TOOL_MENUS,
)
from sitesafe.modules.site.menus.people import (
    ATTENDANCE_GRANTS,
    ATTENDANCE_MENUS,
    ENTERPRISE_ACTIONS,
    PEOPLE_DEMO_GRANTS,
    PEOPLE_MENUS,
    PROJECT_MENUS,
)
from sitesafe.modules.system.menu.kit import MenuSeed, directory

SITE_MENUS: tuple[MenuSeed, ...] = (
    directory("site_project_mgr", "项目管理", "/site", "project", 10, *PROJECT_MENUS),
    PEOPLE_MENUS,
    ATTENDANCE_MENUS,
    ALARM_MENUS,
    DEVICE_MENUS,
    DATA_MENUS,
    MANAGE_MENUS,
    MANAGE_TOOL_MENUS,
)

SITE_GRANTS: dict[str, tuple[str, ...]] = {
    "demo_role": (
        "site_project_mgr",
        "site_project_mine",
        # 现场管理 -> 项目管理: the demo user's project, its board, settings and enterprises
        "site_board",
        "site_board_overview",
        "site_project",
        "site_project_get_page",
        "site_project_detail",
        "site_project_member_list",
        "site_project_get_jgw",
        "site_project_get_monitor",
        "site_project_get_environment",
        "site_project_dept_list",
        "site_project_dept_tree",
        "site_project_notice",
        *(
            f"site_project_notice_{a}"
            for a in ("page", "detail", "add", "edit", "delete", "publish", "withdraw")
        ),
        "site_project_setting",
        "site_project_setting_detail",
        "site_project_enterprise",
        *(f"site_project_enterprise_{a}" for a in ENTERPRISE_ACTIONS),
        "site_sub_enterprise",
        *(f"site_sub_enterprise_{a}" for a in ENTERPRISE_ACTIONS),
        "site_sub_enterprise_project_enterprise_list",
        *PEOPLE_DEMO_GRANTS,
        *ATTENDANCE_GRANTS,
        *ALARM_GRANTS,
        *DEVICE_GRANTS,
        *DATA_GRANTS,
        *MANAGE_GRANTS,
        *MANAGE_TOOL_GRANTS,
    ),
}
