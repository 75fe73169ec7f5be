"""timers

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-21 02:50:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sys_timers",
        sa.Column("timer_name", sa.String(length=100), nullable=False),
        sa.Column("action_class", sa.String(length=255), nullable=False),
        sa.Column("cron", sa.String(length=100), nullable=False),
        sa.Column("job_status", sa.SmallInteger(), nullable=False),
        sa.Column("remark", sa.String(length=1000), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_timers")),
    )
    op.create_table(
        "sys_timer_log",
        sa.Column("timer_id", sa.BigInteger(), nullable=False),
        sa.Column("timer_name", sa.String(length=100), nullable=False),
        sa.Column("action_class", sa.String(length=255), nullable=False),
        sa.Column("fire_time", sa.DateTime(), nullable=False),
        sa.Column("start_time", sa.DateTime(), nullable=False),
        sa.Column("end_time", sa.DateTime(), nullable=True),
        sa.Column("duration_ms", sa.Integer(), nullable=True),
        sa.Column("success", sa.String(length=1), nullable=True),
        sa.Column("message", sa.Text(), nullable=True),
        sa.Column("node", sa.String(length=100), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_timer_log")),
        sa.UniqueConstraint("timer_id", "fire_time", name=op.f("uq_sys_timer_log_timer_id_fire_time")),
    )
    op.create_index(op.f("ix_sys_timer_log_fire_time"), "sys_timer_log", ["fire_time"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_sys_timer_log_fire_time"), table_name="sys_timer_log")
    op.drop_table("sys_timer_log")
    op.drop_table("sys_timers")
