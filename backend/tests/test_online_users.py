"""在线用户: listing live sessions (database store and Redis store) and forcing one out."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
import redis
from fastapi import FastAPI
from fastapi.testclient import TestClient

from crud_helpers import Api, make_role
from helpers import REDIS_URL, FakeClock, session_id_of
from sitesafe.core.context import AppContext
from sitesafe.core.sessions import RedisSessionStore, SessionRecord
from sitesafe.modules.system.user.models import SysUser

CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36"


def _sign_in(client: TestClient, account: str, agent: str = CHROME) -> Api:
    answer = client.post(
        "/api/login", json={"account": account, "password": "123456"}, headers={"user-agent": agent}
    ).json()
    assert answer["success"], answer
    return Api(client, answer["data"])


def _rows(api: Api, **params: object) -> list[dict[str, object]]:
    """Every matching session (the account filters of these tests match a handful)."""
    page = api.ok("GET", "/sysOnlineUser/list", pageSize=100, **params)
    rows: list[dict[str, object]] = page["rows"]
    assert page["totalRows"] == len(rows)
    return rows


def _own(api: Api) -> dict[str, object]:
    """The caller's session: the newest superAdmin sign-in, so on the first page of that account."""
    rows = api.ok("GET", "/sysOnlineUser/list", account="superAdmin")["rows"]
    mine = [r for r in rows if r["current"]]
    assert len(mine) == 1, rows
    return mine[0]


def _exercise(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    """The flow both stores must pass."""
    worker = make_user(name="张三")
    admin = _sign_in(client, "superAdmin")
    first = _sign_in(client, str(worker.account))
    second = _sign_in(client, str(worker.account), agent="Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0")
    assert first.ok("GET", "/getLoginUser")["account"] == worker.account

    rows = _rows(admin, account=worker.account)
    assert len(rows) == 2
    newest, oldest = rows
    assert newest["lastLoginTime"] >= oldest["lastLoginTime"]  # newest sign-in first
    assert {(r["lastLoginBrowser"], r["lastLoginOs"]) for r in rows} == {
        ("Chrome 124", "Windows 10"),
        ("Firefox 126", "Linux"),
    }
    row = next(r for r in rows if r["lastLoginOs"] == "Windows 10")  # the `first` session
    assert set(row) >= {
        "handle",
        "account",
        "nickName",
        "lastLoginIp",
        "lastLoginAddress",
        "lastLoginBrowser",
        "lastLoginOs",
        "lastLoginTime",
        "lastAccessTime",
    }
    assert (row["account"], row["nickName"], row["current"]) == (worker.account, "张三", False)
    assert row["lastLoginIp"] == "testclient"
    # the account filter is a substring match; the caller's own session is marked
    assert _rows(admin, account=str(worker.account)[2:]) == rows
    assert _rows(admin, account="no-such-account-xyz") == []
    mine = _own(admin)

    # forcing one session out (by its handle) ends it at once; the other session lives on
    assert admin.post("/sysOnlineUser/forceExist", {"handle": row["handle"]})["success"]
    assert first.get("/getLoginUser")["code"] == 1011008
    assert second.get("/getLoginUser")["success"]
    assert [r["handle"] for r in _rows(admin, account=worker.account)] == [
        r["handle"] for r in rows if r is not row
    ]
    # again: already gone is fine; blank is a parameter error; one's own session is refused
    assert admin.post("/sysOnlineUser/forceExist", {"handle": row["handle"]})["success"]
    blank = admin.post("/sysOnlineUser/forceExist", {"handle": " "})
    assert blank["code"] == 1012001
    own = admin.post("/sysOnlineUser/forceExist", {"handle": mine["handle"]})
    assert (own["code"], own["message"]) == (2028001, "不能强制下线自己当前的会话，请使用退出登录")
    assert admin.get("/getLoginUser")["success"]
    # signing out removes the session from the list too
    client.get("/api/logout", headers={"Authorization": f"Bearer {second.token}"})
    assert _rows(admin, account=worker.account) == []


def _permissions(client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]) -> None:
    """Without the permission: refused; with it: super administrators' sessions stay out of reach."""
    plain = _sign_in(client, str(make_user().account))
    assert plain.get("/sysOnlineUser/list")["code"] == 1013002
    assert plain.post("/sysOnlineUser/forceExist", {"handle": "x"})["code"] == 1013002
    role = make_role(ctx, ["sysOnlineUser:list", "sysOnlineUser:forceExist"])
    operator = _sign_in(client, str(make_user(roles=(role,)).account))
    admin = _sign_in(client, "superAdmin")
    admin_session = _own(admin)
    assert operator.ok("GET", "/sysOnlineUser/list", account="superAdmin")["totalRows"] == 0
    refused = operator.post("/sysOnlineUser/forceExist", {"handle": admin_session["handle"]})
    assert refused["code"] == 1013003
    assert admin.get("/getLoginUser")["success"]
    # an ordinary user's session is within reach
    target = _rows(operator, account=plain.ok("GET", "/getLoginUser")["account"])
    assert len(target) == 1
    assert operator.post("/sysOnlineUser/forceExist", {"handle": target[0]["handle"]})["success"]
    assert plain.get("/getLoginUser")["code"] == 1011008


def _no_session_ids(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    """A session id and the signing key make a token: the list never shows one, and force-out takes
    only the handle (a session id in its place ends nothing)."""
    account = str(make_user().account)
    worker = _sign_in(client, account)
    admin = _sign_in(client, "superAdmin")
    answer = admin.client.get(
        "/api/sysOnlineUser/list",
        params={"pageSize": 100},
        headers={"Authorization": f"Bearer {admin.token}"},
    )
    listed = answer.json()["data"]["rows"]
    assert listed and all("sessionId" not in row for row in listed)
    for token in (worker.token, admin.token):
        assert session_id_of(token) not in answer.text
    row = next(r for r in listed if r["account"] == account)
    assert len(row["handle"]) == 32
    by_id = admin.post("/sysOnlineUser/forceExist", {"sessionId": session_id_of(worker.token)})
    assert by_id["code"] == 1012001
    assert admin.post("/sysOnlineUser/forceExist", {"handle": session_id_of(worker.token)})["success"]
    assert worker.get("/getLoginUser")["success"]  # a raw id is no handle: nothing was ended
    assert admin.post("/sysOnlineUser/forceExist", {"handle": row["handle"]})["success"]
    assert worker.get("/getLoginUser")["code"] == 1011008


def test_database_store_never_shows_session_ids(
    client: TestClient, make_user: Callable[..., SysUser]
) -> None:
    _no_session_ids(client, make_user)


def test_redis_store_never_shows_session_ids(redis_app: FastAPI, make_user: Callable[..., SysUser]) -> None:
    _no_session_ids(TestClient(redis_app), make_user)


def test_database_store_lists_and_forces_out(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    _exercise(client, make_user)


def test_database_store_permissions(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    _permissions(client, ctx, make_user)


def test_idle_sessions_are_not_listed(
    client: TestClient, make_user: Callable[..., SysUser], clock: FakeClock
) -> None:
    account = str(make_user().account)
    _sign_in(client, account)
    clock.advance(7201)
    admin = _sign_in(client, "superAdmin")
    assert _rows(admin, account=account) == []


def test_paging_in_memory(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    account = str(make_user().account)
    for _ in range(3):
        _sign_in(client, account)
    admin = _sign_in(client, "superAdmin")
    first = admin.ok("GET", "/sysOnlineUser/list", account=account, pageNo=1, pageSize=2)
    second = admin.ok("GET", "/sysOnlineUser/list", account=account, pageNo=2, pageSize=2)
    assert (first["totalRows"], first["totalPage"], len(first["rows"]), len(second["rows"])) == (3, 2, 2, 1)


def test_redis_store_lists_and_forces_out(redis_app: FastAPI, make_user: Callable[..., SysUser]) -> None:
    _exercise(TestClient(redis_app), make_user)


def test_redis_store_permissions(redis_app: FastAPI, make_user: Callable[..., SysUser]) -> None:
    _permissions(TestClient(redis_app), redis_app.state.ctx, make_user)


def _epoch(moment: datetime) -> float:
    return moment.replace(tzinfo=UTC).timestamp()


def test_redis_index_is_maintained_and_pruned(
    redis_app: FastAPI, make_user: Callable[..., SysUser], fake_clock: FakeClock
) -> None:
    """No KEYS/SCAN: the sorted-set index follows create/touch/delete, and loses stale entries."""
    client = TestClient(redis_app)
    raw = redis.Redis.from_url(REDIS_URL)
    store = redis_app.state.ctx.sessions
    assert isinstance(store, RedisSessionStore)
    account = str(make_user().account)
    api = _sign_in(client, account)
    admin = _sign_in(client, "superAdmin")
    ids = {m.decode() for m in raw.zrange("sitesafe:sessions", 0, -1)}
    assert len(ids) == 2
    sid = session_id_of(api.token)
    # touch moves the score (the last access) along, and an ended session is not revived by a touch
    before = raw.zscore("sitesafe:sessions", sid)
    fake_clock.advance(120)
    assert api.get("/getLoginUser")["success"]
    assert raw.zscore("sitesafe:sessions", sid) == pytest.approx((before or 0) + 120, abs=2)
    store.delete(sid)
    assert raw.zscore("sitesafe:sessions", sid) is None
    store.touch(sid, fake_clock.now(), 7200)
    assert not raw.exists(f"sitesafe:session:{sid}")
    assert api.get("/getLoginUser")["code"] == 1011008
    # a hash that vanished behind the index's back (TTL) is pruned when listed
    ghost = _sign_in(client, account)
    ghost_id = session_id_of(ghost.token)
    raw.delete(f"sitesafe:session:{ghost_id}")
    assert _rows(admin, account=account) == []
    assert raw.zscore("sitesafe:sessions", ghost_id) is None
    assert ghost.get("/getLoginUser")["code"] == 1011008
    # entries older than the idle timeout are dropped from the index by score: on listing ...
    now = fake_clock.now()
    store.create(SessionRecord("stale", 1, "x", now, now - timedelta(hours=3)), 4 * 3600)
    assert raw.zscore("sitesafe:sessions", "stale") is not None
    assert "stale" not in {r.id for r in store.list_live(now - timedelta(hours=2))}
    assert raw.zscore("sitesafe:sessions", "stale") is None
    # ... and on every sign-in, so the index stays bounded when nobody lists it
    raw.zadd("sitesafe:sessions", {"forgotten": _epoch(now - timedelta(hours=5))})
    _sign_in(client, account)
    assert raw.zscore("sitesafe:sessions", "forgotten") is None
    # a user's set forgets expired ids when that user signs in again
    user = make_user()
    raw.sadd(f"sitesafe:user:{user.id}", "long-gone")
    _sign_in(client, str(user.account))
    assert len(raw.smembers(f"sitesafe:user:{user.id}")) == 1
    assert b"long-gone" not in raw.smembers(f"sitesafe:user:{user.id}")
