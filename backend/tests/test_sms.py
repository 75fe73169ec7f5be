"""SMS verification codes: sending, mobile login, registration and phone binding."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from helpers import FakeClock, SetConfig, bearer, call, login
from sitesafe.modules.system.role.models import SysRole
from sitesafe.modules.system.sms.models import SysSms
from sitesafe.modules.system.user.models import SysUser, SysUserRole

Mobile = Callable[[], str]
Code = Callable[[str], str]


def test_sms_code_goes_to_the_log_file_never_to_the_response(
    client: TestClient, new_mobile: Mobile, sms_code: Code, db: Session
) -> None:
    mobile = new_mobile()
    response = client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    assert response.json() == {"success": True, "code": 200, "message": "请求成功", "data": None}
    code = sms_code(mobile)
    assert code not in response.text
    row = db.execute(select(SysSms).where(SysSms.phone_numbers == mobile)).scalar_one()
    assert code not in row.validate_code and len(row.validate_code) == 64


def test_sms_rate_limit_and_bad_numbers(client: TestClient, new_mobile: Mobile, clock: FakeClock) -> None:
    mobile = new_mobile()
    assert call(client, "GET", f"/api/getSmsCaptcha?mobile={mobile}")["success"]
    clock.advance(20)
    again = call(client, "GET", f"/api/getSmsCaptcha?mobile={mobile}")
    assert (again["code"], again["message"]) == (2024004, "验证码发送过于频繁，请40秒后再试")
    clock.advance(41)
    assert call(client, "GET", f"/api/getSmsCaptcha?mobile={mobile}")["success"]
    for bad in ("12345", "23800000000", "1380000000a"):
        answer = call(client, "GET", f"/api/getSmsCaptcha?mobile={bad}")
        assert (answer["code"], answer["message"]) == (1012001, "手机号格式不正确")


def test_mobile_login(
    client: TestClient,
    new_mobile: Mobile,
    sms_code: Code,
    make_user: Callable[..., SysUser],
    clock: FakeClock,
) -> None:
    mobile = new_mobile()
    user = make_user(phone=mobile)
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    code = sms_code(mobile)
    wrong = call(
        client,
        "POST",
        "/api/login",
        json={"mobile": mobile, "smsCode": "000000" if code != "000000" else "111111"},
    )
    assert (wrong["code"], wrong["message"]) == (1011010, "验证码错误")
    token = call(client, "POST", "/api/login", json={"mobile": mobile, "smsCode": code})["data"]
    assert call(client, "GET", "/api/getLoginUser", token)["data"]["account"] == user.account
    # a code works once
    assert call(client, "POST", "/api/login", json={"mobile": mobile, "smsCode": code})["code"] == 1011010
    # and for five minutes
    clock.advance(61)
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    clock.advance(301)
    assert (
        call(client, "POST", "/api/login", json={"mobile": mobile, "smsCode": sms_code(mobile)})["code"]
        == 1011010
    )


def test_mobile_login_for_an_unknown_number(client: TestClient, new_mobile: Mobile, sms_code: Code) -> None:
    mobile = new_mobile()
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    answer = call(client, "POST", "/api/login", json={"mobile": mobile, "smsCode": sms_code(mobile)})
    assert (answer["code"], answer["message"]) == (1011012, "该手机号未绑定账号")


def test_register_creates_an_ordinary_user_with_the_default_role(
    client: TestClient, new_mobile: Mobile, sms_code: Code, db: Session, set_config: SetConfig
) -> None:
    set_config("SNOWY_REGISTER_OPEN", "true")
    mobile = new_mobile()
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    body = {"account": f"reg{mobile}", "password": "secret1", "phone": mobile, "smsCode": sms_code(mobile)}
    assert call(client, "POST", "/api/user/register", json=body) == {
        "success": True,
        "code": 200,
        "message": "请求成功",
        "data": None,
    }
    user = db.execute(select(SysUser).where(SysUser.account == body["account"])).scalar_one()
    assert (user.admin_type, user.status, user.phone) == (2, 0, mobile)
    role = db.execute(
        select(SysRole.code)
        .join(SysUserRole, SysUserRole.role_id == SysRole.id)
        .where(SysUserRole.user_id == user.id)
    ).scalar_one()
    assert role == "demo_role"
    assert login(client, body["account"], "secret1")


def test_register_rules(
    client: TestClient,
    new_mobile: Mobile,
    sms_code: Code,
    set_config: SetConfig,
) -> None:
    set_config("SNOWY_REGISTER_OPEN", "true")
    mobile = new_mobile()
    # Without a valid code a taken account, a taken phone and free ones all answer "wrong code".
    for account, phone in (("demo", mobile), ("newbie1", "13800000000"), ("newbie1", mobile)):
        body = {"account": account, "password": "secret1", "phone": phone, "smsCode": "123456"}
        assert call(client, "POST", "/api/user/register", json=body)["code"] == 1011010
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    code = sms_code(mobile)
    body = {"account": "demo", "password": "secret1", "phone": mobile, "smsCode": code}
    taken = call(client, "POST", "/api/user/register", json=body)
    assert (taken["code"], taken["message"]) == (2020002, "账号已存在，请检查account参数")
    # The code answered one question: it cannot be used to try other account names.
    again = {**body, "account": "newbie1"}
    assert call(client, "POST", "/api/user/register", json=again)["code"] == 1011010
    short = call(
        client,
        "POST",
        "/api/user/register",
        json={"account": "newbie", "password": "123", "phone": mobile, "smsCode": "1"},
    )
    assert (short["code"], short["message"]) == (1012001, "密码长度不能少于6位")
    client.get("/api/getSmsCaptcha?mobile=13800000000")
    body = {"account": "newbie2", "password": "secret1", "phone": "13800000000"}
    phone_used = call(client, "POST", "/api/user/register", json={**body, "smsCode": sms_code("13800000000")})
    assert phone_used["code"] == 2020007
    wrong_code = call(
        client,
        "POST",
        "/api/user/register",
        json={"account": "newbie3", "password": "secret1", "phone": mobile, "smsCode": "999999"},
    )
    assert wrong_code["code"] == 1011010
    set_config("SNOWY_REGISTER_OPEN", "false")
    assert client.get("/api/getRegisterOpen").json()["data"] is False
    closed = call(
        client,
        "POST",
        "/api/user/register",
        json={"account": "newbie4", "password": "secret1", "phone": mobile, "smsCode": "1"},
    )
    assert (closed["code"], closed["message"]) == (1011013, "系统暂未开放注册")


def test_bind_phone(
    client: TestClient, new_mobile: Mobile, sms_code: Code, make_user: Callable[..., SysUser], db: Session
) -> None:
    user = make_user()
    token = login(client, user.account)
    mobile = new_mobile()
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    assert (
        call(client, "POST", "/api/sysUser/bindPhone", token, json={"phone": mobile, "code": "x"})["code"]
        == 1011010
    )
    assert call(
        client, "POST", "/api/sysUser/bindPhone", token, json={"phone": mobile, "code": sms_code(mobile)}
    )["success"]
    assert db.execute(select(SysUser.phone).where(SysUser.id == user.id)).scalar_one() == mobile
    # Someone else's phone: without its code the answer is the same as for a free one.
    bound = {"phone": "13800000000", "code": "123456"}
    assert call(client, "POST", "/api/sysUser/bindPhone", token, json=bound)["code"] == 1011010
    free = {"phone": new_mobile(), "code": "123456"}
    assert call(client, "POST", "/api/sysUser/bindPhone", token, json=free)["code"] == 1011010
    client.get("/api/getSmsCaptcha?mobile=13800000000")
    bound["code"] = sms_code("13800000000")
    taken = call(client, "POST", "/api/sysUser/bindPhone", token, json=bound)
    assert (taken["code"], taken["message"]) == (2020007, "该手机号已被其他账号绑定")
    bad = call(
        client, "POST", "/api/sysUser/bindPhone", headers=bearer(token), json={"phone": "1", "code": "1"}
    )
    assert (bad["code"], bad["message"]) == (1012001, "手机号格式不正确")


def test_a_code_dies_after_five_wrong_tries(
    client: TestClient, new_mobile: Mobile, sms_code: Code, make_user: Callable[..., SysUser]
) -> None:
    token = login(client, make_user().account)
    mobile = new_mobile()
    client.get(f"/api/getSmsCaptcha?mobile={mobile}")
    code = sms_code(mobile)
    wrong = "000000" if code != "000000" else "111111"
    for _ in range(5):
        call(client, "POST", "/api/sysUser/bindPhone", token, json={"phone": mobile, "code": wrong})
    answer = call(client, "POST", "/api/sysUser/bindPhone", token, json={"phone": mobile, "code": code})
    assert answer["code"] == 1011010
