"""进度计划 (site_plan and its nodes, site_plan_node) and 月报 (site_month_report).

Revision ID: 0022
Revises: 0021
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from sitesafe.modules.site.manage.models import approval_columns, approval_index

revision: str = "0022"
down_revision: str | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _audit() -> list[sa.Column[object]]:
    return [
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "site_plan",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("plan_type", sa.String(32), nullable=False),
        sa.Column("plan_start", sa.Date(), nullable=False),
        sa.Column("plan_end", sa.Date(), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("attachments", sa.String(1000), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_plan"),
    )
    op.create_index(*approval_index("site_plan"))
    op.create_table(
        "site_plan_node",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("plan_id", sa.BigInteger(), nullable=False),
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("parent_id", sa.BigInteger(), server_default=sa.text("0"), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("sort", sa.Integer(), server_default=sa.text("100"), nullable=False),
        sa.Column("plan_start", sa.Date(), nullable=False),
        sa.Column("plan_end", sa.Date(), nullable=False),
        sa.Column("actual_start", sa.Date(), nullable=True),
        sa.Column("actual_end", sa.Date(), nullable=True),
        sa.Column("progress", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("key_node", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("responsible_ids", sa.String(500), nullable=True),
        sa.Column("location", sa.String(200), nullable=True),
        sa.Column("progress_note", sa.String(500), nullable=True),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_plan_node"),
    )
    op.create_index("ix_site_plan_node_plan_id", "site_plan_node", ["plan_id"])
    op.create_table(
        "site_month_report",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("month", sa.String(7), nullable=False),
        sa.Column("plan_output", sa.Numeric(12, 2), nullable=False),
        sa.Column("done_output", sa.Numeric(12, 2), nullable=False),
        sa.Column("cum_plan_output", sa.Numeric(14, 2), nullable=True),
        sa.Column("cum_done_output", sa.Numeric(14, 2), nullable=True),
        sa.Column("deviation", sa.Numeric(16, 2), nullable=True),
        sa.Column("deviation_level", sa.String(16), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("main_work", sa.Text(), nullable=True),
        sa.Column("next_plan", sa.Text(), nullable=True),
        sa.Column("problems", sa.Text(), nullable=True),
        sa.Column("plan_id", sa.BigInteger(), nullable=True),
        sa.Column("attachments", sa.String(1000), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_month_report"),
        sa.UniqueConstraint("project_id", "month", name="uq_site_month_report_project_id_month"),
    )
    op.create_index(*approval_index("site_month_report"))


def downgrade() -> None:
    op.drop_table("site_month_report")
    op.drop_table("site_plan_node")
    op.drop_table("site_plan")
