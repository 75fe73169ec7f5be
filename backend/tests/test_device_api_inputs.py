"""Inputs of the device API that once answered 500 (docs/device-protocol.md): odd digits or too many of
them in `X-Timestamp` before authentication, integers of hundreds of digits, arrays nested thousands
deep, `since`/`pageNo` beyond 64 bits, a clock time 10^16 ms after the epoch. Each answers its code."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from datetime import timedelta
from typing import Any
from urllib.parse import urlencode

import pytest
from fastapi.testclient import TestClient

from attend_helpers import EPOCH, ProjectApi, Site, Terminal, add_terminal, sites
from helpers import FakeClock, login
from monitor_helpers import add_device
from sitesafe.core.context import AppContext
from sitesafe.modules.site.device.auth import sign

AUTH_MISSING = 4302001
BODY_INVALID = 4302006


@pytest.fixture(scope="module")
def two(app: Any) -> Iterator[list[Site]]:
    yield from sites(app.state.ctx, "设备输入甲项目", "设备输入乙项目")


@pytest.fixture
def terminal(client: TestClient, clock: FakeClock, two: list[Site]) -> Terminal:
    return add_terminal(client, clock, ProjectApi(client, login(client, "superAdmin"), two[0].pid))


def raw_call(
    terminal: Terminal, method: str, path: str, raw: bytes, stamp: str | None = None
) -> tuple[int, dict[str, Any]]:
    """A signed call with a body as bytes (what json.dumps cannot or would not write)."""
    stamp = stamp or str(int((terminal.clock.now() - EPOCH) / timedelta(milliseconds=1)))
    nonce = secrets.token_hex(12)
    url = f"/api{path}"
    # a header is bytes on the wire: latin-1 where it fits (as the server reads it), else UTF-8
    try:
        sent = stamp.encode("latin-1")
    except UnicodeEncodeError:
        sent = stamp.encode()
    headers = {
        "X-Device-Code": terminal.code.encode(),
        "X-Timestamp": sent,
        "X-Nonce": nonce.encode(),
        "X-Signature": sign(terminal.key, method, url, stamp, nonce, raw).encode(),
        "Content-Type": b"application/json",
    }
    answer = terminal.client.request(method, url, content=raw, headers=headers)
    return answer.status_code, answer.json()


def test_odd_timestamps_answer_the_auth_code(terminal: Terminal) -> None:
    """A timestamp is 1 to 13 ASCII digits (epoch milliseconds until the year 2286)."""
    for stamp in ("１２", "¹2", "²", "9" * 15, "1" * 15, "9" * 14):
        status, answer = raw_call(terminal, "POST", "/device/face/heartbeat", b"{}", stamp=stamp)
        assert status < 500 and answer["code"] == AUTH_MISSING, (stamp, answer)
        assert "X-Timestamp" in answer["message"]


def test_huge_integers_and_deep_arrays_answer_a_body_code(
    terminal: Terminal, ctx: AppContext, client: TestClient, clock: FakeClock, two: list[Site]
) -> None:
    crane = add_device(ctx, client, clock, two[0].project_id, "crane")
    huge = b'{"readings": [{"time": 1, "load": ' + b"9" * 400 + b"}]}"
    deep = b"[" * 5000 + b"]" * 5000
    for device, path in ((crane, "/device/crane/readings"), (crane, "/device/heartbeat")):
        for raw in (huge, deep, b'{"channels": ' + b"[" * 5000 + b"]" * 5000 + b"}"):
            status, answer = raw_call(device, "POST", path, raw)
            assert status < 500 and answer["code"] == BODY_INVALID, (path, answer)
    person_huge = b'{"records": [{"personId": "1", "time": ' + b"9" * 400 + b"}]}"
    for raw in (person_huge, b'{"records": ' + b"[" * 5000 + b"]" * 5000 + b"}"):
        status, answer = raw_call(terminal, "POST", "/device/face/records", raw)
        assert status < 500 and not answer["success"] and answer["code"] != 1016002, answer


@pytest.mark.parametrize("params", [{"since": "9" * 19}, {"since": "¹2"}, {"pageNo": str(2**62)}])
def test_paging_beyond_64_bits_answers_a_parameter_code(terminal: Terminal, params: dict[str, str]) -> None:
    query = urlencode(params)
    answer = terminal.call("GET", f"/device/face/persons?{query}")
    assert not answer["success"] and answer["code"] != 1016002, answer


@pytest.mark.parametrize("moment", [10**16, -(10**16), 2**70])
def test_a_clock_time_far_off_is_refused_not_a_500(terminal: Terminal, two: list[Site], moment: int) -> None:
    person, _ = two[0].person("时间远")
    status, answer = raw_call(
        terminal,
        "POST",
        "/device/face/records",
        json.dumps({"records": [{"personId": str(person), "time": moment}]}).encode(),
    )
    assert status < 500 and not answer["success"] and answer["code"] != 1016002, answer
