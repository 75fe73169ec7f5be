"""现场管理: projects, people, attendance, devices and their readings, alarms, and the management modules."""

from fastapi import FastAPI

from sitesafe.core.plugins import Plugin
from sitesafe.modules.site.alarm.delivery import attach as attach_alarm_delivery
from sitesafe.modules.site.alarm.router import routers as alarm_routers
from sitesafe.modules.site.attendance.router import router as attendance_router
from sitesafe.modules.site.board.router import router as site_board_router
from sitesafe.modules.site.department.router import router as project_department_router
from sitesafe.modules.site.device.face_api import router as device_face_api_router
from sitesafe.modules.site.device.registry_router import channel_router as site_device_channel_router
from sitesafe.modules.site.device.registry_router import router as site_device_router
from sitesafe.modules.site.device.router import router as device_face_router
from sitesafe.modules.site.driver.router import routers as driver_routers
from sitesafe.modules.site.enterprise.router import enterprise_router, sub_router
from sitesafe.modules.site.live.router import router as site_live_router
from sitesafe.modules.site.manage_modules import ROUTERS as manage_module_routers
from sitesafe.modules.site.menus import SITE_GRANTS, SITE_MENUS
from sitesafe.modules.site.monitor.device_api import router as monitor_device_api_router
from sitesafe.modules.site.monitor.router_data import routers as monitor_data_routers
from sitesafe.modules.site.monitor.runtime import start_monitor
from sitesafe.modules.site.notice.router import router as project_notice_router
from sitesafe.modules.site.person.router import routers as people_routers
from sitesafe.modules.site.project.router import router as project_router
from sitesafe.modules.site.record.router import routers as record_routers
from sitesafe.modules.site.team.router import router as team_router


def _install(app: FastAPI) -> None:
    attach_alarm_delivery(app.state)  # alarm SMS/e-mail sent after ingestion's commit


PLUGIN = Plugin(
    name="site",
    order=40,
    hot_routers=(project_router,),
    routers=(
        # projects and their enterprises
        project_department_router,
        project_notice_router,
        enterprise_router,
        sub_router,
        # people (teams, real-name records, certificates, education, drivers)
        team_router,
        *people_routers,
        *record_routers,
        *driver_routers,
        # attendance and face terminals (the device API is public, signed per device)
        device_face_api_router,
        device_face_router,
        attendance_router,
        # monitoring devices' readings and heartbeats (signed per device), alarms, the device registry
        monitor_device_api_router,
        *alarm_routers,
        site_device_router,
        site_device_channel_router,
        # readings of cranes, lifts and environment monitors, and the live stream
        *monitor_data_routers,
        site_live_router,
        # the management modules, approved through the workflow, and the project board
        *manage_module_routers,
        site_board_router,
    ),
    menus={"site": SITE_MENUS},
    grants=SITE_GRANTS,
    install=_install,
    start=start_monitor,
    state_name="monitor",
)
