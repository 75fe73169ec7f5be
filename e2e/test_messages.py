"""邮件发送 and 短信管理 in the browser: a mail sent from the screen reaches a real SMTP server (aiosmtpd,
started here) and shows in the send log; a refusal shows the server's reason; an SMS code is sent,
checked and its state shown."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from email import message_from_bytes, policy
from email.message import EmailMessage
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import Envelope
from harness import Server, running_server
from playwright.sync_api import Locator, Page, expect
from steps import login, open_menu


class Inbox:
    def __init__(self) -> None:
        self.received: list[tuple[list[str], EmailMessage]] = []
        self.refuse = False

    async def handle_DATA(self, server: Any, session: Any, envelope: Envelope) -> str:
        if self.refuse:
            return "554 5.7.1 Message rejected"
        raw = envelope.original_content or envelope.content
        assert isinstance(raw, bytes)
        parsed = message_from_bytes(raw, policy=policy.default)
        assert isinstance(parsed, EmailMessage)
        self.received.append((list(envelope.rcpt_tos), parsed))
        return "250 OK"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def smtp() -> Iterator[tuple[Inbox, Controller]]:
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=_free_port())
    controller.start()
    yield inbox, controller
    controller.stop()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, smtp: tuple[Inbox, Controller]) -> Iterator[Server]:
    """This module's own console, sending mail to the local SMTP server."""
    _, controller = smtp
    env = {
        "SMTP_HOST": "127.0.0.1",
        "SMTP_PORT": str(controller.port),
        "SMTP_SECURITY": "none",
        "MAIL_FROM": "安全平台 <noreply@sitesafe.test>",
    }
    with running_server(tmp_path_factory.mktemp("messages-data"), env) as srv:
        yield srv


def _button(scope: Page | Locator, text: str) -> Locator:
    """A button by its caption (after an icon's name or a fading "loading" spinner, if any)."""
    return scope.get_by_role("button", name=re.compile(r"(^|\s)" + text + "$"))


def _fill_mail(page: Page, to: str, subject: str, content: str) -> None:
    form = page.get_by_test_id("email-send-form")
    recipients = form.get_by_label("收件人")
    recipients.fill(to)
    recipients.press("Enter")
    form.get_by_placeholder("请输入邮件标题").fill(subject)
    form.get_by_placeholder("请输入邮件正文").fill(content)


def test_send_mail_from_the_screen(page: Page, smtp: tuple[Inbox, Controller]) -> None:
    inbox, _ = smtp
    login(page, "superAdmin", "123456")
    open_menu(page, "开发管理", "邮件发送")
    _fill_mail(page, "foreman@example.com", "塔吊风速预警", "今日风速超限，请停止吊装作业。")
    _button(page, "发送").click()
    expect(page.get_by_text("邮件已发送")).to_be_visible()
    [(rcpts, message)] = inbox.received
    assert rcpts == ["foreman@example.com"]
    assert message["Subject"] == "塔吊风速预警"
    assert message.get_content().strip() == "今日风速超限，请停止吊装作业。"
    log = page.get_by_test_id("crud-email")
    row = log.locator("tr", has_text="塔吊风速预警")
    expect(row).to_contain_text("foreman@example.com")
    expect(row).to_contain_text("成功")

    # the mail server refuses the next message: its reason is shown and the attempt logged as failed
    inbox.refuse = True
    _fill_mail(page, "foreman@example.com", "第二封邮件", "这封会被拒收")
    _button(page, "发送").click()
    expect(page.get_by_test_id("email-send-error")).to_contain_text("邮件服务器返回错误（554）")
    failed = log.locator("tr", has_text="第二封邮件")
    expect(failed).to_contain_text("失败")
    assert len(inbox.received) == 1


def test_send_and_check_an_sms_code(page: Page, server: Server) -> None:
    login(page, "superAdmin", "123456")
    open_menu(page, "开发管理", "短信管理")
    page.get_by_role("button", name="发送验证码").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_placeholder("请输入手机号").fill("13700000001")
    _button(dialog, "确定").click()
    expect(page.get_by_text("验证码已发送")).to_be_visible()
    row = page.get_by_test_id("crud-sms").locator("tr", has_text="13700000001")
    expect(row).to_contain_text("未验证")
    expect(row).to_contain_text("******")
    code = server.last_sms_code("13700000001")
    assert code not in (row.text_content() or "")

    page.get_by_role("button", name="校验验证码").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_placeholder("请输入手机号").fill("13700000001")
    dialog.get_by_placeholder("请输入验证码").fill(code)
    _button(dialog, "校验").click()
    expect(dialog.get_by_test_id("sms-check-result")).to_contain_text("验证码正确")
    page.keyboard.press("Escape")
    expect(row).to_contain_text("已验证")
