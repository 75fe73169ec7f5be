"""告警 endpoints: the page/detail/export of alarms, their lifecycle steps, the manual 施工告警 report, the
project overview, and the notification rules."""

from __future__ import annotations

from typing import Annotated

from fastapi import Query

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.site.alarm import files as _files  # noqa: F401  (declares the photo references)
from sitesafe.modules.site.alarm import lifecycle
from sitesafe.modules.site.alarm import offline as _offline  # noqa: F401  (registers the offline job)
from sitesafe.modules.site.alarm.overview import device_options, overview
from sitesafe.modules.site.alarm.rules import service as rule_service
from sitesafe.modules.site.alarm.schemas import (
    AlarmAdd,
    AlarmOverview,
    AlarmStep,
    DeviceOption,
    DeviceOptionQuery,
)
from sitesafe.modules.site.alarm.service import service

router = crud_router(service)


@router.post("/siteAlarm/accept", response_model=Envelope[None])
def site_alarm_accept(act: ActDep, body: AlarmStep) -> EnvelopeResponse:
    """告警开始处理"""
    lifecycle.step(act, body, "accept")
    return ok(None)


@router.post("/siteAlarm/handle", response_model=Envelope[None])
def site_alarm_handle(act: ActDep, body: AlarmStep) -> EnvelopeResponse:
    """告警处理完成"""
    lifecycle.step(act, body, "handle")
    return ok(None)


@router.post("/siteAlarm/falseAlarm", response_model=Envelope[None])
def site_alarm_false_alarm(act: ActDep, body: AlarmStep) -> EnvelopeResponse:
    """告警标记误报"""
    lifecycle.step(act, body, "falseAlarm")
    return ok(None)


@router.post("/siteAlarm/add", response_model=Envelope[str])
def site_alarm_add(act: ActDep, body: AlarmAdd) -> EnvelopeResponse:
    """上报施工告警"""
    return ok(str(lifecycle.report(act, body).id))


@router.get("/siteAlarm/overview", response_model=Envelope[AlarmOverview])
def site_alarm_overview(act: ActDep) -> EnvelopeResponse:
    """告警概览"""
    return ok(overview(act))


@router.get("/siteAlarm/devices", response_model=Envelope[list[DeviceOption]])
def site_alarm_devices(act: ActDep, query: Annotated[DeviceOptionQuery, Query()]) -> EnvelopeResponse:
    """告警设备选项"""
    return ok(device_options(act, query.category))


rule_router = crud_router(rule_service)

routers = (router, rule_router)
