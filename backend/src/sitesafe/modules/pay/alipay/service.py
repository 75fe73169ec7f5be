"""支付宝订单: created 待支付 with our own out_trade_no; closed while unpaid; refunded (in part or whole)
once paid. Paying happens only through the notify (notify.py)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select, update

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.core.timefmt import to_local
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.pay.alipay.models import (
    CLOSED,
    PART_REFUNDED,
    REFUNDABLE,
    REFUNDED,
    STATE_TEXT,
    WAIT,
    PayAlipayNotify,
    PayAlipayOrder,
    PayAlipayRefund,
    changed_rows,
)
from sitesafe.modules.pay.alipay.providers import Provider, provider_for, yuan
from sitesafe.modules.pay.alipay.schemas import (
    NotifyOut,
    OrderAdd,
    OrderDetail,
    OrderOut,
    OrderQuery,
    RefundBody,
    RefundOut,
)

NOTIFIES_SHOWN = 100

ORDERS = Resource(
    name="payAlipay",
    title="支付宝订单",
    model=PayAlipayOrder,
    out=OrderOut,
    add=OrderAdd,
    not_found=ErrorCode.PAY_ORDER_NOT_EXIST,
    query=OrderQuery,
    filters=(
        Like("out_trade_no"),
        Like("subject"),
        Eq("trade_state"),
        DateRange("search_begin_time", "search_end_time", "create_time"),
    ),
    sortable={"createTime": "create_time", "payTime": "pay_time", "outTradeNo": "out_trade_no"},
    default_order=("-create_time", "-id"),
    actions=frozenset({"page", "detail", "add"}),
    tags=("支付宝订单",),
)


def fen_of(amount: Decimal) -> int:
    return int(amount * 100)


def order_fields(row: PayAlipayOrder) -> dict[str, Any]:
    refunded = row.refunded_fen or 0
    refundable = row.total_fen - refunded if row.trade_state in REFUNDABLE else 0
    fields = {c.key: getattr(row, c.key) for c in PayAlipayOrder.__table__.columns}
    return {
        **fields,
        "total_amount": yuan(row.total_fen),
        "refunded_amount": yuan(refunded),
        "refundable_amount": yuan(refundable),
        "trade_state_name": STATE_TEXT.get(row.trade_state, ""),
    }


def _stamp(act: Act) -> dict[str, Any]:
    """Audit columns of a conditional UPDATE (the session's flush hook sees only ORM writes)."""
    return {"update_time": act.ctx.clock.now(), "update_user": act.user.user_id}


def _refund_out(row: PayAlipayRefund) -> RefundOut:
    return RefundOut(
        id=row.id,
        out_request_no=row.out_request_no,
        amount=yuan(row.amount_fen),
        reason=row.reason,
        create_time=row.create_time,
        create_user=row.create_user,
    )


class OrderService(CrudService):
    def provider(self, act: Act) -> Provider:
        return provider_for(act.ctx.settings)

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        return [OrderOut.model_validate(order_fields(row[0])) for row in rows]

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        refunds = act.db.scalars(
            select(PayAlipayRefund).where(PayAlipayRefund.order_id == row.id).order_by(PayAlipayRefund.id)
        ).all()
        notifies = act.db.scalars(
            select(PayAlipayNotify)
            .where(PayAlipayNotify.order_id == row.id)
            .order_by(PayAlipayNotify.create_time.desc(), PayAlipayNotify.id.desc())
            .limit(NOTIFIES_SHOWN)
        ).all()
        return OrderDetail.model_validate(
            {
                **order_fields(row),
                "refunds": [_refund_out(r) for r in refunds],
                "notifies": [NotifyOut.model_validate(n) for n in notifies],
            }
        )

    def before_add(self, act: Act, body: OrderAdd, row: PayAlipayOrder) -> None:
        stamp = to_local(act.ctx.clock.now()).strftime("%Y%m%d%H%M%S")
        row.out_trade_no = f"{stamp}{row.id}"  # ids are unique, the time makes it readable
        row.total_fen = fen_of(body.total_amount)
        row.refunded_fen = 0
        row.trade_state = WAIT
        row.provider = self.provider(act).name

    def close(self, act: Act, order_id: int) -> None:
        row = self.writable(act, order_id, "close")
        if row.trade_state != WAIT:
            raise AppError(ErrorCode.PAY_CLOSE_NOT_ALLOWED)
        # Claimed first (a notify arriving meanwhile then finds it closed), committed after Alipay agreed.
        claimed = changed_rows(
            act.db,
            update(PayAlipayOrder)
            .where(PayAlipayOrder.id == row.id, PayAlipayOrder.trade_state == WAIT)
            .values(trade_state=CLOSED, close_time=act.ctx.clock.now(), **_stamp(act)),
        )
        if claimed != 1:
            raise AppError(ErrorCode.PAY_CLOSE_NOT_ALLOWED)
        self.provider(act).close(row.out_trade_no)
        act.commit()

    def refund(self, act: Act, body: RefundBody) -> None:
        row = self.writable(act, body.id, "refund")
        if row.trade_state not in REFUNDABLE:
            raise AppError(ErrorCode.PAY_REFUND_NOT_ALLOWED)
        fen, before = fen_of(body.amount), row.refunded_fen
        if fen > row.total_fen - before:
            raise AppError(ErrorCode.PAY_REFUND_EXCEEDS, amount=yuan(row.total_fen - before))
        after = before + fen
        claimed = changed_rows(
            act.db,
            update(PayAlipayOrder)
            .where(PayAlipayOrder.id == row.id, PayAlipayOrder.refunded_fen == before)
            .values(
                refunded_fen=after,
                trade_state=REFUNDED if after == row.total_fen else PART_REFUNDED,
                **_stamp(act),
            ),
        )
        if claimed != 1:
            raise AppError(ErrorCode.DATA_CHANGED)
        refund = PayAlipayRefund(
            id=new_id(), order_id=row.id, out_request_no=f"RF{new_id()}", amount_fen=fen, reason=body.reason
        )
        act.db.add(refund)
        act.db.flush()
        self.provider(act).refund(row.out_trade_no, fen, refund.out_request_no, body.reason)
        act.commit()


service = OrderService(ORDERS)
