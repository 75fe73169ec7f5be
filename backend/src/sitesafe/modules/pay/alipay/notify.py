"""Alipay's asynchronous notify: the only way an order becomes 已支付.

A notify is checked in this order: its size and form, signature (RSA2 over the sorted parameters without
sign/sign_type), app_id, the order, the amount. Until the signature and app_id hold, anyone may have sent
it: a refusal then is kept as a digest only (refused.py). A notify that passes them came from Alipay and
is kept whole with its verdict. A replay of a processed notify changes nothing and is acknowledged; any
refusal changes nothing and is answered `fail`."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, InvalidOperation

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from sitesafe.core.clock import Clock
from sitesafe.core.ids import new_id
from sitesafe.core.ratelimit import RateLimiter
from sitesafe.modules.pay.alipay import refused, signing
from sitesafe.modules.pay.alipay.models import PAID, WAIT, PayAlipayNotify, PayAlipayOrder, changed_rows
from sitesafe.modules.pay.alipay.providers import Provider
from sitesafe.modules.pay.alipay.received import Received, form_of

log = logging.getLogger(__name__)
SUCCESS, FAIL = "success", "fail"
PAID_STATUSES = frozenset({"TRADE_SUCCESS", "TRADE_FINISHED"})


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


def _authentic(provider: Provider, params: dict[str, str]) -> str | None:
    """Why the notify cannot be from Alipay for this application, or None."""
    if params.get("sign_type") != "RSA2" or not params.get("sign"):
        return "签名类型不是RSA2或缺少签名"
    if not signing.verify(provider.public_key, signing.signed_text(params, notify=True), params["sign"]):
        return "签名验证失败"
    if params.get("app_id") != provider.app_id:
        return "app_id与本应用不符"
    return None


def _judge(
    db: Session, clock: Clock, provider: Provider, params: dict[str, str]
) -> tuple[Verdict, int | None]:
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


def _keep(
    db: Session,
    now: datetime,
    received: Received,
    params: dict[str, str],
    verdict: Verdict,
    order_id: int | None,
) -> None:
    db.add(
        PayAlipayNotify(
            id=new_id(),
            order_id=order_id,
            out_trade_no=params.get("out_trade_no", "")[:64] or None,
            notify_id=params.get("notify_id", "")[:128] or None,
            params=json.dumps(params, ensure_ascii=False, sort_keys=True),
            source=received.source,
            body_size=received.size,
            body_sha256=received.sha256,
            verdict=verdict.answer,
            reason=verdict.reason,
            create_time=now,
        )
    )


def handle(
    db: Session, clock: Clock, limits: RateLimiter, provider: Provider, received: Received, per_hour: int
) -> Verdict:
    """Judges one notify, applies it when it pays an order, and keeps it (whole or as a digest); commits."""
    params, refusal = form_of(received)
    refusal = refusal or _authentic(provider, params)
    if refusal is not None:
        refused.record(db, clock.now(), limits, received, params.get("out_trade_no", ""), refusal, per_hour)
        return Verdict(FAIL, refusal)
    verdict, order_id = _judge(db, clock, provider, params)
    _keep(db, clock.now(), received, params, verdict, order_id)
    db.commit()
    if verdict.answer == FAIL:
        log.warning("alipay notify refused: %s (out_trade_no=%r)", verdict.reason, params.get("out_trade_no"))
    return verdict
