"""Where mail goes: an SMTP server when one is configured, otherwise a local log file (`var/mail.log`)."""

from __future__ import annotations

import logging
import smtplib
import socket
import ssl
import threading
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path
from typing import Protocol

from sitesafe.core.settings import Settings

logger = logging.getLogger("sitesafe.mail")
DEFAULT_PORTS = {"none": 25, "starttls": 587, "ssl": 465}


class MailError(Exception):
    """A delivery failure; the message is Chinese and safe to show (no host secrets, no trace)."""


class Mailer(Protocol):
    sender: str

    def send(self, message: EmailMessage) -> None:
        """Delivers the message (From/To/Subject already set); raises `MailError` on failure."""


class LogFileMailer:
    """Appends each message, headers and body, to a file: the default when no SMTP server is set."""

    def __init__(self, path: str | Path, sender: str) -> None:
        self.path = Path(path)
        self.sender = sender
        self._lock = threading.Lock()

    def send(self, message: EmailMessage) -> None:
        stamp = datetime.now().isoformat(timespec="seconds")
        lines = [f"----- {stamp} -----"]
        lines += [f"{name}: {message[name]}" for name in ("From", "To", "Subject")]
        for part in message.walk():
            if part.get_content_maintype() == "text":
                lines += [f"[{part.get_content_type()}]", str(part.get_content()).rstrip()]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock, self.path.open("a", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
        logger.info("邮件已写入 %s: to=%s subject=%s", self.path, message["To"], message["Subject"])


class SmtpMailer:
    """Sends through an SMTP server: plain, STARTTLS or implicit TLS (SSL), with optional login."""

    def __init__(
        self,
        host: str,
        port: int,
        *,
        sender: str,
        user: str = "",
        password: str = "",
        security: str = "starttls",
        timeout: float = 10.0,
    ) -> None:
        self.host = host
        self.port = port or DEFAULT_PORTS[security]
        self.sender = sender
        self.user = user
        self.password = password
        self.security = security
        self.timeout = timeout

    def _connect(self) -> smtplib.SMTP:
        if self.security == "ssl":
            return smtplib.SMTP_SSL(
                self.host, self.port, timeout=self.timeout, context=ssl.create_default_context()
            )
        client = smtplib.SMTP(self.host, self.port, timeout=self.timeout)
        if self.security == "starttls":
            client.starttls(context=ssl.create_default_context())
        return client

    def send(self, message: EmailMessage) -> None:
        try:
            with self._connect() as client:
                if self.user:
                    client.login(self.user, self.password)
                client.send_message(message)
        except Exception as exc:
            logger.warning("邮件发送失败 %s:%s: %r", self.host, self.port, exc)
            raise MailError(self.explain(exc)) from exc

    def explain(self, exc: BaseException) -> str:
        """The Chinese reason for a failure, naming the server but never the password."""
        where = f"{self.host}:{self.port}"
        if isinstance(exc, smtplib.SMTPAuthenticationError):
            return "邮件服务器认证失败，请检查用户名和密码"
        if isinstance(exc, smtplib.SMTPNotSupportedError):
            return f"邮件服务器{where}不支持所配置的加密方式或认证"
        if isinstance(exc, smtplib.SMTPRecipientsRefused):
            refused = "、".join(sorted(exc.recipients))
            return f"收件人被邮件服务器拒绝：{refused}"
        if isinstance(exc, smtplib.SMTPSenderRefused):
            return f"发件人地址被邮件服务器拒绝：{exc.sender}"
        if isinstance(exc, smtplib.SMTPResponseException):
            reason = exc.smtp_error.decode(errors="replace") if isinstance(exc.smtp_error, bytes) else ""
            return f"邮件服务器返回错误（{exc.smtp_code}）：{reason}".rstrip("：")
        if isinstance(exc, smtplib.SMTPServerDisconnected):
            return f"邮件服务器{where}意外断开了连接"
        if isinstance(exc, ssl.SSLError):
            return f"与邮件服务器{where}建立加密连接失败"
        if isinstance(exc, TimeoutError):
            return f"连接邮件服务器{where}超时"
        if isinstance(exc, socket.gaierror):
            return f"无法解析邮件服务器地址{self.host}"
        if isinstance(exc, smtplib.SMTPException):
            return f"邮件服务器{where}拒绝了发送请求"
        if isinstance(exc, OSError):
            return f"无法连接邮件服务器{where}"
        return "邮件发送出现未知错误"


def make_mailer(settings: Settings) -> Mailer:
    """SMTP when `SMTP_HOST` is set, the log file otherwise."""
    sender = settings.MAIL_FROM or settings.SMTP_USER or "sitesafe@localhost"
    if not settings.SMTP_HOST:
        return LogFileMailer(settings.MAIL_LOG_FILE, sender)
    return SmtpMailer(
        settings.SMTP_HOST,
        settings.SMTP_PORT,
        sender=sender,
        user=settings.SMTP_USER,
        password=settings.SMTP_PASSWORD,
        security=settings.SMTP_SECURITY,
        timeout=settings.SMTP_TIMEOUT,
    )
