"""系统应用: sign-in, users, organisation, permissions, settings, logs, files, messages and monitoring."""

from sitesafe.core.plugins import Plugin
from sitesafe.modules.system.app.router import router as app_router
from sitesafe.modules.system.auth.router import router as auth_router
from sitesafe.modules.system.captcha.router import router as captcha_router
from sitesafe.modules.system.codegen.router import router as codegen_router
from sitesafe.modules.system.config.router import router as config_router
from sitesafe.modules.system.dashboard.router import router as dashboard_router
from sitesafe.modules.system.database_info.router import router as database_info_router
from sitesafe.modules.system.dict.admin_router import data_router as dict_data_router
from sitesafe.modules.system.dict.admin_router import type_router as dict_type_router
from sitesafe.modules.system.dict.router import router as dict_router
from sitesafe.modules.system.email.router import router as email_router
from sitesafe.modules.system.file.router import router as file_router
from sitesafe.modules.system.health.router import router as health_router
from sitesafe.modules.system.log.router import router as log_router
from sitesafe.modules.system.machine.router import router as machine_router
from sitesafe.modules.system.menu.admin_router import router as menu_admin_router
from sitesafe.modules.system.menu.router import router as menu_router
from sitesafe.modules.system.menus import SYSTEM_GRANTS, SYSTEM_MENUS
from sitesafe.modules.system.notice.router import router as notice_router
from sitesafe.modules.system.online.router import router as online_router
from sitesafe.modules.system.org.router import router as org_router
from sitesafe.modules.system.pos.router import router as pos_router
from sitesafe.modules.system.role.router import router as role_router
from sitesafe.modules.system.sms.admin_router import router as sms_admin_router
from sitesafe.modules.system.sms.router import router as sms_router
from sitesafe.modules.system.tenant.router import router as tenant_router
from sitesafe.modules.system.timer.router import router as timer_router
from sitesafe.modules.system.timer.scheduler import start_scheduler
from sitesafe.modules.system.user.admin_router import router as user_admin_router
from sitesafe.modules.system.user.router import router as user_router

PLUGIN = Plugin(
    name="system",
    order=10,
    # what every page calls (sign-in, menus, dictionaries, files, the signed-in user)
    hot_routers=(
        auth_router,
        captcha_router,
        health_router,
        sms_router,
        menu_router,
        dict_router,
        file_router,
        user_router,
        machine_router,
    ),
    # system administration (the generic CRUD resources)
    routers=(
        user_admin_router,
        org_router,
        pos_router,
        role_router,
        menu_admin_router,
        app_router,
        dict_type_router,
        dict_data_router,
        config_router,
        database_info_router,
        codegen_router,
        log_router,
        notice_router,
        email_router,
        sms_admin_router,
        online_router,
        tenant_router,
        timer_router,
        dashboard_router,
    ),
    menus={"system": SYSTEM_MENUS},
    grants=SYSTEM_GRANTS,
    start=start_scheduler,
    state_name="scheduler",
)
