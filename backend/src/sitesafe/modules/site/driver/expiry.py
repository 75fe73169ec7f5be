"""The timer job that reminds each project of its drivers' operator certificates due within the
project's warning days (or already past): one notice per project and run, to the members whose project
role is 安全员 or 项目经理 (else the project's safety officer), in their bell. A certificate is named once
per expiry date (`notified_until`), so a renewed certificate is reminded of again when its new date
comes near."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from html import escape

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from sitesafe.core.timefmt import to_local
from sitesafe.crud.model import live
from sitesafe.modules.site.driver.service import KIND_TITLES, expiring_condition
from sitesafe.modules.site.person import lookups
from sitesafe.modules.site.person.models import SiteDriver, SitePerson
from sitesafe.modules.site.project.models import Project, ProjectMember
from sitesafe.modules.system.dict.models import SysDictData, SysDictType
from sitesafe.modules.system.notice.dispatch import send_notice
from sitesafe.modules.system.timer.jobs import JobClass, JobContext, registry

ACTION_CLASS = "DriverCertExpiryTaskRunner"
REMINDED_ROLES = ("安全员", "项目经理")


def _role_codes(db: Session) -> set[str]:
    """The stored values meaning 安全员 / 项目经理: the names themselves and their codes in the
    `project_role` dictionary."""
    stmt = (
        select(SysDictData.code)
        .join(SysDictType, SysDictType.id == SysDictData.type_id)
        .where(
            SysDictType.code == "project_role",
            SysDictData.value.in_(REMINDED_ROLES),
            live(SysDictData),
        )
    )
    return {*REMINDED_ROLES, *db.execute(stmt).scalars()}


def recipients(db: Session, project: Project, roles: set[str]) -> list[int]:
    stmt = select(ProjectMember.user_id).where(
        ProjectMember.project_id == project.id, ProjectMember.project_role.in_(roles)
    )
    found = list(db.execute(stmt.order_by(ProjectMember.id)).scalars())
    if not found and project.safety_officer_id is not None:
        found = [project.safety_officer_id]
    return found


def _content(rows: Sequence[tuple[SiteDriver, str]], day: date) -> str:
    lines = []
    for driver, name in rows:
        left = (driver.valid_until - day).days
        when = f"已过期{-left}天" if left < 0 else "今天到期" if left == 0 else f"还有{left}天到期"
        lines.append(
            f"<li>{KIND_TITLES.get(driver.kind, '司机')} {escape(name)}：证书编号 {escape(driver.cert_no)}，"
            f"有效期至 {driver.valid_until:%Y-%m-%d}（{when}）</li>"
        )
    return (
        "<p>以下司机的操作证书即将到期或已过期，请及时复审或更换持证人员：</p><ul>" + "".join(lines) + "</ul>"
    )


def notify_expiring(job: JobContext) -> str:
    day = to_local(job.now()).date()
    notices = certificates = 0
    with job.app.db.sessionmaker.begin() as db:
        projects = list(db.execute(select(Project).where(live(Project))).scalars())
        rules = lookups.project_rules(db, [p.id for p in projects])
        roles = _role_codes(db)
        for project in projects:
            due = db.execute(
                select(SiteDriver, SitePerson.name)
                .join(SitePerson, SitePerson.id == SiteDriver.person_id)
                .where(
                    SiteDriver.project_id == project.id,
                    live(SiteDriver),
                    expiring_condition({project.id: rules[project.id]}, day),
                    or_(
                        SiteDriver.notified_until.is_(None),
                        SiteDriver.notified_until != SiteDriver.valid_until,
                    ),
                )
                .order_by(SiteDriver.valid_until, SiteDriver.id)
            ).all()
            if not due:
                continue
            rows = [(driver, name) for driver, name in due]
            title = f"{project.name}：{len(rows)}本司机操作证书即将到期或已过期"
            if send_notice(db, title, _content(rows, day), recipients(db, project, roles), job.now()) is None:
                continue  # nobody to tell yet: remind once someone holds the role
            for driver, _ in rows:
                driver.notified_until = driver.valid_until
            notices += 1
            certificates += len(rows)
    return f"发送到期提醒{notices}条，涉及证书{certificates}本"


registry.register(
    JobClass(
        ACTION_CLASS,
        "司机证书到期提醒",
        "塔吊司机、升降机司机的操作证书在项目设置的提前天数（默认30天）内到期或已过期时，通知项目的"
        "安全员和项目经理（没有时通知项目安全负责人）；每本证书的每个到期日只提醒一次",
        "0 0 8 * * ?",
        notify_expiring,
    )
)
