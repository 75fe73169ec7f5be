"""Trees stored as `pid` + `pids` (`[0],[grandparent],[parent],`): placing, moving, descendants, nesting."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from sqlalchemy import func, or_, select, update
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.filters import Condition
from sitesafe.crud.model import has_column, live
from sitesafe.crud.resource import TreeRules

ROOT = 0
ROOT_PIDS = "[0],"
_ID = re.compile(r"\[(\d+)\]")
N = TypeVar("N")


def child_pids(parent_pids: str, parent_id: int) -> str:
    return f"{parent_pids}[{parent_id}],"


def ancestor_ids(pids: str) -> list[int]:
    """The ids named in `pids`, root marker excluded, top first."""
    return [int(m) for m in _ID.findall(pids or "") if int(m) != ROOT]


def descendants_of(model: type[Any], node_id: int) -> Condition:
    result: Condition = model.pids.contains(f"[{node_id}],", autoescape=True)
    return result


def _live(model: type[Any]) -> list[Condition]:
    return [live(model)] if has_column(model, "status") else []


def descendant_ids(db: Session, model: type[Any], node_ids: Iterable[int]) -> list[int]:
    """Live descendants of the given nodes (one query)."""
    ids = list(node_ids)
    if not ids:
        return []
    any_below = [descendants_of(model, node) for node in ids]
    stmt = select(model.id).where(or_(*any_below), *_live(model))
    return list(db.execute(stmt).scalars())


def place(
    db: Session,
    model: type[Any],
    rules: TreeRules,
    not_found: ErrorCode,
    node_id: int | None,
    pid: int,
) -> str:
    """The `pids` of a node put under `pid`; refuses a missing parent, itself or one of its descendants."""
    if pid == ROOT:
        return ROOT_PIDS
    if node_id is not None and pid == node_id:
        raise AppError(rules.self_parent)
    parent = db.execute(select(model.pids).where(model.id == pid, *_live(model))).first()
    if parent is None:
        raise AppError(not_found, message="上级节点不存在")
    if node_id is not None and f"[{node_id}]," in parent.pids:
        raise AppError(rules.descendant_parent)
    return child_pids(parent.pids, pid)


def move_descendants(
    db: Session, model: type[Any], node_id: int, old_pids: str, new_pids: str, actor: int | None
) -> None:
    """Rewrites the `pids` prefix of every descendant after the node moved (one UPDATE)."""
    if old_pids == new_pids:
        return
    old_prefix, new_prefix = child_pids(old_pids, node_id), child_pids(new_pids, node_id)
    values: dict[str, Any] = {"pids": func.replace(model.pids, old_prefix, new_prefix)}
    if has_column(model, "update_time"):
        values.update(update_time=utcnow(), update_user=actor)
    db.execute(
        update(model)
        .where(descendants_of(model, node_id))
        .values(**values)
        .execution_options(synchronize_session=False)
    )


def nest(
    items: Sequence[N],
    id_of: Callable[[N], int],
    pid_of: Callable[[N], int],
    add_child: Callable[[N, N], None],
) -> list[N]:
    """Links items into trees, keeping their order; an item whose parent is absent becomes a root."""
    by_id = {id_of(item): item for item in items}
    roots: list[N] = []
    for item in items:
        parent = by_id.get(pid_of(item))
        if parent is None or parent is item:
            roots.append(item)
        else:
            add_child(parent, item)
    return roots
