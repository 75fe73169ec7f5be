"""Demo data of the alarms: the demo user is 城南安置房项目's safety officer, so the project's alarms reach
its bell by the default notification rule (an administrator's choice is kept)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.user.models import SysUser

DEMO_PROJECT = "cnazf"
DEMO_OFFICER = "demo"


def seed_alarm_demo(db: Session) -> None:
    project = db.execute(select(Project).where(Project.code == DEMO_PROJECT)).scalar_one_or_none()
    officer = db.execute(select(SysUser.id).where(SysUser.account == DEMO_OFFICER)).scalar_one_or_none()
    if project is not None and officer is not None and project.safety_officer_id is None:
        project.safety_officer_id = officer
