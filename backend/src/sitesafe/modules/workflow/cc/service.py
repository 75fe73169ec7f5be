"""抄送: the caller's copies (newest first, through (user_id, create_time)) and marking one read."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud.context import Act
from sitesafe.crud.counting import count_rows
from sitesafe.modules.workflow.cc.schemas import CcOut, CcQuery
from sitesafe.modules.workflow.models import BpmCc, BpmInstance
from sitesafe.modules.workflow.task.lists import user_names


def _out(act: Act, rows: Sequence[BpmCc]) -> list[CcOut]:
    names = user_names(act.db, [c.from_user_id for c in rows])
    out = []
    for cc in rows:
        item = CcOut.model_validate(cc)
        item.read = cc.read_time is not None
        item.from_user_name = names.get(cc.from_user_id) if cc.from_user_id is not None else None
        out.append(item)
    return out


def page(act: Act, query: CcQuery, params: PageParams) -> PageResult[CcOut]:
    conditions = [BpmCc.user_id == act.user.user_id]
    if query.search_key:
        conditions.append(BpmCc.instance_title.contains(query.search_key.strip(), autoescape=True))
    if query.read is not None:
        conditions.append(BpmCc.read_time.is_not(None) if query.read else BpmCc.read_time.is_(None))
    stmt = select(BpmCc).where(*conditions).order_by(BpmCc.create_time.desc(), BpmCc.id.desc())
    rows = list(act.db.execute(stmt.offset(params.offset).limit(params.page_size + 1)).scalars())
    more = len(rows) > params.page_size
    rows = rows[: params.page_size]
    if more or (not rows and params.page_no > 1):
        total = count_rows(act.db, BpmCc, conditions, at_least=params.offset + len(rows))
        return page_result(_out(act, rows), total.rows, params, approx=total.approx)
    return page_result(_out(act, rows), params.offset + len(rows), params)


def read(act: Act, cc_id: int) -> CcOut:
    """The caller's copy, marked read on first reading."""
    cc = act.db.get(BpmCc, cc_id)
    if cc is None or cc.user_id != act.user.user_id:
        raise AppError(ErrorCode.WF_CC_NOT_EXIST)
    if cc.read_time is None:
        cc.read_time = act.ctx.clock.now()
        act.commit()
    return _out(act, [cc])[0]


def copy_to(
    act: Act,
    instance: BpmInstance,
    user_ids: Sequence[int],
    *,
    node: tuple[str, str | None],
    task_id: int | None,
) -> list[BpmCc]:
    """Adds cc rows (each user once per instance and node); the caller's transaction commits them."""
    existing = set(
        act.db.execute(
            select(BpmCc.user_id).where(BpmCc.instance_id == instance.id, BpmCc.node_id == node[0])
        ).scalars()
    )
    now = act.ctx.clock.now()
    added = []
    for user_id in dict.fromkeys(user_ids):
        if user_id in existing:
            continue
        cc = BpmCc(
            id=new_id(),
            instance_id=instance.id,
            node_id=node[0],
            node_name=node[1],
            task_id=task_id,
            user_id=user_id,
            from_user_id=act.user.user_id,
            instance_title=instance.title,
            create_time=now,
        )
        act.db.add(cc)
        added.append(cc)
    return added
