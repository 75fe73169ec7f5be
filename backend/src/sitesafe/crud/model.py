"""What the CRUD machinery reads from a model: the optional columns that switch features on."""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement

# VersionMixin lives with the kernel (its own tables use it); models and generated code import it here.
from sitesafe.core.db import VersionMixin

STATUS_NORMAL = 0
STATUS_DISABLED = 1
STATUS_DELETED = 2
__all__ = ["STATUS_DELETED", "STATUS_DISABLED", "STATUS_NORMAL", "VersionMixin", "has_column", "live"]


def has_column(model: type[Any], name: str) -> bool:
    table = getattr(model, "__table__", None)
    return table is not None and name in table.c


def live(model: Any) -> ColumnElement[bool]:
    """The condition on rows of `model` (a mapped class or an alias of one) that are not soft-deleted."""
    condition: ColumnElement[bool] = model.status != STATUS_DELETED
    return condition
