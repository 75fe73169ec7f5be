"""tenants: the registry of tenants (each with its own database) in the master database

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-21 02:50:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sys_tenant_info",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("db_name", sa.String(length=64), nullable=False),
        sa.Column("admin_name", sa.String(length=50), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_tenant_info")),
        sa.UniqueConstraint("code", name=op.f("uq_sys_tenant_info_code")),
        sa.UniqueConstraint("db_name", name=op.f("uq_sys_tenant_info_db_name")),
    )


def downgrade() -> None:
    op.drop_table("sys_tenant_info")
