from __future__ import annotations

from sitesafe.crud.router import crud_router
from sitesafe.modules.system.dict.admin_service import data_service, type_service

type_router = crud_router(type_service)
data_router = crud_router(data_service)
