"""notices

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-21 02:50:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sys_notice",
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("public_user_id", sa.BigInteger(), nullable=True),
        sa.Column("public_user_name", sa.String(length=100), nullable=True),
        sa.Column("public_org_id", sa.BigInteger(), nullable=True),
        sa.Column("public_org_name", sa.String(length=100), nullable=True),
        sa.Column("public_time", sa.DateTime(), nullable=True),
        sa.Column("cancel_time", sa.DateTime(), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_notice")),
    )
    op.create_index(op.f("ix_sys_notice_public_org_id"), "sys_notice", ["public_org_id"], unique=False)
    op.create_index(op.f("ix_sys_notice_status"), "sys_notice", ["status"], unique=False)
    op.create_table(
        "sys_notice_user",
        sa.Column("notice_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("read_time", sa.DateTime(), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["notice_id"],
            ["sys_notice.id"],
            name=op.f("fk_sys_notice_user_notice_id_sys_notice"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["sys_user.id"], name=op.f("fk_sys_notice_user_user_id_sys_user"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sys_notice_user")),
        sa.UniqueConstraint("notice_id", "user_id", name=op.f("uq_sys_notice_user_notice_id_user_id")),
    )
    op.create_index(
        "ix_sys_notice_user_user_id_status", "sys_notice_user", ["user_id", "status"], unique=False
    )


def downgrade() -> None:
    op.drop_index("ix_sys_notice_user_user_id_status", table_name="sys_notice_user")
    op.drop_table("sys_notice_user")
    op.drop_index(op.f("ix_sys_notice_status"), table_name="sys_notice")
    op.drop_index(op.f("ix_sys_notice_public_org_id"), table_name="sys_notice")
    op.drop_table("sys_notice")
