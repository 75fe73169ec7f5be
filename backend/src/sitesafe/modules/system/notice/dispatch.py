"""Notices the system itself sends (reminders of scheduled jobs, alarms): published at once to chosen
users, so they show up in each recipient's bell and inbox like any published notice. A user who switched
off 系统消息 (`notification.systemMessage` in sys_user_pref, on by default) gets none."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.ids import new_id
from sitesafe.crud.model import live
from sitesafe.modules.system.notice.models import NOTICE_PUBLISHED, UNREAD, SysNotice, SysNoticeUser
from sitesafe.modules.system.notice.sanitize import sanitize_html
from sitesafe.modules.system.user.models import SysUser, SysUserPref

TYPE_NOTICE = 1  # dictionary notice_type: 1 通知
SYSTEM_SENDER = "系统"
SYSTEM_MESSAGE = "systemMessage"


def silenced(db: Session, user_ids: Iterable[int], switch: str = SYSTEM_MESSAGE) -> set[int]:
    """The users among `user_ids` who switched `switch` of 新消息通知 off."""
    ids = list(user_ids)
    off: set[int] = set()
    if not ids:
        return off
    rows = db.execute(select(SysUserPref.user_id, SysUserPref.content).where(SysUserPref.user_id.in_(ids)))
    for user_id, content in rows:
        try:
            prefs = json.loads(content or "{}")
        except ValueError:
            continue
        notification = prefs.get("notification") if isinstance(prefs, dict) else None
        if isinstance(notification, dict) and notification.get(switch) is False:
            off.add(user_id)
    return off


def send_notice(
    db: Session,
    title: str,
    content: str,
    user_ids: Iterable[int],
    now: datetime,
    *,
    switch: str | None = SYSTEM_MESSAGE,
) -> int | None:
    """Publishes `content` (HTML, passed through the allow-list) to the live users among `user_ids`
    who keep `switch` on (None: whoever called decided); returns the notice id, or None when nobody is
    left. Not committed: the caller's transaction holds it together with whatever it records as sent."""
    wanted = list(dict.fromkeys(user_ids))
    if switch is not None:
        off = silenced(db, wanted, switch)
        wanted = [u for u in wanted if u not in off]
    alive = (
        db.execute(select(SysUser.id).where(SysUser.id.in_(wanted), live(SysUser))).scalars().all()
        if wanted
        else []
    )
    if not alive:
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
    db.add_all(SysNoticeUser(notice_id=notice.id, user_id=user_id, status=UNREAD) for user_id in alive)
    return notice.id
