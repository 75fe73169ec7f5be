"""Writes that meet each other: a large import does not stop sign-ins (on SQLite it used to hold the only
write lock for its whole run), and a write that waits too long for a lock answers "busy, retry", never
HTTP 500."""

from __future__ import annotations

import threading
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import text

from crud_helpers import unique, workbook
from helpers import FakeClock, bearer, login
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.main import create_app

HEADERS = ("账号", "姓名", "手机", "性别", "机构编码", "职位编码")
ROWS = 5000


def test_sign_ins_succeed_while_a_large_import_runs(client: TestClient) -> None:
    prefix = unique("bulk")
    rows = [[f"{prefix}_{n}", f"批量{n}", f"1770{n:07d}", "男", "hxjt_bj_yfb", "gzry"] for n in range(ROWS)]
    content = workbook(HEADERS, rows)
    admin = bearer(login(client, "superAdmin"))
    outcome: dict[str, Any] = {}

    def run_import() -> None:
        files = {"file": ("用户.xlsx", content, "application/octet-stream")}
        outcome["import"] = client.post("/api/sysUser/import", files=files, headers=admin).json()

    importer = threading.Thread(target=run_import)
    importer.start()
    sign_ins: list[tuple[int, Any]] = []
    while importer.is_alive():
        answer = client.post("/api/login", json={"account": "demo", "password": "123456"})
        sign_ins.append((answer.status_code, answer.json()["code"]))
    importer.join()
    assert outcome["import"]["data"] == ROWS, outcome["import"]
    assert len(sign_ins) > 1 and set(sign_ins) == {(200, 200)}, sign_ins
    found = client.get(f"/api/sysUser/page?searchValue={prefix}_", headers=admin).json()["data"]
    assert found["totalRows"] == ROWS


def test_a_lock_held_too_long_answers_busy_not_a_server_error(
    ctx: AppContext, settings: Settings, fake_clock: FakeClock
) -> None:
    app = create_app(settings.model_copy(update={"DATABASE_LOCK_TIMEOUT": 1.0}), clock=fake_clock)
    client = TestClient(app)
    sign_in = {"account": "demo", "password": "123456"}
    holder = ctx.db.engine.connect()
    # Another transaction holds what a sign-in writes: the whole database (SQLite) or demo's row.
    release = threading.Timer(60, holder.rollback)  # only ends the test on code that waits forever
    try:
        if holder.dialect.name == "sqlite":
            holder.exec_driver_sql("BEGIN IMMEDIATE")
        else:
            holder.execute(text("SELECT id FROM sys_user WHERE account = 'demo' FOR UPDATE"))
        release.start()
        answer = client.post("/api/login", json=sign_in)
        assert answer.status_code == 200
        assert (answer.json()["code"], answer.json()["message"]) == (1016005, "系统繁忙，请稍后重试")
    finally:
        release.cancel()
        holder.rollback()
        holder.close()
    assert client.post("/api/login", json=sign_in).json()["success"]
    app.state.ctx.db.dispose()
