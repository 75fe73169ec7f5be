"""The timer job of 安全检查 (registered with the timer registry, seeded as 定时任务), daily: the
responsible person of a finding awaiting rectification is reminded the day before its deadline; once the
deadline has passed, the responsible person and the project's safety officer are alerted; the checkers of
a 检查任务 are reminded when a period falls due. Each goes out once (per deadline, per period), in the
bell, and is remembered on the row in the same transaction."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from html import escape
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from sitesafe.core.timefmt import to_local
from sitesafe.crud.model import live
from sitesafe.modules.site.check_job.reminders import remind_due_jobs
from sitesafe.modules.site.inspection import models as m
from sitesafe.modules.site.inspection.models import SiteInspection
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.notice.dispatch import send_notice
from sitesafe.modules.system.timer.jobs import JobClass, JobContext, registry

ACTION_CLASS = "InspectionReminderTaskRunner"


def _awaiting(db: Session, *conditions: Any) -> list[tuple[SiteInspection, Project]]:
    stmt = (
        select(SiteInspection, Project)
        .join(Project, Project.id == SiteInspection.project_id)
        .where(
            live(Project),
            SiteInspection.rectify_status.in_(m.AWAITING_RECTIFY),
            SiteInspection.deadline.is_not(None),
            *conditions,
        )
        .order_by(SiteInspection.deadline, SiteInspection.id)
    )
    return [(row, project) for row, project in db.execute(stmt)]


def _text(row: SiteInspection, lead: str) -> str:
    return (
        f"<p>{escape(lead)}</p><ul><li>检查部位：{escape(row.location)}</li>"
        f"<li>问题描述：{escape(row.problem_desc or '')}</li>"
        f"<li>整改要求：{escape(row.requirement or '')}</li>"
        f"<li>整改期限：{row.deadline:%Y-%m-%d}</li></ul>"
    )


def remind_deadlines(db: Session, day: date, now: datetime) -> int:
    """The day before the deadline (or on it, when a run was missed): the responsible person."""
    sent = 0
    soon = or_(
        SiteInspection.reminded_deadline.is_(None),
        SiteInspection.reminded_deadline != SiteInspection.deadline,
    )
    for row, project in _awaiting(db, SiteInspection.deadline >= day,
                                  SiteInspection.deadline <= day + timedelta(days=1), soon):  # fmt: skip
        when = "今天" if row.deadline == day else "明天"
        title = f"{project.name}：隐患整改{when}到期（{row.location}）"
        lead = f"您负责整改的隐患将于{when}（{row.deadline:%Y-%m-%d}）到期，请及时整改并上传整改照片。"
        assert row.responsible_user_id is not None
        if send_notice(db, title, _text(row, lead), [row.responsible_user_id], now) is not None:
            row.reminded_deadline = row.deadline
            sent += 1
    return sent


def alert_overdue(db: Session, day: date, now: datetime) -> int:
    """After the deadline: the responsible person and the project's safety officer."""
    sent = 0
    late = or_(
        SiteInspection.overdue_deadline.is_(None), SiteInspection.overdue_deadline != SiteInspection.deadline
    )
    for row, project in _awaiting(db, SiteInspection.deadline < day, late):
        assert row.deadline is not None
        days = (day - row.deadline).days
        title = f"{project.name}：隐患整改已逾期{days}天（{row.location}）"
        state = m.RECTIFY_NAMES[row.rectify_status]
        lead = f"以下隐患已超过整改期限{days}天仍未整改完成（{state}），请督促整改。"
        users = [u for u in (row.responsible_user_id, project.safety_officer_id) if u is not None]
        if send_notice(db, title, _text(row, lead), users, now) is not None:
            row.overdue_deadline = row.deadline
            sent += 1
    return sent


def run(job: JobContext) -> str:
    now = job.now()
    day = to_local(now).date()
    with job.app.db.sessionmaker.begin() as db:
        reminded = remind_deadlines(db, day, now)
        overdue = alert_overdue(db, day, now)
        jobs = remind_due_jobs(db, day, now)
    return f"发送整改到期提醒{reminded}条、逾期提醒{overdue}条、检查任务提醒{jobs}条"


registry.register(
    JobClass(
        ACTION_CLASS,
        "安全检查提醒",
        "整改期限前一天提醒整改责任人；逾期未整改时提醒整改责任人和项目安全负责人；检查任务到期时提醒检查人。"
        "每条隐患的每个期限、每个检查任务的每个周期只提醒一次",
        "0 0 8 * * ?",
        run,
    )
)
