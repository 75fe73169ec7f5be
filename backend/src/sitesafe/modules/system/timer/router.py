from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.clock import utcnow
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.timefmt import format_datetime
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.crud.schemas import IdBody
from sitesafe.modules.system.timer.cron import CronError, validate_cron
from sitesafe.modules.system.timer.models import JOB_RUNNING, JOB_STOPPED
from sitesafe.modules.system.timer.schemas import ActionClassOut, CronQuery
from sitesafe.modules.system.timer.service import PREVIEW_COUNT, log_service, service

router = crud_router(service)
crud_router(log_service, router)


@router.get("/sysTimers/getActionClasses", response_model=Envelope[list[ActionClassOut]])
def sys_timers_get_action_classes(act: ActDep) -> EnvelopeResponse:
    """定时任务执行类列表"""
    return ok(service.action_classes())


# Snowy's server takes POST while its own client sends GET (api-contract part B §9.7): accept both.
@router.post("/sysTimers/getActionClasses", response_model=Envelope[list[ActionClassOut]])
def sys_timers_get_action_classes_post(act: ActDep) -> EnvelopeResponse:
    """定时任务执行类列表"""
    return ok(service.action_classes())


@router.post("/sysTimers/start", response_model=Envelope[None])
def sys_timers_start(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """启动定时任务"""
    service.set_status(act, body.id, JOB_RUNNING)
    return ok(None)


@router.post("/sysTimers/stop", response_model=Envelope[None])
def sys_timers_stop(act: ActDep, body: IdBody) -> EnvelopeResponse:
    """停止定时任务"""
    service.set_status(act, body.id, JOB_STOPPED)
    return ok(None)


@router.get("/sysTimers/nextFireTimes", response_model=Envelope[list[str]])
def sys_timers_next_fire_times(act: ActDep, query: Annotated[CronQuery, Query()]) -> EnvelopeResponse:
    """cron表达式最近执行时间"""
    try:
        cron = validate_cron(query.cron.strip(), utcnow())
    except CronError as error:
        raise AppError(ErrorCode.PARAM_ERROR, message=str(error)) from None
    return ok([format_datetime(t) for t in cron.upcoming(utcnow(), PREVIEW_COUNT)])
