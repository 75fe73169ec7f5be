"""The caller's own figures: the workplace dashboard and the account centre's 文章 (notices) tab."""

from __future__ import annotations

import html
import re
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from sitesafe.core import projects as project_scope
from sitesafe.core.auth import Principal
from sitesafe.core.context import AppContext
from sitesafe.modules.system.dashboard.figures import bucket, cache, local_today, window
from sitesafe.modules.system.dashboard.schemas import (
    AppScreens,
    MineOut,
    NoticeItem,
    OpItem,
    ProjectItem,
    WorkplaceOut,
)
from sitesafe.modules.system.dashboard.service import split_series
from sitesafe.modules.system.log.models import VIS_LOGIN, SysOpLog, SysVisLog
from sitesafe.modules.system.menu.models import TYPE_MENU, WEIGHT_BUSINESS, SysMenu
from sitesafe.modules.system.notice.models import NOTICE_PUBLISHED, UNREAD, SysNotice, SysNoticeUser
from sitesafe.modules.system.role import grants

MY_DAYS = 14
WINDOW_DAYS = 30
RECENT = 8
NOTICES = 10
PROJECTS = 12
SUMMARY = 120
_INLINE_TAGS = re.compile(r"</?(?:a|b|i|u|s|em|strong|span|code|mark|sub|sup)\b[^>]*>", re.IGNORECASE)
_TAGS = re.compile(r"<[^>]+>")
_SPACE = re.compile(r"\s+")


def summary(content: str | None) -> str:
    """The first words of a notice's (HTML) content as plain text."""
    flat = _TAGS.sub(" ", _INLINE_TAGS.sub("", content or ""))
    text = _SPACE.sub(" ", html.unescape(flat)).strip()
    return text if len(text) <= SUMMARY else f"{text[:SUMMARY]}…"


def _notice(notice: SysNotice, read_status: int | None = None) -> NoticeItem:
    return NoticeItem(
        id=notice.id,
        title=notice.title,
        type=notice.type,
        summary=summary(notice.content),
        public_user_name=notice.public_user_name,
        public_org_name=notice.public_org_name,
        public_time=notice.public_time,
        read_status=read_status,
    )


def _inbox(user_id: int) -> list[Any]:
    return [SysNoticeUser.user_id == user_id, SysNotice.status == NOTICE_PUBLISHED]


def received(db: Session, user_id: int, limit: int) -> tuple[list[NoticeItem], int, int]:
    """Latest published notices sent to the user, how many there are, and how many are unread."""
    mine = _inbox(user_id)
    counted = select(func.count()).select_from(SysNoticeUser).join(SysNotice)
    total = int(db.execute(counted.where(*mine)).scalar_one())
    unread = int(db.execute(counted.where(*mine, SysNoticeUser.status == UNREAD)).scalar_one())
    rows = db.execute(
        select(SysNotice, SysNoticeUser.status)
        .join(SysNoticeUser, SysNoticeUser.notice_id == SysNotice.id)
        .where(*mine)
        .order_by(SysNotice.public_time.desc(), SysNotice.id.desc())
        .limit(limit)
    ).all()
    return [_notice(n, status) for n, status in rows], total, unread


def published(db: Session, user_id: int, limit: int) -> tuple[list[NoticeItem], int]:
    mine = [SysNotice.public_user_id == user_id, SysNotice.status == NOTICE_PUBLISHED]
    total = int(db.execute(select(func.count()).select_from(SysNotice).where(*mine)).scalar_one())
    rows = db.scalars(
        select(SysNotice)
        .where(*mine)
        .order_by(SysNotice.public_time.desc(), SysNotice.id.desc())
        .limit(limit)
    ).all()
    return [_notice(n) for n in rows], total


def app_screens(db: Session, user: Principal) -> list[AppScreens]:
    """Screens per application: the user's roles' (all system-weight ones for the super administrator)."""
    where = [SysMenu.type == TYPE_MENU, SysMenu.status == 0]
    if user.is_super:
        where.append(SysMenu.weight != WEIGHT_BUSINESS)
    else:
        granted = grants.granted_menus(db, user.user_id)
        where.append(SysMenu.id.in_([row.id for row in granted if row.type == TYPE_MENU]))
    rows = db.execute(
        select(SysMenu.application, func.count()).where(*where).group_by(SysMenu.application)
    ).all()
    return [AppScreens(code=str(code), screens=int(n)) for code, n in rows]


def mine(db: Session, user: Principal) -> MineOut:
    got, got_total, unread = received(db, user.user_id, NOTICES)
    sent, sent_total = published(db, user.user_id, NOTICES)
    return MineOut(
        received=got,
        received_total=got_total,
        unread=unread,
        published=sent,
        published_total=sent_total,
        apps=app_screens(db, user),
    )


def _my_logs(db: Session, user: Principal, now: datetime) -> dict[str, Any]:
    # The op and visit logs name the account; the 30-day time range bounds what the index scan reads.
    recent = window(now, WINDOW_DAYS)
    mine_ops = [SysOpLog.op_time >= recent.start, SysOpLog.account == user.account]
    ops30 = int(db.execute(select(func.count()).select_from(SysOpLog).where(*mine_ops)).scalar_one())
    logins30 = int(
        db.execute(
            select(func.count())
            .select_from(SysVisLog)
            .where(
                SysVisLog.vis_time >= recent.start,
                SysVisLog.account == user.account,
                SysVisLog.vis_type == VIS_LOGIN,
                SysVisLog.success == "Y",
            )
        ).scalar_one()
    )
    days = window(now, MY_DAYS)
    key = bucket(db, SysOpLog.op_time, days.offset_minutes)
    series = split_series(
        db,
        SysOpLog.success,
        [SysOpLog.op_time >= days.start, SysOpLog.account == user.account],
        days.days,
        key,
    )
    latest = db.scalars(
        select(SysOpLog).where(*mine_ops).order_by(SysOpLog.op_time.desc(), SysOpLog.id.desc()).limit(RECENT)
    ).all()
    return {
        "ops30": ops30,
        "logins30": logins30,
        "my_ops": series,
        "recent_ops": [OpItem.model_validate(row) for row in latest],
    }


def workplace(ctx: AppContext, db: Session, user: Principal) -> WorkplaceOut:
    """The caller's figures; the log part is cached briefly, notices and projects are always current."""
    now = ctx.clock.now()
    logs = cache.get(
        ctx.db, ("workplace", user.user_id, local_today(now)), now, lambda: _my_logs(db, user, now)
    )
    projects = project_scope.PROJECTS.get().of_user(db, user.user_id, user.is_super)
    notices, _, unread = received(db, user.user_id, 5)
    return WorkplaceOut(
        project_count=len(projects),
        projects=[ProjectItem(id=pid, name=name) for pid, name in projects[:PROJECTS]],
        unread_notices=unread,
        notices=notices,
        **logs,
    )
