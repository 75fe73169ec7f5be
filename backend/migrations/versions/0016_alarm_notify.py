"""Alarm notification rules and their outbox; the manual report fields of site_alarm

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-25 02:58:14.311690
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "site_alarm_notify_rule",
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("categories", sa.String(length=200), nullable=True),
        sa.Column("min_level", sa.SmallInteger(), nullable=False),
        sa.Column("channels", sa.String(length=50), nullable=False),
        sa.Column("to_safety_officer", sa.Boolean(), nullable=False),
        sa.Column("to_manager", sa.Boolean(), nullable=False),
        sa.Column("user_ids", sa.String(length=1000), nullable=True),
        sa.Column("remark", sa.String(length=255), nullable=True),
        sa.Column("status", sa.SmallInteger(), nullable=False),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.ForeignKeyConstraint(
            ["project_id"], ["project.id"], name=op.f("fk_site_alarm_notify_rule_project_id_project")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_site_alarm_notify_rule")),
    )
    with op.batch_alter_table("site_alarm_notify_rule", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_site_alarm_notify_rule_project_id"), ["project_id"], unique=False
        )

    op.create_table(
        "site_alarm_notify",
        sa.Column("alarm_id", sa.BigInteger(), nullable=False),
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("channel", sa.String(length=8), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("address", sa.String(length=254), nullable=True),
        sa.Column("state", sa.SmallInteger(), nullable=False),
        sa.Column("error", sa.String(length=255), nullable=True),
        sa.Column("create_time", sa.DateTime(), nullable=False),
        sa.Column("send_time", sa.DateTime(), nullable=True),
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.ForeignKeyConstraint(
            ["alarm_id"],
            ["site_alarm.id"],
            name=op.f("fk_site_alarm_notify_alarm_id_site_alarm"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_site_alarm_notify")),
    )
    with op.batch_alter_table("site_alarm_notify", schema=None) as batch_op:
        batch_op.create_index("ix_site_alarm_notify_alarm", ["alarm_id"], unique=False)
        batch_op.create_index("ix_site_alarm_notify_pending", ["state", "create_time"], unique=False)

    with op.batch_alter_table("site_alarm", schema=None) as batch_op:
        batch_op.add_column(sa.Column("location", sa.String(length=255), nullable=True))
        batch_op.add_column(sa.Column("content", sa.String(length=500), nullable=True))
        batch_op.add_column(sa.Column("photos", sa.String(length=1000), nullable=True))
        batch_op.add_column(sa.Column("reporter_id", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("site_alarm", schema=None) as batch_op:
        batch_op.drop_column("reporter_id")
        batch_op.drop_column("photos")
        batch_op.drop_column("content")
        batch_op.drop_column("location")

    with op.batch_alter_table("site_alarm_notify", schema=None) as batch_op:
        batch_op.drop_index("ix_site_alarm_notify_pending")
        batch_op.drop_index("ix_site_alarm_notify_alarm")

    op.drop_table("site_alarm_notify")
    with op.batch_alter_table("site_alarm_notify_rule", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_site_alarm_notify_rule_project_id"))

    op.drop_table("site_alarm_notify_rule")
