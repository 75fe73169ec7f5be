"""The envelope, request numbers, error codes of the framework layer, paging and formats."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import datetime

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from helpers import bearer, login
from sitesafe.core.access import LOGIN_ONLY, PUBLIC, CurrentDataScope, CurrentProject
from sitesafe.core.context import AppContext
from sitesafe.core.envelope import EnvelopeResponse, ok
from sitesafe.core.paging import Paging, page_result, paginate
from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr
from sitesafe.core.timefmt import format_datetime
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.dict.models import SysDictType
from sitesafe.modules.system.org.models import SysOrg
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.user.models import SysUser, SysUserRole
from sitesafe.seed.dicts import DICTS

ENVELOPE_KEYS = {"success", "code", "message", "data"}


def test_ping_and_health_answer_the_envelope_with_a_request_number(client: TestClient) -> None:
    ping = client.get("/api/ping")
    health = client.get("/api/health")
    assert ping.json() == {"success": True, "code": 200, "message": "请求成功", "data": "pong"}
    assert health.json()["data"] == {"status": "ok"}
    assert re.fullmatch(r"[0-9a-f]{32}", ping.headers["Request-No"])
    assert ping.headers["Request-No"] != health.headers["Request-No"]


def test_unknown_api_path_is_1013001_with_http_404(client: TestClient) -> None:
    for method in ("get", "post"):
        response = getattr(client, method)("/api/noSuch/thing")
        assert response.status_code == 404
        assert response.json() == {
            "success": False,
            "code": 1013001,
            "message": "资源路径不存在，请检查请求地址",
            "data": None,
        }
        assert "Request-No" in response.headers


def test_wrong_method_is_1014001_or_1014002(client: TestClient) -> None:
    get_on_post = client.get("/api/login")
    post_on_get = client.post("/api/getLoginUser")
    assert (get_on_post.status_code, get_on_post.json()["code"]) == (200, 1014001)
    assert get_on_post.json()["message"] == "不支持该请求方法，请求方法应为POST"
    assert (post_on_get.status_code, post_on_get.json()["code"]) == (200, 1014002)


def test_unreadable_json_is_1015002(client: TestClient) -> None:
    response = client.post(
        "/api/login", content=b'{"account": ', headers={"content-type": "application/json"}
    )
    assert response.json()["code"] == 1015002
    assert response.json()["message"] == "请求JSON参数格式不正确，请检查参数格式"


def test_non_json_body_is_1015001(client: TestClient) -> None:
    response = client.post("/api/login", content=b"account=a", headers={"content-type": "text/plain"})
    assert response.json()["code"] == 1015001


def test_validation_messages_are_chinese_and_joined(client: TestClient) -> None:
    too_long = client.post("/api/login", json={"account": "a" * 101, "password": "p" * 129}).json()
    assert too_long["code"] == 1012001
    assert too_long["message"] == "账号长度不能超过100位,密码长度不能超过128位"
    missing = client.get("/api/getSmsCaptcha").json()
    assert (missing["code"], missing["message"]) == (1012001, "手机号不能为空")


def test_unexpected_error_is_1016002_http_500_without_details(
    app: FastAPI, caplog: pytest.LogCaptureFixture
) -> None:
    def explode() -> None:
        raise RuntimeError("secret detail: SELECT * FROM sys_user")

    app.add_api_route("/api/testOnly/explode", explode, methods=["GET"], openapi_extra=PUBLIC)
    try:
        with caplog.at_level(logging.ERROR):
            response = TestClient(app, raise_server_exceptions=False).get("/api/testOnly/explode")
    finally:
        app.router.routes.pop()
    assert response.status_code == 500
    assert response.json() == {
        "success": False,
        "code": 1016002,
        "message": "服务器出现异常，请联系管理员",
        "data": None,
    }
    assert "secret" not in response.text and "RuntimeError" not in response.text
    request_no = response.headers["Request-No"]
    assert any(
        request_no in r.getMessage() or getattr(r, "request_no", "") == request_no for r in caplog.records
    )


class _Row(CamelModel):
    id: IdStr
    create_time: DateTimeStr


def test_paging_defaults_limits_and_shape(app: FastAPI, client: TestClient) -> None:
    def page(paging: Paging) -> EnvelopeResponse:
        rows = [_Row(id=2**62 + i, create_time=datetime(2024, 1, 1)) for i in range(3)]
        return ok(page_result(rows[: paging.page_size], 23, paging))

    app.add_api_route("/api/testOnly/page", page, methods=["GET"], openapi_extra=PUBLIC)
    try:
        default = client.get("/api/testOnly/page").json()
        custom = client.get("/api/testOnly/page?pageNo=3&pageSize=2&sortField=id&sortOrder=descend").json()
        too_big = client.get("/api/testOnly/page?pageSize=1001").json()
        bad_order = client.get("/api/testOnly/page?sortOrder=up").json()
    finally:
        app.router.routes.pop()
    assert default["data"]["pageNo"] == 1 and default["data"]["pageSize"] == 10
    assert default["data"]["totalPage"] == 3 and default["data"]["totalRows"] == 23
    row = default["data"]["rows"][0]
    assert row == {"id": str(2**62), "createTime": format_datetime(datetime(2024, 1, 1))}
    assert row["createTime"] == "2024-01-01 08:00:00"  # stored UTC, shown in Asia/Shanghai
    assert set(custom["data"]) == {"pageNo", "pageSize", "totalPage", "totalRows", "rows", "totalApprox"}
    assert custom["data"]["totalApprox"] is False
    assert (custom["data"]["pageNo"], custom["data"]["totalPage"]) == (3, 12)
    assert (too_big["code"], too_big["message"]) == (1012001, "每页条数不能大于1000")
    assert (bad_order["code"], bad_order["message"]) == (1012001, "排序方式取值不正确")


def test_data_scope_dependency_gives_org_ids(
    app: FastAPI, client: TestClient, make_user: Callable[..., SysUser], db: Session
) -> None:
    def scoped(scope: CurrentDataScope) -> EnvelopeResponse:
        return ok({"unrestricted": scope.unrestricted, "orgIds": [str(o) for o in scope.org_ids]})

    user = make_user(org="hxjt_cd")
    role = SysRole(name="本部门", code=f"dept_{user.id}", data_scope_type=3, sort=1, status=0)
    db.add(role)
    db.flush()
    db.add(SysUserRole(user_id=user.id, role_id=role.id))
    db.commit()
    org_id = db.execute(select(SysOrg.id).where(SysOrg.code == "hxjt_cd")).scalar_one()
    app.add_api_route("/api/testOnly/scope", scoped, methods=["GET"], openapi_extra=LOGIN_ONLY)
    try:
        answer = client.get("/api/testOnly/scope", headers=bearer(login(client, user.account))).json()
        admin = client.get("/api/testOnly/scope", headers=bearer(login(client, "superAdmin"))).json()
    finally:
        app.router.routes.pop()
    assert answer["data"] == {"unrestricted": False, "orgIds": [str(org_id)]}
    assert admin["data"] == {"unrestricted": True, "orgIds": []}


def test_envelope_keys_everywhere(client: TestClient, admin_headers: dict[str, str]) -> None:
    for path in ("/api/getLoginUser", "/api/sysDictType/tree", "/api/getTenantOpen", "/api/getCaptchaOpen"):
        assert set(client.get(path, headers=admin_headers).json()) == ENVELOPE_KEYS


def test_switches_default_to_false(client: TestClient) -> None:
    assert client.get("/api/getTenantOpen").json()["data"] is False
    assert client.get("/api/getCaptchaOpen").json()["data"] is False
    # self-registration hands out a role: an administrator opens it deliberately
    assert client.get("/api/getRegisterOpen").json()["data"] is False


def test_test_only_routes_are_removed_again(client: TestClient) -> None:
    assert client.get("/api/testOnly/explode").status_code == 404


def test_paginate_counts_pages_and_sorts_only_whitelisted_fields(
    app: FastAPI, client: TestClient, ctx: AppContext
) -> None:
    def dict_types(paging: Paging) -> EnvelopeResponse:
        with ctx.db.sessionmaker() as db:
            stmt = select(SysDictType.code).where(SysDictType.status == 0)
            rows, total = paginate(db, stmt, paging, {"code": SysDictType.code}, (SysDictType.sort,))
        return ok(page_result([row.code for row in rows], total, paging))

    app.add_api_route("/api/testOnly/dictTypes", dict_types, methods=["GET"], openapi_extra=PUBLIC)
    try:
        first = client.get("/api/testOnly/dictTypes?pageSize=5").json()["data"]
        by_code = client.get(
            "/api/testOnly/dictTypes?pageSize=3&pageNo=2&sortField=code&sortOrder=descend"
        ).json()
        unknown = client.get("/api/testOnly/dictTypes?sortField=remark").json()
    finally:
        app.router.routes.pop()
    seeded = [code for code, _, _ in DICTS]  # every module's dictionaries, in seed order
    assert first["totalRows"] == len(seeded) and first["totalPage"] == -(-len(seeded) // 5)
    assert first["rows"] == ["common_status", "sex", "consts_type", "yes_or_no", "vis_type"]
    codes = sorted(seeded, reverse=True)
    assert by_code["data"]["rows"] == codes[3:6]
    assert (unknown["code"], unknown["message"]) == (1012001, "排序字段不支持")


def test_current_project_dependency(app: FastAPI, client: TestClient, db: Session) -> None:
    def current(project: CurrentProject) -> EnvelopeResponse:
        return ok(None if project is None else str(project))

    app.add_api_route("/api/testOnly/project", current, methods=["GET"], openapi_extra=LOGIN_ONLY)
    try:
        token = login(client, "demo")
        mine = db.execute(select(Project.id).where(Project.code == "cnazf")).scalar_one()
        with_project = client.get(f"/api/testOnly/project?projectId={mine}", headers=bearer(token)).json()
        without = client.get("/api/testOnly/project", headers=bearer(token)).json()
    finally:
        app.router.routes.pop()
    assert with_project["data"] == str(mine) and without["data"] is None
