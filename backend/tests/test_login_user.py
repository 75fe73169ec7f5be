"""getLoginUser, app switching and the data-scope computation."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from helpers import call, login
from sitesafe.core.grants import router_code
from sitesafe.modules.site.menus.alarm import ALARM_GRANTS, ALARM_MENUS
from sitesafe.modules.site.menus.device import DEVICE_GRANTS, DEVICE_MENUS
from sitesafe.modules.site.menus.manage import (
    MANAGE_GRANTS,
    MANAGE_MENUS,
    MANAGE_TOOL_GRANTS,
    MANAGE_TOOL_MENUS,
)
from sitesafe.modules.system.menu.models import TYPE_BUTTON
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role.models import SysRole, SysRoleDataScope
from sitesafe.modules.system.user.models import SysUser, SysUserDataScope, SysUserRole
from sitesafe.modules.workflow.menus import WORKFLOW_MENUS, WORKFLOW_USER_GRANTS
from sitesafe.seed.menus import PEOPLE_DEMO_GRANTS, PEOPLE_MENUS, MenuSeed

LOGIN_USER_FIELDS = {
    "id",
    "account",
    "nickName",
    "name",
    "avatar",
    "birthday",
    "sex",
    "email",
    "phone",
    "tel",
    "adminType",
    "lastLoginIp",
    "lastLoginTime",
    "lastLoginAddress",
    "lastLoginBrowser",
    "lastLoginOs",
    "loginEmpInfo",
    "apps",
    "roles",
    "permissions",
    "menus",
    "dataScopes",
    "tenants",
    "preferences",
    "passwordChangeRequired",
}


def _flat(item: MenuSeed) -> list[MenuSeed]:
    return [item, *(m for child in item.children for m in _flat(child))]


# The demo role's grants of 人员管理: directory and screens (by router) and buttons (by permission).
PEOPLE_SCREENS = {m.code for m in _flat(PEOPLE_MENUS) if m.type != TYPE_BUTTON}
PEOPLE_DEMO_PERMISSIONS = {
    (m.permission if m.type == TYPE_BUTTON else router_code(m.router))
    for m in _flat(PEOPLE_MENUS)
    if m.code in PEOPLE_DEMO_GRANTS and m.code != PEOPLE_MENUS.code
}
# 现场管理 -> 告警管理: every alarm screen and its buttons, the notification rules read-only
ALARM_SCREENS = {m.code for m in _flat(ALARM_MENUS) if m.type != TYPE_BUTTON}
ALARM_DEMO_PERMISSIONS = {
    (m.permission if m.type == TYPE_BUTTON else router_code(m.router))
    for m in _flat(ALARM_MENUS)
    if m.code in ALARM_GRANTS and m.code != ALARM_MENUS.code
}
# 现场管理 -> 设备管理 (seed/site_menus_device.py)
DEVICE_SCREENS = {m.code for m in _flat(DEVICE_MENUS) if m.type != TYPE_BUTTON}
DEVICE_DEMO_PERMISSIONS = {
    (m.permission if m.type == TYPE_BUTTON else router_code(m.router))
    for m in _flat(DEVICE_MENUS)
    if m.code in DEVICE_GRANTS and m.code != DEVICE_MENUS.code
}
# 现场管理 -> 管理模块 (seed/site_menus_manage.py): the demo user keeps and approves its projects' records
MANAGE_SCREENS = {m.code for m in _flat(MANAGE_MENUS) if m.type != TYPE_BUTTON}
MANAGE_DEMO_PERMISSIONS = {
    (m.permission if m.type == TYPE_BUTTON else router_code(m.router))
    for m in _flat(MANAGE_MENUS)
    if m.code in MANAGE_GRANTS and m.code != MANAGE_MENUS.code
}
# 现场管理 -> 管理工具 (the same file): the demo user assesses, reports, surveys and keeps the items
MANAGE_TOOL_SCREENS = {m.code for m in _flat(MANAGE_TOOL_MENUS) if m.type != TYPE_BUTTON}
MANAGE_TOOL_DEMO_PERMISSIONS = {
    (m.permission if m.type == TYPE_BUTTON else router_code(m.router))
    for m in _flat(MANAGE_TOOL_MENUS)
    if m.code in MANAGE_TOOL_GRANTS and m.code != MANAGE_TOOL_MENUS.code
}

# 现场管理 -> 监测数据: the three data screens (router codes), their reads and the live stream
DATA_SCREENS = {"site_data_mgr", "site_data_crane", "site_data_lift", "site_data_environment"}
DATA_DEMO_PERMISSIONS = {
    "monitorData:crane",
    "monitorData:lift",
    "monitorData:environment",
    *(
        f"{r}:{a}"
        for r in ("craneData", "liftData", "environmentData")
        for a in ("latest", "page", "series", "export")
    ),
    "siteLive:stream",
}
# 工作流: every user's screens (applying and approving); the directory has no router code.
WORKFLOW_SCREENS = {m.code for m in _flat(WORKFLOW_MENUS) if m.type != TYPE_BUTTON}
WORKFLOW_DEMO_PERMISSIONS = {
    (m.permission if m.type == TYPE_BUTTON else router_code(m.router))
    for m in _flat(WORKFLOW_MENUS)
    if m.code in WORKFLOW_USER_GRANTS and m.code != WORKFLOW_MENUS.code
}


def test_demo_user_document(client: TestClient) -> None:
    data = call(client, "GET", "/api/getLoginUser", login(client, "demo"))["data"]
    assert set(data) == LOGIN_USER_FIELDS
    assert (data["account"], data["name"], data["adminType"], data["phone"]) == (
        "demo",
        "演示用户",
        2,
        "13800000000",
    )
    assert isinstance(data["id"], str) and data["id"].isdigit()
    assert data["lastLoginIp"] == "testclient"
    emp = data["loginEmpInfo"]
    assert (emp["orgName"], emp["jobNum"], emp["positions"]) == (
        "华夏集团北京分公司",
        "D001",
        [{"posCode": "zjl", "posName": "总经理"}],
    )
    assert emp["extOrgPos"] == [] and isinstance(emp["orgId"], str)
    assert data["apps"] == [
        {"code": "system", "name": "系统应用", "active": True},
        {"code": "site", "name": "现场管理", "active": False},
    ]
    assert [r["code"] for r in data["roles"]] == ["demo_role"]
    assert set(data["permissions"]) == {
        "sysMachine:query",
        "machine",
        "project:mine",
        "mgr_user",
        "sysUser:page",
        "sysUser:detail",
        "sysUser:export",
        "sysOrg:tree",
        "workplace",
        "sysDashboard:workplace",
        "noticeReceived",
        "sysNotice:received",
        # 现场管理 -> 项目管理 (screens by their router, then their buttons)
        "board",
        "siteBoard:overview",
        "project",
        "projectNotice",
        "projectSetting",
        "projectEnterprise",
        "subEnterprise",
        *(
            f"project:{a}"
            for a in ("getPage", "detail", "memberList", "getJgw", "getMonitor", "getEnvironment")
        ),
        "projectDepartment:list",
        "projectDepartment:tree",
        *(f"projectNotice:{a}" for a in ("page", "detail", "add", "edit", "delete", "publish", "withdraw")),
        "projectSetting:detail",
        *(f"projectEnterprise:{a}" for a in ("page", "list", "detail", "add", "edit", "delete", "export")),
        *(f"subEnterprise:{a}" for a in ("page", "list", "detail", "add", "edit", "delete", "export")),
        *PEOPLE_DEMO_PERMISSIONS,
        *DEVICE_DEMO_PERMISSIONS,
        # 现场管理 -> 考勤管理: screens (router codes) and their buttons
        "attendance:records",
        "attendance:dailyRoster",
        "attendance:monthlySheet",
        "attendance:deviceFace",
        "attendance:page",
        "attendance:detail",
        "attendance:add",
        "attendance:export",
        "attendance:teams",
        "attendance:persons",
        "attendance:daily",
        "attendance:monthSheet",
        "attendance:monthSheetExport",
        "deviceFace:page",
        "deviceFace:detail",
        "deviceFace:stats",
        *ALARM_DEMO_PERMISSIONS,
        *DATA_DEMO_PERMISSIONS,
        *MANAGE_DEMO_PERMISSIONS,
        *MANAGE_TOOL_DEMO_PERMISSIONS,
        *WORKFLOW_DEMO_PERMISSIONS,
    }
    assert {m["name"] for m in data["menus"]} == {
        *(code for code in WORKFLOW_USER_GRANTS if code in WORKFLOW_SCREENS),
        "system_index",
        "system_index_workplace",
        "sys_notice",
        "sys_notice_mgr_received",
        "sys_monitor_mgr",
        "sys_monitor_mgr_machine_monitor",
        "sys_mgr",
        "sys_user_mgr",
    }
    machine = next(m for m in data["menus"] if m["name"] == "sys_monitor_mgr_machine_monitor")
    parent = next(m for m in data["menus"] if m["name"] == "sys_monitor_mgr")
    assert machine == {
        "id": machine["id"],
        "pid": parent["id"],
        "name": "sys_monitor_mgr_machine_monitor",
        "component": "system/machine/index",
        "redirect": None,
        "path": "/machine",
        "hidden": False,
        "meta": {"title": "服务监控", "icon": None, "show": True, "target": None, "link": None},
    }
    assert (
        parent["pid"] == "0"
        and parent["component"] == "PageView"
        and parent["meta"]["icon"] == "deployment-unit"
    )
    assert data["tenants"] is None and data["preferences"] == {}


def test_super_admin_document(client: TestClient) -> None:
    data = call(client, "GET", "/api/getLoginUser", login(client, "superAdmin"))["data"]
    assert data["adminType"] == 1 and data["permissions"] == [] and data["roles"] == []
    assert data["loginEmpInfo"] == {
        "jobNum": None,
        "orgId": None,
        "orgName": None,
        "extOrgPos": [],
        "positions": [],
    }
    assert [a["code"] for a in data["apps"]] == ["system", "site"]
    names = {m["name"] for m in data["menus"]}
    assert names == {
        "sys_monitor_mgr",
        "sys_monitor_mgr_machine_monitor",
        "system_tools",
        "sys_swagger_mgr",
        "system_tools_config",
        "sys_dict_mgr",
        "sys_mgr",
        "sys_user_mgr",
        "sys_org_mgr",
        "sys_pos_mgr",
        "auth_manager",
        "sys_app_mgr",
        "sys_menu_mgr",
        "sys_role_mgr",
        "form_mgr",
        "form_design_mgr",
        "sys_log_mgr",
        "sys_log_mgr_vis_log",
        "sys_log_mgr_op_log",
        "system_index",
        "system_index_workplace",
        "system_index_dashboard",
        "system_index_monitor",
        "system_index_test_work",
        "sys_database_info_mgr",
        "code_gen",
        "sys_monitor_mgr_online_user",
        "sys_timers_mgr",
        "sys_file_mgr",
        "sys_email_mgr",
        "sys_sms_mgr",
        "sys_notice",
        "sys_notice_mgr",
        "sys_notice_mgr_received",
        "sys_tenant_mgr",
        "system_pay",
        "system_pay_alipay",
        *WORKFLOW_SCREENS,
    }
    swagger = next(m for m in data["menus"] if m["name"] == "sys_swagger_mgr")
    assert (swagger["component"], swagger["path"], swagger["meta"]["link"]) == (
        "Iframe",
        "/swagger",
        "/api/docs",
    )


def test_change_app(client: TestClient) -> None:
    demo = login(client, "demo")
    site = call(client, "POST", "/api/sysMenu/change", demo, json={"application": "site"})["data"]
    assert {m["name"] for m in site} == {
        "site_project_mgr",
        "site_board",
        "site_project",
        "site_project_mine",
        "site_project_notice",
        "site_project_setting",
        "site_project_enterprise",
        "site_sub_enterprise",
        *(code for code in PEOPLE_DEMO_GRANTS if code in PEOPLE_SCREENS),
        "site_attendance_mgr",
        "site_attendance",
        "site_attendance_daily",
        "site_attendance_month_sheet",
        "site_device_face",
        *ALARM_SCREENS,
        *(code for code in DEVICE_GRANTS if code in DEVICE_SCREENS),
        *DATA_SCREENS,
        *MANAGE_SCREENS,
        *MANAGE_TOOL_SCREENS,
    }
    mine = next(m for m in site if m["name"] == "site_project_mine")
    assert (mine["path"], mine["component"]) == ("/project/mine", "site/project/mine")
    unknown = call(client, "POST", "/api/sysMenu/change", demo, json={"application": "nope"})
    assert (unknown["code"], unknown["message"]) == (2011001, "应用不存在")
    empty = call(client, "POST", "/api/sysMenu/change", demo, json={})
    assert (empty["code"], empty["message"]) == (1012001, "应用编码不能为空")


def test_preferences_round_trip(client: TestClient) -> None:
    token = login(client, "demo")
    layout = {"navTheme": "light", "layout": "topmenu", "multiTab": True}
    assert call(
        client, "POST", "/api/sysUser/updatePreferences", token, json={"layout": layout, "projectId": None}
    )["success"]
    notify = {"accountPassword": True, "systemMessage": False, "todoTask": True}
    assert call(
        client,
        "POST",
        "/api/sysUser/updatePreferences",
        token,
        json={"preferences": {"notification": notify}},
    )["success"]
    stored = call(client, "GET", "/api/getLoginUser", token)["data"]["preferences"]
    assert stored == {"layout": layout, "notification": notify}
    huge = call(client, "POST", "/api/sysUser/updatePreferences", token, json={"layout": {"x": "y" * 9000}})
    assert (huge["code"], huge["message"]) == (1012001, "偏好设置内容过大")
    not_object = call(client, "POST", "/api/sysUser/updatePreferences", token, json=["a"])
    assert not_object["code"] == 1012001


def _org_ids(db: Session, *codes: str) -> list[str]:
    rows = db.execute(select(SysOrg.id).where(SysOrg.code.in_(codes))).scalars()
    return sorted(str(i) for i in rows)


@pytest.mark.parametrize(
    ("scope_type", "expected_codes"),
    [
        (1, ("hxjt", "hxjt_bj", "hxjt_bj_yfb", "hxjt_bj_qhb", "hxjt_cd", "hxjt_cd_scb", "hxjt_cd_cwb")),
        (2, ("hxjt_bj", "hxjt_bj_yfb", "hxjt_bj_qhb")),
        (3, ("hxjt_bj",)),
        (4, ()),
        (5, ("hxjt_cd_scb", "hxjt_cd_cwb")),
    ],
)
def test_data_scopes_of_each_type(
    client: TestClient,
    db: Session,
    make_user: Callable[..., SysUser],
    scope_type: int,
    expected_codes: tuple[str, ...],
) -> None:
    user = make_user(org="hxjt_bj")
    role = SysRole(
        name=f"范围{scope_type}",
        code=f"scope{scope_type}_{user.id}",
        data_scope_type=scope_type,
        sort=1,
        status=0,
    )
    db.add(role)
    db.flush()
    db.add(SysUserRole(user_id=user.id, role_id=role.id))
    if scope_type == 5:
        for org_id in _org_ids(db, "hxjt_cd_scb", "hxjt_cd_cwb"):
            db.add(SysRoleDataScope(role_id=role.id, org_id=int(org_id)))
    db.commit()
    scopes = call(client, "GET", "/api/getLoginUser", login(client, user.account))["data"]["dataScopes"]
    assert sorted(scopes) == _org_ids(db, *expected_codes)


def test_data_scopes_union_user_grants_and_broadest_role(
    client: TestClient, db: Session, make_user: Callable[..., SysUser]
) -> None:
    user = make_user(org="hxjt_bj_yfb")
    narrow = SysRole(name="本人", code=f"self_{user.id}", data_scope_type=4, sort=1, status=0)
    wide = SysRole(name="本部门", code=f"dept_{user.id}", data_scope_type=3, sort=2, status=0)
    db.add_all([narrow, wide])
    db.flush()
    db.add_all(
        [SysUserRole(user_id=user.id, role_id=narrow.id), SysUserRole(user_id=user.id, role_id=wide.id)]
    )
    db.add(SysUserDataScope(user_id=user.id, org_id=int(_org_ids(db, "hxjt_cd")[0])))
    db.commit()
    scopes = call(client, "GET", "/api/getLoginUser", login(client, user.account))["data"]["dataScopes"]
    assert sorted(scopes) == _org_ids(db, "hxjt_bj_yfb", "hxjt_cd")


def test_user_without_grants_gets_no_apps_and_no_menus(
    client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    data = call(client, "GET", "/api/getLoginUser", login(client, make_user().account))["data"]
    assert (data["apps"], data["menus"], data["permissions"], data["dataScopes"]) == ([], [], [], [])


def test_profile_changes_show_on_the_next_request(client: TestClient) -> None:
    token = login(client, "demo")
    before = call(client, "GET", "/api/getLoginUser", token)["data"]
    body = {
        "nickName": "小演",
        "birthday": "1990-05-06",
        "sex": 2,
        "email": "demo@example.com",
        "tel": "010-1234",
    }
    assert call(client, "POST", "/api/sysUser/updateInfo", token, json=body)["success"]
    after = call(client, "GET", "/api/getLoginUser", token)["data"]
    assert (after["nickName"], after["birthday"], after["sex"], after["email"]) == (
        "小演",
        "1990-05-06",
        2,
        "demo@example.com",
    )
    restore = {k: before[k] for k in ("nickName", "birthday", "email", "tel")} | {"sex": before["sex"]}
    assert call(client, "POST", "/api/sysUser/updateInfo", token, json=restore)["success"]
