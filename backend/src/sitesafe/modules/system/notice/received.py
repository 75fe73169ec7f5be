"""The recipient's side: the inbox page, the bell's unread summary, and reading one notice."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition, Eq, Like
from sitesafe.modules.system.notice.models import NOTICE_PUBLISHED, UNREAD, SysNotice, SysNoticeUser
from sitesafe.modules.system.notice.schemas import (
    ReceivedOut,
    ReceivedQuery,
    UnreadItem,
    UnreadOut,
)
from sitesafe.modules.system.notice.service import mark_read, signed

BELL_SIZE = 5
_FILTERS = (Like("search_value", ("title", "content")), Like("title"), Eq("type"))


def _mine(act: Act) -> list[Condition]:
    """The caller's copies of published notices (drafts and withdrawn notices are not in anyone's inbox)."""
    return [SysNoticeUser.user_id == act.user.user_id, SysNotice.status == NOTICE_PUBLISHED]


def _received(act: Act, notice: SysNotice, link: SysNoticeUser) -> ReceivedOut:
    # From the stored values (a dump of NoticeOut would hold times already formatted for the wire).
    columns = {column.key: getattr(notice, column.key) for column in SysNotice.__table__.c}
    out = ReceivedOut.model_validate({**columns, "read_status": link.status, "read_time": link.read_time})
    return signed(act, out)


def received_page(act: Act, query: ReceivedQuery, params: PageParams) -> PageResult[ReceivedOut]:
    conditions = [*_mine(act), *(c for f in _FILTERS if (c := f.condition(SysNotice, query)) is not None)]
    if query.read_status is not None:
        conditions.append(SysNoticeUser.status == query.read_status)
    joined = select(SysNotice, SysNoticeUser).join(SysNoticeUser, SysNoticeUser.notice_id == SysNotice.id)
    total = act.db.execute(
        select(func.count()).select_from(SysNoticeUser).join(SysNotice).where(*conditions)
    ).scalar_one()
    rows: list[Any] = []
    if total and params.offset < total:
        order = (SysNotice.public_time.desc(), SysNotice.id.desc())
        stmt = joined.where(*conditions).order_by(*order).offset(params.offset).limit(params.page_size)
        rows = list(act.db.execute(stmt).all())
    return page_result([_received(act, n, link) for n, link in rows], total, params)


def unread(act: Act) -> UnreadOut:
    """How many published notices the caller has not read, and the latest few of them."""
    conditions = [*_mine(act), SysNoticeUser.status == UNREAD]
    count = act.db.execute(
        select(func.count()).select_from(SysNoticeUser).join(SysNotice).where(*conditions)
    ).scalar_one()
    latest = act.db.execute(
        select(SysNotice)
        .join(SysNoticeUser, SysNoticeUser.notice_id == SysNotice.id)
        .where(*conditions)
        .order_by(SysNotice.public_time.desc(), SysNotice.id.desc())
        .limit(BELL_SIZE)
    ).scalars()
    return UnreadOut(count=count, rows=[UnreadItem.model_validate(n) for n in latest])


def read(act: Act, notice_id: int) -> ReceivedOut:
    """One received notice, marked read. Someone else's notice is refused (1013003)."""
    notice = act.db.get(SysNotice, notice_id)
    if notice is None or notice.status != NOTICE_PUBLISHED:
        raise AppError(ErrorCode.NOTICE_NOT_EXIST)
    if not mark_read(act, notice_id):
        raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
    link = act.db.execute(
        select(SysNoticeUser).where(
            SysNoticeUser.notice_id == notice_id, SysNoticeUser.user_id == act.user.user_id
        )
    ).scalar_one()
    return _received(act, notice, link)
