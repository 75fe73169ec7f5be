from sitesafe.modules.site.approval_record.service import service
from sitesafe.modules.site.manage.router import manage_router

router = manage_router(service)
