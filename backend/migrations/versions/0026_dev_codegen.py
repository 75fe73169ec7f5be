"""代码生成: generations and the per-column options of their tables.

Revision ID: 0026
Revises: 0025
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0026"
down_revision: str | None = "0025"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _audit() -> list[sa.Column]:
    return [
        sa.Column("create_time", sa.DateTime(), nullable=True),
        sa.Column("create_user", sa.BigInteger(), nullable=True),
        sa.Column("update_time", sa.DateTime(), nullable=True),
        sa.Column("update_user", sa.BigInteger(), nullable=True),
    ]


def upgrade() -> None:
    op.create_table(
        "sys_code_generate",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("author_name", sa.String(50), nullable=False),
        sa.Column("class_name", sa.String(100), nullable=False),
        sa.Column("table_prefix", sa.String(1), nullable=False),
        sa.Column("generate_type", sa.String(1), nullable=False),
        sa.Column("database_id", sa.BigInteger(), nullable=False),
        sa.Column("table_name", sa.String(100), nullable=False),
        sa.Column("package_name", sa.String(100), nullable=True),
        sa.Column("bus_name", sa.String(50), nullable=False),
        sa.Column("table_comment", sa.String(100), nullable=False),
        sa.Column("app_code", sa.String(50), nullable=False),
        sa.Column("menu_pid", sa.BigInteger(), nullable=False),
        *_audit(),
        sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_sys_code_generate"),
        sa.UniqueConstraint("bus_name", name="uq_sys_code_generate_bus_name"),
    )
    flag = {"type_": sa.String(1), "nullable": False}
    op.create_table(
        "sys_code_generate_config",
        sa.Column("id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("code_gen_id", sa.BigInteger(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("column_name", sa.String(100), nullable=False),
        sa.Column("java_name", sa.String(100), nullable=False),
        sa.Column("column_comment", sa.String(100), nullable=True),
        sa.Column("java_type", sa.String(20), nullable=False),
        sa.Column("data_type", sa.String(60), nullable=False),
        sa.Column("kind", sa.String(30), nullable=False),
        sa.Column("nullable", **flag),
        sa.Column("unique_flag", **flag),
        sa.Column("effect_type", sa.String(20), nullable=False),
        sa.Column("dict_type_code", sa.String(50), nullable=True),
        sa.Column("whether_retract", **flag),
        sa.Column("whether_required", **flag),
        sa.Column("query_whether", **flag),
        sa.Column("query_type", sa.String(20), nullable=False),
        sa.Column("whether_table", **flag),
        sa.Column("whether_add_update", **flag),
        sa.Column("column_key", sa.String(10), nullable=True),
        sa.Column("column_key_name", sa.String(100), nullable=False),
        sa.Column("whether_common", **flag),
        *_audit(),
        sa.PrimaryKeyConstraint("id", name="pk_sys_code_generate_config"),
    )
    op.create_index("ix_sys_code_generate_config_code_gen_id", "sys_code_generate_config", ["code_gen_id"])


def downgrade() -> None:
    op.drop_index("ix_sys_code_generate_config_code_gen_id", "sys_code_generate_config")
    op.drop_table("sys_code_generate_config")
    op.drop_table("sys_code_generate")
