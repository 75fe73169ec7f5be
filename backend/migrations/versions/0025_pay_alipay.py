"""支付宝订单: orders, refunds and the asynchronous notifies received.

Revision ID: 0025
Revises: 0024
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0025"
down_revision: str | None = "0024"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _audit() -> list[sa.Column[object]]:
    return [
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
    ]


def _id() -> sa.Column[object]:
    return sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False)


def upgrade() -> None:
    op.create_table(
        "pay_alipay_order",
        _id(),
        sa.Column("out_trade_no", sa.String(64), nullable=False),
        sa.Column("subject", sa.String(256), nullable=False),
        sa.Column("body", sa.String(128), nullable=True),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("total_fen", sa.BigInteger(), nullable=False),
        sa.Column("refunded_fen", sa.BigInteger(), nullable=False),
        sa.Column("trade_state", sa.SmallInteger(), nullable=False),
        sa.Column("provider", sa.String(16), nullable=False),
        sa.Column("trade_no", sa.String(64), nullable=True),
        sa.Column("buyer_id", sa.String(64), nullable=True),
        sa.Column("pay_time", sa.DateTime(), nullable=True),
        sa.Column("close_time", sa.DateTime(), nullable=True),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_pay_alipay_order"),
        sa.UniqueConstraint("out_trade_no", name="uq_pay_alipay_order_out_trade_no"),
    )
    op.create_index("ix_pay_alipay_order_trade_state", "pay_alipay_order", ["trade_state"])
    op.create_table(
        "pay_alipay_refund",
        _id(),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("out_request_no", sa.String(64), nullable=False),
        sa.Column("amount_fen", sa.BigInteger(), nullable=False),
        sa.Column("reason", sa.String(256), nullable=False),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_pay_alipay_refund"),
        sa.UniqueConstraint("out_request_no", name="uq_pay_alipay_refund_out_request_no"),
    )
    op.create_index("ix_pay_alipay_refund_order_id", "pay_alipay_refund", ["order_id"])
    op.create_table(
        "pay_alipay_notify",
        _id(),
        sa.Column("order_id", sa.BigInteger(), nullable=True),
        sa.Column("out_trade_no", sa.String(64), nullable=True),
        sa.Column("notify_id", sa.String(128), nullable=True),
        sa.Column("params", sa.Text(), nullable=False),
        sa.Column("verdict", sa.String(16), nullable=False),
        sa.Column("reason", sa.String(255), nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_pay_alipay_notify"),
    )
    op.create_index("ix_pay_alipay_notify_order", "pay_alipay_notify", ["order_id", "create_time"])


def downgrade() -> None:
    op.drop_table("pay_alipay_notify")
    op.drop_table("pay_alipay_refund")
    op.drop_table("pay_alipay_order")
