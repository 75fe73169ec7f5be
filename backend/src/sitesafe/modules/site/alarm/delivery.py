"""Sending queued alarm notifications (SMS, e-mail) once the alarm's transaction has committed.

The evaluation runs inside ingestion's transaction and knows only its database session, so the channels
are found through the session's engine: `attach(app)` (from `create_app`) registers the app's SMS provider
and mailer for its database. Delivery runs on a small worker thread, never on the request path; each row
is claimed with a conditional UPDATE first, so the minute job's retry and the worker never both send it."""

from __future__ import annotations

import logging
import weakref
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, Engine, event, select, update
from sqlalchemy.orm import Session, SessionTransaction

from sitesafe.modules.site.alarm.models import SiteAlarm, SiteAlarmNotify
from sitesafe.modules.site.alarm.texts import message
from sitesafe.modules.system.email.service import build_message

logger = logging.getLogger("sitesafe.alarm")
PENDING_KEY = "alarm.outbox"
STATE_PENDING, STATE_SENT, STATE_FAILED, STATE_SENDING = 0, 1, 2, 3
RETRY_AFTER = timedelta(minutes=1)

_apps: weakref.WeakKeyDictionary[Engine, Any] = weakref.WeakKeyDictionary()
_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="alarm-notify")


def attach(state: Any) -> None:
    """Registers an app's channels (`state.sms`, `state.mail`, read at each send) for its database."""
    _apps[state.ctx.db.engine] = state


def after_commit(db: Session, alarm_id: int) -> None:
    """Sends the alarm's queued notifications once `db` commits (nothing if it rolls back)."""
    db.info.setdefault(PENDING_KEY, set()).add(alarm_id)


@event.listens_for(Session, "after_commit")
def _committed(session: Session) -> None:
    ids = session.info.pop(PENDING_KEY, None)
    if not ids:
        return
    try:
        bind = session.get_bind()
    except Exception:  # an unbound session: nothing of ours
        return
    state = _apps.get(bind if isinstance(bind, Engine) else bind.engine)
    if state is not None:  # else the minute job sends them
        submit(state, sorted(ids))


@event.listens_for(Session, "after_transaction_end")
def _ended(session: Session, transaction: SessionTransaction) -> None:
    if transaction.parent is None:
        session.info.pop(PENDING_KEY, None)


def submit(state: Any, alarm_ids: list[int]) -> Future[int]:
    return _executor.submit(_run, state, alarm_ids)


def _run(state: Any, alarm_ids: list[int]) -> int:
    try:
        with state.ctx.db.sessionmaker() as db:
            return send_pending(db, state, SiteAlarmNotify.alarm_id.in_(alarm_ids))
    except Exception:
        logger.exception("告警通知发送失败")
        return 0


def retry_pending(db: Session, engine: Engine, now: datetime) -> int:
    """Sends what stayed queued for a minute (the worker was not there: another process, a restart)."""
    state = _apps.get(engine)
    if state is None:
        return 0
    return send_pending(db, state, SiteAlarmNotify.create_time <= now - RETRY_AFTER)


def send_pending(db: Session, state: Any, condition: Any) -> int:
    """Claims and sends the pending SMS and e-mail rows matching `condition`; answers how many went out."""
    rows = list(
        db.execute(
            select(SiteAlarmNotify).where(
                condition,
                SiteAlarmNotify.state == STATE_PENDING,
                SiteAlarmNotify.channel.in_(("sms", "email")),
            )
        ).scalars()
    )
    claimed = [row for row in rows if _claim(db, row.id)]
    alarms = {a.id: a for a in _alarms(db, {row.alarm_id for row in claimed})}
    db.commit()  # hold no transaction (nor SQLite lock) while the gateways answer
    sent = 0
    for row in claimed:
        title, html, text = message(alarms[row.alarm_id])
        error = _send(state, row, title, html, text)
        row.state = STATE_FAILED if error else STATE_SENT
        row.error = error
        row.send_time = state.ctx.clock.now()
        sent += 0 if error else 1
    db.commit()
    return sent


def _claim(db: Session, row_id: int) -> bool:
    claim = (
        update(SiteAlarmNotify)
        .where(SiteAlarmNotify.id == row_id, SiteAlarmNotify.state == STATE_PENDING)
        .values(state=STATE_SENDING)
    )
    return cast(CursorResult[Any], db.execute(claim)).rowcount == 1


def _alarms(db: Session, ids: Iterable[int]) -> list[SiteAlarm]:
    wanted = list(ids)
    return list(db.execute(select(SiteAlarm).where(SiteAlarm.id.in_(wanted))).scalars()) if wanted else []


def _send(state: Any, row: SiteAlarmNotify, title: str, html: str, text: str) -> str | None:
    """None when delivered, else the reason (Chinese, safe to show)."""
    try:
        if row.channel == "sms":
            send = getattr(state.sms, "send_message", None)
            if send is None:
                return "短信服务不支持通知短信"
            send(row.address, text)
        else:
            mailer = state.mail
            mailer.send(build_message(mailer.sender, [row.address or ""], title, html, True))
    except Exception as exc:
        logger.warning("告警通知发送失败 %s %s: %r", row.channel, row.address, exc)
        return str(exc)[:255] or "发送失败"
    return None
