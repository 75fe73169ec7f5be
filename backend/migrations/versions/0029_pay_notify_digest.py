"""pay_alipay_notify: a refused notify is kept as a digest (source address, body size and SHA-256, no
parameters) and deleted after a retention period, found by its time.

Revision ID: 0029
Revises: 0028
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0029"
down_revision: str | None = "0028"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("pay_alipay_notify") as batch:
        batch.alter_column("params", existing_type=sa.Text(), nullable=True)
        batch.add_column(sa.Column("source", sa.String(64), nullable=True))
        batch.add_column(sa.Column("body_size", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("body_sha256", sa.String(64), nullable=True))
    op.create_index("ix_pay_alipay_notify_create_time", "pay_alipay_notify", ["create_time"])


def downgrade() -> None:
    op.drop_index("ix_pay_alipay_notify_create_time", table_name="pay_alipay_notify")
    # The earlier schema has no digest rows: they go rather than become notifies without parameters.
    op.execute("DELETE FROM pay_alipay_notify WHERE params IS NULL")
    with op.batch_alter_table("pay_alipay_notify") as batch:
        batch.drop_column("body_sha256")
        batch.drop_column("body_size")
        batch.drop_column("source")
        batch.alter_column("params", existing_type=sa.Text(), nullable=False)
