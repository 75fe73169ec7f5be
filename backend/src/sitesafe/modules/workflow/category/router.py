from __future__ import annotations

from sitesafe.crud.router import crud_router
from sitesafe.modules.workflow.category.service import service

router = crud_router(service)
