"""version column for optimistic concurrency of administrative edits; index for the user page count

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 00:40:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TABLES = (
    "sys_app",
    "sys_config",
    "sys_dict_type",
    "sys_dict_data",
    "sys_menu",
    "sys_org",
    "sys_pos",
    "sys_role",
    "sys_user",
)


def upgrade() -> None:
    for table in TABLES:
        op.add_column(table, sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False))
    op.create_index("ix_sys_user_status_admin_type", "sys_user", ["status", "admin_type"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_sys_user_status_admin_type", table_name="sys_user")
    for table in TABLES:
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
