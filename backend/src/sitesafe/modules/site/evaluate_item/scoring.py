"""Scores against evaluate items, shared by 考核 and 问卷评价: which items may be scored, a score's range,
and the items as the scores show them."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.model import STATUS_NORMAL
from sitesafe.modules.site.evaluate_item.models import SiteEvaluateItem
from sitesafe.modules.site.evaluate_item.schemas import ItemBrief
from sitesafe.modules.site.person.lookups import dict_labels

CATEGORIES = "evaluate_category"


def items_by_id(db: Session, ids: Iterable[int]) -> dict[int, SiteEvaluateItem]:
    wanted = set(ids)
    if not wanted:
        return {}
    stmt = select(SiteEvaluateItem).where(SiteEvaluateItem.id.in_(wanted))
    return {item.id: item for item in db.execute(stmt).scalars()}


def usable(
    db: Session, project_id: int, ids: Sequence[int], kept: Collection[int] = ()
) -> dict[int, SiteEvaluateItem]:
    """The items named by `ids`, each an enabled item of the project (or one of `kept`, chosen before
    it was disabled), none repeated."""
    found = items_by_id(db, ids)
    seen: set[int] = set()
    for item_id in ids:
        item = found.get(item_id)
        enabled = item is not None and (item.status == STATUS_NORMAL or item_id in kept)
        if item is None or item.project_id != project_id or not enabled:
            raise AppError(ErrorCode.EVALUATE_ITEM_UNUSABLE)
        if item_id in seen:
            raise AppError(ErrorCode.EVALUATE_ITEM_REPEAT, name=item.name)
        seen.add(item_id)
    return found


def check_score(name: str, max_score: int, score: Decimal) -> None:
    if not 0 <= score <= max_score:
        raise AppError(ErrorCode.EVALUATE_SCORE_RANGE, name=name, max=max_score)


def briefs(db: Session, ids: Iterable[int]) -> dict[int, ItemBrief]:
    """The items (disabled or deleted ones too: old scores keep their names) as scores show them."""
    labels = dict_labels(db, CATEGORIES)
    return {
        item.id: ItemBrief(
            id=item.id,
            name=item.name,
            category=item.category,
            category_name=labels.get(item.category),
            max_score=item.max_score,
        )
        for item in items_by_id(db, ids).values()
    }
