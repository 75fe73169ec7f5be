"""The checkers of an enabled 检查任务 are reminded in the bell when a period falls due and no
inspection of the job is dated in it yet: once per period (`notified_due`). Called by 安全检查's
timer job (modules/site/inspection/reminders.py)."""

from __future__ import annotations

from datetime import date, datetime
from html import escape

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.crud.model import live
from sitesafe.modules.site.check_job import cycle as c
from sitesafe.modules.site.check_job.models import SiteCheckJob
from sitesafe.modules.site.check_job.service import done_in, periods_of
from sitesafe.modules.site.inspection.service import user_ids
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.notice.dispatch import send_notice

CYCLE_TEXTS = {c.ONCE: "单次", c.DAILY: "每天", c.WEEKLY: "每周", c.MONTHLY: "每月"}


def _text(job: SiteCheckJob, period: c.Period) -> str:
    until = f"{period.end:%Y-%m-%d}" if period.end else "不限"
    return (
        f"<p>检查任务“{escape(job.name)}”（{CYCLE_TEXTS.get(job.cycle, job.cycle)}）本期已到检查日期，"
        f"请完成检查并登记安全检查记录。</p><ul><li>本期：{period.start:%Y-%m-%d} 至 {until}</li>"
        f"<li>检查区域及内容：{escape(job.content or '')}</li></ul>"
    )


def remind_due_jobs(db: Session, day: date, now: datetime) -> int:
    stmt = (
        select(SiteCheckJob, Project)
        .join(Project, Project.id == SiteCheckJob.project_id)
        .where(live(Project), SiteCheckJob.enabled.is_(True), SiteCheckJob.start_date <= day)
        .order_by(SiteCheckJob.id)
    )
    found = [(job, project) for job, project in db.execute(stmt)]
    jobs = [job for job, _ in found]
    periods = periods_of(jobs, day)
    due = [job for job in jobs if job.id in periods and job.notified_due != periods[job.id].start]
    done = done_in(db, due, periods)
    names = {job.id: project.name for job, project in found}
    sent = 0
    for job in due:
        if job.id in done:
            continue
        period = periods[job.id]
        title = f"{names[job.id]}：检查任务“{job.name}”本期待检查"
        if send_notice(db, title, _text(job, period), user_ids(job.checker_ids), now) is not None:
            job.notified_due = period.start
            sent += 1
    return sent
