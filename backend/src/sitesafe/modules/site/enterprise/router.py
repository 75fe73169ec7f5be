from __future__ import annotations

from sitesafe.crud.router import crud_router
from sitesafe.modules.site.enterprise.service import enterprise_service, sub_service

enterprise_router = crud_router(enterprise_service)
sub_router = crud_router(sub_service)
