"""Passwords an administrator sets (重置密码, a password given on 编辑): who may set them, the sessions
they end (database and Redis stores), and the new password their owner must choose at the next sign-in."""

from __future__ import annotations

from collections.abc import Callable

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from crud_helpers import Api, as_edit, make_role, phone
from helpers import SetConfig, login
from sitesafe.core.context import AppContext
from sitesafe.modules.system.user.models import SysUser

RESET_TO = "Reset#2024"
MANAGER = [
    "sysUser:page",
    "sysUser:detail",
    "sysUser:edit",
    "sysUser:delete",
    "sysUser:changeStatus",
    "sysUser:resetPwd",
    "sysUser:grantData",
]
USER_ABOVE = (1013003, "该用户拥有您未持有的角色，无权操作")
CHANGE_FIRST = (1011014, "密码已被管理员重置，请先修改密码")
EXPIRED = 1011008
WRONG_PASSWORD = 1011002


def _refused_login(client: TestClient, account: str, password: str) -> int:
    code: int = client.post("/api/login", json={"account": account, "password": password}).json()["code"]
    return code


def test_a_manager_cannot_take_over_an_account_holding_roles_they_lack(
    client: TestClient,
    ctx: AppContext,
    db: Session,
    make_user: Callable[..., SysUser],
    set_config: SetConfig,
) -> None:
    """The attack: a user manager reset the password of a stronger user and signed in as them."""
    set_config("SNOWY_DEFAULT_PASSWORD", RESET_TO)
    own = make_role(ctx, MANAGER, scope_type=1)
    manager = Api(client, login(client, make_user(roles=(own,), org="hxjt").account))
    admin = Api(client, login(client, "superAdmin"))
    boss = make_user(roles=(own, make_role(ctx, ["sysConfig:edit"])), org="hxjt_bj_yfb", phone=phone())
    boss_session = Api(client, login(client, boss.account))
    detail = admin.ok("GET", "/sysUser/detail", id=str(boss.id))
    attempts = (
        ("/sysUser/resetPwd", {"id": str(boss.id)}),
        ("/sysUser/edit", as_edit(detail, password="Taken#123")),
        ("/sysUser/edit", as_edit(detail, name="改名")),
        ("/sysUser/changeStatus", {"id": str(boss.id), "status": 1}),
        ("/sysUser/grantData", {"id": str(boss.id), "grantOrgIdList": []}),
        ("/sysUser/delete", [{"id": str(boss.id)}]),
    )
    for path, body in attempts:
        answer = manager.post(path, body)
        assert (answer["code"], answer["message"]) == USER_ABOVE, path
    assert _refused_login(client, boss.account, RESET_TO) == WRONG_PASSWORD
    assert _refused_login(client, boss.account, "Taken#123") == WRONG_PASSWORD
    assert boss_session.get("/getLoginUser")["success"]
    assert admin.ok("GET", "/sysUser/detail", id=str(boss.id))["name"] == detail["name"]
    # a super administrator is out of every manager's reach
    super_id = db.execute(select(SysUser.id).where(SysUser.account == "superAdmin")).scalar_one()
    assert manager.post("/sysUser/resetPwd", {"id": str(super_id)})["code"] == 1013003
    # a peer holding only roles the manager holds, within the manager's data scope, is theirs to reset
    peer = make_user(roles=(own,), org="hxjt_cd", phone=phone())
    manager.ok("POST", "/sysUser/resetPwd", {"id": str(peer.id)})
    assert login(client, peer.account, RESET_TO)
    # ... and outside the manager's data scope nobody is
    narrow = make_role(ctx, MANAGER, scope_type=3)
    local = Api(client, login(client, make_user(roles=(narrow,), org="hxjt_bj_yfb").account))
    far = make_user(roles=(narrow,), org="hxjt_cd", phone=phone())
    assert local.post("/sysUser/resetPwd", {"id": str(far.id)})["code"] == 1013003
    assert _refused_login(client, far.account, RESET_TO) == WRONG_PASSWORD


def _reset_then_forced_change(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    target = make_user(org="hxjt_bj_yfb", phone=phone())
    admin = Api(client, login(client, "superAdmin"))
    first, second = Api(client, login(client, target.account)), Api(client, login(client, target.account))
    admin.ok("POST", "/sysUser/resetPwd", {"id": str(target.id)})
    # every session of the user ends at once
    assert first.get("/getLoginUser")["code"] == EXPIRED
    assert second.get("/getLoginUser")["code"] == EXPIRED
    assert _refused_login(client, target.account, "123456") == WRONG_PASSWORD
    # signing in with the reset password yields a session that may only change it
    forced = Api(client, login(client, target.account, RESET_TO))
    assert forced.ok("GET", "/getLoginUser")["passwordChangeRequired"] is True
    for path in ("/sysDictType/tree", "/project/getUserProjects", "/sysNotice/unread", "/sysPos/page"):
        answer = forced.get(path)
        assert (answer["code"], answer["message"]) == CHANGE_FIRST, path
    assert forced.post("/sysUser/updateInfo", {"id": str(target.id), "sex": 1})["code"] == CHANGE_FIRST[0]
    change = {"id": str(target.id), "password": "wrong-one", "newPassword": "Mine#2024"}
    assert forced.post("/sysUser/updatePwd", change)["code"] == 2020003
    forced.ok("POST", "/sysUser/updatePwd", {**change, "password": RESET_TO})
    assert forced.ok("GET", "/getLoginUser")["passwordChangeRequired"] is False
    assert forced.get("/sysDictType/tree")["success"]
    # a password given on 编辑 does the same: sessions end, and it must be replaced
    detail = admin.ok("GET", "/sysUser/detail", id=str(target.id))
    admin.ok("POST", "/sysUser/edit", as_edit(detail, password="Given#2024"))
    assert forced.get("/getLoginUser")["code"] == EXPIRED
    again = Api(client, login(client, target.account, "Given#2024"))
    assert again.ok("GET", "/getLoginUser")["passwordChangeRequired"] is True
    assert again.get("/sysDictType/tree")["code"] == CHANGE_FIRST[0]
    # an edit without a password leaves sessions and the password alone
    admin.ok(
        "POST", "/sysUser/edit", as_edit(admin.ok("GET", "/sysUser/detail", id=str(target.id)), tel="010-1")
    )
    assert again.get("/getLoginUser")["success"]


def test_reset_ends_sessions_and_forces_a_new_password(
    client: TestClient, make_user: Callable[..., SysUser], set_config: SetConfig
) -> None:
    set_config("SNOWY_DEFAULT_PASSWORD", RESET_TO)
    _reset_then_forced_change(client, make_user)


def test_reset_ends_redis_sessions_and_forces_a_new_password(
    redis_app: FastAPI, make_user: Callable[..., SysUser], set_config: SetConfig
) -> None:
    set_config("SNOWY_DEFAULT_PASSWORD", RESET_TO)
    _reset_then_forced_change(TestClient(redis_app), make_user)


def test_setting_ones_own_password_on_the_user_screen_keeps_the_current_session(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    own = make_role(ctx, MANAGER, scope_type=1)
    manager = make_user(roles=(own,), org="hxjt", phone=phone())
    current, other = Api(client, login(client, manager.account)), Api(client, login(client, manager.account))
    detail = current.ok("GET", "/sysUser/detail", id=str(manager.id))
    current.ok("POST", "/sysUser/edit", as_edit(detail, password="Myself#2024"))
    assert current.ok("GET", "/getLoginUser")["passwordChangeRequired"] is False
    assert other.get("/getLoginUser")["code"] == EXPIRED
