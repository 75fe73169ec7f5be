from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi import Request

from sitesafe.core.access import PUBLIC
from sitesafe.core.context import Ctx
from sitesafe.core.envelope import SUCCESS_CODE, SUCCESS_MESSAGE, EnvelopeResponse, dump_json
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ratelimit import Rule
from sitesafe.core.routing import make_router
from sitesafe.core.useragent import client_info
from sitesafe.modules.system.captcha import service
from sitesafe.modules.system.captcha.schemas import CaptchaAnswer, CaptchaCheckBody, CaptchaGetBody

router = make_router(tags=["验证码"])
# Drawing a puzzle costs some milliseconds of CPU: one address gets a few dozen a minute.
PUZZLES_PER_MINUTE = 30


def _answer(data: dict[str, Any]) -> EnvelopeResponse:
    body = {"success": True, "code": SUCCESS_CODE, "message": SUCCESS_MESSAGE, "data": data}
    return EnvelopeResponse(dump_json({**body, "repCode": service.OK_CODE, "repMsg": None, "repData": data}))


def _refused(refusal: service.CaptchaRefused) -> EnvelopeResponse:
    error = ErrorCode.CAPTCHA_ERROR
    body = {"success": False, "code": error.code, "message": refusal.rep_msg, "data": None}
    return EnvelopeResponse(
        dump_json(
            {**body, "repCode": refusal.rep_code, "repMsg": refusal.rep_msg, "repData": None, "error": True}
        )
    )


@router.post("/captcha/get", openapi_extra=PUBLIC, response_model=CaptchaAnswer)
def captcha_get(body: CaptchaGetBody, request: Request, ctx: Ctx) -> EnvelopeResponse:
    """获取滑块验证码"""
    rule = Rule(f"captcha:ip:{client_info(request).ip}", PUZZLES_PER_MINUTE, timedelta(minutes=1))
    wait = ctx.limits.take([rule], ctx.clock.now())
    if wait is not None:
        raise AppError(ErrorCode.CAPTCHA_TOO_FREQUENT, seconds=wait)
    try:
        return _answer(service.new_puzzle(ctx, body.captchaType))
    except service.CaptchaRefused as refusal:
        return _refused(refusal)


@router.post("/captcha/check", openapi_extra=PUBLIC, response_model=CaptchaAnswer)
def captcha_check(body: CaptchaCheckBody, ctx: Ctx) -> EnvelopeResponse:
    """校验滑块验证码"""
    try:
        return _answer(service.check(ctx, body.captchaType, body.token, body.pointJson))
    except service.CaptchaRefused as refusal:
        return _refused(refusal)
