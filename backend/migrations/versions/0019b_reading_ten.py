"""Ten-minute reading aggregates (charts over days), filled from the minute aggregates already there.

Revision ID: 0019b
Revises: 0019
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019b"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "site_reading_ten",
        sa.Column("device_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("field", sa.String(16), nullable=False),
        sa.Column("bucket", sa.DateTime(), nullable=False),
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("n", sa.Integer(), nullable=False),
        sa.Column("total", sa.Float(), nullable=False),
        sa.Column("low", sa.Float(), nullable=False),
        sa.Column("high", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint("device_id", "field", "bucket", name="pk_site_reading_ten"),
        postgresql_partition_by="RANGE (bucket)",
    )
    op.create_index(
        "ix_site_reading_ten_series",
        "site_reading_ten",
        ["device_id", "field", "bucket", "n", "total", "low", "high"],
    )
    if op.get_bind().dialect.name == "postgresql":
        # monthly partitions come from the readings maintenance (at start-up and daily), as the minutes'
        op.execute("CREATE TABLE site_reading_ten_default PARTITION OF site_reading_ten DEFAULT")
        bucket = "date_bin(interval '10 minutes', bucket, timestamp '2000-01-01')"
    else:
        bucket = "substr(strftime('%Y-%m-%d %H:%M', bucket), 1, 15) || '0:00.000000'"
    op.execute(
        "INSERT INTO site_reading_ten (device_id, field, bucket, project_id, n, total, low, high) "
        f"SELECT device_id, field, {bucket}, max(project_id), sum(n), sum(total), min(low), max(high) "
        f"FROM site_reading_minute GROUP BY device_id, field, {bucket}"
    )


def downgrade() -> None:
    op.drop_index("ix_site_reading_ten_series", table_name="site_reading_ten")
    op.drop_table("site_reading_ten")
