"""管理工具: 考核, 事件上报, 问卷评价, 评价项.

Revision ID: 0023
Revises: 0022
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from sitesafe.modules.site.manage.models import approval_columns, approval_index

revision: str = "0023"
down_revision: str | None = "0022"
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


def _id() -> sa.Column[object]:
    return sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False)


def upgrade() -> None:
    op.create_table(
        "site_evaluate_item",
        _id(),
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("category", sa.String(32), nullable=False),
        sa.Column("max_score", sa.Integer(), nullable=False),
        sa.Column("criteria", sa.Text(), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_evaluate_item"),
    )
    op.create_index("ix_site_evaluate_item_project_id", "site_evaluate_item", ["project_id"])
    op.create_table(
        "site_assessment",
        _id(),
        sa.Column("target_type", sa.String(16), nullable=False),
        sa.Column("target_id", sa.BigInteger(), nullable=True),
        sa.Column("target_name", sa.String(100), nullable=False),
        sa.Column("period", sa.String(7), nullable=False),
        sa.Column("assessor", sa.String(50), nullable=False),
        sa.Column("total_score", sa.Numeric(7, 1), nullable=False),
        sa.Column("max_total", sa.Integer(), nullable=False),
        sa.Column("grade", sa.String(16), nullable=False),
        sa.Column("summary", sa.Text(), nullable=True),
        sa.Column("attachments", sa.String(1000), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_assessment"),
    )
    op.create_index(*approval_index("site_assessment"))
    op.create_table(
        "site_assessment_score",
        _id(),
        sa.Column("assessment_id", sa.BigInteger(), nullable=False),
        sa.Column("item_id", sa.BigInteger(), nullable=False),
        sa.Column("score", sa.Numeric(5, 1), nullable=False),
        sa.Column("max_score", sa.Integer(), nullable=False),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_site_assessment_score"),
    )
    op.create_index("ix_site_assessment_score_assessment_id", "site_assessment_score", ["assessment_id"])
    op.create_index("ix_site_assessment_score_item_id", "site_assessment_score", ["item_id"])
    op.create_table(
        "site_event_report",
        _id(),
        sa.Column("event_time", sa.DateTime(), nullable=False),
        sa.Column("event_type", sa.String(32), nullable=False),
        sa.Column("level", sa.String(32), nullable=False),
        sa.Column("location", sa.String(255), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("injured", sa.Integer(), nullable=False),
        sa.Column("dead", sa.Integer(), nullable=False),
        sa.Column("measures", sa.Text(), nullable=True),
        sa.Column("photos", sa.String(1000), nullable=True),
        sa.Column("reporter_phone", sa.String(20), nullable=True),
        *approval_columns(),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_event_report"),
    )
    op.create_index(*approval_index("site_event_report"))
    op.create_table(
        "site_survey",
        _id(),
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("title", sa.String(100), nullable=False),
        sa.Column("target", sa.String(255), nullable=False),
        sa.Column("start_date", sa.Date(), nullable=False),
        sa.Column("end_date", sa.Date(), nullable=False),
        sa.Column("survey_status", sa.String(16), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_site_survey"),
    )
    op.create_index("ix_site_survey_project_id", "site_survey", ["project_id"])
    op.create_table(
        "site_survey_item",
        _id(),
        sa.Column("survey_id", sa.BigInteger(), nullable=False),
        sa.Column("item_id", sa.BigInteger(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_site_survey_item"),
    )
    op.create_index("ix_site_survey_item_survey_id", "site_survey_item", ["survey_id"])
    op.create_index("ix_site_survey_item_item_id", "site_survey_item", ["item_id"])
    op.create_table(
        "site_survey_answer",
        _id(),
        sa.Column("survey_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=False),
        sa.Column("total_score", sa.Numeric(7, 1), nullable=False),
        sa.Column("comment", sa.String(500), nullable=True),
        sa.Column("answer_time", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_site_survey_answer"),
        sa.UniqueConstraint("survey_id", "user_id", name=op.f("uq_site_survey_answer_survey_id_user_id")),
    )
    op.create_table(
        "site_survey_score",
        _id(),
        sa.Column("answer_id", sa.BigInteger(), nullable=False),
        sa.Column("survey_id", sa.BigInteger(), nullable=False),
        sa.Column("item_id", sa.BigInteger(), nullable=False),
        sa.Column("score", sa.Numeric(5, 1), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_site_survey_score"),
    )
    op.create_index("ix_site_survey_score_answer_id", "site_survey_score", ["answer_id"])
    op.create_index("ix_site_survey_score_survey_item", "site_survey_score", ["survey_id", "item_id"])


def downgrade() -> None:
    for table in (
        "site_survey_score",
        "site_survey_answer",
        "site_survey_item",
        "site_survey",
        "site_event_report",
        "site_assessment_score",
        "site_assessment",
        "site_evaluate_item",
    ):
        op.drop_table(table)
