"""The approval columns every management-module table carries."""

from __future__ import annotations

from datetime import datetime

import sqlalchemy as sa
from sqlalchemy import BigInteger, DateTime, String, Text
from sqlalchemy.orm import Mapped, mapped_column

DRAFT, PENDING, APPROVED, REJECTED, WITHDRAWN = "draft", "pending", "approved", "rejected", "withdrawn"
STATUS_NAMES = {DRAFT: "草稿", PENDING: "审批中", APPROVED: "已通过", REJECTED: "已驳回", WITHDRAWN: "已撤回"}
# the states in which the author may still change, delete or submit the record
EDITABLE = frozenset({DRAFT, REJECTED, WITHDRAWN})


class ApprovalMixin:
    project_id: Mapped[int] = mapped_column(BigInteger, index=True)
    approve_status: Mapped[str] = mapped_column(String(16), default=DRAFT, server_default=DRAFT)
    instance_id: Mapped[int | None] = mapped_column(BigInteger)
    submit_time: Mapped[datetime | None] = mapped_column(DateTime)
    approve_time: Mapped[datetime | None] = mapped_column(DateTime)
    # the extension form's values (the form bound to the module's process), JSON
    ext_values: Mapped[str] = mapped_column(Text, default="{}", server_default="{}")


def approval_columns() -> list[sa.Column[object]]:
    """The mixin's columns for a migration's `op.create_table` (create `approval_index` after it)."""
    return [
        sa.Column("project_id", sa.BigInteger(), nullable=False),
        sa.Column("approve_status", sa.String(16), nullable=False, server_default=DRAFT),
        sa.Column("instance_id", sa.BigInteger(), nullable=True),
        sa.Column("submit_time", sa.DateTime(), nullable=True),
        sa.Column("approve_time", sa.DateTime(), nullable=True),
        sa.Column("ext_values", sa.Text(), nullable=False, server_default="{}"),
    ]


def approval_index(table: str) -> tuple[str, str, list[str]]:
    """`op.create_index(*approval_index("site_journal"))` — the mixin's project index."""
    return f"ix_{table}_project_id", table, ["project_id"]
