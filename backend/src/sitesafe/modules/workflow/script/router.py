from __future__ import annotations

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.workflow.script.schemas import ScriptTestBody, ScriptTestResult
from sitesafe.modules.workflow.script.service import run_test, service

router = crud_router(service)


@router.post("/flwScript/test", response_model=Envelope[ScriptTestResult])
def flw_script_test(body: ScriptTestBody, act: ActDep) -> EnvelopeResponse:
    """测试流程脚本"""
    return ok(run_test(body))
