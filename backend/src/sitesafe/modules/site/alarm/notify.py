"""Telling people about a new alarm, by the project's rules (`site_alarm_notify_rule`): once per alarm (a
refresh notifies nobody), in the bell (written with the alarm, in its transaction), by SMS and by e-mail
(queued in `site_alarm_notify` and sent once the transaction has committed, off the request thread).

A user who switched off 系统消息 (`systemMessage` in sys_user_pref) gets no bell notice; SMS and e-mail are
what the rule explicitly asks for and go out regardless."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.ids import new_id
from sitesafe.crud.model import live
from sitesafe.modules.site.alarm import delivery
from sitesafe.modules.site.alarm.models import SiteAlarm, SiteAlarmNotify, SiteAlarmNotifyRule
from sitesafe.modules.site.alarm.store import log
from sitesafe.modules.site.alarm.texts import message
from sitesafe.modules.site.device import kinds
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.notice.dispatch import send_notice, silenced
from sitesafe.modules.system.user.models import SysUser

logger = logging.getLogger("sitesafe.alarm")
CHANNELS = ("bell", "sms", "email")
CHANNEL_NAMES = {"bell": "站内信", "sms": "短信", "email": "邮件"}
STATE_PENDING, STATE_SENT, STATE_FAILED = 0, 1, 2
RULES_KEY = "alarm.notify_rules"


@dataclass(frozen=True)
class Rule:
    categories: frozenset[str]  # empty: every category
    min_level: int
    channels: frozenset[str]
    to_safety_officer: bool
    to_manager: bool
    user_ids: tuple[int, ...]

    def matches(self, alarm: SiteAlarm) -> bool:
        return alarm.level >= self.min_level and (not self.categories or alarm.category in self.categories)


DEFAULT_RULE = Rule(frozenset(), kinds.LEVEL_ALARM, frozenset({"bell"}), True, True, ())


def split(text: str | None) -> list[str]:
    return [part.strip() for part in (text or "").split(",") if part.strip()]


def rule_of(row: SiteAlarmNotifyRule) -> Rule:
    return Rule(
        categories=frozenset(split(row.categories)),
        min_level=row.min_level,
        channels=frozenset(c for c in split(row.channels) if c in CHANNELS),
        to_safety_officer=row.to_safety_officer,
        to_manager=row.to_manager,
        user_ids=tuple(int(u) for u in split(row.user_ids) if u.isdigit()),
    )


def project_rules(db: Session, project_id: int) -> list[Rule]:
    """The project's enabled rules, or the default rule when it has none at all (cached per session)."""
    cache: dict[int, list[Rule]] = db.info.setdefault(RULES_KEY, {})
    if project_id not in cache:
        rows = list(
            db.execute(
                select(SiteAlarmNotifyRule).where(
                    SiteAlarmNotifyRule.project_id == project_id, live(SiteAlarmNotifyRule)
                )
            ).scalars()
        )
        cache[project_id] = [rule_of(r) for r in rows if r.status == 0] if rows else [DEFAULT_RULE]
    return cache[project_id]


def recipients(db: Session, alarm: SiteAlarm) -> dict[str, list[int]]:
    """Users to tell by each channel, from every rule the alarm matches."""
    project = db.get(Project, alarm.project_id)
    wanted: dict[str, list[int]] = {c: [] for c in CHANNELS}
    for rule in project_rules(db, alarm.project_id):
        if not rule.matches(alarm):
            continue
        users = list(rule.user_ids)
        if project is not None and rule.to_safety_officer and project.safety_officer_id:
            users.append(project.safety_officer_id)
        if project is not None and rule.to_manager and project.manager_id:
            users.append(project.manager_id)
        for channel in rule.channels:
            wanted[channel] += users
    return {c: list(dict.fromkeys(ids)) for c, ids in wanted.items() if ids}


def on_raise(db: Session, alarm: SiteAlarm, now: datetime) -> None:
    """Notifies by the rules (inside the alarm's transaction; SMS and e-mail leave after its commit)."""
    wanted = recipients(db, alarm)
    if not wanted:
        return
    everyone = {u for ids in wanted.values() for u in ids}
    users = {
        u.id: u for u in db.execute(select(SysUser).where(SysUser.id.in_(everyone), live(SysUser))).scalars()
    }
    title, html, _ = message(alarm)
    done: dict[str, int] = {}
    off = silenced(db, wanted.get("bell", []))
    bell = [u for u in wanted.get("bell", []) if u in users and u not in off]
    if bell and send_notice(db, title, html, bell, now, switch=None) is not None:
        for user_id in bell:
            _row(db, alarm, "bell", user_id, None, STATE_SENT, now)
        done["bell"] = len(bell)
    pending = False
    for channel, attribute in (("sms", "phone"), ("email", "email")):
        for user_id in wanted.get(channel, []):
            user = users.get(user_id)
            address = getattr(user, attribute, None) if user is not None else None
            if address:
                _row(db, alarm, channel, user_id, address, STATE_PENDING, now)
                done[channel] = done.get(channel, 0) + 1
                pending = True
            else:
                error = (
                    "用户不存在" if user is None else ("未设置手机号" if channel == "sms" else "未设置邮箱")
                )
                _row(db, alarm, channel, user_id, None, STATE_FAILED, now, error)
    if done:
        summary = "，".join(f"{CHANNEL_NAMES[c]}{n}人" for c, n in done.items())
        log(db, alarm, "notify", now, note=f"已通知：{summary}")
    if pending:
        delivery.after_commit(db, alarm.id)


def _row(
    db: Session,
    alarm: SiteAlarm,
    channel: str,
    user_id: int,
    address: str | None,
    state: int,
    now: datetime,
    error: str | None = None,
) -> None:
    db.add(
        SiteAlarmNotify(
            id=new_id(),
            alarm_id=alarm.id,
            project_id=alarm.project_id,
            channel=channel,
            user_id=user_id,
            address=address,
            state=state,
            error=error,
            create_time=now,
            send_time=now if state == STATE_SENT else None,
        )
    )
