"""Management modules' core: a workflow instance knows the site project it was started for; 审批记录.

Revision ID: 0019
Revises: 0018
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from sitesafe.modules.site.manage.models import approval_columns, approval_index

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("bpm_instance") as batch:
        batch.add_column(sa.Column("project_id", sa.BigInteger(), nullable=True))
    op.create_index("ix_bpm_instance_project_status", "bpm_instance", ["project_id", "status"])
    op.create_index("ix_bpm_instance_business_key", "bpm_instance", ["business_key"])
    op.create_table(
        "site_approval_record",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("title", sa.String(100), nullable=False),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("apply_date", sa.Date(), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("amount", sa.Numeric(14, 2), nullable=True),
        sa.Column("attachments", sa.String(1000), nullable=True),
        sa.Column("remark", sa.String(255), nullable=True),
        *approval_columns(),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_site_approval_record"),
    )
    op.create_index(*approval_index("site_approval_record"))


def downgrade() -> None:
    op.drop_table("site_approval_record")
    op.drop_index("ix_bpm_instance_business_key", table_name="bpm_instance")
    op.drop_index("ix_bpm_instance_project_status", table_name="bpm_instance")
    with op.batch_alter_table("bpm_instance") as batch:
        batch.drop_column("project_id")
