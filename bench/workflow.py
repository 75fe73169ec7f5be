"""Workflow runtime at scale: completing a task among 100,000 open ones, the to-do page over 1,000,000 rows.

Against a real console server (one process, as `make run` serves it), on a fresh database:
1. deploy a two-step process over HTTP and start one instance (its engine state is the template);
2. baseline: 1,000 open instances, measure p50/p99 of `/flwTask/submit` and `/flwTask/todoPage`;
3. fill the tables to 100,000 open tasks (one instance each, real engine states) and 1,000,000 task rows
   (the rest done history spread over 500 users), and measure the same requests again.
The ratio big/baseline says how the two requests scale; the goals are p99 < 30 ms (completion) and
p99 < 50 ms (to-do page).

Usage:  .venv/bin/python bench/workflow.py [--db sqlite|pg|both] [--pg-url URL] [--repeats N]
The PostgreSQL database (`--pg-url`, default $BENCH_PG_URL) is dropped and created again.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "e2e")]

from admin_scale import Client, _pct  # noqa: E402
from harness import running_server  # noqa: E402
from sqlalchemy import create_engine, insert, select, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from sitesafe import migrate  # noqa: E402
from sitesafe.core.db import Database  # noqa: E402
from sitesafe.core.ids import new_id  # noqa: E402
from sitesafe.modules import models as _models  # noqa: E402,F401
from sitesafe.modules.workflow.models import BpmInstance, BpmTask  # noqa: E402
from sitesafe.seed.runner import run_seed  # noqa: E402

OPEN = 100_000
ROWS = 1_000_000
BASELINE_OPEN = 1_000
USERS = 500
BATCH = 5_000
UUID_RE = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def diagram(key: str, admin: str) -> str:
    def task(node: str, name: str) -> str:
        config = {"assignee": {"type": "user", "ids": [admin]}, "buttons": ["submit", "back", "turn"]}
        return (
            f'<bpmn:userTask id="{node}" name="{name}"><bpmn:extensionElements>'
            f"<wf:nodeConfig>{json.dumps(config)}</wf:nodeConfig></bpmn:extensionElements></bpmn:userTask>"
        )

    return (
        '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions '
        'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" '
        'xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" '
        f'id="d" targetNamespace="http://bpmn.io/schema/bpmn"><bpmn:process id="{key}" name="压测审批" '
        'isExecutable="true"><bpmn:startEvent id="start" />'
        + task("approve", "审批")
        + task("archive", "归档")
        + '<bpmn:endEvent id="end" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />'
        '<bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="archive" />'
        '<bpmn:sequenceFlow id="f3" sourceRef="archive" targetRef="end" /></bpmn:process></bpmn:definitions>'
    )


def fresh_pg(url: str) -> None:
    parsed = make_url(url)
    admin = create_engine(parsed.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{parsed.database}" WITH (FORCE)'))
        conn.execute(text(f'CREATE DATABASE "{parsed.database}"'))
    admin.dispose()


def ok(answer: tuple[float, Any]) -> Any:
    body = answer[1]
    assert body["success"], body
    return body["data"]


def prepare(client: Client, admin_id: str) -> str:
    """Deploys the process and starts one instance; returns the process key."""
    key = f"bench{uuid.uuid4().hex[:8]}"
    ok(client.call("POST", "/flwModel/add", {"key": key, "name": "压测审批"}))
    model = ok(client.call("GET", "/flwModel/page", key=key))["rows"][0]["id"]
    ok(client.call("POST", "/flwModel/saveXml", {"id": model, "bpmnXml": diagram(key, admin_id)}))
    ok(client.call("POST", "/flwModel/deploy", {"id": model}))
    ok(client.call("POST", "/flwInstance/start", {"definitionKey": key, "formValues": {}}))
    return key


class Filler:
    """Copies the template instance (engine state with fresh task ids) and its open task row."""

    def __init__(self, database: Database, key: str, admin_id: int) -> None:
        self.database = database
        self.admin_id = admin_id
        self.rnd = random.Random(5)
        with database.sessionmaker() as db:
            self.instance = db.execute(
                select(BpmInstance).where(BpmInstance.definition_key == key)
            ).scalar_one()
            self.task = db.execute(
                select(BpmTask).where(BpmTask.instance_id == self.instance.id)
            ).scalar_one()
            db.expunge_all()
        self.ids = sorted(set(UUID_RE.findall(self.instance.engine_state)))
        self.parts = re.split(f"({UUID_RE.pattern})", self.instance.engine_state)
        self.made = 0

    def _row(self, model: Any, obj: Any, **changes: Any) -> dict[str, Any]:
        values = {c.key: getattr(obj, c.key) for c in model.__table__.c}
        values.update(changes)
        return values

    def open_tasks(self, count: int, mine_every: int) -> None:
        """`count` running instances, each with one open task; every `mine_every`-th is the admin's."""
        start = self.instance.start_time
        for first in range(0, count, BATCH):
            instances, tasks = [], []
            for i in range(first, min(first + BATCH, count)):
                n = self.made + i
                mapping = {old: str(uuid.uuid4()) for old in self.ids}
                state = "".join(mapping.get(part, part) for part in self.parts)
                instance_id, when = new_id(), start - timedelta(seconds=n)
                instances.append(
                    self._row(BpmInstance, self.instance, id=instance_id, engine_state=state,
                              title=f"压测审批{n:07d}", start_time=when, update_time=when)
                )  # fmt: skip
                mine = n % mine_every == 0
                tasks.append(
                    self._row(BpmTask, self.task, id=new_id(), instance_id=instance_id,
                              engine_task_id=mapping[self.task.engine_task_id or ""],
                              instance_title=f"压测审批{n:07d}",
                              assignee_id=self.admin_id if mine else 1_000 + n % USERS,
                              owner_id=self.admin_id if mine else 1_000 + n % USERS, create_time=when)
                )  # fmt: skip
            with self.database.sessionmaker.begin() as db:
                db.execute(insert(BpmInstance), instances)
                db.execute(insert(BpmTask), tasks)
        self.made += count

    def history(self, count: int) -> None:
        """`count` done task rows of finished work, spread over the users (the admin has 1 in USERS)."""
        start = self.instance.start_time
        for first in range(0, count, BATCH * 4):
            rows = []
            for n in range(first, min(first + BATCH * 4, count)):
                user = self.admin_id if n % USERS == 0 else 1_000 + n % USERS
                when = start - timedelta(minutes=n)
                rows.append(
                    self._row(BpmTask, self.task, id=new_id(), instance_id=new_id(), engine_task_id=None,
                              instance_title=f"历史审批{n:07d}", assignee_id=user, owner_id=user,
                              status="done", action="submit", create_time=when, finish_time=when)
                )  # fmt: skip
            with self.database.sessionmaker.begin() as db:
                db.execute(insert(BpmTask), rows)


def measure(client: Client, key: str, repeats: int, label: str) -> Iterator[tuple[str, list[float]]]:
    rnd = random.Random(3)
    shapes = {
        "待办: 第一页": lambda: {"pageSize": 10},
        "待办: 翻页": lambda: {"pageSize": 10, "pageNo": rnd.randint(2, 20)},
        "待办: 按流程": lambda: {"pageSize": 10, "definitionKey": key},
        "待办: 按标题": lambda: {"pageSize": 10, "searchKey": f"压测审批{rnd.randrange(1000):03d}"},
    }
    for name, make in shapes.items():
        client.call("GET", "/flwTask/todoPage", **make())
        times = []
        for _ in range(repeats):
            elapsed, body = client.call("GET", "/flwTask/todoPage", **make())
            assert body["success"], body
            times.append(elapsed)
        yield f"{label} {name}", times
    todo = ok(client.call("GET", "/flwTask/todoPage", pageSize=1000, definitionKey=key))["rows"]
    tasks = [row["id"] for row in todo if row["nodeId"] == "approve"][: repeats + 5]
    assert len(tasks) >= repeats + 5, len(tasks)
    for task in tasks[:5]:
        ok(client.call("POST", "/flwTask/submit", {"id": task, "comment": "同意"}))
    times = []
    for task in tasks[5:]:
        elapsed, body = client.call("POST", "/flwTask/submit", {"id": task, "comment": "同意"})
        assert body["success"], body
        times.append(elapsed)
    yield f"{label} 提交任务", times


def run(name: str, url: str | None, repeats: int) -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp:
        db_url = url or f"sqlite:///{Path(tmp) / 'console.db'}"
        migrate.upgrade(db_url)
        seeding = Database.connect(db_url)
        with seeding.sessionmaker() as db:
            run_seed(db)
        seeding.dispose()
        with running_server(Path(tmp), {"DATABASE_URL": db_url}) as srv:
            client = Client(srv.base_url)
            client.token = ok(client.call("POST", "/login", {"account": "superAdmin", "password": "123456"}))
            admin_id = ok(client.call("GET", "/getLoginUser"))["id"]
            key = prepare(client, admin_id)
            database = Database.connect(db_url)
            filler = Filler(database, key, int(admin_id))
            filler.open_tasks(BASELINE_OPEN, mine_every=2)
            results: dict[str, list[float]] = {}
            for label, times in measure(client, key, repeats, "基线"):
                results[label] = times
            started = time.monotonic()
            filler.open_tasks(OPEN - BASELINE_OPEN, mine_every=USERS)
            with database.sessionmaker() as db:
                rows = db.execute(text("SELECT count(*) FROM bpm_task")).scalar_one()
            filler.history(ROWS - rows)
            if database.engine.dialect.name == "postgresql":
                with database.engine.connect() as conn:
                    conn.execute(text("ANALYZE bpm_task"))
                    conn.execute(text("ANALYZE bpm_instance"))
                    conn.commit()
            took = time.monotonic() - started
            yield f"{name}: filled to {OPEN:,} open tasks / {ROWS:,} task rows in {took:.0f} s"
            token, client = client.token, Client(srv.base_url)  # the idle connection was closed meanwhile
            client.token = token
            for label, times in measure(client, key, repeats, "满载"):
                results[label] = times
            database.dispose()
        for label in [k for k in results if k.startswith("满载")]:
            big, base = results[label], results[label.replace("满载", "基线")]
            yield (
                f"  {label[3:]:<10} 基线 p50 {statistics.median(base):6.1f} p99 {_pct(base, 99):6.1f} ms | "
                f"满载 p50 {statistics.median(big):6.1f} p99 {_pct(big, 99):6.1f} ms | "
                f"p99 比 {_pct(big, 99) / _pct(base, 99):4.2f}"
            )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", choices=("sqlite", "pg", "both"), default="sqlite")
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--pg-url", default=os.environ.get("BENCH_PG_URL", ""))
    args = parser.parse_args()
    if args.db in ("sqlite", "both"):
        for line in run("SQLite", None, args.repeats):
            print(line, flush=True)
    if args.db in ("pg", "both"):
        if not args.pg_url:
            parser.error("--pg-url (or BENCH_PG_URL) names the PostgreSQL database to use")
        fresh_pg(args.pg_url)
        for line in run("PostgreSQL", args.pg_url, args.repeats):
            print(line, flush=True)


if __name__ == "__main__":
    main()
