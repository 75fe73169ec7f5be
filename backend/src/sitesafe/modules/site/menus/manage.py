"""现场管理 -> 管理模块: the management modules approved through the workflow (site management III), and
the demo role's grants of them. Each module's screen gets one button per endpoint (`manage_buttons`)."""

from __future__ import annotations

from sitesafe.modules.system.menu.kit import MenuSeed, button, buttons, directory, reads, screen

CRUD_ACTIONS = ("page", "detail", "add", "edit", "delete", "export")
APPROVAL_ACTIONS = ("submit", "withdraw", "approve", "reject", "approvalPage", "ccPage", "flow", "extForm")


def manage_buttons(screen_code: str, title: str, resource: str) -> tuple[MenuSeed, ...]:
    """A management module's buttons: its CRUD, its approval endpoints, and the user picker (抄送人)."""
    return (
        *buttons(screen_code, title, resource, *CRUD_ACTIONS, *APPROVAL_ACTIONS),
        *reads(screen_code, ("sysUser", "selector", "用户选择器")),
    )


# 安全检查: the hazard category tree is kept from its screen; the pickers of its form
_HAZARD_ACTIONS = ("list", "detail", "add", "edit", "delete", "tree")
_MEMBERS_READ = ("project", "memberList", "项目成员列表")
_INSPECTION_READS = (("projectEnterprise", "list", "参建单位列表"), ("siteCheckJob", "list", "检查任务列表"))

MANAGE_MENUS = directory(
    "site_manage_mgr",
    "管理模块",
    "/manage",
    "audit",
    60,
    screen(
        "site_inspection",
        "安全检查",
        "/manage/inspection",
        "site/inspection/index",
        50,
        *manage_buttons("site_inspection", "安全检查", "siteInspection"),
        button("site_inspection_rectify", "安全检查提交整改", "siteInspection:rectify", 200),
        button("site_inspection_review", "安全检查复查", "siteInspection:review", 201),
        button("site_inspection_logs", "安全检查整改记录", "siteInspection:logs", 202),
        button("site_inspection_stats", "安全检查统计", "siteInspection:stats", 203),
        *buttons("site_hazard_category", "隐患分类", "siteHazardCategory", *_HAZARD_ACTIONS),
        *reads("site_inspection", _MEMBERS_READ, *_INSPECTION_READS),
    ),
    screen(
        "site_check_job",
        "检查任务",
        "/manage/checkJob",
        "site/checkJob/index",
        60,
        *manage_buttons("site_check_job", "检查任务", "siteCheckJob"),
        button("site_check_job_enable", "启用停用检查任务", "siteCheckJob:enable", 200),
        *reads("site_check_job", _MEMBERS_READ),
    ),
    screen(
        "site_approval_record",
        "审批记录",
        "/manage/approvalRecord",
        "site/approvalRecord/index",
        70,
        *manage_buttons("site_approval_record", "审批记录", "siteApprovalRecord"),
    ),
    screen(
        "site_plan",
        "进度计划",
        "/manage/plan",
        "site/plan/index",
        20,
        *manage_buttons("site_plan", "进度计划", "sitePlan"),
        button("site_plan_node_tree", "进度计划节点树", "sitePlan:nodeTree", 200),
        button("site_plan_node_add", "增加计划节点", "sitePlan:nodeAdd", 201),
        button("site_plan_node_edit", "编辑计划节点", "sitePlan:nodeEdit", 202),
        button("site_plan_node_delete", "删除计划节点", "sitePlan:nodeDelete", 203),
        button("site_plan_node_progress", "填报节点进度", "sitePlan:nodeProgress", 204),
        *reads("site_plan", ("project", "memberList", "项目成员列表")),
    ),
    screen(
        "site_month_report",
        "月报",
        "/manage/monthReport",
        "site/monthReport/index",
        30,
        *manage_buttons("site_month_report", "月报", "siteMonthReport"),
        button("site_month_report_plan_summary", "月报关联计划节点", "siteMonthReport:planSummary", 200),
        *reads("site_month_report", ("sitePlan", "page", "进度计划选择")),
    ),
    screen(
        "site_journal",
        "施工日志",
        "/manage/journal",
        "site/journal/index",
        10,
        *manage_buttons("site_journal", "施工日志", "siteJournal"),
        button("site_journal_headcount", "施工日志出勤人数", "siteJournal:headcount", 200),
    ),
    screen(
        "site_weekly_meeting",
        "周例会",
        "/manage/weeklyMeeting",
        "site/weeklyMeeting/index",
        40,
        *manage_buttons("site_weekly_meeting", "周例会", "siteWeeklyMeeting"),
    ),
)


def _codes(menu: MenuSeed) -> tuple[str, ...]:
    return (menu.code, *(code for child in menu.children for code in _codes(child)))


# The demo user keeps and approves the records of its projects.
MANAGE_GRANTS = _codes(MANAGE_MENUS)


# 现场管理 -> 管理工具: 考核 and 事件上报 approved like the modules above; 问卷评价 and 评价项 plain
_ITEMS_READ = ("siteEvaluateItem", "list", "评价项列表")
_PLAIN_ACTIONS = ("page", "list", "detail", "add", "edit", "delete", "export")
MANAGE_TOOL_MENUS = directory(
    "site_manage_tool_mgr",
    "管理工具",
    "/manageTool",
    "tool",
    70,
    screen(
        "site_assessment",
        "考核",
        "/manageTool/assessment",
        "site/assessment/index",
        10,
        *manage_buttons("site_assessment", "考核", "siteAssessment"),
        *reads(
            "site_assessment",
            _ITEMS_READ,
            ("subEnterprise", "list", "分包单位列表"),
            ("team", "list", "班组列表"),
        ),
    ),
    screen(
        "site_event_report",
        "事件上报",
        "/manageTool/eventReport",
        "site/eventReport/index",
        20,
        *manage_buttons("site_event_report", "事件上报", "siteEventReport"),
    ),
    screen(
        "site_survey_evaluate",
        "问卷评价",
        "/manageTool/surveyEvaluate",
        "site/surveyEvaluate/index",
        30,
        *buttons("site_survey_evaluate", "问卷评价", "siteSurveyEvaluate", *_PLAIN_ACTIONS),
        button("site_survey_evaluate_answer", "问卷评价作答", "siteSurveyEvaluate:answer", 200),
        button("site_survey_evaluate_result", "问卷评价结果", "siteSurveyEvaluate:result", 201),
        *reads("site_survey_evaluate", _ITEMS_READ),
    ),
    screen(
        "site_evaluate_item",
        "评价项",
        "/manageTool/evaluateItem",
        "site/evaluateItem/index",
        40,
        *buttons("site_evaluate_item", "评价项", "siteEvaluateItem", *_PLAIN_ACTIONS, "changeStatus"),
    ),
)

# The demo user assesses, reports events, runs and answers surveys and keeps the evaluate items.
MANAGE_TOOL_GRANTS = _codes(MANAGE_TOOL_MENUS)
