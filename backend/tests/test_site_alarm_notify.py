"""Notification of new alarms by rule: the default rule (报警 → bell of the safety officer and the
manager), once per alarm (a refresh tells nobody), the 系统消息 switch, SMS through the logging provider and
e-mail through a real SMTP server (aiosmtpd), sent after the evaluation's commit."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from email import message_from_bytes, policy
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import Envelope
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import update

from alarm_helpers import add_device, evaluate, reading
from crud_helpers import Api, phone
from helpers import login
from site_helpers import ProjectApi, join, new_project, projects_retired
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.system.email.mailer import make_mailer
from sitesafe.modules.system.user.models import SysUser, SysUserPref

DEADLINE = 15.0


def wait_for(check: Callable[[], Any], what: str) -> Any:
    """Polls `check` until it answers something truthy (the delivery runs on a worker thread)."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class Inbox:
    def __init__(self) -> None:
        self.received: list[tuple[list[str], Any]] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Envelope) -> str:
        raw = envelope.original_content or envelope.content
        assert isinstance(raw, bytes)
        self.received.append((list(envelope.rcpt_tos), message_from_bytes(raw, policy=policy.default)))
        return "250 OK"


@pytest.fixture
def smtp(app: FastAPI, settings: Settings) -> Iterator[Inbox]:
    """A local SMTP server the app's mailer points at for the test."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    saved = app.state.mail
    values = {
        "SMTP_HOST": "127.0.0.1",
        "SMTP_PORT": port,
        "SMTP_SECURITY": "none",
        "MAIL_FROM": "noreply@sitesafe.test",
    }
    app.state.mail = make_mailer(settings.model_copy(update=values))
    try:
        yield inbox
    finally:
        app.state.mail = saved
        controller.stop()


@pytest.fixture
def site(
    client: TestClient, ctx: AppContext, make_user: Callable[..., SysUser]
) -> Iterator[tuple[ProjectApi, SysUser, SysUser]]:
    """A project whose safety officer and manager are users with a mobile and an e-mail address."""
    with projects_retired(ctx):
        token = login(client, "superAdmin")
        project = new_project(Api(client, token))
        officer = make_user(phone=phone(), email="officer@site.test", name="安全员甲")
        manager = make_user(phone=phone(), email="manager@site.test", name="经理乙")
        for user in (officer, manager):
            join(ctx, project, user.id)
        with ctx.db.sessionmaker.begin() as db:
            db.execute(
                update(Project)
                .where(Project.id == int(project))
                .values(safety_officer_id=officer.id, manager_id=manager.id)
            )
        yield ProjectApi(client, token, project), officer, manager


def unread(client: TestClient, user: SysUser) -> list[str]:
    data = Api(client, login(client, user.account)).ok("GET", "/sysNotice/unread")
    return [row["title"] for row in data["rows"]]


def test_default_rule_bells_the_officer_and_manager_once(
    ctx: AppContext, client: TestClient, site: tuple[ProjectApi, SysUser, SysUser]
) -> None:
    admin, officer, manager = site
    crane = add_device(ctx, str(admin.project_id), "crane", name="2号塔吊")
    now = ctx.clock.now()
    evaluate(ctx, crane, [reading("crane", now, momentPercent=80.0)])  # a pre-warning: the default is quiet
    assert unread(client, officer) == []
    events = evaluate(ctx, crane, [reading("crane", now + timedelta(seconds=5), momentPercent=96.0)])
    raised = next(e for e in events if e.action == "raise")
    for s in (10, 20):
        evaluate(ctx, crane, [reading("crane", now + timedelta(seconds=s), momentPercent=97.0)])
    assert unread(client, officer) == ["【报警】2号塔吊力矩报警"]
    assert unread(client, manager) == ["【报警】2号塔吊力矩报警"]
    detail = admin.ok("GET", "/siteAlarm/detail", id=str(raised.alarm_id))
    assert sorted((n["channel"], n["userName"], n["state"]) for n in detail["notifications"]) == [
        ("bell", "安全员甲", 1),
        ("bell", "经理乙", 1),
    ]
    assert [log["note"] for log in detail["logs"] if log["action"] == "notify"] == ["已通知：站内信2人"]


def test_system_message_switch_silences_the_bell(
    ctx: AppContext, client: TestClient, site: tuple[ProjectApi, SysUser, SysUser]
) -> None:
    admin, officer, manager = site
    prefs = {"notification": {"systemMessage": False}}
    with ctx.db.sessionmaker.begin() as db:
        db.add(SysUserPref(user_id=manager.id, content=json.dumps(prefs), update_time=ctx.clock.now()))
    env = add_device(ctx, str(admin.project_id), "environment", name="扬尘监测")
    evaluate(ctx, env, [reading("environment", ctx.clock.now(), pm25=120.0)])
    assert unread(client, officer) == ["【报警】扬尘监测PM2.5超标"]
    assert unread(client, manager) == []


def test_sms_and_email_by_rule(
    ctx: AppContext, settings: Settings, site: tuple[ProjectApi, SysUser, SysUser], smtp: Inbox
) -> None:
    admin, officer, manager = site
    rule = {"name": "升降机告警", "categories": ["lift"], "minLevel": 1, "channels": ["sms", "email"]}
    admin.ok("POST", "/siteAlarmNotify/add", {**rule, "toSafetyOfficer": True, "userIds": [str(manager.id)]})
    lift = add_device(ctx, str(admin.project_id), "lift", name="1号升降机")
    crane = add_device(ctx, str(admin.project_id), "crane")
    evaluate(ctx, crane, [reading("crane", ctx.clock.now(), windSpeed=30.0)])  # not a lift: nobody
    events = evaluate(ctx, lift, [reading("lift", ctx.clock.now(), persons=15)])
    alarm_id = str(events[0].alarm_id)

    def delivered() -> list[dict[str, Any]] | None:
        sent = admin.ok("GET", "/siteAlarm/detail", id=alarm_id)["notifications"]
        return sent if sent and all(n["state"] == 1 for n in sent) else None

    sent = wait_for(delivered, "the SMS and e-mail deliveries")
    assert sorted((n["channel"], n["address"]) for n in sent) == sorted(
        [
            ("email", "manager@site.test"),
            ("email", "officer@site.test"),
            ("sms", manager.phone),
            ("sms", officer.phone),
        ]
    )
    log = Path(settings.SMS_LOG_FILE).read_text(encoding="utf-8")
    line = next(x for x in log.splitlines() if f"mobile={officer.phone} text=" in x)
    assert "升降机告警：1号升降机超员报警（报警）" in line and "当前值15，限值12" in line
    wait_for(lambda: len(smtp.received) == 2, "two messages at the SMTP server")
    targets = sorted(to for rcpt, _ in smtp.received for to in rcpt)
    assert targets == ["manager@site.test", "officer@site.test"]
    message = smtp.received[0][1]
    assert message["Subject"] == "【报警】1号升降机超员报警"
    crane_events = admin.ok("GET", "/siteAlarm/page", category="crane")["rows"]
    assert admin.ok("GET", "/siteAlarm/detail", id=crane_events[0]["id"])["notifications"] == []
