"""email and sms send logs

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-21 02:50:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sys_email_log",
        sa.Column("to_addresses", sa.String(length=2000), nullable=False),
        sa.Column("subject", sa.String(length=200), nullable=False),
        sa.Column("content_type", sa.String(length=10), nullable=False),
        sa.Column("mail_from", sa.String(length=200), nullable=True),
        sa.Column("success", sa.String(length=1), nullable=False),
        sa.Column("message", sa.String(length=500), nullable=True),
        sa.Column("send_time", sa.DateTime(), nullable=False),
        sa.Column("account", sa.String(length=50), nullable=True),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_email_log")),
    )
    op.create_index(op.f("ix_sys_email_log_send_time"), "sys_email_log", ["send_time"], unique=False)
    # the send log of 短信管理 lists newest first
    op.create_index(op.f("ix_sys_sms_create_time"), "sys_sms", ["create_time"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_sys_sms_create_time"), table_name="sys_sms")
    op.drop_index(op.f("ix_sys_email_log_send_time"), table_name="sys_email_log")
    op.drop_table("sys_email_log")
