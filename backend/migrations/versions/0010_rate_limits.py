"""rate-limit counters (SMS sends per number, per address, in all)

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-25 00:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sys_rate_limit",
        sa.Column("key", sa.String(length=160), nullable=False),
        sa.Column("used", sa.Integer(), nullable=False),
        sa.Column("window_start", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_sys_rate_limit")),
    )


def downgrade() -> None:
    op.drop_table("sys_rate_limit")
