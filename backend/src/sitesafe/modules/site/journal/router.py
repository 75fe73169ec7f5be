from __future__ import annotations

from typing import Annotated

from fastapi import Query
from starlette.responses import Response

from sitesafe.core.envelope import Envelope, ok
from sitesafe.crud.context import ActDep
from sitesafe.modules.site.journal.headcount import headcount
from sitesafe.modules.site.journal.schemas import HeadcountDay, HeadcountQuery
from sitesafe.modules.site.journal.service import service
from sitesafe.modules.site.manage.router import manage_router

router = manage_router(service)


@router.get("/siteJournal/headcount", response_model=Envelope[HeadcountDay], name="site_journal_headcount")
def site_journal_headcount(act: ActDep, query: Annotated[HeadcountQuery, Query()]) -> Response:
    """施工日志出勤人数（按工种）"""
    return ok(headcount(act, query.date))
