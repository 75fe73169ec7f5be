"""施工日志 and 周例会.

Revision ID: 0020
Revises: 0019b
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from sitesafe.modules.site.manage.models import approval_columns, approval_index

revision: str = "0020"
down_revision: str | None = "0019b"
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
        "site_journal",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("log_date", sa.Date(), nullable=False),
        sa.Column("weather_am", sa.String(32), nullable=False),
        sa.Column("weather_pm", sa.String(32), nullable=False),
        sa.Column("temp_low", sa.SmallInteger(), nullable=True),
        sa.Column("temp_high", sa.SmallInteger(), nullable=True),
        sa.Column("wind_level", sa.String(32), nullable=True),
        sa.Column("parts", sa.String(1000), nullable=True),
        sa.Column("headcounts", sa.Text(), nullable=False, server_default="[]"),
        sa.Column("machinery", sa.String(1000), nullable=True),
        sa.Column("materials", sa.String(2000), nullable=True),
        sa.Column("work_done", sa.Text(), nullable=False),
        sa.Column("issues", sa.Text(), nullable=True),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("photos", sa.String(1000), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_journal"),
        sa.UniqueConstraint("project_id", "log_date", name="uq_site_journal_project_date"),
    )
    op.create_index(*approval_index("site_journal"))
    op.create_table(
        "site_weekly_meeting",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("meeting_time", sa.DateTime(), nullable=False),
        sa.Column("place", sa.String(100), nullable=True),
        sa.Column("host_id", sa.BigInteger(), nullable=True),
        sa.Column("attendee_ids", sa.String(4000), nullable=True),
        sa.Column("topic", sa.String(200), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("decisions", sa.Text(), nullable=True),
        sa.Column("next_meeting_date", sa.Date(), nullable=True),
        sa.Column("attachments", sa.String(1000), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_weekly_meeting"),
    )
    op.create_index(*approval_index("site_weekly_meeting"))


def downgrade() -> None:
    op.drop_table("site_weekly_meeting")
    op.drop_table("site_journal")
