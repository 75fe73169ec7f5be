"""site people: name, entry-date and team indexes per kind (worker pages at 100,000 workers)

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-26 01:30:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("site_person", schema=None) as batch_op:
        batch_op.drop_index("ix_site_person_project_name")
        batch_op.create_index(
            "ix_site_person_project_kind_name", ["project_id", "kind", "name", "id"], unique=False
        )
        batch_op.create_index(
            "ix_site_person_project_kind_entry", ["project_id", "kind", "entry_date", "id"], unique=False
        )
        batch_op.create_index(
            "ix_site_person_project_kind_team", ["project_id", "kind", "team_id", "id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("site_person", schema=None) as batch_op:
        batch_op.drop_index("ix_site_person_project_kind_team")
        batch_op.drop_index("ix_site_person_project_kind_entry")
        batch_op.drop_index("ix_site_person_project_kind_name")
        batch_op.create_index("ix_site_person_project_name", ["project_id", "name"], unique=False)
