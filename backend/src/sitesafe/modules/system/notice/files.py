"""A notice's pictures (preview links in its content) are shown to whoever may read the notice: its
recipients once it is published, its author, and the notice administrators within their data scope."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from sitesafe.crud.context import Act
from sitesafe.modules.system.file import refs
from sitesafe.modules.system.file.links import link_marker
from sitesafe.modules.system.notice.models import NOTICE_PUBLISHED, SysNotice, SysNoticeUser
from sitesafe.modules.system.notice.service import service

_managed = refs.readable_through(service, "sysNotice:page", "sysNotice:detail")


def _received(act: Act, row: Any) -> bool:
    if row.status != NOTICE_PUBLISHED:
        return False
    link = select(SysNoticeUser.id).where(
        SysNoticeUser.notice_id == row.id, SysNoticeUser.user_id == act.user.user_id
    )
    return act.db.execute(link).first() is not None


def _notice_readable(act: Act, row: Any) -> bool:
    return row.public_user_id == act.user.user_id or _received(act, row) or _managed(act, row)


refs.declare(SysNotice.content, readable=_notice_readable, contains=link_marker)
