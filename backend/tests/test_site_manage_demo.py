"""The demo seed's management records (`python -m sitesafe.cli seed`, ENV=demo) on a database of its own:
the demo user sees 城南安置房项目's findings (open ones, one overdue), ten days of journals (the newest a
draft), the master plan under way and three month reports; one record waits for the project manager's
approval through the module's workflow; a second run adds nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select

from helpers import call, login
from seed_helpers import own_database, run_cli
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.site.inspection.models import SiteInspectionLog
from sitesafe.modules.site.plan.models import SitePlanNode
from sitesafe.modules.site.project.models import Project
from sitesafe.modules.workflow.models import BpmInstance
from sitesafe.seed.site_manage_demo import RECORDS

TABLES = (*RECORDS, SiteInspectionLog, SitePlanNode, BpmInstance)


@pytest.fixture(scope="module")
def seed_url(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    yield from own_database(database_url, tmp_path_factory.mktemp("manage_seed"))


def _counts(url: str) -> dict[str, int]:
    engine = create_engine(url)
    with engine.connect() as conn:
        counts = {
            t.__tablename__: conn.execute(select(func.count()).select_from(t)).scalar_one() for t in TABLES
        }
    engine.dispose()
    return counts


def _data(client: TestClient, path: str, token: str, **params: Any) -> Any:
    body = call(client, "GET", f"/api/{path}", token, params=params)
    assert body["success"], body
    return body["data"]


def test_the_management_demo(seed_url: str, tmp_path: Path) -> None:
    run_cli(seed_url, tmp_path, "migrate")
    run_cli(seed_url, tmp_path, "seed")
    first = _counts(seed_url)
    assert all(first.values()), first
    run_cli(seed_url, tmp_path, "seed")
    assert _counts(seed_url) == first

    app = create_app(
        Settings(DATABASE_URL=seed_url, SECRET_KEY="", DATA_DIR=str(tmp_path), SCHEDULER_ENABLED=False)
    )
    with app.state.ctx.db.sessionmaker() as db:
        project = str(db.execute(select(Project.id).where(Project.code == "cnazf")).scalar_one())
    client = TestClient(app)
    demo = login(client, "demo")

    stats = _data(client, "siteInspection/stats", demo, projectId=project)
    assert stats["open"] == stats["pending"] + stats["reviewing"] + stats["failed"]
    assert stats["pending"] >= 2 and stats["reviewing"] >= 1 and stats["failed"] >= 1
    assert stats["overdue"] == 1 and stats["closed"] >= 3
    assert sum(day["created"] for day in stats["daily"]) >= 8
    findings = _data(client, "siteInspection/page", demo, projectId=project, pageSize=50)["rows"]
    assert {r["levelName"] for r in findings if r["result"] == "fail"} == {"一般", "较大", "重大"}
    closed = next(r for r in findings if r["rectifyStatus"] == "passed")
    steps = _data(client, "siteInspection/logs", demo, id=closed["id"], projectId=project)
    assert [s["action"] for s in steps] == ["check", "rectify", "pass"]

    journals = _data(client, "siteJournal/page", demo, projectId=project, pageSize=50)
    rows = journals["rows"]
    assert 8 <= journals["totalRows"] <= 12
    assert rows[0]["approveStatus"] == "draft" and {r["approveStatus"] for r in rows[1:]} == {"approved"}
    assert all(r["headcountTotal"] > 0 and r["weatherAmName"] for r in rows)

    plans = _data(client, "sitePlan/page", demo, projectId=project)["rows"]
    assert len(plans) == 1 and plans[0]["approveStatus"] == "approved"
    assert 0 < plans[0]["completion"] < 100 and plans[0]["delayedCount"] >= 1
    reports = _data(client, "siteMonthReport/page", demo, projectId=project)["rows"]
    assert len(reports) == 3 and len({r["deviationLevel"] for r in reports}) == 3

    records = _data(client, "siteApprovalRecord/page", demo, projectId=project)["rows"]
    assert sorted(r["approveStatus"] for r in records) == ["approved", "approved", "pending"]
    done = next(r for r in records if r["approveStatus"] == "approved")
    assert _data(client, "siteApprovalRecord/flow", demo, id=done["id"], projectId=project)["timeline"] == []
    # the pending one is a real instance: its approver (the project's manager) finds and approves it
    admin = login(client, "superAdmin")
    waiting = _data(client, "siteApprovalRecord/approvalPage", admin)["rows"]
    assert [r["approveStatus"] for r in waiting] == ["pending"]
    bell = _data(client, "sysNotice/received", admin, pageSize=50)["rows"]
    assert any(n["title"].startswith("新的待办：") for n in bell), bell  # as if submitted in the console
    approved = call(client, "POST", "/api/siteApprovalRecord/approve", admin, json={"id": waiting[0]["id"]})
    assert approved["success"], approved
    record = _data(client, "siteApprovalRecord/detail", demo, id=waiting[0]["id"], projectId=project)
    assert record["approveStatus"] == "approved"

    # 代码生成 has a data source with a table to generate from
    sources = _data(client, "sysDatabaseInfo/page", admin, name="示例数据源")["rows"]
    assert [s["dialect"] for s in sources] == ["sqlite"]
    tables = _data(client, "codeGenerate/InformationList", admin, databaseId=sources[0]["id"])
    assert [t["tableName"] for t in tables] == ["biz_material"]
    app.state.ctx.db.dispose()
