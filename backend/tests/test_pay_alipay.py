"""支付宝订单 through HTTP with the local provider: create, list, detail, close, refund, 模拟支付, and the
notify endpoint's rules (signature, app_id, order, amount, replay), which alone marks an order paid."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from crud_helpers import Api, make_role, unique
from helpers import login
from pay_helpers import add_order, local_key, new_key, notify_form, post_notify, rsa2_sign
from sitesafe.core.context import AppContext
from sitesafe.modules.pay.alipay.models import PayAlipayNotify
from sitesafe.modules.pay.alipay.providers import LOCAL_APP_ID
from sitesafe.modules.system.user.models import SysUser


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


def _detail(api: Api, order: dict[str, Any]) -> dict[str, Any]:
    detail: dict[str, Any] = api.ok("GET", "/payAlipay/detail", id=order["id"])
    return detail


def _paid(admin: Api, ctx: AppContext) -> dict[str, Any]:
    order = add_order(admin, unique("已付"))
    assert admin.ok("POST", "/payAlipay/localPay", {"id": order["id"]}) is None
    return _detail(admin, order)


def test_create_list_and_detail(admin: Api) -> None:
    subject = unique("会员年费")
    order = add_order(admin, subject, 12.3)
    assert re.fullmatch(r"\d{14}\d+", order["outTradeNo"])
    assert (order["subject"], order["body"], order["totalAmount"]) == (subject, "说明", "12.30")
    assert (order["tradeState"], order["tradeStateName"], order["provider"]) == (0, "待支付", "local")
    assert (order["refundedAmount"], order["refundableAmount"], order["tradeNo"]) == ("0.00", "0.00", None)
    assert (order["refunds"], order["notifies"]) == ([], [])
    page = admin.ok("GET", "/payAlipay/page", outTradeNo=order["outTradeNo"])
    assert [r["id"] for r in page["rows"]] == [order["id"]]
    assert "notifies" not in page["rows"][0]
    today = order["createTime"][:10]
    found = admin.ok("GET", "/payAlipay/page", subject=subject, tradeState=0, searchBeginTime=today)
    assert found["totalRows"] == 1
    assert admin.ok("GET", "/payAlipay/page", subject=subject, tradeState=1)["totalRows"] == 0
    assert admin.ok("GET", "/payAlipay/page", subject=subject, searchEndTime="2000-01-01")["totalRows"] == 0
    assert admin.get("/payAlipay/detail", id="42")["code"] == 2021051


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"subject": "x", "totalAmount": 0}, "订单金额必须大于0"),
        ({"subject": "x", "totalAmount": "-1"}, "订单金额必须大于0"),
        ({"subject": "x", "totalAmount": "1.005"}, "订单金额最多保留2位小数"),
        ({"subject": "x", "totalAmount": "abc"}, "订单金额必须为数字"),
        ({"subject": "  ", "totalAmount": "1"}, "订单标题"),
        ({"totalAmount": "1"}, "订单标题不能为空"),
    ],
)
def test_bad_input_is_refused(admin: Api, body: dict[str, Any], message: str) -> None:
    answer = admin.post("/payAlipay/add", body)
    assert answer["code"] == 1012001 and message in answer["message"], answer


def test_local_pay_goes_through_the_notify(admin: Api, ctx: AppContext) -> None:
    order = _paid(admin, ctx)
    assert (order["tradeState"], order["tradeStateName"]) == (1, "已支付")
    assert order["tradeNo"].startswith("LOCAL") and order["payTime"]
    [record] = order["notifies"]
    assert (record["verdict"], record["reason"]) == ("success", "支付成功")
    params = json.loads(record["params"])
    assert (params["out_trade_no"], params["total_amount"], params["sign_type"]) == (
        order["outTradeNo"],
        order["totalAmount"],
        "RSA2",
    )
    assert (ctx.settings.data_dir / "alipay_local_key.pem").stat().st_mode & 0o777 == 0o600
    again = admin.post("/payAlipay/localPay", {"id": order["id"]})
    assert (again["code"], again["message"]) == (2021055, "只有待支付的订单可以支付")


def test_a_good_notify_pays_once_and_a_replay_changes_nothing(
    admin: Api, client: TestClient, ctx: AppContext
) -> None:
    order = add_order(admin, unique("通知"))
    form = rsa2_sign(local_key(ctx.settings.data_dir), notify_form(order, LOCAL_APP_ID))
    assert post_notify(client, form) == "success"
    paid = _detail(admin, order)
    assert (paid["tradeState"], paid["tradeNo"], paid["buyerId"]) == (1, form["trade_no"], form["buyer_id"])
    assert post_notify(client, form) == "success"
    replayed = _detail(admin, order)
    assert {k: replayed[k] for k in ("tradeState", "tradeNo", "payTime", "updateTime")} == {
        k: paid[k] for k in ("tradeState", "tradeNo", "payTime", "updateTime")
    }
    assert [(n["verdict"], n["reason"]) for n in replayed["notifies"]] == [
        ("success", "重复通知，已处理过"),
        ("success", "支付成功"),
    ]
    other_trade = rsa2_sign(local_key(ctx.settings.data_dir), {**form, "trade_no": "2026000000000"})
    assert post_notify(client, other_trade) == "fail"
    assert _detail(admin, order)["tradeNo"] == form["trade_no"]


@pytest.mark.parametrize(
    ("forge", "reason"),
    [
        ("other_key", "签名验证失败"),
        ("tampered_amount", "签名验证失败"),
        ("no_sign", "签名类型不是RSA2或缺少签名"),
        ("rsa1", "签名类型不是RSA2或缺少签名"),
        ("wrong_amount", "金额与订单不符"),
        ("wrong_app", "app_id与本应用不符"),
    ],
)
def test_a_bad_notify_changes_nothing_and_is_kept(
    admin: Api, client: TestClient, ctx: AppContext, forge: str, reason: str
) -> None:
    order = add_order(admin, unique("伪造"), "100.00")
    key = local_key(ctx.settings.data_dir)
    forms: dict[str, Callable[[], dict[str, str]]] = {
        "other_key": lambda: rsa2_sign(new_key(), notify_form(order, LOCAL_APP_ID)),
        "tampered_amount": lambda: {
            **rsa2_sign(key, notify_form(order, LOCAL_APP_ID)),
            "total_amount": "0.01",
        },
        "no_sign": lambda: notify_form(order, LOCAL_APP_ID),
        "rsa1": lambda: rsa2_sign(key, notify_form(order, LOCAL_APP_ID, sign_type="RSA")),
        "wrong_amount": lambda: rsa2_sign(key, notify_form(order, LOCAL_APP_ID, total_amount="99.99")),
        "wrong_app": lambda: rsa2_sign(key, notify_form(order, "2021000000000000")),
    }
    assert post_notify(client, forms[forge]()) == "fail"
    after = _detail(admin, order)
    assert (after["tradeState"], after["tradeNo"], after["payTime"]) == (0, None, None)
    if forge in ("wrong_amount",):  # the order is known once the signature and app_id hold
        assert [(n["verdict"], n["reason"]) for n in after["notifies"]] == [("fail", reason)]
    else:
        assert after["notifies"] == []
    kept = admin.ok("GET", "/payAlipay/page", outTradeNo=order["outTradeNo"])["rows"]
    assert kept[0]["tradeState"] == 0
    with ctx.db.sessionmaker() as db:
        last = db.scalars(
            select(PayAlipayNotify).order_by(PayAlipayNotify.create_time.desc(), PayAlipayNotify.id.desc())
        ).first()
        assert last is not None and (last.verdict, last.reason) == ("fail", reason)


def test_a_notify_for_an_unknown_order_fails(client: TestClient, ctx: AppContext) -> None:
    fake = {"id": "1", "outTradeNo": "no-such-order", "totalAmount": "1.00"}
    form = rsa2_sign(local_key(ctx.settings.data_dir), notify_form(fake, LOCAL_APP_ID))
    assert post_notify(client, form) == "fail"
    assert post_notify(client, {"garbage": "1"}) == "fail"


def test_close_an_unpaid_order_only(admin: Api, client: TestClient, ctx: AppContext) -> None:
    order = add_order(admin, unique("关闭"))
    assert admin.ok("POST", "/payAlipay/close", {"id": order["id"]}) is None
    closed = _detail(admin, order)
    assert (closed["tradeState"], closed["tradeStateName"]) == (2, "已关闭") and closed["closeTime"]
    assert admin.post("/payAlipay/close", {"id": order["id"]})["code"] == 2021052
    assert admin.post("/payAlipay/localPay", {"id": order["id"]})["code"] == 2021055
    form = rsa2_sign(local_key(ctx.settings.data_dir), notify_form(order, LOCAL_APP_ID))
    assert post_notify(client, form) == "fail"
    assert _detail(admin, order)["tradeState"] == 2
    paid = _paid(admin, ctx)
    answer = admin.post("/payAlipay/close", {"id": paid["id"]})
    assert (answer["code"], answer["message"]) == (2021052, "只有待支付的订单可以关闭")
    assert _detail(admin, paid)["tradeState"] == 1


def test_refund_in_parts_up_to_the_paid_amount(admin: Api, ctx: AppContext) -> None:
    unpaid = add_order(admin, unique("未付"))
    refused = admin.post("/payAlipay/refund", {"id": unpaid["id"], "amount": "1", "reason": "r"})
    assert refused["code"] == 2021053
    order = _paid(admin, ctx)  # 12.34
    assert (
        admin.ok("POST", "/payAlipay/refund", {"id": order["id"], "amount": "2.00", "reason": "少发货"})
        is None
    )
    part = _detail(admin, order)
    assert (part["tradeState"], part["tradeStateName"], part["refundedAmount"], part["refundableAmount"]) == (
        3,
        "部分退款",
        "2.00",
        "10.34",
    )
    assert [(r["amount"], r["reason"]) for r in part["refunds"]] == [("2.00", "少发货")]
    too_much = admin.post("/payAlipay/refund", {"id": order["id"], "amount": "10.35", "reason": "x"})
    assert (too_much["code"], too_much["message"]) == (2021054, "退款金额不能超过可退金额10.34元")
    bad = admin.post("/payAlipay/refund", {"id": order["id"], "amount": "1.001", "reason": "x"})
    assert bad["code"] == 1012001
    no_reason = admin.post("/payAlipay/refund", {"id": order["id"], "amount": "1"})
    assert no_reason["code"] == 1012001
    assert (
        admin.ok("POST", "/payAlipay/refund", {"id": order["id"], "amount": 10.34, "reason": "全退"}) is None
    )
    done = _detail(admin, order)
    assert (done["tradeState"], done["tradeStateName"], done["refundableAmount"]) == (4, "已退款", "0.00")
    assert (
        admin.post("/payAlipay/refund", {"id": order["id"], "amount": "0.01", "reason": "x"})["code"]
        == 2021053
    )
    assert admin.post("/payAlipay/close", {"id": order["id"]})["code"] == 2021052


def test_permissions(
    admin: Api, client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> None:
    order = add_order(admin, unique("权限"))
    nobody = Api(client, login(client, make_user().account))
    for method, path in [
        ("GET", "/payAlipay/page"),
        ("GET", "/payAlipay/detail"),
        ("POST", "/payAlipay/add"),
    ]:
        answer = nobody.get(path, id=order["id"]) if method == "GET" else nobody.post(path, {"subject": "x"})
        assert answer["code"] == 1013002, path
    reader = Api(
        client,
        login(client, make_user(roles=(make_role(ctx, ["payAlipay:page", "payAlipay:detail"]),)).account),
    )
    assert reader.ok("GET", "/payAlipay/detail", id=order["id"])["id"] == order["id"]
    for path in ("/payAlipay/close", "/payAlipay/refund", "/payAlipay/localPay", "/payAlipay/add"):
        assert reader.post(path, {"id": order["id"]})["code"] == 1013002, path
    assert _detail(admin, order)["tradeState"] == 0


def test_gateway_only_operations_are_refused_with_the_local_provider(admin: Api) -> None:
    order = add_order(admin, unique("网关"))
    answer = admin.get("/payAlipay/pagePay", id=order["id"])
    assert (answer["code"], answer["message"]) == (2021056, "当前支付渠道（local）不支持该操作")
    assert admin.post("/payAlipay/qrPay", {"id": order["id"]})["code"] == 2021056
    assert admin.get("/payAlipay/query", id=order["id"])["code"] == 2021056
