from sitesafe.crud.router import crud_router
from sitesafe.modules.site.evaluate_item.service import service

router = crud_router(service)
