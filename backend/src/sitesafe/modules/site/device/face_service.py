"""What the face terminals' API reads and writes (the routes in face_api.py only parse and wrap): the
persons issued to a project, page by page, and the device's online mark."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import or_, select, update

from sitesafe.core.context import AppContext
from sitesafe.modules.site.device import counters
from sitesafe.modules.site.device.auth import DeviceCall
from sitesafe.modules.site.device.models import SiteDevice
from sitesafe.modules.site.person.models import SitePerson

STATUS_NORMAL = 0


def issued_page(
    ctx: AppContext, project_id: int, since: datetime | None, page_no: int, page_size: int
) -> tuple[list[SitePerson], bool]:
    """One page of the persons issued to the project (all changes since `since`, or the active ones),
    and whether more follow."""
    p = SitePerson
    stmt = select(p).where(p.project_id == project_id, p.issued_time.is_not(None))
    if since is None:
        stmt = stmt.where(p.status == STATUS_NORMAL, p.blacklisted.is_(False))
    else:
        stmt = stmt.where(or_(p.update_time >= since, p.issued_time >= since, p.create_time >= since))
    stmt = stmt.order_by(p.id).offset((page_no - 1) * page_size).limit(page_size + 1)
    with ctx.db.sessionmaker() as db:
        rows = list(db.execute(stmt).scalars())
    return rows[:page_size], len(rows) > page_size


def touch(ctx: AppContext, call: DeviceCall, reason: str | None) -> None:
    """Any verified call shows the device is alive."""
    now = ctx.clock.now()
    with ctx.db.sessionmaker.begin() as db:
        db.execute(
            update(SiteDevice).where(SiteDevice.id == call.device_id).values(online=True, last_seen=now)
        )
    if reason:
        counters.bump(ctx.db.engine, call.device_id, [reason], now)
