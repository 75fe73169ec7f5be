from sitesafe.modules.site.assessment.service import service
from sitesafe.modules.site.manage.router import manage_router

router = manage_router(service)
