"""The 现场管理 application's menus (项目管理, 人员管理, 考勤管理) and the demo role's grants of them."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, _snake, button, buttons, directory, reads, screen

# 现场管理 -> 项目管理: projects, their boards and settings, and the enterprises taking part.
PROJECT_ACTIONS = (
    ("getPage", "项目查询"),
    ("memberList", "项目成员列表"),
    ("addMember", "项目成员增加"),
    ("removeMember", "项目成员移除"),
    ("getJgw", "监管平台设置查看"),
    ("jgw", "监管平台设置保存"),
    ("getMonitor", "视频平台设置查看"),
    ("monitor", "视频平台设置保存"),
    ("getEnvironment", "环境阈值查看"),
    ("setEnvironment", "环境阈值保存"),
    ("issue", "项目人员下发"),
)
ENTERPRISE_ACTIONS = ("page", "list", "detail", "add", "edit", "delete", "export")
PROJECT_MENUS: tuple[MenuSeed, ...] = (
    screen(
        "site_board",
        "项目看板",
        "/board",
        "site/board/index",
        0,
        button("site_board_overview", "项目看板查看", "siteBoard:overview", 1),
    ),
    screen(
        "site_project",
        "项目列表",
        "/project",
        "site/project/index",
        1,
        *buttons("site_project", "项目", "project", "detail", "add", "edit", "delete"),
        *(
            button(f"site_project_{_snake(action)}", title, f"project:{action}", 10 + i)
            for i, (action, title) in enumerate(PROJECT_ACTIONS)
        ),
        *buttons("site_project_dept", "项目部门", "projectDepartment", "list", "detail", "add", "edit"),
        *buttons("site_project_dept", "项目部门", "projectDepartment", "delete", "tree"),
        *reads("site_project", ("sysUser", "selector", "用户选择器")),
    ),
    screen("site_project_mine", "我的项目", "/project/mine", "site/project/mine", 2),
    screen(
        "site_project_notice",
        "项目公告",
        "/projectNotice",
        "site/notice/index",
        3,
        *buttons(
            "site_project_notice", "项目公告", "projectNotice", "page", "detail", "add", "edit", "delete"
        ),
        button("site_project_notice_publish", "项目公告发布", "projectNotice:publish", 20),
        button("site_project_notice_withdraw", "项目公告撤回", "projectNotice:withdraw", 21),
    ),
    screen(
        "site_project_setting",
        "项目设置",
        "/projectSetting",
        "site/project/setting",
        4,
        button("site_project_setting_detail", "项目设置查看", "projectSetting:detail", 1),
        button("site_project_setting_save", "项目设置保存", "projectSetting:save", 2),
    ),
    screen(
        "site_project_enterprise",
        "参建单位",
        "/projectEnterprise",
        "site/enterprise/index",
        5,
        *buttons("site_project_enterprise", "参建单位", "projectEnterprise", *ENTERPRISE_ACTIONS),
    ),
    screen(
        "site_sub_enterprise",
        "分包单位",
        "/subEnterprise",
        "site/enterprise/sub",
        6,
        *buttons("site_sub_enterprise", "分包单位", "subEnterprise", *ENTERPRISE_ACTIONS),
        *reads("site_sub_enterprise", ("projectEnterprise", "list", "参建单位列表")),
    ),
)

# 现场管理 -> 人员管理: teams, real-name people, their certificates and education, crane and lift drivers.
CRUD_EXPORT = ("page", "list", "detail", "add", "edit", "delete", "export")
PERSON_RECORDS = ("page", "list", "detail", "add", "edit", "delete", "export")


def _records(screen_code: str) -> tuple[MenuSeed, ...]:
    """The certificate and education tabs of a person's detail."""
    return (
        *buttons(f"{screen_code}_cert", "人员证书", "personCert", *PERSON_RECORDS),
        *buttons(f"{screen_code}_education", "安全教育", "personEducation", *PERSON_RECORDS),
    )


def _driver_screen(code: str, name: str, resource: str, component: str, sort: int) -> MenuSeed:
    return screen(
        code,
        name,
        f"/{resource}",
        component,
        sort,
        *buttons(code, name, resource, *CRUD_EXPORT),
        button(f"{code}_expiring", f"{name}证书到期预警", f"{resource}:expiring", 20),
        *reads(code, ("worker", "page", "工人查询")),
    )


PEOPLE_MENUS = directory(
    "site_people_mgr",
    "人员管理",
    "/people",
    "team",
    20,
    screen(
        "site_team",
        "班组",
        "/team",
        "site/team/index",
        1,
        *buttons("site_team", "班组", "team", *CRUD_EXPORT),
        *reads("site_team", ("team", "enterprises", "参建单位下拉")),
    ),
    screen(
        "site_team_person",
        "班组人员",
        "/teamPerson",
        "site/teamPerson/index",
        2,
        *buttons("site_team_person", "班组人员", "teamPerson", "page", "detail", "add", "edit", "delete"),
        *buttons("site_team_person", "班组人员", "teamPerson", "export", "import", "downloadImportTemplate"),
        button("site_team_person_picture", "班组人员照片", "teamPerson:picture", 20),
        button("site_team_person_issue", "班组人员下发", "teamPerson:issue", 21),
        *reads(
            "site_team_person",
            ("team", "list", "班组列表"),
            ("team", "enterprises", "参建单位下拉"),
            ("worker", "face", "工人人脸照片"),
        ),
    ),
    screen(
        "site_person",
        "人员",
        "/person",
        "site/person/index",
        3,
        *buttons("site_person", "人员", "person", "page", "detail", "add", "edit", "delete", "export"),
        button("site_person_reveal_id_no", "人员查看证件号", "person:revealIdNo", 20),
        button("site_person_face", "人员人脸照片", "person:face", 21),
        button("site_person_picture", "人员上传照片", "person:picture", 22),
        *_records("site_person"),
        *reads("site_person", ("team", "enterprises", "参建单位下拉")),
    ),
    screen(
        "site_worker",
        "工人",
        "/worker",
        "site/worker/index",
        4,
        *buttons("site_worker", "工人", "worker", "page", "detail", "add", "edit", "delete", "export"),
        button("site_worker_reveal_id_no", "工人查看证件号", "worker:revealIdNo", 20),
        button("site_worker_face", "工人人脸照片", "worker:face", 21),
        button("site_worker_blacklist", "工人拉黑", "worker:blacklist", 22),
        button("site_worker_unblacklist", "工人解除黑名单", "worker:unblacklist", 23),
        *_records("site_worker"),
        *reads("site_worker", ("team", "list", "班组列表"), ("team", "enterprises", "参建单位下拉")),
    ),
    _driver_screen("site_crane_driver", "塔吊司机", "craneDriver", "site/craneDriver/index", 5),
    _driver_screen("site_lift_driver", "升降机司机", "liftDriver", "site/liftDriver/index", 6),
)
# Read-only grants of 人员管理 for the demo role (the demo user belongs to 城南安置房项目 only).
PEOPLE_DEMO_GRANTS = (
    "site_people_mgr",
    *(
        code
        for screen_code in ("site_team", "site_team_person", "site_person", "site_worker")
        for code in (screen_code, f"{screen_code}_page", f"{screen_code}_detail", f"{screen_code}_export")
    ),
    "site_team_list",
    "site_team_team_enterprises",
    "site_team_person_team_list",
    "site_team_person_team_enterprises",
    "site_team_person_worker_face",
    "site_team_person_download_import_template",
    "site_person_face",
    "site_worker_face",
    "site_worker_team_list",
    "site_worker_team_enterprises",
    *(
        f"{s}_{r}_{a}"
        for s in ("site_person", "site_worker")
        for r in ("cert", "education")
        for a in ("page", "detail")
    ),
    *(
        code
        for screen_code in ("site_crane_driver", "site_lift_driver")
        for code in (
            screen_code,
            f"{screen_code}_page",
            f"{screen_code}_detail",
            f"{screen_code}_export",
            f"{screen_code}_expiring",
            f"{screen_code}_worker_page",
        )
    ),
)


# 现场管理 -> 考勤管理: clock records (补录), the daily roster, the monthly sheet, face terminals
_TEAMS = ("attendance", "teams", "考勤班组选项")
ATTENDANCE_MENUS = directory(
    "site_attendance_mgr",
    "考勤管理",
    "/attendance",
    "schedule",
    40,
    screen(
        "site_attendance",
        "考勤记录",
        "/attendance/records",
        "site/attendance/index",
        1,
        *buttons("site_attendance", "考勤记录", "attendance", "page", "detail", "add", "export"),
        *reads("site_attendance", _TEAMS, ("attendance", "persons", "考勤人员选项")),
    ),
    screen(
        "site_attendance_daily",
        "每日考勤",
        "/attendance/dailyRoster",
        "site/attendance/daily",
        2,
        button("site_attendance_daily_query", "每日考勤查询", "attendance:daily"),
        *reads("site_attendance_daily", _TEAMS),
    ),
    screen(
        "site_attendance_month_sheet",
        "月度考勤表",
        "/attendance/monthlySheet",
        "site/attendance/monthSheet",
        3,
        button("site_attendance_month_sheet_query", "月度考勤表查询", "attendance:monthSheet", 1),
        button("site_attendance_month_sheet_export", "月度考勤表导出", "attendance:monthSheetExport", 2),
        *reads("site_attendance_month_sheet", _TEAMS),
    ),
    screen(
        "site_device_face",
        "人脸设备",
        "/attendance/deviceFace",
        "site/deviceFace/index",
        4,
        *buttons("site_device_face", "人脸设备", "deviceFace", "page", "list", "detail", "add", "edit"),
        *buttons("site_device_face", "人脸设备", "deviceFace", "delete", "changeStatus", "export"),
        button("site_device_face_reset_key", "人脸设备重置密钥", "deviceFace:resetKey", 30),
        button("site_device_face_stats", "人脸设备统计", "deviceFace:stats", 31),
    ),
)
ATTENDANCE_GRANTS = (
    "site_attendance_mgr",
    "site_attendance",
    "site_attendance_page",
    "site_attendance_detail",
    "site_attendance_add",
    "site_attendance_export",
    "site_attendance_attendance_teams",
    "site_attendance_attendance_persons",
    "site_attendance_daily",
    "site_attendance_daily_query",
    "site_attendance_daily_attendance_teams",
    "site_attendance_month_sheet",
    "site_attendance_month_sheet_query",
    "site_attendance_month_sheet_export",
    "site_attendance_month_sheet_attendance_teams",
    "site_device_face",
    "site_device_face_page",
    "site_device_face_detail",
    "site_device_face_stats",
)
