from sitesafe.modules.site.manage.router import manage_router
from sitesafe.modules.site.weekly_meeting.service import service

router = manage_router(service)
