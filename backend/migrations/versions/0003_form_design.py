"""form designs and their submissions

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21 01:16:47
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("status <> 2")


def _audit() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
    ]


def upgrade() -> None:
    op.create_table(
        "form_design",
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("code", sa.String(length=50), nullable=False),
        sa.Column("design", sa.Text(), nullable=False),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        *_audit(),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_form_design")),
    )
    op.create_index(
        "uq_form_design_code", "form_design", ["code"], unique=True, sqlite_where=LIVE, postgresql_where=LIVE
    )
    op.create_table(
        "form_submission",
        sa.Column("form_id", sa.BigInteger(), nullable=False),
        sa.Column("form_version", sa.Integer(), nullable=False),
        sa.Column("values", sa.Text(), nullable=False),
        *_audit(),
        sa.ForeignKeyConstraint(
            ["form_id"], ["form_design.id"], name=op.f("fk_form_submission_form_id_form_design")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_form_submission")),
    )
    op.create_index(op.f("ix_form_submission_form_id"), "form_submission", ["form_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_form_submission_form_id"), table_name="form_submission")
    op.drop_table("form_submission")
    op.drop_index("uq_form_design_code", table_name="form_design")
    op.drop_table("form_design")
