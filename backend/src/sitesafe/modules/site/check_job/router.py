from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.crud.context import ActDep
from sitesafe.modules.site.check_job.schemas import EnableBody
from sitesafe.modules.site.check_job.service import service
from sitesafe.modules.site.manage.router import manage_router

router = manage_router(service)


@router.post("/siteCheckJob/enable", response_model=Envelope[None])
def site_check_job_enable(body: EnableBody, act: ActDep) -> EnvelopeResponse:
    """启用或停用检查任务"""
    service.enable(act, body)
    return ok(None)
