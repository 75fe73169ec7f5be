"""New to-dos and cc copies reach their user: the bell (a published notice, in the same transaction)
and, after the commit, e-mail and SMS, as the user's 新消息通知 switches say (`sys_user_pref`
`notification.todoTask` for to-dos, `notification.systemMessage` for cc copies; both on by default).

Whoever writes the rows (start, submit, sync, the actions) need not call anything: a session hook
collects new open `bpm_task` rows and new `bpm_cc` rows, and rows handed to someone else are queued with
`queue_task`. Mail and SMS leave on one background thread so an approval never waits for a gateway."""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from html import escape
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.crud.model import live
from sitesafe.modules.system.email.service import build_message
from sitesafe.modules.system.notice.dispatch import send_notice
from sitesafe.modules.system.user.models import SysUser, SysUserPref
from sitesafe.modules.workflow.models import TASK_TODO, BpmCc, BpmTask

logger = logging.getLogger("sitesafe.workflow.notify")
TODO_PREF = "todoTask"
CC_PREF = "systemMessage"
_QUEUE = "wf_notify"
_CHANNELS: weakref.WeakKeyDictionary[Engine, Any] = weakref.WeakKeyDictionary()
_SENDER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wf-notify")


@dataclass(frozen=True)
class Note:
    user_id: int
    pref: str
    title: str
    text: str
    time: datetime


def install(app: Any) -> None:
    """Lets mail and SMS of this app's database go through `app.state.mail` / `app.state.sms`."""
    _CHANNELS[app.state.ctx.db.engine] = app.state


def queue_task(db: Session, task: BpmTask) -> None:
    """A to-do that changed hands (turn, entrust, resolve, an add-sign returning) notifies its new holder."""
    db.info.setdefault(_QUEUE, []).append(_task_note(task))


def _task_note(task: BpmTask) -> Note:
    node = task.node_name or task.node_id
    title, text = f"新的待办：{task.instance_title}", f"{task.instance_title}（{node}）等待您处理"
    return Note(task.assignee_id, TODO_PREF, title, text, task.create_time or utcnow())


def _cc_note(cc: BpmCc) -> Note:
    title, text = f"抄送：{cc.instance_title}", f"{cc.instance_title} 抄送给您，请查阅"
    return Note(cc.user_id, CC_PREF, title, text, cc.create_time or utcnow())


@event.listens_for(Session, "before_flush")
def _collect(session: Session, _context: Any, _instances: Any) -> None:
    for obj in session.new:
        if isinstance(obj, BpmTask) and obj.status in (None, TASK_TODO):
            session.info.setdefault(_QUEUE, []).append(_task_note(obj))
        elif isinstance(obj, BpmCc):
            session.info.setdefault(_QUEUE, []).append(_cc_note(obj))


@event.listens_for(Session, "before_commit")
def _publish(session: Session) -> None:
    pending = any(isinstance(obj, (BpmTask, BpmCc)) for obj in session.new)
    if not pending and not session.info.get(_QUEUE):
        return
    session.flush()
    notes: list[Note] = session.info.pop(_QUEUE, [])
    if not notes:
        return
    users = _recipients(session, {n.user_id for n in notes})
    outgoing: list[tuple[Note, str | None, str | None]] = []
    for note in notes:
        user = users.get(note.user_id)
        if user is None or not user[0].get(note.pref, True):
            continue
        send_notice(
            session, note.title, f"<p>{escape(note.text)}</p>", [note.user_id], note.time, switch=None
        )
        outgoing.append((note, user[1], user[2]))
    session.info.pop(_QUEUE, None)
    state = _CHANNELS.get(session.get_bind()) if outgoing else None
    if state is not None:
        session.info.setdefault("wf_outgoing", []).append((state, outgoing))


@event.listens_for(Session, "after_commit")
def _deliver(session: Session) -> None:
    for state, outgoing in session.info.pop("wf_outgoing", []):
        _SENDER.submit(_send_all, state, outgoing)


@event.listens_for(Session, "after_rollback")
def _forget(session: Session) -> None:
    session.info.pop(_QUEUE, None)
    session.info.pop("wf_outgoing", None)


def _recipients(db: Session, ids: Iterable[int]) -> dict[int, tuple[dict[str, Any], str | None, str | None]]:
    """Live users with their notification switches, e-mail address and phone."""
    wanted = list(ids)
    rows = db.execute(
        select(SysUser.id, SysUser.email, SysUser.phone, SysUserPref.content)
        .outerjoin(SysUserPref, SysUserPref.user_id == SysUser.id)
        .where(SysUser.id.in_(wanted), live(SysUser))
    ).all()
    found = {}
    for row in rows:
        try:
            prefs = json.loads(row.content) if row.content else {}
        except ValueError:
            prefs = {}
        switches = prefs.get("notification") if isinstance(prefs, dict) else None
        found[row.id] = (switches if isinstance(switches, dict) else {}, row.email, row.phone)
    return found


def _send_all(state: Any, outgoing: list[tuple[Note, str | None, str | None]]) -> None:
    for note, email, phone in outgoing:
        if email:
            try:
                mailer = state.mail
                mailer.send(build_message(mailer.sender, [email], note.title, note.text, False))
            except Exception:
                logger.warning("待办邮件发送失败 user=%s", note.user_id, exc_info=True)
        if phone:
            try:
                state.sms.send_message(phone, f"【安全综合预警平台】{note.text}")
            except Exception:
                logger.warning("待办短信发送失败 user=%s", note.user_id, exc_info=True)


def drain() -> None:
    """Waits until every queued mail and SMS has been handed over (tests, orderly shutdown)."""
    _SENDER.submit(lambda: None).result()
