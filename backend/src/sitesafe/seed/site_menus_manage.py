"""现场管理 -> 管理模块: the management modules approved through the workflow (site management III), and
the demo role's grants of them. Each module's screen gets one button per endpoint (`manage_buttons`)."""

from __future__ import annotations

from sitesafe.seed.menu_kit import MenuSeed, buttons, directory, reads, screen

CRUD_ACTIONS = ("page", "detail", "add", "edit", "delete", "export")
APPROVAL_ACTIONS = ("submit", "withdraw", "approve", "reject", "approvalPage", "ccPage", "flow", "extForm")


def manage_buttons(screen_code: str, title: str, resource: str) -> tuple[MenuSeed, ...]:
    """A management module's buttons: its CRUD, its approval endpoints, and the user picker (抄送人)."""
    return (
        *buttons(screen_code, title, resource, *CRUD_ACTIONS, *APPROVAL_ACTIONS),
        *reads(screen_code, ("sysUser", "selector", "用户选择器")),
    )


MANAGE_MENUS = directory(
    "site_manage_mgr",
    "管理模块",
    "/manage",
    "audit",
    60,
    screen(
        "site_approval_record",
        "审批记录",
        "/manage/approvalRecord",
        "site/approvalRecord/index",
        70,
        *manage_buttons("site_approval_record", "审批记录", "siteApprovalRecord"),
    ),
)


def _codes(menu: MenuSeed) -> tuple[str, ...]:
    return (menu.code, *(code for child in menu.children for code in _codes(child)))


# The demo user keeps and approves the records of its projects.
MANAGE_GRANTS = _codes(MANAGE_MENUS)
