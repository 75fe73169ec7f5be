"""A new to-do (and a cc) reaches the bell, e-mail and SMS as the user's 新消息通知 switches say; drafts."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow import notify
from wf_runtime_helpers import Wf, linear, refused


@pytest.fixture
def wf(client: TestClient, make_user: Callable[..., SysUser]) -> Wf:
    return Wf(client, make_user)


def bell(wf: Wf, user: SysUser) -> list[str]:
    return [row["title"] for row in wf.ok(wf.get(user, "/sysNotice/unread"))["rows"]]


def lines(path: Path, needle: str) -> list[str]:
    notify.drain()
    return (
        [line for line in path.read_text(encoding="utf-8").splitlines() if needle in line]
        if path.exists()
        else []
    )


def switch(wf: Wf, user: SysUser, **prefs: bool) -> None:
    body = {"notification": {"accountPassword": True, "systemMessage": True, "todoTask": True, **prefs}}
    wf.ok(wf.post(user, "/sysUser/updatePreferences", body))


def test_a_new_todo_reaches_the_bell_mail_and_sms(wf: Wf, app: FastAPI) -> None:
    applicant, s1, s2, manager = (wf.user() for _ in range(4))
    leader = wf.user(email="leader@example.com", phone="13900001234")
    key = wf.deploy(lambda k: linear(k, leader.id, [s1.id, s2.id], manager.id))
    instance = wf.start(applicant, key)
    title = wf.todo(leader)[0]["title"]
    assert bell(wf, leader) == [f"新的待办：{title}"]
    mail = lines(Path(app.state.mail.path), "leader@example.com")
    assert len(mail) == 1
    sms = lines(Path(app.state.sms.path), "mobile=13900001234")
    assert len(sms) == 1 and title in sms[0]
    wf.submit(leader, instance)
    assert bell(wf, s1) == [f"新的待办：{title}"] and bell(wf, s2) == [f"新的待办：{title}"]


def test_switched_off_todo_notices_stay_silent(wf: Wf, app: FastAPI) -> None:
    applicant, s1, s2, manager = (wf.user() for _ in range(4))
    leader = wf.user(email="quiet@example.com", phone="13900005678")
    switch(wf, leader, todoTask=False)
    key = wf.deploy(lambda k: linear(k, leader.id, [s1.id, s2.id], manager.id))
    instance = wf.start(applicant, key)
    assert len(wf.todo(leader)) == 1
    assert bell(wf, leader) == []
    assert lines(Path(app.state.mail.path), "quiet@example.com") == []
    assert lines(Path(app.state.sms.path), "mobile=13900005678") == []
    switch(wf, leader, todoTask=True)
    task = wf.task(leader, instance)
    other = wf.user()
    wf.ok(wf.act(leader, "entrust", task, userId=str(other.id)))
    wf.ok(wf.act(other, "resolve", task))
    assert len(bell(wf, leader)) == 1


def test_a_turned_task_and_a_cc_notify_their_new_holders(wf: Wf) -> None:
    applicant, leader, s1, s2, manager, other, reader = (wf.user() for _ in range(7))
    key = wf.deploy(lambda k: linear(k, leader.id, [s1.id, s2.id], manager.id))
    instance = wf.start(applicant, key)
    task = wf.task(leader, instance)
    wf.ok(wf.act(leader, "turn", task, userId=str(other.id)))
    assert len(bell(wf, other)) == 1
    switch(wf, reader, systemMessage=False)
    wf.ok(wf.act(other, "cc", task, userIds=[str(s1.id), str(reader.id)]))
    assert any(t.startswith("抄送：") for t in bell(wf, s1))
    assert bell(wf, reader) == []


def test_drafts_belong_to_their_author(wf: Wf) -> None:
    author, stranger, leader, s1, manager = (wf.user() for _ in range(5))
    key = wf.deploy(lambda k: linear(k, leader.id, [s1.id], manager.id))
    saved = wf.ok(
        wf.post(author, "/flwDraft/save", {"modelKey": key, "title": "请假3天", "formValues": {"days": 3}})
    )
    assert saved["formValues"] == {"days": 3} and saved["name"] == f"测试{key}"
    again = wf.ok(
        wf.post(author, "/flwDraft/save", {"id": saved["id"], "modelKey": key, "formValues": {"days": 4}})
    )
    assert again["id"] == saved["id"] and again["formValues"] == {"days": 4}
    rows = wf.ok(wf.get(author, "/flwDraft/page"))["rows"]
    assert [r["id"] for r in rows] == [saved["id"]]
    assert wf.ok(wf.get(stranger, "/flwDraft/page"))["rows"] == []
    refused(wf.get(stranger, "/flwDraft/detail", id=saved["id"]), 5005101)
    refused(wf.post(stranger, "/flwDraft/delete", {"id": saved["id"]}), 5005101)
    refused(wf.post(author, "/flwDraft/save", {"modelKey": "nope", "formValues": {}}), 1012001)
    wf.ok(wf.post(author, "/flwDraft/delete", {"id": saved["id"]}))
    refused(wf.get(author, "/flwDraft/detail", id=saved["id"]), 5005101)
