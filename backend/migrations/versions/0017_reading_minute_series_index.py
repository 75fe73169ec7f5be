"""A covering index of the one-minute aggregates for chart queries (device, field, bucket + values).

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-25 03:21:26.811308
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("site_reading_minute", schema=None) as batch_op:
        batch_op.create_index(
            "ix_site_reading_minute_series",
            ["device_id", "field", "bucket", "n", "total", "low", "high"],
            unique=False,
        )


def downgrade() -> None:
    with op.batch_alter_table("site_reading_minute", schema=None) as batch_op:
        batch_op.drop_index("ix_site_reading_minute_series")
