"""What the notify address stores: a notify whose signature verifies is kept whole; anything else anyone
may post (forged, oversized, malformed) only as a short digest, a bounded number per source address an
hour, deleted after PAY_NOTIFY_REFUSED_DAYS by the timer job."""

from __future__ import annotations

import hashlib
import itertools
import json
import os
from collections.abc import Iterator
from urllib.parse import urlencode

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select

from crud_helpers import Api, unique
from helpers import FakeClock, login
from pay_helpers import add_order, local_key, new_key, notify_form, post_body, rsa2_sign
from sitesafe.core.context import AppContext
from sitesafe.modules.pay.alipay.models import PayAlipayNotify
from sitesafe.modules.pay.alipay.providers import LOCAL_APP_ID
from sitesafe.modules.system.timer.jobs import JobContext, registry

_hosts = itertools.count(1)
DIGEST_BYTES = 400  # the digest's columns together, far below a notify's parameters


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


@pytest.fixture
def sender(app: FastAPI) -> Iterator[tuple[TestClient, str]]:
    """A client posting from an address of its own (so that its rows and its rate share are its own)."""
    address = f"198.51.{os.getpid() % 250}.{next(_hosts) % 250}"
    yield TestClient(app, client=(address, 40000)), address


def _rows(ctx: AppContext, source: str) -> list[PayAlipayNotify]:
    with ctx.db.sessionmaker() as db:
        query = select(PayAlipayNotify).where(PayAlipayNotify.source == source)
        return list(db.scalars(query.order_by(PayAlipayNotify.create_time, PayAlipayNotify.id)).all())


def _stored_bytes(row: PayAlipayNotify) -> int:
    columns = PayAlipayNotify.__table__.columns
    return sum(len(str(getattr(row, c.key)).encode()) for c in columns if getattr(row, c.key) is not None)


def _forged(order: dict[str, str], padding: int = 0) -> bytes:
    form = rsa2_sign(new_key(), notify_form(order, LOCAL_APP_ID, fund_bill_list="x" * padding))
    return urlencode(form).encode()


def test_an_unsigned_126_kb_notify_stores_a_small_digest(
    ctx: AppContext, sender: tuple[TestClient, str]
) -> None:
    client, address = sender
    head = urlencode(notify_form({"id": "1", "outTradeNo": "A" * 100, "totalAmount": "1.00"}, LOCAL_APP_ID))
    filler = 126 * 1024 - len(head) - len("&fund_bill_list=")
    body = f"{head}&fund_bill_list={'x' * filler}".encode()
    assert len(body) == 126 * 1024
    assert post_body(client, body) == "fail"
    assert post_body(client, iter([body[:60000], body[60000:]])) == "fail"  # chunked: no length announced
    announced, streamed = _rows(ctx, address)
    assert (announced.verdict, announced.reason, announced.body_size) == (
        "fail",
        "通知过大（超过16KB）",
        len(body),
    )
    assert announced.params is None and announced.body_sha256 is None and announced.order_id is None
    assert streamed.reason == "通知过大（超过16KB）" and 16 * 1024 < streamed.body_size <= len(body)
    assert streamed.params is None
    assert max(_stored_bytes(announced), _stored_bytes(streamed)) < DIGEST_BYTES


def test_a_forged_notify_keeps_reason_order_number_address_and_hash_only(
    admin: Api, ctx: AppContext, sender: tuple[TestClient, str]
) -> None:
    client, address = sender
    order = add_order(admin, unique("伪造摘要"))
    body = _forged({**order, "outTradeNo": order["outTradeNo"] + "9" * 80}, padding=2000)
    assert post_body(client, body) == "fail"
    (row,) = _rows(ctx, address)
    assert (row.verdict, row.reason, row.order_id, row.params) == ("fail", "签名验证失败", None, None)
    assert row.out_trade_no == (order["outTradeNo"] + "9" * 80)[:64]
    assert (row.body_size, row.body_sha256) == (len(body), hashlib.sha256(body).hexdigest())
    assert row.notify_id is None and _stored_bytes(row) < DIGEST_BYTES
    assert admin.ok("GET", "/payAlipay/detail", id=order["id"])["notifies"] == []


@pytest.mark.parametrize(
    ("content_type", "body", "reason"),
    [
        ("application/json", b'{"out_trade_no": "1"}', "通知不是UTF-8编码的表单"),
        ("application/x-www-form-urlencoded", b"out_trade_no=%ff%fe", "通知不是UTF-8编码的表单"),
        (
            "application/x-www-form-urlencoded",
            b"&".join(b"k%d=1" % i for i in range(65)),
            "通知参数过多或过长",
        ),
        ("application/x-www-form-urlencoded", b"sign_type=RSA2&out_trade_no=7", "签名类型不是RSA2或缺少签名"),
    ],
)
def test_a_malformed_notify_is_refused_as_a_digest(
    ctx: AppContext, sender: tuple[TestClient, str], content_type: str, body: bytes, reason: str
) -> None:
    client, address = sender
    assert post_body(client, body, content_type) == "fail"
    (row,) = _rows(ctx, address)
    assert (row.reason, row.params, row.body_sha256) == (reason, None, hashlib.sha256(body).hexdigest())


def test_a_signed_notify_is_kept_whole_and_pays(
    admin: Api, ctx: AppContext, sender: tuple[TestClient, str]
) -> None:
    client, address = sender
    order = add_order(admin, unique("验签"))
    form = rsa2_sign(local_key(ctx.settings.data_dir), notify_form(order, LOCAL_APP_ID))
    body = urlencode(form).encode()
    assert post_body(client, body) == "success"
    (row,) = _rows(ctx, address)
    assert row.params is not None and json.loads(row.params) == form
    assert (row.reason, row.body_size, row.body_sha256) == (
        "支付成功",
        len(body),
        hashlib.sha256(body).hexdigest(),
    )
    detail = admin.ok("GET", "/payAlipay/detail", id=order["id"])
    assert (detail["tradeState"], detail["tradeNo"]) == (1, form["trade_no"])
    (shown,) = detail["notifies"]
    assert (shown["params"], shown["source"], shown["bodySize"]) == (row.params, address, len(body))


def test_a_flood_from_one_address_writes_a_bounded_number_of_rows(
    admin: Api,
    ctx: AppContext,
    clock: FakeClock,
    sender: tuple[TestClient, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    client, address = sender
    monkeypatch.setattr(ctx.settings, "PAY_NOTIFY_REFUSED_PER_HOUR", 5)
    order = add_order(admin, unique("洪水"))
    forged = _forged(order)
    assert [post_body(client, forged) for _ in range(12)] == ["fail"] * 12
    assert len(_rows(ctx, address)) == 5
    signed = rsa2_sign(local_key(ctx.settings.data_dir), notify_form(order, LOCAL_APP_ID))
    assert post_body(client, urlencode(signed).encode()) == "success"  # Alipay's own notifies never wait
    assert [r.params is None for r in _rows(ctx, address)] == [True] * 5 + [False]
    clock.advance(3600)
    assert post_body(client, forged) == "fail"
    assert len(_rows(ctx, address)) == 7  # a new hour, a new share


def test_retention_deletes_old_digests_only(
    admin: Api, ctx: AppContext, clock: FakeClock, sender: tuple[TestClient, str]
) -> None:
    client, address = sender
    order = add_order(admin, unique("保留"))
    assert post_body(client, _forged(order)) == "fail"
    signed = rsa2_sign(local_key(ctx.settings.data_dir), notify_form(order, LOCAL_APP_ID))
    assert post_body(client, urlencode(signed).encode()) == "success"
    timers = admin.ok("GET", "/sysTimers/page", timerName="支付宝通知")["rows"]
    assert [t["actionClass"] for t in timers] == ["PayNotifyCleanupTaskRunner"]  # seeded
    clock.advance(20 * 86400)
    assert post_body(client, _forged(order)) == "fail"
    clock.advance(11 * 86400)
    job = registry.get("PayNotifyCleanupTaskRunner")
    assert job is not None
    summary = job.run(JobContext(ctx, 1, job.name, clock.now()))
    assert summary.startswith("删除30天前被拒绝的支付宝通知摘要")
    kept = _rows(ctx, address)
    assert [(r.reason, r.params is None) for r in kept] == [("支付成功", False), ("签名验证失败", True)]
