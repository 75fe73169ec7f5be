from sitesafe.modules.site.event_report.service import service
from sitesafe.modules.site.manage.router import manage_router

router = manage_router(service)
