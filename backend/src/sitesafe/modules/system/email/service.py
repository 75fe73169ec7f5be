"""Sending mail from the console: validation, the message, delivery outside any transaction, the log."""

from __future__ import annotations

import logging
import re
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import DateRange, Eq, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.email.mailer import Mailer, MailError
from sitesafe.modules.system.email.models import TYPE_HTML, TYPE_TEXT, SysEmailLog
from sitesafe.modules.system.email.plaintext import html_to_text
from sitesafe.modules.system.email.schemas import EmailLogOut, EmailLogQuery, SendEmailBody

logger = logging.getLogger("sitesafe.mail")
MAX_RECIPIENTS = 50
MAX_TITLE = 200
MAX_CONTENT_BYTES = 512 * 1024
_SEPARATORS = re.compile(r"[\s,;，；]+")
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_ADDRESS = re.compile(rf"^[A-Za-z0-9.!#$%&'*+/=?^_`{{|}}~-]+@{_LABEL}(?:\.{_LABEL})+$")


def parse_recipients(value: str | None) -> list[str]:
    """Addresses separated by commas, semicolons or spaces; each checked, duplicates dropped."""
    found: list[str] = []
    for address in _SEPARATORS.split(value or ""):
        if not address:
            continue
        if len(address) > 254 or not _ADDRESS.match(address) or ".." in address:
            raise AppError(ErrorCode.EMAIL_ADDRESS_INVALID, address=address[:60])
        if address.lower() not in (a.lower() for a in found):
            found.append(address)
    if not found:
        raise AppError(ErrorCode.EMAIL_TO_EMPTY)
    if len(found) > MAX_RECIPIENTS:
        raise AppError(ErrorCode.EMAIL_TOO_MANY_RECIPIENTS, limit=MAX_RECIPIENTS)
    return found


def _checked(body: SendEmailBody) -> tuple[list[str], str, str]:
    recipients = parse_recipients(body.to)
    title = (body.title or "").strip()
    if not title:
        raise AppError(ErrorCode.EMAIL_TITLE_EMPTY)
    if len(title) > MAX_TITLE or "\r" in title or "\n" in title:
        raise AppError(ErrorCode.EMAIL_TITLE_INVALID, limit=MAX_TITLE)
    content = body.content or ""
    if not content.strip():
        raise AppError(ErrorCode.EMAIL_CONTENT_EMPTY)
    if len(content.encode()) > MAX_CONTENT_BYTES:
        raise AppError(ErrorCode.EMAIL_CONTENT_TOO_LARGE, limit=f"{MAX_CONTENT_BYTES // 1024}KB")
    return recipients, title, content


def build_message(sender: str, to: list[str], title: str, content: str, html: bool) -> EmailMessage:
    """UTF-8 throughout (RFC 2047 headers, base64 bodies); HTML mail carries a plain-text alternative."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = ", ".join(to)
    message["Subject"] = title
    message["Date"] = formatdate(localtime=True)
    message["Message-ID"] = make_msgid(domain=sender.rpartition("@")[2] or None)
    if html:
        message.set_content(html_to_text(content), charset="utf-8", cte="base64")
        message.add_alternative(content, subtype="html", charset="utf-8", cte="base64")
    else:
        message.set_content(content, charset="utf-8", cte="base64")
    return message


def send_mail(act: Act, mailer: Mailer, body: SendEmailBody, *, html: bool) -> None:
    """Sends one message and logs the attempt; a delivery failure is logged and answered with 2023004."""
    recipients, title, content = _checked(body)
    message = build_message(mailer.sender, recipients, title, content, html)
    act.db.rollback()  # hold no transaction (nor SQLite lock) while the mail server answers
    error: str | None = None
    try:
        mailer.send(message)
    except MailError as exc:
        error = str(exc)
    except Exception:
        logger.exception("邮件发送出现未知错误")
        error = "邮件发送出现未知错误"
    act.db.add(
        SysEmailLog(
            to_addresses=", ".join(recipients)[:2000],
            subject=title,
            content_type=TYPE_HTML if html else TYPE_TEXT,
            mail_from=mailer.sender[:200],
            success="N" if error else "Y",
            message=(error or "发送成功")[:500],
            send_time=act.ctx.clock.now(),
            account=act.user.account[:50],
            user_id=act.user.user_id,
        )
    )
    act.commit()
    if error:
        raise AppError(ErrorCode.EMAIL_SEND_ERROR, message=f"邮件发送失败：{error}")


EMAIL_LOG = Resource(
    name="email",
    title="邮件发送记录",
    model=SysEmailLog,
    out=EmailLogOut,
    not_found=ErrorCode.EMAIL_LOG_NOT_EXIST,
    query=EmailLogQuery,
    filters=(
        Like("to_addresses"),
        Like("subject"),
        Eq("success"),
        DateRange("search_begin_time", "search_end_time", "send_time"),
    ),
    sortable={"sendTime": "send_time"},
    default_order=("-send_time", "-id"),
    actions=frozenset({"page", "detail"}),
    tags=("邮件发送",),
)
email_log_service = CrudService(EMAIL_LOG)
