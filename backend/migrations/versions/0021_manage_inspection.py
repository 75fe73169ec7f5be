"""安全检查 (with its history and the hazard category tree) and 检查任务.

Revision ID: 0021
Revises: 0020
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from sitesafe.modules.site.manage.models import approval_columns, approval_index

revision: str = "0021"
down_revision: str | None = "0020"
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
        "site_hazard_category",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("pid", sa.BigInteger(), nullable=False),
        sa.Column("pids", sa.String(512), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("code", sa.String(50), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_hazard_category"),
    )
    op.create_table(
        "site_inspection",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("check_date", sa.Date(), nullable=False),
        sa.Column("check_type", sa.String(32), nullable=False),
        sa.Column("checker_ids", sa.String(500), nullable=False),
        sa.Column("check_unit", sa.String(100), nullable=True),
        sa.Column("location", sa.String(200), nullable=False),
        sa.Column("category_id", sa.BigInteger(), nullable=True),
        sa.Column("level", sa.String(16), nullable=True),
        sa.Column("result", sa.String(16), nullable=False),
        sa.Column("problem_desc", sa.Text(), nullable=True),
        sa.Column("requirement", sa.Text(), nullable=True),
        sa.Column("deadline", sa.Date(), nullable=True),
        sa.Column("responsible_enterprise_id", sa.BigInteger(), nullable=True),
        sa.Column("responsible_user_id", sa.BigInteger(), nullable=True),
        sa.Column("check_photos", sa.String(1000), nullable=True),
        sa.Column("check_job_id", sa.BigInteger(), nullable=True),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("rectify_status", sa.String(16), nullable=False),
        sa.Column("rectify_desc", sa.Text(), nullable=True),
        sa.Column("rectify_date", sa.Date(), nullable=True),
        sa.Column("rectify_photos", sa.String(1000), nullable=True),
        sa.Column("reviewer_id", sa.BigInteger(), nullable=True),
        sa.Column("review_opinion", sa.Text(), nullable=True),
        sa.Column("review_date", sa.Date(), nullable=True),
        sa.Column("review_photos", sa.String(1000), nullable=True),
        sa.Column("reminded_deadline", sa.Date(), nullable=True),
        sa.Column("overdue_deadline", sa.Date(), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_inspection"),
    )
    op.create_index(*approval_index("site_inspection"))
    op.create_index("ix_site_inspection_responsible_user_id", "site_inspection", ["responsible_user_id"])
    op.create_index("ix_site_inspection_check_job_id", "site_inspection", ["check_job_id"])
    op.create_table(
        "site_inspection_log",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("inspection_id", sa.BigInteger(), nullable=False),
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("action", sa.String(16), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("time", sa.DateTime(), nullable=False),
        sa.Column("content", sa.Text(), nullable=True),
        sa.Column("photos", sa.String(1000), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_site_inspection_log"),
    )
    op.create_index("ix_site_inspection_log_inspection_id", "site_inspection_log", ["inspection_id"])
    op.create_table(
        "site_check_job",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("check_type", sa.String(32), nullable=False),
        sa.Column("checker_ids", sa.String(500), nullable=False),
        sa.Column("cycle", sa.String(16), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=True),
        sa.Column("content", sa.Text(), nullable=True),
        sa.Column("enabled", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("notified_due", sa.Date(), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_check_job"),
    )
    op.create_index(*approval_index("site_check_job"))


def downgrade() -> None:
    op.drop_table("site_check_job")
    op.drop_table("site_inspection_log")
    op.drop_table("site_inspection")
    op.drop_table("site_hazard_category")
