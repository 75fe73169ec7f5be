"""Grants stored as link rows (user-role, role-menu, role-org, user-org): read and replace them."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.model import live


def linked_ids(db: Session, model: type[Any], owner: str, owner_id: int, target: str) -> list[int]:
    column = getattr(model, target)
    stmt = select(column).where(getattr(model, owner) == owner_id).order_by(model.id)
    return list(db.execute(stmt).scalars())


def replace_links(
    db: Session,
    model: type[Any],
    owner: str,
    owner_id: int,
    target: str,
    wanted: Iterable[int],
    manageable: Collection[int] | None = None,
) -> None:
    """Makes the owner's links exactly `wanted`, touching only targets in `manageable` (all when None).

    A grantor who is not a super administrator may only hand out what they hold themselves (1013003
    otherwise), and links to targets they do not hold are left as they are."""
    wanted_ids = list(dict.fromkeys(wanted))
    if manageable is not None and any(t not in manageable for t in wanted_ids):
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    current = set(linked_ids(db, model, owner, owner_id, target))
    keep = set(wanted_ids)
    drop = [t for t in current if t not in keep and (manageable is None or t in manageable)]
    if drop:
        db.execute(delete(model).where(getattr(model, owner) == owner_id, getattr(model, target).in_(drop)))
    db.add_all([model(**{owner: owner_id, target: t}) for t in wanted_ids if t not in current])
    db.flush()


def require_live(db: Session, model: type[Any], ids: Collection[int], error: ErrorCode) -> None:
    """Refuses with `error` unless every id names a live row of `model`."""
    if not ids:
        return
    stmt = select(model.id).where(model.id.in_(list(ids)))
    if hasattr(model, "status"):
        stmt = stmt.where(live(model))
    if len(set(db.execute(stmt).scalars())) != len(set(ids)):
        raise AppError(error)
