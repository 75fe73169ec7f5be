from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.modules.system.machine.schemas import MachineInfo
from sitesafe.modules.system.machine.service import machine_info

router = make_router(tags=["系统监控"])


@router.get("/sysMachine/query", response_model=Envelope[MachineInfo])
def sys_machine_query() -> EnvelopeResponse:
    """服务器信息"""
    return ok(machine_info())
