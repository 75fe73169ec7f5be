"""Access control: every route is guarded unless declared public; permission codes; project membership."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts
from fastapi.testclient import TestClient
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from helpers import call, login
from sitesafe.core.access import Access, access_of, allowed_during_password_change
from sitesafe.core.context import AppContext
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.menu.models import SysMenu
from sitesafe.modules.system.role.models import SysRole, SysRoleMenu
from sitesafe.modules.system.user.models import SysUser

PUBLIC_ROUTES = {
    ("POST", "/api/login"),
    ("GET", "/api/logout"),
    ("GET", "/api/getTenantOpen"),
    ("GET", "/api/getCaptchaOpen"),
    ("GET", "/api/getRegisterOpen"),
    ("GET", "/api/getLoginClassic"),
    # the block-puzzle captcha of the sign-in page (AJ-Captcha's protocol)
    ("POST", "/api/captcha/get"),
    ("POST", "/api/captcha/check"),
    ("GET", "/api/getSmsCaptcha"),
    ("POST", "/api/user/register"),
    ("GET", "/api/health"),
    ("GET", "/api/ping"),
    ("GET", "/api/sysFileInfo/preview"),
    # face terminals: no user token, each call signed with the device's own key
    ("POST", "/api/device/face/heartbeat"),
    ("GET", "/api/device/face/persons"),
    ("POST", "/api/device/face/records"),
    # monitoring devices (readings of cranes, lifts, environment monitors; heartbeats of any kind): signed
    ("POST", "/api/device/{kind}/readings"),
    ("POST", "/api/device/heartbeat"),
    # Alipay's asynchronous notify: no token, each notify signed (RSA2) by Alipay or the local provider
    ("POST", "/api/payAlipay/notify"),
}
LOGIN_ONLY_ROUTES = {
    ("GET", "/api/getLoginUser"),
    ("POST", "/api/sysMenu/change"),
    ("GET", "/api/sysDictType/tree"),
    ("GET", "/api/sysDictType/dropDown"),
    ("POST", "/api/sysUser/updateInfo"),
    ("POST", "/api/sysUser/updatePwd"),
    ("POST", "/api/sysUser/updateAvatar"),
    ("POST", "/api/sysUser/updatePreferences"),
    ("POST", "/api/sysUser/bindPhone"),
    ("GET", "/api/project/getUserProjects"),
    ("POST", "/api/sysFileInfo/upload"),
    ("GET", "/api/sysFileInfo/download"),
    ("GET", "/api/sysFileInfo/previewUrl"),
    ("GET", "/api/sysNotice/unread"),
    ("GET", "/api/sysDashboard/mine"),
    ("POST", "/api/sysNotice/read"),
    # a snapshot photo: the record's read permission (attendance:page or :detail) is checked inside
    ("GET", "/api/attendance/photo"),
}
# What a user whose password an administrator set may still call until they change it.
DURING_PASSWORD_CHANGE_ROUTES = {("GET", "/api/getLoginUser"), ("POST", "/api/sysUser/updatePwd")}
# Served by plain (non-API) routes, public by construction: the offline API documentation.
DOCS_ROUTES = {"/api/docs", "/api/openapi.json", "/api/docs/assets"}


def _api_routes(app: FastAPI) -> dict[tuple[str, str], Access]:
    routes: dict[tuple[str, str], Access] = {}
    for context in iter_route_contexts(app.routes):
        path = context.path or ""
        if not path.startswith("/api"):
            continue
        if not isinstance(context.original_route, APIRoute):
            assert path in DOCS_ROUTES, f"unexpected non-API route {path}"
            continue
        for method in context.methods or ():
            routes[(method, path)] = access_of(context.original_route)
    return routes


def test_access_levels_are_exactly_the_declared_lists(app: FastAPI) -> None:
    routes = _api_routes(app)
    assert {r for r, level in routes.items() if level is Access.PUBLIC} == PUBLIC_ROUTES
    assert {r for r, level in routes.items() if level is Access.LOGIN} == LOGIN_ONLY_ROUTES
    assert {r for r, level in routes.items() if level is Access.PERMISSION} >= {
        ("GET", "/api/sysMachine/query")
    }


def test_every_non_public_route_refuses_requests_without_a_token(app: FastAPI, client: TestClient) -> None:
    checked = 0
    for (method, path), level in _api_routes(app).items():
        if level is Access.PUBLIC:
            continue
        kwargs: dict[str, Any] = {"json": {}} if method == "POST" else {}
        answer = client.request(method, path, **kwargs).json()
        assert answer["code"] == 1011004, (method, path, answer)
        checked += 1
    assert checked >= len(LOGIN_ONLY_ROUTES) + 1


def test_every_permission_checked_route_refuses_a_user_without_the_code(
    app: FastAPI, client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    token = login(client, make_user().account)
    checked = 0
    for (method, path), level in _api_routes(app).items():
        if level is not Access.PERMISSION:
            continue
        kwargs: dict[str, Any] = {"json": {}} if method == "POST" else {}
        answer = call(client, method, path, token, **kwargs)
        assert (answer["code"], answer["message"]) == (1013002, "没有权限访问资源，请联系管理员"), (
            method,
            path,
        )
        checked += 1
    assert checked >= 1


def test_a_user_who_must_change_the_password_reaches_nothing_else(
    app: FastAPI, client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    """Enforced by the server for every route, whatever the console does."""
    token = login(client, make_user(password_change_required=True).account)
    allowed = set()
    for context in iter_route_contexts(app.routes):
        if isinstance(context.original_route, APIRoute) and allowed_during_password_change(
            context.original_route
        ):
            allowed |= {(method, context.path) for method in context.methods or ()}
    assert allowed == DURING_PASSWORD_CHANGE_ROUTES
    checked = 0
    for (method, path), level in _api_routes(app).items():
        if level is Access.PUBLIC or (method, path) in allowed:
            continue
        kwargs: dict[str, Any] = {"json": {}} if method == "POST" else {}
        answer = call(client, method, path, token, **kwargs)
        assert (answer["code"], answer["message"]) == (1011014, "密码已被管理员重置，请先修改密码"), (
            method,
            path,
        )
        checked += 1
    assert checked > len(LOGIN_ONLY_ROUTES)
    assert call(client, "GET", "/api/getLoginUser", token)["data"]["passwordChangeRequired"] is True


def test_login_only_routes_need_no_grant(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    token = login(client, make_user().account)
    for path in ("/api/getLoginUser", "/api/sysDictType/tree", "/api/project/getUserProjects"):
        assert call(client, "GET", path, token)["success"], path


def test_grant_changes_apply_on_the_next_request(client: TestClient, ctx: AppContext, db: Session) -> None:
    token = login(client, "demo")
    assert call(client, "GET", "/api/sysMachine/query", token)["success"]
    role_id = db.execute(select(SysRole.id).where(SysRole.code == "demo_role")).scalar_one()
    button_id = db.execute(select(SysMenu.id).where(SysMenu.permission == "sysMachine:query")).scalar_one()
    with ctx.db.sessionmaker.begin() as session:
        session.execute(
            delete(SysRoleMenu).where(SysRoleMenu.role_id == role_id, SysRoleMenu.menu_id == button_id)
        )
    try:
        assert call(client, "GET", "/api/sysMachine/query", token)["code"] == 1013002
        assert (
            "sysMachine:query" not in call(client, "GET", "/api/getLoginUser", token)["data"]["permissions"]
        )
    finally:
        with ctx.db.sessionmaker.begin() as session:
            session.add(SysRoleMenu(role_id=role_id, menu_id=button_id))
    assert call(client, "GET", "/api/sysMachine/query", token)["success"]


def test_super_admin_passes_permission_checks(client: TestClient, admin_headers: dict[str, str]) -> None:
    data = client.get("/api/sysMachine/query", headers=admin_headers).json()["data"]
    assert set(data) == {
        "sysOsInfo",
        "sysPythonInfo",
        "sysMemInfo",
        "sysCpuInfo",
        "sysDiskInfo",
        "sysJavaInfo",  # Snowy's names (its stock client reads them), filled with this runtime
        "sysJvmMemInfo",
    }
    assert set(data["sysOsInfo"]) == {"osName", "osArch", "osVersion", "osHostName", "osHostAddress"}
    assert data["sysPythonInfo"]["pythonImplementation"] == "CPython"
    assert set(data["sysMemInfo"]) == {"total", "used", "free", "usedRate"}
    assert data["sysCpuInfo"]["cpuCount"] >= 1
    assert all(set(d) == {"path", "total", "used", "free", "usedRate"} for d in data["sysDiskInfo"])


def _project_ids(db: Session) -> tuple[str, str]:
    rows = dict(db.execute(select(Project.code, Project.id)).all())
    return str(rows["cnazf"]), str(rows["bjswzx"])


def test_user_projects(client: TestClient, db: Session) -> None:
    mine, _other = _project_ids(db)
    demo = call(client, "GET", "/api/project/getUserProjects", login(client, "demo"))["data"]
    assert demo == [{"id": mine, "name": "城南安置房项目"}]
    admin = call(client, "GET", "/api/project/getUserProjects", login(client, "superAdmin"))["data"]
    assert [p["name"] for p in admin] == ["城南安置房项目", "滨江商务中心项目"]


def test_project_membership_is_enforced_on_query_and_body(
    client: TestClient, ctx: AppContext, db: Session
) -> None:
    mine, other = _project_ids(db)
    demo = login(client, "demo")
    assert call(client, "GET", f"/api/getLoginUser?projectId={mine}", demo)["success"]
    refused = call(client, "GET", f"/api/getLoginUser?projectId={other}", demo)
    assert (refused["code"], refused["message"]) == (1013003, "没有权限操作该数据，请联系管理员")
    in_body = call(
        client, "POST", "/api/sysMenu/change", demo, json={"application": "site", "projectId": other}
    )
    assert in_body["code"] == 1013003
    assert call(client, "POST", "/api/sysMenu/change", demo, json={"application": "site", "projectId": mine})[
        "success"
    ]
    assert call(client, "GET", "/api/getLoginUser?projectId=abc", demo)["code"] == 1012001
    assert call(client, "GET", f"/api/getLoginUser?projectId={other}", login(client, "superAdmin"))["success"]
    # membership changes apply on the next request
    demo_id = db.execute(select(SysUser.id).where(SysUser.account == "demo")).scalar_one()
    with ctx.db.sessionmaker.begin() as session:
        session.add(ProjectMember(project_id=int(other), user_id=demo_id))
    try:
        assert call(client, "GET", f"/api/getLoginUser?projectId={other}", demo)["success"]
    finally:
        with ctx.db.sessionmaker.begin() as session:
            session.execute(
                delete(ProjectMember).where(
                    ProjectMember.project_id == int(other), ProjectMember.user_id == demo_id
                )
            )
    assert call(client, "GET", f"/api/getLoginUser?projectId={other}", demo)["code"] == 1013003
