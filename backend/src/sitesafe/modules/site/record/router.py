from __future__ import annotations

from sitesafe.crud.router import crud_router
from sitesafe.modules.site.record.service import cert_service, education_service

routers = (crud_router(cert_service), crud_router(education_service))
