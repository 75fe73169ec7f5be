"""Self-service account operations of the signed-in user."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from helpers import call, login
from sitesafe.modules.system.user.models import SysUser


def test_update_info_validation(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    token = login(client, make_user().account)
    bad = call(
        client,
        "POST",
        "/api/sysUser/updateInfo",
        token,
        json={"birthday": "1990/01/01", "sex": 7, "email": "x"},
    )
    assert bad["code"] == 1012001
    assert bad["message"] == "生日格式不正确，应为yyyy-MM-dd,性别不能大于3,邮箱格式不正确"
    phone = call(client, "POST", "/api/sysUser/updateInfo", token, json={"phone": "12"})
    assert (phone["code"], phone["message"]) == (1012001, "手机号格式不正确")
    change_phone = call(client, "POST", "/api/sysUser/updateInfo", token, json={"phone": "13912345678"})
    assert (change_phone["code"], change_phone["message"]) == (1012001, "修改手机号请使用绑定手机功能")


def test_update_info_stamps_the_audit_columns(
    client: TestClient, db: Session, make_user: Callable[..., SysUser]
) -> None:
    user = make_user()
    token = login(client, user.account)
    assert call(client, "POST", "/api/sysUser/updateInfo", token, json={"nickName": "审计", "sex": 1})[
        "success"
    ]
    row = db.execute(select(SysUser).where(SysUser.id == user.id)).scalar_one()
    assert (row.nick_name, row.sex, row.update_user) == ("审计", 1, user.id)
    assert row.update_time is not None and row.create_time is not None


def test_update_info_is_for_oneself_only(
    client: TestClient, db: Session, make_user: Callable[..., SysUser]
) -> None:
    token = login(client, make_user().account)
    demo_id = db.execute(select(SysUser.id).where(SysUser.account == "demo")).scalar_one()
    answer = call(
        client, "POST", "/api/sysUser/updateInfo", token, json={"id": str(demo_id), "nickName": "hijack"}
    )
    assert answer["code"] == 1013003
    assert db.execute(select(SysUser.nick_name).where(SysUser.id == demo_id)).scalar_one() != "hijack"


def test_update_password(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    user = make_user()
    current = login(client, user.account)
    other = login(client, user.account)
    wrong = call(
        client,
        "POST",
        "/api/sysUser/updatePwd",
        current,
        json={"password": "bad-old", "newPassword": "654321"},
    )
    assert (wrong["code"], wrong["message"]) == (2020003, "原密码错误，请检查password参数")
    same = call(
        client,
        "POST",
        "/api/sysUser/updatePwd",
        current,
        json={"password": "123456", "newPassword": "123456"},
    )
    assert (same["code"], same["message"]) == (2020004, "新密码与原密码相同，请检查newPassword参数")
    short = call(
        client, "POST", "/api/sysUser/updatePwd", current, json={"password": "123456", "newPassword": "12"}
    )
    assert (short["code"], short["message"]) == (1012001, "新密码长度不能少于6位")
    assert call(
        client,
        "POST",
        "/api/sysUser/updatePwd",
        current,
        json={"password": "123456", "newPassword": "654321"},
    )["success"]
    assert call(client, "GET", "/api/getLoginUser", current)["success"]  # the current session stays
    assert call(client, "GET", "/api/getLoginUser", other)["code"] == 1011008  # the others end
    assert (
        call(client, "POST", "/api/login", json={"account": user.account, "password": "123456"})["code"]
        == 1011002
    )
    assert login(client, user.account, "654321")


def test_update_avatar(client: TestClient, make_user: Callable[..., SysUser], png_bytes: bytes) -> None:
    token = login(client, make_user().account)
    missing = call(client, "POST", "/api/sysUser/updateAvatar", token, json={"avatar": "123"})
    assert (missing["code"], missing["message"]) == (2015001, "文件不存在")
    file_id = call(
        client, "POST", "/api/sysFileInfo/upload", token, files={"file": ("me.png", png_bytes, "image/png")}
    )["data"]
    assert call(client, "POST", "/api/sysUser/updateAvatar", token, json={"avatar": file_id})["success"]
    assert call(client, "GET", "/api/getLoginUser", token)["data"]["avatar"] == file_id
    text_id = call(
        client, "POST", "/api/sysFileInfo/upload", token, files={"file": ("a.txt", b"hello", "text/plain")}
    )["data"]
    assert (
        call(client, "POST", "/api/sysUser/updateAvatar", token, json={"avatar": text_id})["code"] == 1012001
    )
