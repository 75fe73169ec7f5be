"""Alipay's asynchronous notify: the only way an order becomes 已支付.

A notify is checked in this order: signature (RSA2 over the sorted parameters without sign/sign_type),
app_id, the order, the amount. A replay of a processed notify changes nothing and is acknowledged; any
refusal changes nothing, is answered `fail` and is kept with its reason, as every notify is."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from sitesafe.core.clock import Clock
from sitesafe.core.ids import new_id
from sitesafe.modules.pay.alipay import signing
from sitesafe.modules.pay.alipay.models import PAID, WAIT, PayAlipayNotify, PayAlipayOrder, changed_rows
from sitesafe.modules.pay.alipay.providers import Provider

log = logging.getLogger(__name__)
SUCCESS, FAIL = "success", "fail"
PAID_STATUSES = frozenset({"TRADE_SUCCESS", "TRADE_FINISHED"})
MAX_PARAMS = 64
MAX_VALUE = 2048


@dataclass(frozen=True)
class Verdict:
    answer: str
    reason: str


def _fen(text: str) -> int | None:
    try:
        value = Decimal(text)
    except (InvalidOperation, ValueError):
        return None
    if not value.is_finite() or value != value.quantize(Decimal("0.01")):
        return None
    return int(value * 100)


def _judge(
    db: Session, clock: Clock, provider: Provider, params: dict[str, str]
) -> tuple[Verdict, int | None]:
    if params.get("sign_type") != "RSA2" or not params.get("sign"):
        return Verdict(FAIL, "签名类型不是RSA2或缺少签名"), None
    text = signing.signed_text(params, notify=True)
    if not signing.verify(provider.public_key, text, params["sign"]):
        return Verdict(FAIL, "签名验证失败"), None
    if params.get("app_id") != provider.app_id:
        return Verdict(FAIL, "app_id与本应用不符"), None
    order = db.execute(
        select(PayAlipayOrder).where(PayAlipayOrder.out_trade_no == params.get("out_trade_no", ""))
    ).scalar_one_or_none()
    if order is None:
        return Verdict(FAIL, "订单不存在"), None
    status = params.get("trade_status", "")
    if status not in PAID_STATUSES:
        return Verdict(SUCCESS, f"交易状态{status or '为空'}，无需处理"), order.id
    if _fen(params.get("total_amount", "")) != order.total_fen:
        return Verdict(FAIL, "金额与订单不符"), order.id
    trade_no = params.get("trade_no", "")
    if not trade_no or len(trade_no) > 64:
        return Verdict(FAIL, "支付宝交易号缺失或过长"), order.id
    paid = changed_rows(
        db,
        update(PayAlipayOrder)
        .where(PayAlipayOrder.id == order.id, PayAlipayOrder.trade_state == WAIT)
        .values(
            trade_state=PAID,
            trade_no=trade_no,
            buyer_id=params.get("buyer_id", "")[:64] or None,
            pay_time=clock.now(),
            update_time=clock.now(),
        ),
    )
    if paid == 1:
        return Verdict(SUCCESS, "支付成功"), order.id
    db.refresh(order)
    if order.trade_state == WAIT or order.trade_no is None:
        return Verdict(FAIL, "订单已关闭"), order.id
    if order.trade_no != trade_no:
        return Verdict(FAIL, "支付宝交易号与已支付的交易不符"), order.id
    return Verdict(SUCCESS, "重复通知，已处理过"), order.id


def handle(db: Session, clock: Clock, provider: Provider, params: dict[str, str]) -> Verdict:
    """Judges one notify, applies it when it pays an order, and keeps it; commits."""
    if len(params) > MAX_PARAMS or any(len(v) > MAX_VALUE for v in params.values()):
        verdict, order_id = Verdict(FAIL, "通知参数过多或过长"), None
        params = {k: v[:MAX_VALUE] for k, v in list(params.items())[:MAX_PARAMS]}
    else:
        verdict, order_id = _judge(db, clock, provider, params)
    db.add(
        PayAlipayNotify(
            id=new_id(),
            order_id=order_id,
            out_trade_no=params.get("out_trade_no", "")[:64] or None,
            notify_id=params.get("notify_id", "")[:128] or None,
            params=json.dumps(params, ensure_ascii=False, sort_keys=True),
            verdict=verdict.answer,
            reason=verdict.reason,
            create_time=clock.now(),
        )
    )
    db.commit()
    if verdict.answer == FAIL:
        log.warning("alipay notify refused: %s (out_trade_no=%s)", verdict.reason, params.get("out_trade_no"))
    return verdict
