"""短信管理: the send log page (filters, derived state, codes never shown), the administrators' test send
and code check, failures and permissions."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from helpers import FakeClock, call, login
from sitesafe.modules.system.sms.models import STATUS_FAILED, SysSms
from sitesafe.modules.system.user.models import SysUser

Mobile = Callable[[], str]
Code = Callable[[str], str]
Headers = dict[str, str]


def _send(client: TestClient, headers: Headers, mobile: str, template: str = "SMS_TEST") -> dict[str, Any]:
    body = {"phoneNumbers": mobile, "templateCode": template, "params": {"product": "安全平台"}}
    return call(client, "POST", "/api/sms/sendLoginMessage", headers=headers, json=body)


def _rows(client: TestClient, headers: Headers, **params: Any) -> list[dict[str, Any]]:
    answer = call(client, "GET", "/api/sms/page", headers=headers, params=params)
    assert answer["success"], answer
    rows: list[dict[str, Any]] = answer["data"]["rows"]
    return rows


def test_admin_send_is_logged_and_the_code_never_shown(
    client: TestClient, admin_headers: Headers, new_mobile: Mobile, sms_code: Code
) -> None:
    mobile = new_mobile()
    answer = _send(client, admin_headers, mobile)
    assert answer == {"success": True, "code": 200, "message": "请求成功", "data": True}
    code = sms_code(mobile)
    page = client.get("/api/sms/page", params={"phoneNumbers": mobile}, headers=admin_headers)
    assert code not in page.text
    [row] = page.json()["data"]["rows"]
    assert row["phoneNumbers"] == mobile and row["validateCode"] == "******"
    assert (row["templateCode"], row["status"], row["state"], row["source"]) == ("SMS_TEST", 1, "pending", 2)
    assert row["bizId"].startswith("log-") and row["createTime"] and row["invalidTime"]
    detail = call(client, "GET", "/api/sms/detail", headers=admin_headers, params={"id": row["id"]})
    assert detail["data"]["bizId"] == row["bizId"] and code not in str(detail)


def test_login_captchas_appear_in_the_log_and_share_the_rate_limit(
    client: TestClient, admin_headers: Headers, new_mobile: Mobile, clock: FakeClock
) -> None:
    mobile = new_mobile()
    assert call(client, "GET", f"/api/getSmsCaptcha?mobile={mobile}")["success"]
    [row] = _rows(client, admin_headers, phoneNumbers=mobile)
    assert row["templateCode"] == "captcha"
    clock.advance(10)
    again = _send(client, admin_headers, mobile)
    assert (again["code"], again["message"]) == (2024004, "验证码发送过于频繁，请50秒后再试")


def test_validate_message_results(
    client: TestClient, admin_headers: Headers, new_mobile: Mobile, sms_code: Code, clock: FakeClock
) -> None:
    def validate(mobile: str, code: str, template: str = "SMS_TEST") -> Any:
        body = {"phoneNumbers": mobile, "code": code, "templateCode": template}
        return call(client, "POST", "/api/sms/validateMessage", headers=admin_headers, json=body)["data"]

    mobile = new_mobile()
    assert validate(mobile, "123456") == "ERROR"  # nothing sent yet
    _send(client, admin_headers, mobile)
    code = sms_code(mobile)
    wrong = "000000" if code != "000000" else "111111"
    assert validate(mobile, wrong) == "ERROR"
    assert validate(mobile, code, template="OTHER") == "ERROR"  # codes are per template
    assert validate(mobile, code) == "SUCCESS"
    assert validate(mobile, code) == "EXPIRED"  # used up
    [row] = _rows(client, admin_headers, phoneNumbers=mobile)
    assert (row["state"], row["failCount"]) == ("verified", 1)

    other = new_mobile()
    _send(client, admin_headers, other)
    for _ in range(5):
        assert validate(other, wrong if sms_code(other) != wrong else "222222") == "ERROR"
    assert validate(other, sms_code(other)) == "TIMES_UP"

    late = new_mobile()
    _send(client, admin_headers, late)
    clock.advance(301)
    assert validate(late, sms_code(late)) == "EXPIRED"


def test_state_filter_and_expiry(
    client: TestClient, admin_headers: Headers, new_mobile: Mobile, clock: FakeClock
) -> None:
    mobile = new_mobile()
    _send(client, admin_headers, mobile)
    assert [r["state"] for r in _rows(client, admin_headers, phoneNumbers=mobile, state="pending")] == [
        "pending"
    ]
    assert _rows(client, admin_headers, phoneNumbers=mobile, state="expired") == []
    clock.advance(301)
    assert _rows(client, admin_headers, phoneNumbers=mobile, state="pending") == []
    [row] = _rows(client, admin_headers, phoneNumbers=mobile, state="expired")
    assert row["status"] == 1 and row["state"] == "expired"
    assert _rows(client, admin_headers, phoneNumbers=mobile, templateCode="captcha") == []
    assert len(_rows(client, admin_headers, phoneNumbers=mobile, source=2, templateCode="SMS_TEST")) == 1
    bad = call(client, "GET", "/api/sms/page", headers=admin_headers, params={"state": "nonsense"})
    assert bad["code"] == 1012001


class BrokenGateway:
    """An SMS gateway that is down (the provider interface's failure path)."""

    def send_code(self, mobile: str, code: str) -> str | None:
        raise ConnectionError("gateway down")


@pytest.fixture
def broken_gateway(app: FastAPI) -> Iterator[None]:
    saved = app.state.sms
    app.state.sms = BrokenGateway()
    yield
    app.state.sms = saved


@pytest.mark.usefixtures("broken_gateway")
def test_gateway_failure_is_logged_as_failed(
    client: TestClient, admin_headers: Headers, new_mobile: Mobile, db: Session
) -> None:
    mobile = new_mobile()
    answer = _send(client, admin_headers, mobile)
    assert (answer["code"], answer["message"]) == (2024005, "短信发送失败，请稍后再试")
    row = db.execute(select(SysSms).where(SysSms.phone_numbers == mobile)).scalar_one()
    assert row.status == STATUS_FAILED
    [shown] = _rows(client, admin_headers, phoneNumbers=mobile, state="failed")
    assert shown["state"] == "failed"
    # a failed send does not count for the once-a-minute limit
    assert call(client, "GET", f"/api/getSmsCaptcha?mobile={mobile}")["code"] == 2024005


@pytest.mark.parametrize(
    ("body", "code", "message"),
    [
        ({"templateCode": "T"}, 2024001, "手机号为空"),
        ({"phoneNumbers": "12345", "templateCode": "T"}, 1012001, "手机号格式不正确"),
        ({"phoneNumbers": "13800000000", "templateCode": " "}, 2024003, "短信模板为空"),
    ],
)
def test_bad_send_input(
    client: TestClient, admin_headers: Headers, body: dict[str, str], code: int, message: str
) -> None:
    answer = call(client, "POST", "/api/sms/sendLoginMessage", headers=admin_headers, json=body)
    assert (answer["code"], answer["message"]) == (code, message)


def test_validate_needs_a_code(client: TestClient, admin_headers: Headers) -> None:
    body = {"phoneNumbers": "13800000000", "templateCode": "T"}
    answer = call(client, "POST", "/api/sms/validateMessage", headers=admin_headers, json=body)
    assert (answer["code"], answer["message"]) == (2024002, "验证码为空")


def test_ordinary_user_is_refused(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    token = login(client, make_user().account)
    for method, path, kwargs in (
        ("GET", "/api/sms/page", {}),
        ("GET", "/api/sms/detail", {"params": {"id": "1"}}),
        ("POST", "/api/sms/sendLoginMessage", {"json": {"phoneNumbers": "13800000000", "templateCode": "T"}}),
        ("POST", "/api/sms/validateMessage", {"json": {}}),
    ):
        assert call(client, method, path, token, **kwargs)["code"] == 1013002, path
