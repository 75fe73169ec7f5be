"""The operation log records every authenticated write, after the response, without secrets."""

from __future__ import annotations

import json
from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from helpers import call, login
from sitesafe.core.oplog import op_type_of
from sitesafe.modules.system.log.models import SysOpLog
from sitesafe.modules.system.user.models import SysUser


def _logs(db: Session, account: str) -> list[SysOpLog]:
    return list(
        db.execute(select(SysOpLog).where(SysOpLog.account == account).order_by(SysOpLog.id)).scalars()
    )


def test_writes_are_logged_with_masked_passwords(
    client: TestClient, db: Session, make_user: Callable[..., SysUser]
) -> None:
    user = make_user()
    token = login(client, user.account)
    call(client, "GET", "/api/getLoginUser", token)  # reads are not logged
    call(
        client, "POST", "/api/sysUser/updatePwd", token, json={"password": "123456", "newPassword": "abcdef"}
    )
    call(
        client, "POST", "/api/sysUser/updatePwd", token, json={"password": "wrong!", "newPassword": "ghijkl"}
    )
    call(client, "POST", "/api/sysUser/updateInfo", token, json={"nickName": "日志"})
    rows = _logs(db, user.account)
    assert [(r.name, r.op_type, r.success, r.req_method) for r in rows] == [
        ("修改密码", 4, "Y", "POST"),
        ("修改密码", 4, "N", "POST"),
        ("更新个人信息", 4, "Y", "POST"),
    ]
    first, failed, info = rows
    assert json.loads(first.param or "") == {"password": "******", "newPassword": "******"}
    assert "abcdef" not in (first.param or "") + (first.result or "")
    assert (first.message, first.url, first.ip) == ("成功", "/api/sysUser/updatePwd", "testclient")
    assert json.loads(first.result or "{}")["code"] == 200
    assert failed.message == "原密码错误，请检查password参数"
    assert json.loads(info.param or "") == {"nickName": "日志"}
    assert info.op_time is not None and info.method_name == "sys_user_update_info"


def test_secret_parameters_are_masked(client: TestClient, db: Session) -> None:
    """The log is readable by log viewers: a secret 系统配置 value (the reset password) stays out of it."""
    token = login(client, "superAdmin")
    page = call(client, "GET", "/api/sysConfig/page?code=SNOWY_DEFAULT_PASSWORD", token)["data"]
    row = next(r for r in page["rows"] if r["code"] == "SNOWY_DEFAULT_PASSWORD")
    assert call(client, "POST", "/api/sysConfig/edit", token, json={**row, "value": "Hidden#77"})["success"]
    changed = call(client, "GET", f"/api/sysConfig/detail?id={row['id']}", token)["data"]
    restored = {**changed, "value": row["value"]}
    assert call(client, "POST", "/api/sysConfig/edit", token, json=restored)["success"]
    logged = [r for r in _logs(db, "superAdmin") if r.url == "/api/sysConfig/edit"][-2:]
    assert len(logged) == 2
    for entry in logged:
        assert json.loads(entry.param or "")["value"] == "******"
        assert "Hidden#77" not in (entry.param or "") + (entry.result or "")


def test_refused_writes_are_logged_and_anonymous_ones_are_not(client: TestClient, db: Session) -> None:
    before = db.execute(select(func.count()).select_from(SysOpLog)).scalar_one()
    client.post("/api/sysMenu/change", json={"application": "system"})  # no token
    client.post("/api/login", json={"account": "demo", "password": "wrong!!"})  # public
    assert db.execute(select(func.count()).select_from(SysOpLog)).scalar_one() == before
    token = login(client, "demo")
    call(client, "POST", "/api/sysMenu/change", token, json={"application": "nope"})
    row = _logs(db, "demo")[-1]
    assert (row.name, row.success, row.message, row.op_type) == ("切换应用", "N", "应用不存在", 0)


def test_op_types_follow_the_action_name() -> None:
    expected = {
        "/api/sysUser/add": 1,
        "/api/sysUser/delete": 2,
        "/api/sysUser/edit": 3,
        "/api/sysUser/updateInfo": 4,
        "/api/sysUser/page": 5,
        "/api/sysUser/detail": 6,
        "/api/sysOrg/tree": 7,
        "/api/sysUser/export": 9,
        "/api/sysUser/grantRole": 10,
        "/api/sysOnlineUser/forceExist": 11,
        "/api/sysUser/changeStatus": 13,
        "/api/sysMenu/change": 0,
    }
    assert {path: op_type_of(path) for path in expected} == expected
