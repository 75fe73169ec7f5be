"""下发: hands the project's people to its face terminals. The terminals fetch what was issued through the
attendance device API, so issuing stamps every live person of the project with the issue time."""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import CursorResult, update

from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.site.person.models import SitePerson
from sitesafe.modules.site.project.schemas import IssueOut


def issue(act: Act) -> IssueOut:
    project_id = act.require_project()
    now = act.ctx.clock.now()
    stamp = (
        update(SitePerson)
        .where(SitePerson.project_id == project_id, live(SitePerson))
        .values(issued_time=now)
        .execution_options(synchronize_session=False)
    )
    count = cast(CursorResult[Any], act.db.execute(stamp)).rowcount
    act.commit()
    return IssueOut(count=count, issued_time=now)
