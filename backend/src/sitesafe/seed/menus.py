"""The menu tree and role grants, as data. Later issues append their screens here.

Only screens that exist in the console are listed (component strings map through the front end's
view registry)."""

from __future__ import annotations

from dataclasses import dataclass, field

from sitesafe.modules.system.menu.models import (
    OPEN_COMPONENT,
    OPEN_IFRAME,
    OPEN_NONE,
    TYPE_BUTTON,
    TYPE_DIR,
    TYPE_MENU,
)


@dataclass(frozen=True)
class MenuSeed:
    code: str
    name: str
    type: int
    router: str | None = None
    component: str | None = None
    icon: str | None = None
    permission: str | None = None
    open_type: int = OPEN_NONE
    link: str | None = None
    redirect: str | None = None
    sort: int = 100
    children: tuple[MenuSeed, ...] = field(default=())


def directory(code: str, name: str, router: str, icon: str, sort: int, *children: MenuSeed) -> MenuSeed:
    return MenuSeed(code, name, TYPE_DIR, router, "PageView", icon, sort=sort, children=children)


def screen(code: str, name: str, router: str, component: str, sort: int, *children: MenuSeed) -> MenuSeed:
    return MenuSeed(
        code, name, TYPE_MENU, router, component, open_type=OPEN_COMPONENT, sort=sort, children=children
    )


def iframe(code: str, name: str, router: str, link: str, sort: int) -> MenuSeed:
    return MenuSeed(code, name, TYPE_MENU, router, "Iframe", open_type=OPEN_IFRAME, link=link, sort=sort)


def button(code: str, name: str, permission: str, sort: int = 100) -> MenuSeed:
    return MenuSeed(code, name, TYPE_BUTTON, permission=permission, sort=sort)


ACTION_NAMES = {
    "page": "查询",
    "list": "列表",
    "detail": "详情",
    "add": "增加",
    "edit": "编辑",
    "delete": "删除",
    "export": "导出",
    "import": "导入",
    "downloadImportTemplate": "下载导入模板",
    "changeStatus": "修改状态",
    "grantRole": "授权角色",
    "ownRole": "拥有角色",
    "grantData": "授权数据",
    "ownData": "拥有数据",
    "resetPwd": "重置密码",
    "selector": "选择器",
    "tree": "树",
    "treeForGrant": "授权树",
    "dropDown": "下拉",
    "grantMenu": "授权菜单",
    "ownMenu": "拥有菜单",
    "setAsDefault": "设为默认",
}


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


def buttons(screen_code: str, title: str, resource: str, *actions: str) -> tuple[MenuSeed, ...]:
    """One button per endpoint of a resource: code `<screen>_<action>`, permission `<resource>:<action>`."""
    return tuple(
        button(f"{screen_code}_{_snake(a)}", f"{title}{ACTION_NAMES[a]}", f"{resource}:{a}", sort)
        for sort, a in enumerate(actions, start=1)
    )


def reads(screen_code: str, *needs: tuple[str, str, str]) -> tuple[MenuSeed, ...]:
    """Read endpoints of other resources a screen needs (its pickers and trees): (resource, action, title)."""
    return tuple(
        button(f"{screen_code}_{_snake(resource)}_{_snake(action)}", title, f"{resource}:{action}", 900 + i)
        for i, (resource, action, title) in enumerate(needs)
    )


TRANSFER = ("export", "import", "downloadImportTemplate")
USER_MGR = screen(
    "sys_user_mgr",
    "用户管理",
    "/mgr_user",
    "system/user/index",
    1,
    *buttons("sys_user_mgr", "用户", "sysUser", "page", "detail", "add", "edit", "delete", *TRANSFER),
    *buttons("sys_user_mgr", "用户", "sysUser", "grantRole", "ownRole", "grantData", "ownData"),
    *buttons("sys_user_mgr", "用户", "sysUser", "changeStatus", "resetPwd", "selector"),
    *reads("sys_user_mgr", ("sysOrg", "tree", "机构树"), ("sysPos", "list", "职位列表")),
    *reads("sys_user_mgr", ("sysRole", "dropDown", "角色下拉")),
)
ORG_MGR = screen(
    "sys_org_mgr",
    "机构管理",
    "/org",
    "system/org/index",
    2,
    *buttons("sys_org_mgr", "机构", "sysOrg", "page", "list", "detail", "add", "edit", "delete", "tree"),
    *buttons("sys_org_mgr", "机构", "sysOrg", *TRANSFER),
)
POS_MGR = screen(
    "sys_pos_mgr",
    "职位管理",
    "/pos",
    "system/pos/index",
    3,
    *buttons("sys_pos_mgr", "职位", "sysPos", "page", "list", "detail", "add", "edit", "delete", *TRANSFER),
)
APP_MGR = screen(
    "sys_app_mgr",
    "应用管理",
    "/app",
    "system/app/index",
    1,
    *buttons(
        "sys_app_mgr", "应用", "sysApp", "page", "list", "detail", "add", "edit", "delete", "setAsDefault"
    ),
)
MENU_MGR = screen(
    "sys_menu_mgr",
    "菜单管理",
    "/menu",
    "system/menu/index",
    2,
    *buttons(
        "sys_menu_mgr", "菜单", "sysMenu", "list", "detail", "add", "edit", "delete", "tree", "treeForGrant"
    ),
    *reads("sys_menu_mgr", ("sysApp", "list", "应用列表")),
)
ROLE_MGR = screen(
    "sys_role_mgr",
    "角色管理",
    "/role",
    "system/role/index",
    3,
    *buttons("sys_role_mgr", "角色", "sysRole", "page", "detail", "add", "edit", "delete", "dropDown"),
    *buttons("sys_role_mgr", "角色", "sysRole", "grantMenu", "ownMenu", "grantData", "ownData"),
    *reads("sys_role_mgr", ("sysMenu", "treeForGrant", "菜单授权树"), ("sysOrg", "tree", "机构树")),
    *reads("sys_role_mgr", ("sysApp", "list", "应用列表")),
)
CRUD_STATUS = ("page", "list", "detail", "add", "edit", "delete", "changeStatus")
CONFIG_MGR = screen(
    "system_tools_config",
    "系统配置",
    "/config",
    "system/config/index",
    2,
    *buttons("system_tools_config", "配置", "sysConfig", "page", "list", "detail", "add", "edit", "delete"),
)
DICT_MGR = screen(
    "sys_dict_mgr",
    "字典管理",
    "/dict",
    "system/dict/index",
    3,
    *buttons("sys_dict_mgr", "字典类型", "sysDictType", *CRUD_STATUS, "tree", "dropDown"),
    *buttons("sys_dict_mgr_data", "字典值", "sysDictData", *CRUD_STATUS),
)
FORM_DESIGN_MGR = screen(
    "form_design_mgr",
    "表单设计器",
    "/formDesign",
    "system/formDesign/index",
    1,
    *buttons("form_design_mgr", "表单设计", "formDesign", "page", "list", "detail", "add", "edit", "delete"),
    button("form_design_mgr_validate", "表单设计校验", "formDesign:validate", 7),
    button("form_design_mgr_submit", "表单设计提交", "formDesign:submit", 8),
)

LOG_MGR = directory(
    "sys_log_mgr",
    "日志管理",
    "/log",
    "read",
    50,
    screen(
        "sys_log_mgr_vis_log",
        "访问日志",
        "/vislog",
        "system/log/vislog",
        1,
        *buttons("sys_log_mgr_vis_log", "访问日志", "sysVisLog", "page", "detail", "export"),
        button("sys_log_mgr_vis_log_delete", "访问日志清空", "sysVisLog:delete", 4),
    ),
    screen(
        "sys_log_mgr_op_log",
        "操作日志",
        "/oplog",
        "system/log/oplog",
        2,
        *buttons("sys_log_mgr_op_log", "操作日志", "sysOpLog", "page", "detail", "export"),
        button("sys_log_mgr_op_log_delete", "操作日志清空", "sysOpLog:delete", 4),
    ),
)

# Screens added by later work, each filled in by the module that builds it (empty = not built yet).
NOTICE_MENUS: tuple[MenuSeed, ...] = ()  # 通知公告 (directory with its screens)
TIMER_MENUS: tuple[MenuSeed, ...] = ()  # screens under 系统监控 / 开发管理 for scheduled jobs
MONITOR_MENUS: tuple[MenuSeed, ...] = ()  # more screens under 系统监控 (online users, ...)
FILE_MENUS: tuple[MenuSeed, ...] = ()  # 文件管理 screens under 开发管理
MESSAGE_MENUS: tuple[MenuSeed, ...] = ()  # 邮件发送 / 短信管理 screens under 开发管理
TENANT_MENUS: tuple[MenuSeed, ...] = ()  # 租户管理
DASHBOARD_MENUS: tuple[MenuSeed, ...] = ()  # 主控面板 (analysis, monitor, workplace)

# Application code -> top-level menus.
MENUS: dict[str, tuple[MenuSeed, ...]] = {
    "system": (
        *DASHBOARD_MENUS,
        directory("sys_mgr", "组织架构", "/sys", "team", 20, USER_MGR, ORG_MGR, POS_MGR),
        directory("auth_manager", "权限管理", "/auth", "safety-certificate", 30, APP_MGR, MENU_MGR, ROLE_MGR),
        LOG_MGR,
        directory(
            "sys_monitor_mgr",
            "系统监控",
            "/monitor",
            "deployment-unit",
            60,
            screen(
                "sys_monitor_mgr_machine_monitor",
                "服务监控",
                "/machine",
                "system/machine/index",
                1,
                button("sys_monitor_mgr_machine_monitor_query", "服务监控查询", "sysMachine:query"),
            ),
            *MONITOR_MENUS,
            *TIMER_MENUS,
        ),
        directory(
            "system_tools",
            "开发管理",
            "/tools",
            "tool",
            70,
            iframe("sys_swagger_mgr", "接口文档", "/swagger", "/api/docs", 1),
            CONFIG_MGR,
            DICT_MGR,
            *FILE_MENUS,
            *MESSAGE_MENUS,
        ),
        *NOTICE_MENUS,
        *TENANT_MENUS,
        directory("form_mgr", "表单设计", "/form", "form", 80, FORM_DESIGN_MGR),
    ),
    "site": (
        directory(
            "site_project_mgr",
            "项目管理",
            "/site",
            "project",
            10,
            screen("site_project_mine", "我的项目", "/project/mine", "site/project/mine", 1),
        ),
    ),
}

# Role code -> menu codes it is granted (directories, menus and buttons listed explicitly).
ROLE_MENUS: dict[str, tuple[str, ...]] = {
    "demo_role": (
        "sys_monitor_mgr",
        "sys_monitor_mgr_machine_monitor",
        "sys_monitor_mgr_machine_monitor_query",
        "site_project_mgr",
        "site_project_mine",
        # 组织架构 -> 用户管理, read-only (plus the organisation tree its screen shows beside the table)
        "sys_mgr",
        "sys_user_mgr",
        "sys_user_mgr_page",
        "sys_user_mgr_detail",
        "sys_user_mgr_export",
        "sys_user_mgr_sys_org_tree",
    ),
}
