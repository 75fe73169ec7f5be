from __future__ import annotations

from typing import Annotated

from fastapi import Query, Request

from sitesafe.core.access import PUBLIC
from sitesafe.core.context import Ctx, DbSession
from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.core.useragent import client_info
from sitesafe.modules.system.sms.service import MOBILE_PATTERN, send_code, send_rules

router = make_router(tags=["短信验证码"])


@router.get("/getSmsCaptcha", openapi_extra=PUBLIC, response_model=Envelope[None])
def get_sms_captcha(
    request: Request,
    ctx: Ctx,
    db: DbSession,
    mobile: Annotated[str, Query(pattern=MOBILE_PATTERN, title="手机号")],
) -> EnvelopeResponse:
    """发送短信验证码"""
    rules = send_rules(ctx.config, mobile, client_info(request).ip)
    sms, secret = request.app.state.sms, ctx.settings.SECRET_KEY
    send_code(db, sms, secret, mobile, ctx.clock.now(), limiter=ctx.limits, rules=rules)
    return ok(None)
