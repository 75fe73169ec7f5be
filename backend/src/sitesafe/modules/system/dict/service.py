from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.model import live
from sitesafe.modules.system.dict.models import SysDictData, SysDictType
from sitesafe.modules.system.dict.schemas import DictOption, DictTreeNode


def dict_tree(db: Session) -> list[DictTreeNode]:
    """All non-deleted types with their non-deleted data (two queries)."""
    types = db.execute(
        select(SysDictType.id, SysDictType.code, SysDictType.name)
        .where(live(SysDictType))
        .order_by(SysDictType.sort, SysDictType.id)
    ).all()
    data = db.execute(
        select(SysDictData.id, SysDictData.type_id, SysDictData.code, SysDictData.value)
        .where(live(SysDictData))
        .order_by(SysDictData.sort, SysDictData.id)
    ).all()
    children: dict[int, list[DictTreeNode]] = {}
    for row in data:
        children.setdefault(row.type_id, []).append(
            DictTreeNode(id=row.id, pid=row.type_id, code=row.code, name=row.value)
        )
    return [
        DictTreeNode(id=t.id, pid=0, code=t.code, name=t.name, children=children.get(t.id, [])) for t in types
    ]


def drop_down(db: Session, code: str) -> list[DictOption]:
    type_id = db.execute(
        select(SysDictType.id).where(SysDictType.code == code, live(SysDictType))
    ).scalar_one_or_none()
    if type_id is None:
        raise AppError(ErrorCode.DICT_TYPE_NOT_EXIST)
    rows = db.execute(
        select(SysDictData.code, SysDictData.value)
        .where(SysDictData.type_id == type_id, live(SysDictData))
        .order_by(SysDictData.sort, SysDictData.id)
    ).all()
    return [DictOption(code=row.code, value=row.value) for row in rows]


def dict_labels(db: Session, code: str) -> dict[str, str]:
    """The live entries of a dictionary as code -> label (empty for an unknown dictionary)."""
    stmt = (
        select(SysDictData.code, SysDictData.value)
        .join(SysDictType, SysDictType.id == SysDictData.type_id)
        .where(
            SysDictType.code == code,
            live(SysDictType),
            live(SysDictData),
        )
    )
    return {row.code: row.value for row in db.execute(stmt)}
