"""Demo data of the management modules (现场管理 → 管理模块 and 管理工具), so that a new user of the demo
sees a living site: for 城南安置房项目 a month of safety inspections in every rectification state, check
jobs, ten days of construction journals, the master plan, three month reports, weekly meetings, approval
records (one waiting for approval), evaluate items, assessments, an event report and an open survey; for
滨江商务中心项目 a few journals, two month reports and a meeting. Dates are relative to `now`.

A project that already has management records is left alone, so a second run adds nothing (nor does a
run after the demo user deleted a few). zhangsan (the demo's 施工员, responsible for rectifications) and
superAdmin (the project's manager, a checker) become members of 城南安置房项目 where they are not."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.core.clock import utcnow
from sitesafe.modules.site.approval_record.models import SiteApprovalRecord
from sitesafe.modules.site.assessment.models import SiteAssessment
from sitesafe.modules.site.check_job.models import SiteCheckJob
from sitesafe.modules.site.evaluate_item.models import SiteEvaluateItem
from sitesafe.modules.site.event_report.models import SiteEventReport
from sitesafe.modules.site.inspection.models import SiteInspection
from sitesafe.modules.site.journal.models import SiteJournal
from sitesafe.modules.site.month_report.models import SiteMonthReport
from sitesafe.modules.site.plan.models import SitePlan
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.site.project.service import ensure_member
from sitesafe.modules.site.survey_evaluate.models import SiteSurvey
from sitesafe.modules.site.weekly_meeting.models import SiteWeeklyMeeting
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow import notify  # noqa: F401  (its session hooks: the pending to-do reaches the bell)
from sitesafe.seed.site_manage_demo_inspection import seed_inspections
from sitesafe.seed.site_manage_demo_kit import LIVE, Site
from sitesafe.seed.site_manage_demo_progress import seed_journals, seed_month_reports, seed_plan
from sitesafe.seed.site_manage_demo_tools import seed_evaluations, seed_event, seed_meetings, seed_records

ACCOUNTS = ("superAdmin", "demo", "zhangsan", "lisi", "wangwu")
MAIN, OTHER = "cnazf", "bjswzx"
# (account, project role) made members of the main project
MEMBERS = (("zhangsan", "builder"), ("superAdmin", "manager"))
RECORDS = (SiteInspection, SiteCheckJob, SiteJournal, SitePlan, SiteMonthReport, SiteWeeklyMeeting,
           SiteApprovalRecord, SiteAssessment, SiteEventReport, SiteEvaluateItem, SiteSurvey)  # fmt: skip


def _has_records(db: Session, project_id: int) -> bool:
    return any(
        db.execute(select(model.id).where(model.project_id == project_id).limit(1)).first() is not None
        for model in RECORDS
    )


def _members(site: Site) -> None:
    for account, role in MEMBERS:
        if account in site.users:
            ensure_member(site.db, site.project.id, site.users[account], role)


def seed_manage_demo(db: Session, now: datetime | None = None) -> None:
    """Adds the demo's management records to the demo projects that have none (does not commit)."""
    now = now or utcnow()
    users = dict(
        db.execute(
            select(SysUser.account, SysUser.id).where(SysUser.account.in_(ACCOUNTS), SysUser.status != LIVE)
        ).all()
    )
    for code in (MAIN, OTHER):
        project = db.execute(
            select(Project).where(Project.code == code, Project.status != LIVE)
        ).scalar_one_or_none()
        if project is None or _has_records(db, project.id):
            continue
        site = Site(db, project, now, users)
        if code == MAIN:
            _members(site)
            seed_inspections(site)
            seed_journals(site, code)
            seed_month_reports(site, code, seed_plan(site))
            seed_meetings(site, code)
            seed_records(site)
            seed_evaluations(site)
            seed_event(site)
        else:
            seed_journals(site, code)
            seed_month_reports(site, code, None)
            seed_meetings(site, code)
        db.flush()
