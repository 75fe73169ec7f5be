from __future__ import annotations

from fastapi import Request

from sitesafe.core.envelope import Envelope, EnvelopeResponse, ok
from sitesafe.core.routing import make_router
from sitesafe.crud.context import ActDep
from sitesafe.crud.router import crud_router
from sitesafe.modules.system.email.mailer import Mailer
from sitesafe.modules.system.email.schemas import SendEmailBody
from sitesafe.modules.system.email.service import email_log_service, send_mail

router = make_router(tags=["邮件发送"])


def _mailer(request: Request) -> Mailer:
    mailer: Mailer = request.app.state.mail
    return mailer


@router.post("/email/sendEmail", response_model=Envelope[None])
def email_send_email(request: Request, act: ActDep, body: SendEmailBody) -> EnvelopeResponse:
    """发送邮件"""
    send_mail(act, _mailer(request), body, html=False)
    return ok(None)


@router.post("/email/sendEmailHtml", response_model=Envelope[None])
def email_send_email_html(request: Request, act: ActDep, body: SendEmailBody) -> EnvelopeResponse:
    """发送HTML邮件"""
    send_mail(act, _mailer(request), body, html=True)
    return ok(None)


crud_router(email_log_service, router)
