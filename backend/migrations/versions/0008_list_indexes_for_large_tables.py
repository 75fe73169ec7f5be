"""list indexes for large tables

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-21 02:50:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_index("ix_sys_op_log_op_time", table_name="sys_op_log")
    op.create_index("ix_sys_op_log_op_time_id", "sys_op_log", ["op_time", "id"])
    op.drop_index("ix_sys_vis_log_vis_time", table_name="sys_vis_log")
    op.create_index("ix_sys_vis_log_vis_time_id", "sys_vis_log", ["vis_time", "id"])
    op.create_index("ix_sys_user_name_id", "sys_user", ["name", "id"])
    op.create_index("ix_sys_user_create_time_id", "sys_user", ["create_time", "id"])
    op.create_index("ix_sys_op_log_account_op_time", "sys_op_log", ["account", "op_time"])
    op.create_index("ix_sys_vis_log_account_vis_time", "sys_vis_log", ["account", "vis_time"])


def downgrade() -> None:
    op.drop_index("ix_sys_vis_log_account_vis_time", table_name="sys_vis_log")
    op.drop_index("ix_sys_op_log_account_op_time", table_name="sys_op_log")
    op.drop_index("ix_sys_user_create_time_id", table_name="sys_user")
    op.drop_index("ix_sys_user_name_id", table_name="sys_user")
    op.drop_index("ix_sys_vis_log_vis_time_id", table_name="sys_vis_log")
    op.create_index("ix_sys_vis_log_vis_time", "sys_vis_log", ["vis_time"])
    op.drop_index("ix_sys_op_log_op_time_id", table_name="sys_op_log")
    op.create_index("ix_sys_op_log_op_time", "sys_op_log", ["op_time"])
