from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from sitesafe.core.useragent import ClientInfo
from sitesafe.modules.system.log.models import VIS_LOGIN, SysVisLog


def record_visit(
    db: Session,
    *,
    client: ClientInfo,
    account: str | None,
    success: bool,
    message: str,
    now: datetime,
    vis_type: int = VIS_LOGIN,
) -> None:
    """Adds a visit-log row to the session (the caller commits)."""
    db.add(
        SysVisLog(
            name="登录" if vis_type == VIS_LOGIN else "登出",
            success="Y" if success else "N",
            message=message,
            ip=client.ip,
            location="-",
            browser=client.browser,
            os=client.os,
            vis_type=vis_type,
            vis_time=now,
            account=(account or "")[:50] or None,
        )
    )
