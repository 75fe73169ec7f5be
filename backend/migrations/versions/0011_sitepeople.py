"""site people: one live record per ID number and project; versions of certificates and education records

Revision ID: 0011_sitepeople
Revises: 0009
Create Date: 2026-11-26 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011_sitepeople"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


RECORD_TABLES = ("site_person_cert", "site_person_education")


def upgrade() -> None:
    for table in RECORD_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("version", sa.Integer(), server_default=sa.text("0"), nullable=False)
            )
    with op.batch_alter_table("site_person", schema=None) as batch_op:
        batch_op.create_index(
            "uq_site_person_project_hash_live",
            ["project_id", "id_no_hash"],
            unique=True,
            sqlite_where=sa.text("status <> 2"),
            postgresql_where=sa.text("status <> 2"),
        )


def downgrade() -> None:
    with op.batch_alter_table("site_person", schema=None) as batch_op:
        batch_op.drop_index("uq_site_person_project_hash_live")
    for table in RECORD_TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("version")
