"""系统应用's menu tree and the demo role's grants of it, as data (the system plugin declares them).

Only screens that exist in the console are listed (component strings map through the front end's
view registry)."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import (
    TRANSFER,
    MenuSeed,
    button,
    buttons,
    directory,
    iframe,
    reads,
    screen,
)
from sitesafe.modules.system.menu.models import OPEN_COMPONENT, TYPE_DIR, TYPE_MENU

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
DATABASE_INFO_MGR = screen(  # 开发管理 -> 数据库信息 (external data sources)
    "sys_database_info_mgr",
    "数据库信息",
    "/databaseInfo",
    "system/databaseInfo/index",
    7,
    *buttons("sys_database_info_mgr", "数据库信息", "sysDatabaseInfo", "page", "list", "detail"),
    *buttons("sys_database_info_mgr", "数据库信息", "sysDatabaseInfo", "add", "edit", "delete", "export"),
    button("sys_database_info_mgr_test_connection", "测试连接", "sysDatabaseInfo:testConnection", 20),
)
CODE_GEN = "code_gen"
CODE_GEN_MGR = screen(  # 开发管理 -> 代码生成 (a resource of this project's shape from a table)
    CODE_GEN,
    "代码生成",
    "/codeGenerate",
    "gen/codeGenerate/index",
    8,
    *buttons(CODE_GEN, "代码生成配置", "codeGenerate", "page", "detail", "add", "edit", "delete"),
    button(f"{CODE_GEN}_information_list", "数据库表列表", "codeGenerate:InformationList", 10),
    button(f"{CODE_GEN}_run_file_content", "代码生成预览", "codeGenerate:runFileContent", 11),
    button(f"{CODE_GEN}_run_down", "代码生成下载", "codeGenerate:runDown", 12),
    button(f"{CODE_GEN}_run_local", "代码生成到本项目", "codeGenerate:runLocal", 13),
    button(f"{CODE_GEN}_config_list", "代码生成详细配置列表", "sysCodeGenerateConfig:list", 14),
    button(f"{CODE_GEN}_config_detail", "代码生成详细配置查看", "sysCodeGenerateConfig:detail", 15),
    button(f"{CODE_GEN}_config_edit", "代码生成详细配置编辑", "sysCodeGenerateConfig:edit", 16),
    *reads(CODE_GEN, ("sysDatabaseInfo", "list", "数据库信息列表"), ("sysApp", "list", "应用列表")),
    *reads(CODE_GEN, ("sysMenu", "tree", "菜单树")),
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
NOTICE_MENUS: tuple[MenuSeed, ...] = (  # 通知公告 (directory with its screens)
    directory(
        "sys_notice",
        "通知公告",
        "/sysNotice",
        "sound",
        75,
        screen(
            "sys_notice_mgr",
            "公告管理",
            "/notice",
            "system/notice/index",
            1,
            *buttons("sys_notice_mgr", "公告", "sysNotice", "page", "detail", "add", "edit", "delete"),
            *buttons("sys_notice_mgr", "公告", "sysNotice", "changeStatus"),
            *reads("sys_notice_mgr", ("sysUser", "selector", "用户选择器")),
        ),
        screen(
            "sys_notice_mgr_received",
            "已收公告",
            "/noticeReceived",
            "system/noticeReceived/index",
            2,
            button("sys_notice_mgr_received_page", "已收公告查询", "sysNotice:received"),
        ),
    ),
)
TIMER_MENUS: tuple[MenuSeed, ...] = (  # screens under 系统监控 / 开发管理 for scheduled jobs
    screen(
        "sys_timers_mgr",
        "定时任务",
        "/timers",
        "system/timers/index",
        5,
        *buttons("sys_timers_mgr", "定时任务", "sysTimers", "page", "list", "detail"),
        *buttons("sys_timers_mgr", "定时任务", "sysTimers", "add", "edit", "delete"),
        button("sys_timers_mgr_get_action_classes", "定时任务执行类列表", "sysTimers:getActionClasses", 7),
        button("sys_timers_mgr_next_fire_times", "定时任务执行时间预览", "sysTimers:nextFireTimes", 8),
        button("sys_timers_mgr_start", "定时任务启动", "sysTimers:start", 9),
        button("sys_timers_mgr_stop", "定时任务停止", "sysTimers:stop", 10),
        button("sys_timers_mgr_log_page", "定时任务执行记录查询", "sysTimerLog:page", 11),
    ),
)
MONITOR_MENUS: tuple[MenuSeed, ...] = (  # more screens under 系统监控 (online users, ...)
    screen(
        "sys_monitor_mgr_online_user",
        "在线用户",
        "/onlineUser",
        "system/onlineUser/index",
        2,
        button("sys_monitor_mgr_online_user_list", "在线用户列表", "sysOnlineUser:list", 1),
        button("sys_monitor_mgr_online_user_force_exist", "在线用户强退", "sysOnlineUser:forceExist", 2),
    ),
)
FILE_MENUS: tuple[MenuSeed, ...] = (  # 文件管理 screens under 开发管理
    screen(
        "sys_file_mgr",
        "文件管理",
        "/file",
        "system/file/index",
        4,
        *buttons("sys_file_mgr", "文件", "sysFileInfo", "page", "list", "detail", "delete"),
        button("sys_file_mgr_sys_file_upload", "文件上传", "sysFileInfo:upload", 5),
        button("sys_file_mgr_sys_file_download", "文件下载", "sysFileInfo:download", 6),
        button("sys_file_mgr_sys_file_preview", "图片预览", "sysFileInfo:preview", 7),
    ),
)
MESSAGE_MENUS: tuple[MenuSeed, ...] = (  # 邮件发送 / 短信管理 screens under 开发管理
    screen(
        "sys_email_mgr",
        "邮件发送",
        "/email",
        "system/email/index",
        5,
        button("sys_email_mgr_send_email", "发送文本邮件", "email:sendEmail", 1),
        button("sys_email_mgr_send_email_html", "发送HTML邮件", "email:sendEmailHtml", 2),
        button("sys_email_mgr_page", "邮件发送记录查询", "email:page", 3),
        button("sys_email_mgr_detail", "邮件发送记录详情", "email:detail", 4),
    ),
    screen(
        "sys_sms_mgr",
        "短信管理",
        "/sms",
        "system/sms/index",
        6,
        button("sys_sms_mgr_page", "短信发送记录查询", "sms:page", 1),
        button("sys_sms_mgr_detail", "短信发送记录详情", "sms:detail", 2),
        button("sys_sms_mgr_send_login_message", "发送验证码短信", "sms:sendLoginMessage", 3),
        button("sys_sms_mgr_validate_message", "校验短信验证码", "sms:validateMessage", 4),
    ),
)
TENANT_MENUS: tuple[MenuSeed, ...] = (  # 租户管理 (the master tenant's only: hidden in each tenant)
    MenuSeed(
        "sys_tenant_mgr",
        "租户管理",
        TYPE_MENU,
        "/tenant",
        "system/tenant/index",
        "cluster",
        open_type=OPEN_COMPONENT,
        sort=75,
        children=(
            *buttons("sys_tenant_mgr", "租户", "sysTenant", "page", "detail", "add", "edit", "delete"),
            *buttons("sys_tenant_mgr", "租户", "sysTenant", "changeStatus"),
            button("sys_tenant_mgr_update_admin_pwd", "修改租户管理员密码", "sysTenant:updateAdminPwd"),
        ),
    ),
)
DASHBOARD_MENUS: tuple[MenuSeed, ...] = (  # 主控面板 (analysis, monitor, workplace)
    MenuSeed(
        "system_index",
        "主控面板",
        TYPE_DIR,
        "/dashboard",
        "RouteView",
        "home",
        redirect="/workplace",
        sort=1,
        children=(
            screen(
                "system_index_workplace",
                "工作台",
                "/workplace",
                "system/dashboard/Workplace",
                1,
                button("system_index_workplace_query", "工作台查询", "sysDashboard:workplace"),
            ),
            screen(
                "system_index_dashboard",
                "分析页",
                "/analysis",
                "system/dashboard/Analysis",
                2,
                button("system_index_dashboard_query", "分析页查询", "sysDashboard:analysis"),
            ),
            screen(
                "system_index_monitor",
                "监控页",
                "/dashboardMonitor",
                "system/dashboard/Monitor",
                3,
                button("system_index_monitor_query", "监控页查询", "sysDashboard:monitor"),
            ),
            screen("system_index_test_work", "测试工作台", "/testWork", "system/dashboard/TestWork", 4),
        ),
    ),
)


# 系统应用's top-level menus (pay and workflow add theirs through their plugins).
SYSTEM_MENUS: tuple[MenuSeed, ...] = (
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
        DATABASE_INFO_MGR,
        CODE_GEN_MGR,
    ),
    *NOTICE_MENUS,
    *TENANT_MENUS,
    directory("form_mgr", "表单设计", "/form", "form", 80, FORM_DESIGN_MGR),
)

# Role code -> the 系统应用 menu codes it is granted (directories, menus and buttons listed explicitly).
SYSTEM_GRANTS: dict[str, tuple[str, ...]] = {
    "demo_role": (
        # 主控面板 -> 工作台: the user's own projects, notices and recent operations
        "system_index",
        "system_index_workplace",
        "system_index_workplace_query",
        "sys_monitor_mgr",
        "sys_monitor_mgr_machine_monitor",
        "sys_monitor_mgr_machine_monitor_query",
        # 组织架构 -> 用户管理, read-only (plus the organisation tree its screen shows beside the table)
        "sys_mgr",
        "sys_user_mgr",
        "sys_user_mgr_page",
        "sys_user_mgr_detail",
        "sys_user_mgr_export",
        "sys_user_mgr_sys_org_tree",
        # 通知公告 -> 已收公告: every user reads what was sent to them
        "sys_notice",
        "sys_notice_mgr_received",
        "sys_notice_mgr_received_page",
    ),
}
