"""Notices the system itself sends (reminders of scheduled jobs): published at once to chosen users, so
they show up in each recipient's bell and inbox like any published notice."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.ids import new_id
from sitesafe.modules.system.notice.models import NOTICE_PUBLISHED, UNREAD, SysNotice, SysNoticeUser
from sitesafe.modules.system.notice.sanitize import sanitize_html
from sitesafe.modules.system.user.models import SysUser

TYPE_NOTICE = 1  # dictionary notice_type: 1 通知
SYSTEM_SENDER = "系统"
STATUS_DELETED = 2


def send_notice(db: Session, title: str, content: str, user_ids: Iterable[int], now: datetime) -> int | None:
    """Publishes `content` (HTML, passed through the allow-list) to the live users among `user_ids`;
    returns the notice id, or None when none of them is a live user. Not committed: the caller's
    transaction holds it together with whatever it records as sent."""
    wanted = list(dict.fromkeys(user_ids))
    live = (
        db.execute(select(SysUser.id).where(SysUser.id.in_(wanted), SysUser.status != STATUS_DELETED))
        .scalars()
        .all()
        if wanted
        else []
    )
    if not live:
        return None
    notice = SysNotice(
        id=new_id(),
        title=title[:200],
        content=sanitize_html(content),
        type=TYPE_NOTICE,
        public_user_name=SYSTEM_SENDER,
        public_time=now,
        status=NOTICE_PUBLISHED,
    )
    db.add(notice)
    db.flush()
    db.add_all(SysNoticeUser(notice_id=notice.id, user_id=user_id, status=UNREAD) for user_id in live)
    return notice.id
