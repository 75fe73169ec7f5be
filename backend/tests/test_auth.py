"""Signing in and out, tokens, server-side sessions and the visit log."""

from __future__ import annotations

import os
from collections.abc import Callable

import jwt
import redis
from argon2 import PasswordHasher
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from helpers import FakeClock, SetConfig, bearer, call, login
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.system.auth.models import SysSession
from sitesafe.modules.system.log.models import SysVisLog
from sitesafe.modules.system.user.models import SysUser


def _last_visits(db: Session, account: str, count: int = 1) -> list[SysVisLog]:
    rows = db.execute(
        select(SysVisLog)
        .where(SysVisLog.account == account)
        .order_by(SysVisLog.vis_time.desc(), SysVisLog.id.desc())
    ).scalars()
    return list(rows)[:count]


def test_login_returns_a_jwt_with_the_contract_claims(client: TestClient, ctx: AppContext) -> None:
    body = client.post("/api/login", json={"account": "superAdmin", "password": "123456"}).json()
    assert (body["success"], body["code"], body["message"]) == (True, 200, "请求成功")
    claims = jwt.decode(body["data"], ctx.settings.SECRET_KEY, algorithms=["HS256"])
    assert {"userId", "account", "uuid", "exp"} <= set(claims)
    assert claims["account"] == "superAdmin" and isinstance(claims["userId"], str)


def test_login_failures(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    empty = call(client, "POST", "/api/login", json={"account": "superAdmin", "password": ""})
    assert (empty["code"], empty["message"]) == (1011001, "账号或密码为空，请检查account或password参数")
    wrong = call(client, "POST", "/api/login", json={"account": "superAdmin", "password": "nope!!"})
    assert (wrong["code"], wrong["message"]) == (1011002, "账号或密码错误，请检查account或password参数")
    unknown = call(client, "POST", "/api/login", json={"account": "nobody-here", "password": "123456"})
    assert unknown["code"] == 1011002
    frozen = make_user(status=1)
    assert (
        call(client, "POST", "/api/login", json={"account": frozen.account, "password": "123456"})["code"]
        == 1011007
    )
    deleted = make_user(status=2)
    assert (
        call(client, "POST", "/api/login", json={"account": deleted.account, "password": "123456"})["code"]
        == 1011002
    )


def test_every_login_attempt_is_in_the_visit_log_and_success_updates_last_login(
    client: TestClient, db: Session, make_user: Callable[..., SysUser]
) -> None:
    user = make_user()
    call(client, "POST", "/api/login", json={"account": user.account, "password": "wrong-one"})
    login(client, user.account)
    success, failure = _last_visits(db, user.account, 2)
    assert (failure.vis_type, failure.success, failure.message) == (
        1,
        "N",
        "登录失败:账号或密码错误，请检查account或password参数",
    )
    assert (success.vis_type, success.success, success.message, success.name) == (1, "Y", "登录成功", "登录")
    row = db.execute(select(SysUser).where(SysUser.id == user.id)).scalar_one()
    assert row.last_login_ip == "testclient" and row.last_login_time is not None


def test_logout_revokes_the_session_at_once_and_is_logged(client: TestClient, db: Session) -> None:
    token = login(client, "demo")
    assert call(client, "GET", "/api/getLoginUser", token)["success"]
    out = client.get("/api/logout", headers=bearer(token))
    assert out.json() == {"success": True, "code": 200, "message": "请求成功", "data": None}
    assert call(client, "GET", "/api/getLoginUser", token)["code"] == 1011008
    visit = _last_visits(db, "demo")[0]
    assert (visit.vis_type, visit.success, visit.message) == (2, "Y", "登出成功")
    # logging out without (or with a dead) token still answers success
    assert client.get("/api/logout").json()["success"]
    assert client.get("/api/logout", headers=bearer(token)).json()["success"]


def test_token_errors(client: TestClient, ctx: AppContext, clock: FakeClock) -> None:
    assert call(client, "GET", "/api/getLoginUser")["code"] == 1011004
    assert (
        call(client, "GET", "/api/getLoginUser", headers={"Authorization": "Bearer undefined"})["code"]
        == 1011004
    )
    assert call(client, "GET", "/api/getLoginUser", headers={"Authorization": "Token abc"})["code"] == 1011005
    assert call(client, "GET", "/api/getLoginUser", "not.a.jwt")["code"] == 1011006
    token = login(client, "demo")
    forged = jwt.encode(
        jwt.decode(token, options={"verify_signature": False}), "another-secret-key-long-enough-0123"
    )
    assert call(client, "GET", "/api/getLoginUser", forged)["code"] == 1011006
    # an expired JWT is 1011006 even when the session is alive (token lifetime 86400 s)
    for _ in range(13):
        clock.advance(7000)
        call(client, "GET", "/api/getLoginUser", token)
    assert call(client, "GET", "/api/getLoginUser", token)["code"] == 1011006


def test_sliding_session_idle_timeout(client: TestClient, clock: FakeClock) -> None:
    token = login(client, "demo")
    for _ in range(3):  # active use keeps the session alive past the idle timeout (7200 s)
        clock.advance(7000)
        assert call(client, "GET", "/api/getLoginUser", token)["success"]
    clock.advance(7201)
    expired = call(client, "GET", "/api/getLoginUser", token)
    assert (expired["code"], expired["message"]) == (1011008, "登录已过期，请重新登录")


def test_idle_sessions_are_purged_at_the_next_login(
    client: TestClient, db: Session, clock: FakeClock
) -> None:
    first = login(client, "demo")
    session_id = jwt.decode(first, options={"verify_signature": False})["uuid"]
    clock.advance(7201)
    login(client, "superAdmin")
    assert db.get(SysSession, session_id) is None


def test_frozen_user_is_refused_on_the_next_request(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    user = make_user()
    token = login(client, user.account)
    with ctx.db.sessionmaker.begin() as db:
        db.execute(update(SysUser).where(SysUser.id == user.id).values(status=1))
    answer = call(client, "GET", "/api/getLoginUser", token)
    assert (answer["code"], answer["message"]) == (1011007, "账号被冻结，请联系管理员")


def test_account_lock_out_and_reset_on_success(
    client: TestClient,
    make_user: Callable[..., SysUser],
    clock: FakeClock,
    db: Session,
) -> None:
    user = make_user()
    bad = {"account": user.account, "password": "wrong-pass"}
    codes = [call(client, "POST", "/api/login", json=bad)["code"] for _ in range(5)]
    assert codes == [1011002, 1011002, 1011002, 1011002, 1011011]
    locked = call(client, "POST", "/api/login", json={"account": user.account, "password": "123456"})
    assert (locked["code"], locked["message"]) == (1011011, "登录失败次数过多，请15分钟后再试")
    assert _last_visits(db, user.account)[0].message == "登录失败:登录失败次数过多，请15分钟后再试"
    clock.advance(10 * 60)
    assert "请5分钟后再试" in call(client, "POST", "/api/login", json=bad)["message"]
    clock.advance(5 * 60 + 1)
    assert login(client, user.account)
    # the success reset the counter: four more failures do not lock
    codes = [call(client, "POST", "/api/login", json=bad)["code"] for _ in range(4)]
    assert codes == [1011002] * 4
    assert login(client, user.account)


def test_failures_outside_the_window_do_not_add_up(
    client: TestClient,
    make_user: Callable[..., SysUser],
    clock: FakeClock,
) -> None:
    user = make_user()
    bad = {"account": user.account, "password": "wrong-pass"}
    for _ in range(4):
        call(client, "POST", "/api/login", json=bad)
    clock.advance(901)
    assert call(client, "POST", "/api/login", json=bad)["code"] == 1011002


def test_address_lock_out(app: FastAPI, set_config: SetConfig) -> None:
    set_config("SNOWY_LOGIN_LOCK_IP_MAX", "3")
    attacker = TestClient(app, client=("10.9.8.7", 40000))
    codes = [
        call(attacker, "POST", "/api/login", json={"account": f"guess{i}", "password": "x1x2x3"})["code"]
        for i in range(4)
    ]
    assert codes == [1011002, 1011002, 1011011, 1011011]
    assert (
        call(attacker, "POST", "/api/login", json={"account": "demo", "password": "123456"})["code"]
        == 1011011
    )
    assert login(TestClient(app), "demo")  # other addresses are not affected


def test_redis_session_store_login_logout_revoke(settings: Settings, fake_clock: FakeClock) -> None:
    url = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
    redis.Redis.from_url(url).flushdb()
    app = create_app(settings.model_copy(update={"REDIS_URL": url}), clock=fake_clock)
    client = TestClient(app)
    try:
        token = login(client, "demo")
        keys = list(redis.Redis.from_url(url).keys("sitesafe:session:*"))
        assert len(keys) == 1
        assert call(client, "GET", "/api/getLoginUser", token)["success"]
        assert client.get("/api/logout", headers=bearer(token)).json()["success"]
        assert redis.Redis.from_url(url).keys("sitesafe:session:*") == []
        assert call(client, "GET", "/api/getLoginUser", token)["code"] == 1011008
        other = login(client, "demo")
        fake_clock.advance(7201)
        assert call(client, "GET", "/api/getLoginUser", other)["code"] == 1011008
    finally:
        redis.Redis.from_url(url).flushdb()
        app.state.ctx.db.dispose()


def test_hashes_with_other_parameters_are_upgraded_at_sign_in(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser], db: Session
) -> None:
    user = make_user()
    with ctx.db.sessionmaker.begin() as session:
        session.execute(
            update(SysUser).where(SysUser.id == user.id).values(password=PasswordHasher().hash("old-pw1"))
        )
    assert login(client, user.account, "old-pw1")
    stored = db.execute(select(SysUser.password).where(SysUser.id == user.id)).scalar_one()
    assert stored.startswith("$argon2id$") and "m=19456,t=2,p=1" in stored
    assert login(client, user.account, "old-pw1")


def test_simultaneous_failures_for_one_account_are_all_counted(ctx: AppContext) -> None:
    """Two sign-ins failing at the same moment for an account without a counter yet: both are counted
    and neither collides on the counter's unique key (it used to end in a 500)."""
    import threading
    import uuid
    from datetime import timedelta

    from sitesafe.core.clock import utcnow
    from sitesafe.modules.system.auth.lockout import LockPolicy, record_failure
    from sitesafe.modules.system.auth.models import SysLoginAttempt

    policy = LockPolicy(account_max=2, ip_max=100, window=timedelta(minutes=15), lock=timedelta(minutes=5))
    key, now = f"race{uuid.uuid4().hex[:8]}", utcnow()
    first, second = ctx.db.sessionmaker(), ctx.db.sessionmaker()
    outcome: dict[str, object] = {}
    started = threading.Event()

    def other_request() -> None:
        started.set()
        try:
            outcome["locked"] = record_failure(second, key, "10.9.9.9", now, policy)
            second.commit()
        except Exception as error:  # reported by the assertion below
            outcome["error"] = error

    try:
        assert record_failure(first, key, "10.9.9.9", now, policy) is False  # holds its write, uncommitted
        thread = threading.Thread(target=other_request)
        thread.start()
        assert started.wait(10)
        first.commit()
        thread.join(30)
        assert "error" not in outcome, outcome
        assert outcome["locked"] is True  # the second failure reached the limit of 2
        with ctx.db.sessionmaker() as db:
            row = db.execute(select(SysLoginAttempt).where(SysLoginAttempt.key == key)).scalar_one()
            assert row.fail_count == 2 and row.locked_until is not None
    finally:
        first.close()
        second.close()
