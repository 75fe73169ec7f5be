from __future__ import annotations

from fastapi import Request

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.sms.admin_service import (
    send_message,
    sms_log_service,
    validate_message,
)
from sitesafe.modules.system.sms.schemas import SendMessageBody, ValidateMessageBody

router = make_router(tags=["短信管理"])
crud_router(sms_log_service, router)


@router.post("/sms/sendLoginMessage", response_model=Envelope[bool])
def sms_send_login_message(request: Request, act: ActDep, body: SendMessageBody) -> EnvelopeResponse:
    """发送验证码短信"""
    send_message(act, request.app.state.sms, body)
    return ok(True)


@router.post("/sms/validateMessage", response_model=Envelope[str])
def sms_validate_message(act: ActDep, body: ValidateMessageBody) -> EnvelopeResponse:
    """校验短信验证码"""
    return ok(validate_message(act, body))
