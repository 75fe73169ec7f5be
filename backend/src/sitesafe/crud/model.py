"""What the CRUD machinery reads from a model: the optional columns that switch features on."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Integer, text
from sqlalchemy.orm import Mapped, mapped_column

STATUS_NORMAL = 0
STATUS_DISABLED = 1
STATUS_DELETED = 2


class VersionMixin:
    """Optimistic concurrency: each edit through the CRUD layer must name the version it was based on.

    Only administrative edits move the version (a login stamping `last_login_time` does not), so a form
    is refused only when someone else really changed the row."""

    version: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))


def has_column(model: type[Any], name: str) -> bool:
    table = getattr(model, "__table__", None)
    return table is not None and name in table.c
