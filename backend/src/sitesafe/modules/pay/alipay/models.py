"""支付宝订单 and what happened to them: refunds and every asynchronous notify received."""

from __future__ import annotations

from datetime import datetime
from typing import Any, cast

from sqlalchemy import BigInteger, CursorResult, DateTime, Index, Integer, SmallInteger, String, Text, Update
from sqlalchemy.orm import Mapped, Session, mapped_column

from sitesafe.core.db import AuditMixin, Base, IdMixin

# trade_state: only a verified notify moves an order from WAIT to PAID.
WAIT, PAID, CLOSED, PART_REFUNDED, REFUNDED = 0, 1, 2, 3, 4
STATE_TEXT = {WAIT: "待支付", PAID: "已支付", CLOSED: "已关闭", PART_REFUNDED: "部分退款", REFUNDED: "已退款"}
REFUNDABLE = (PAID, PART_REFUNDED)


class PayAlipayOrder(IdMixin, AuditMixin, Base):
    """An order; amounts are kept in fen (cents) so that sums and comparisons are exact."""

    __tablename__ = "pay_alipay_order"

    out_trade_no: Mapped[str] = mapped_column(String(64), unique=True)
    subject: Mapped[str] = mapped_column(String(256))
    body: Mapped[str | None] = mapped_column(String(128))
    remark: Mapped[str | None] = mapped_column(String(255))
    total_fen: Mapped[int] = mapped_column(BigInteger)
    refunded_fen: Mapped[int] = mapped_column(BigInteger, default=0)
    trade_state: Mapped[int] = mapped_column(SmallInteger, default=WAIT, index=True)
    provider: Mapped[str] = mapped_column(String(16))
    trade_no: Mapped[str | None] = mapped_column(String(64))
    buyer_id: Mapped[str | None] = mapped_column(String(64))
    pay_time: Mapped[datetime | None] = mapped_column(DateTime)
    close_time: Mapped[datetime | None] = mapped_column(DateTime)


class PayAlipayRefund(IdMixin, AuditMixin, Base):
    __tablename__ = "pay_alipay_refund"

    order_id: Mapped[int] = mapped_column(BigInteger, index=True)
    out_request_no: Mapped[str] = mapped_column(String(64), unique=True)
    amount_fen: Mapped[int] = mapped_column(BigInteger)
    reason: Mapped[str] = mapped_column(String(256))


class PayAlipayNotify(IdMixin, Base):
    """One asynchronous notify with the verdict it was given. One whose signature verified keeps its form
    parameters; a refused one (forged, oversized, malformed) only a digest: anyone may post, so what it
    sent is not stored, only its address, size and SHA-256, and it is deleted after a retention period."""

    __tablename__ = "pay_alipay_notify"
    __table_args__ = (
        Index("ix_pay_alipay_notify_order", "order_id", "create_time"),
        Index("ix_pay_alipay_notify_create_time", "create_time"),
    )

    order_id: Mapped[int | None] = mapped_column(BigInteger)
    out_trade_no: Mapped[str | None] = mapped_column(String(64))
    notify_id: Mapped[str | None] = mapped_column(String(128))
    params: Mapped[str | None] = mapped_column(Text)  # None: refused before its signature verified
    source: Mapped[str | None] = mapped_column(String(64))
    body_size: Mapped[int | None] = mapped_column(Integer)
    body_sha256: Mapped[str | None] = mapped_column(String(64))  # None: too big to be read whole
    verdict: Mapped[str] = mapped_column(String(16))
    reason: Mapped[str] = mapped_column(String(255))
    create_time: Mapped[datetime] = mapped_column(DateTime)


def changed_rows(db: Session, statement: Update) -> int:
    """How many rows a conditional UPDATE changed (0: the condition no longer held)."""
    return cast("CursorResult[Any]", db.execute(statement)).rowcount
