from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.site.driver import expiry as _expiry  # noqa: F401  (registers the reminder job)
from sitesafe.modules.site.driver.schemas import DriverOut
from sitesafe.modules.site.driver.service import crane_service, lift_service

crane_router = crud_router(crane_service)
lift_router = crud_router(lift_service)


@crane_router.get("/craneDriver/expiring", response_model=Envelope[list[DriverOut]])
def crane_driver_expiring(act: ActDep) -> EnvelopeResponse:
    """塔吊司机证书到期预警"""
    return ok(crane_service.expiring(act))


@lift_router.get("/liftDriver/expiring", response_model=Envelope[list[DriverOut]])
def lift_driver_expiring(act: ActDep) -> EnvelopeResponse:
    """升降机司机证书到期预警"""
    return ok(lift_service.expiring(act))


routers = (crane_router, lift_router)
