"""sys_user.password_change_required: a password an administrator set must be changed at sign-in

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("sys_user") as batch:
        batch.add_column(
            sa.Column("password_change_required", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("sys_user") as batch:
        batch.drop_column("password_change_required")
