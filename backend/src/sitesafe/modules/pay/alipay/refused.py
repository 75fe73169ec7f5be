"""Refused notifies (forged, oversized, malformed: anyone may post to the notify address) are kept as a
digest only, a bounded number per source address an hour, for PAY_NOTIFY_REFUSED_DAYS days: a flood of
them can neither fill the disk nor hide the notifies that matter."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete
from sqlalchemy.orm import Session

from sitesafe.core.ids import new_id
from sitesafe.core.ratelimit import RateLimiter, Rule
from sitesafe.modules.pay.alipay.models import PayAlipayNotify
from sitesafe.modules.pay.alipay.received import Received
from sitesafe.modules.system.timer.jobs import JobClass, JobContext, registry

log = logging.getLogger(__name__)
CLEANUP_CLASS = "PayNotifyCleanupTaskRunner"
WINDOW = timedelta(hours=1)
# Many addresses together may record this many times one address's share an hour, no more.
ALL_ADDRESSES = 20


def rules(source: str, per_hour: int) -> list[Rule]:
    return [
        Rule(f"pay:notify:ip:{source}", per_hour, WINDOW),
        Rule("pay:notify:all", per_hour * ALL_ADDRESSES, WINDOW),
    ]


def record(
    db: Session,
    now: datetime,
    limits: RateLimiter,
    received: Received,
    out_trade_no: str,
    reason: str,
    per_hour: int,
) -> bool:
    """Keeps the digest of a refused notify unless its address (or all of them) used up the hour's share."""
    if per_hour <= 0 or limits.take(rules(received.source, per_hour), now) is not None:
        return False
    db.add(
        PayAlipayNotify(
            id=new_id(),
            out_trade_no=out_trade_no[:64] or None,
            source=received.source,
            body_size=received.size,
            body_sha256=received.sha256,
            verdict="fail",
            reason=reason,
            create_time=now,
        )
    )
    db.commit()
    log.warning("alipay notify refused: %s (from %s, %d bytes)", reason, received.source, received.size)
    return True


def purge(db: Session, now: datetime, days: int) -> int:
    """Deletes the digests older than `days` days; the notifies kept whole stay with their orders."""
    old = (PayAlipayNotify.params.is_(None)) & (PayAlipayNotify.create_time < now - timedelta(days=days))
    result: Any = db.execute(delete(PayAlipayNotify).where(old))
    return int(result.rowcount or 0)


def run_cleanup(job: JobContext) -> str:
    days = max(1, job.app.settings.PAY_NOTIFY_REFUSED_DAYS)
    with job.app.db.sessionmaker.begin() as db:
        count = purge(db, job.now(), days)
    return f"删除{days}天前被拒绝的支付宝通知摘要{count}条"


registry.register(
    JobClass(
        CLEANUP_CLASS,
        "清理被拒绝的支付宝通知",
        "删除超过保留天数（PAY_NOTIFY_REFUSED_DAYS，默认30天）的被拒绝支付宝异步通知摘要；验签通过的通知随订单保留",
        "0 40 2 * * ?",
        run_cleanup,
    )
)
