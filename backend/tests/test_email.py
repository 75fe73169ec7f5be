"""邮件发送: delivery through a real SMTP server (aiosmtpd, started here), the log file default, the
send log, validation and permissions."""

from __future__ import annotations

import socket
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, Envelope
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from helpers import call, login
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.modules.system.email.mailer import make_mailer
from sitesafe.modules.system.email.models import SysEmailLog
from sitesafe.modules.system.user.models import SysUser


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Inbox:
    """An aiosmtpd handler keeping every message it accepts."""

    def __init__(self) -> None:
        self.received: list[tuple[list[str], EmailMessage]] = []
        self.while_receiving: Callable[[], None] | None = None

    async def handle_DATA(self, server: Any, session: Any, envelope: Envelope) -> str:
        if self.while_receiving is not None:
            self.while_receiving()
        raw = envelope.original_content or envelope.content
        assert isinstance(raw, bytes)
        parsed = message_from_bytes(raw, policy=policy.default)
        assert isinstance(parsed, EmailMessage)
        self.received.append((list(envelope.rcpt_tos), parsed))
        return "250 OK"


@pytest.fixture
def inbox() -> Iterator[tuple[Inbox, int]]:
    handler = Inbox()
    port = _free_port()
    controller = Controller(handler, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield handler, port
    finally:
        controller.stop()


@pytest.fixture
def use_smtp(app: FastAPI, settings: Settings) -> Iterator[Callable[..., None]]:
    """Points the app's mailer at an SMTP server (built by the same factory as at start-up)."""
    saved = app.state.mail

    def point(port: int, **extra: Any) -> None:
        values = {"SMTP_HOST": "127.0.0.1", "SMTP_PORT": port, "SMTP_SECURITY": "none"}
        values |= {"MAIL_FROM": "安全平台 <noreply@sitesafe.test>", "SMTP_TIMEOUT": 5.0, **extra}
        app.state.mail = make_mailer(settings.model_copy(update=values))

    yield point
    app.state.mail = saved


def _unique() -> str:
    return uuid.uuid4().hex[:8]


def _log(db: Session, subject: str) -> SysEmailLog:
    return db.execute(select(SysEmailLog).where(SysEmailLog.subject == subject)).scalar_one()


def test_plain_mail_arrives_with_chinese_subject_and_body(
    client: TestClient, admin_headers: dict[str, str], inbox: tuple[Inbox, int], use_smtp: Any
) -> None:
    handler, port = inbox
    use_smtp(port)
    subject = f"塔吊预警通知 {_unique()}"
    body = {
        "to": "zhang@example.com; li@example.org",
        "title": subject,
        "content": "今日风速超限，请停止吊装作业。",
    }
    answer = client.post("/api/email/sendEmail", json=body, headers=admin_headers).json()
    assert answer == {"success": True, "code": 200, "message": "请求成功", "data": None}
    [(rcpts, message)] = handler.received
    assert rcpts == ["zhang@example.com", "li@example.org"]
    assert message["Subject"] == subject
    assert message["To"] == "zhang@example.com, li@example.org"
    assert message["From"] == "安全平台 <noreply@sitesafe.test>"
    assert message.get_content_type() == "text/plain"
    assert message.get_content_charset() == "utf-8"
    assert message.get_content().strip() == "今日风速超限，请停止吊装作业。"
    page = client.get("/api/email/page", params={"subject": subject}, headers=admin_headers).json()["data"]
    [row] = page["rows"]
    assert (row["toAddresses"], row["success"], row["contentType"]) == (
        "zhang@example.com, li@example.org",
        "Y",
        "text",
    )
    assert row["account"] == "superAdmin" and row["message"] == "发送成功"
    detail = client.get("/api/email/detail", params={"id": row["id"]}, headers=admin_headers).json()
    assert detail["data"]["subject"] == subject


def test_html_mail_arrives_as_html_with_a_text_alternative(
    client: TestClient, admin_headers: dict[str, str], inbox: tuple[Inbox, int], use_smtp: Any
) -> None:
    handler, port = inbox
    use_smtp(port)
    subject = f"周报 {_unique()}"
    html = "<h1>安全周报</h1><p>本周<b>无事故</b>。</p><script>alert(1)</script>"
    body = {"to": "safety@example.com", "title": subject, "content": html}
    assert client.post("/api/email/sendEmailHtml", json=body, headers=admin_headers).json()["success"]
    [(_, message)] = handler.received
    assert message.get_content_type() == "multipart/alternative"
    html_part = message.get_body(("html",))
    text_part = message.get_body(("plain",))
    assert html_part is not None and text_part is not None
    assert html_part.get_content().rstrip("\n") == html  # an administrator's HTML goes out as written
    assert text_part.get_content().split() == ["安全周报", "本周无事故。"]


def test_refused_connection_gives_a_chinese_error_and_a_failed_log_row(
    client: TestClient, admin_headers: dict[str, str], use_smtp: Any, db: Session
) -> None:
    port = _free_port()  # nothing listens there
    use_smtp(port)
    subject = f"连接失败 {_unique()}"
    body = {"to": "a@example.com", "title": subject, "content": "正文"}
    answer = client.post("/api/email/sendEmail", json=body, headers=admin_headers)
    assert answer.status_code == 200
    assert answer.json() == {
        "success": False,
        "code": 2023004,
        "message": f"邮件发送失败：无法连接邮件服务器127.0.0.1:{port}",
        "data": None,
    }
    row = _log(db, subject)
    assert (row.success, row.message) == ("N", f"无法连接邮件服务器127.0.0.1:{port}")
    failed = client.get("/api/email/page", params={"success": "N"}, headers=admin_headers).json()
    assert subject in [r["subject"] for r in failed["data"]["rows"]]


def test_authentication_failure_is_explained(
    client: TestClient, admin_headers: dict[str, str], use_smtp: Any, db: Session
) -> None:
    def refuse(*_args: Any) -> AuthResult:
        return AuthResult(success=False, handled=False)

    port = _free_port()
    controller = Controller(
        Inbox(), hostname="127.0.0.1", port=port, authenticator=refuse, auth_require_tls=False
    )
    controller.start()
    try:
        use_smtp(port, SMTP_USER="mailer", SMTP_PASSWORD="wrong-password")
        subject = f"认证失败 {_unique()}"
        body = {"to": "a@example.com", "title": subject, "content": "正文"}
        answer = call(client, "POST", "/api/email/sendEmail", headers=admin_headers, json=body)
    finally:
        controller.stop()
    assert (answer["code"], answer["message"]) == (
        2023004,
        "邮件发送失败：邮件服务器认证失败，请检查用户名和密码",
    )
    assert "wrong-password" not in answer["message"]
    assert _log(db, subject).success == "N"


def test_without_smtp_mail_goes_to_the_log_file(
    client: TestClient, admin_headers: dict[str, str], settings: Settings
) -> None:
    subject = f"本地邮件 {_unique()}"
    body = {"to": "local@example.com", "title": subject, "content": "<p>写入文件</p>"}
    assert client.post("/api/email/sendEmailHtml", json=body, headers=admin_headers).json()["success"]
    logged = Path(settings.MAIL_LOG_FILE).read_text(encoding="utf-8")
    assert f"Subject: {subject}" in logged and "<p>写入文件</p>" in logged


@pytest.mark.parametrize(
    ("body", "code", "message"),
    [
        ({"title": "t", "content": "c"}, 2023001, "收件人为空"),
        ({"to": " ; ", "title": "t", "content": "c"}, 2023001, "收件人为空"),
        (
            {"to": "not-an-address", "title": "t", "content": "c"},
            2023005,
            "收件人邮箱格式不正确：not-an-address",
        ),
        (
            {"to": "a@example.com, b@@x.cn", "title": "t", "content": "c"},
            2023005,
            "收件人邮箱格式不正确：b@@x.cn",
        ),
        ({"to": "a@example.com", "title": "  ", "content": "c"}, 2023002, "邮件标题为空"),
        ({"to": "a@example.com", "title": "a\r\nBcc: x@evil.test", "content": "c"}, 2023007, None),
        ({"to": "a@example.com", "title": "标" * 201, "content": "c"}, 2023007, None),
        ({"to": "a@example.com", "title": "t", "content": ""}, 2023003, "邮件内容为空"),
        (
            {"to": "a@example.com", "title": "t", "content": "长" * 200_000},
            2023008,
            "邮件内容过大，最大512KB",
        ),
        (
            {"to": ",".join(f"u{i}@example.com" for i in range(51)), "title": "t", "content": "c"},
            2023006,
            None,
        ),
    ],
)
def test_bad_input_is_refused_in_chinese_and_not_logged(
    client: TestClient,
    admin_headers: dict[str, str],
    db: Session,
    body: dict[str, str],
    code: int,
    message: str | None,
) -> None:
    before = len(db.execute(select(SysEmailLog.id)).all())
    answer = call(client, "POST", "/api/email/sendEmail", headers=admin_headers, json=body)
    assert answer["success"] is False and answer["code"] == code
    if message is not None:
        assert answer["message"] == message
    assert len(db.execute(select(SysEmailLog.id)).all()) == before


def test_ordinary_user_is_refused(client: TestClient, make_user: Callable[..., SysUser]) -> None:
    token = login(client, make_user().account)
    body = {"to": "a@example.com", "title": "t", "content": "c"}
    for method, path, kwargs in (
        ("POST", "/api/email/sendEmail", {"json": body}),
        ("POST", "/api/email/sendEmailHtml", {"json": body}),
        ("GET", "/api/email/page", {}),
    ):
        assert call(client, method, path, token, **kwargs)["code"] == 1013002, path


def test_no_transaction_is_held_while_the_server_answers(
    client: TestClient,
    admin_headers: dict[str, str],
    inbox: tuple[Inbox, int],
    use_smtp: Any,
    ctx: AppContext,
) -> None:
    handler, port = inbox
    use_smtp(port)
    subject = f"事务 {_unique()}"
    seen: list[int] = []

    def write_meanwhile() -> None:
        # another writer gets the database at once (SQLite: no write lock held by the request), and
        # the attempt is not logged before the server has answered
        with ctx.db.sessionmaker() as other:
            other.execute(update(SysEmailLog).where(SysEmailLog.subject == subject).values(message="x"))
            other.add(SysEmailLog(to_addresses="x", subject="x", success="Y", send_time=datetime(2000, 1, 1)))
            other.flush()
            seen.append(
                len(other.execute(select(SysEmailLog.id).where(SysEmailLog.subject == subject)).all())
            )
            other.rollback()

    handler.while_receiving = write_meanwhile
    body = {"to": "a@example.com", "title": subject, "content": "正文"}
    assert client.post("/api/email/sendEmail", json=body, headers=admin_headers).json()["success"]
    assert seen == [0]
