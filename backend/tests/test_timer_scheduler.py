"""Timers really run: on their cron, once per fire however many processes share the database, not after
a stop, again after a restart; a failing job is recorded and the scheduler carries on.

Each "process" is an app built by `create_app` on the test database with its scheduler on (entering
`TestClient` runs the app's start-up). Waits poll the run log with a timeout, never a fixed sleep."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from datetime import datetime
from typing import Any, TypeVar

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from crud_helpers import Api, unique
from helpers import login, wait_for
from sitesafe.core.context import AppContext
from sitesafe.core.settings import Settings
from sitesafe.main import create_app
from sitesafe.modules.system.timer.jobs import JobClass, JobContext, registry
from sitesafe.modules.system.timer.models import SysTimerLog

T = TypeVar("T")
EVERY_SECOND = "* * * * * ?"
RECORDER = "TestRecorderTaskRunner"
FAILING = "TestFailingTaskRunner"


class Recorder:
    """A job class that records each execution (timer, fire time, node)."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, datetime]] = []
        self.lock = threading.Lock()

    def run(self, job: JobContext) -> str:
        with self.lock:
            self.calls.append((job.timer_id, job.fire_time))
        return "已记录"

    def fires(self, timer_id: int) -> list[datetime]:
        with self.lock:
            return [fire for tid, fire in self.calls if tid == timer_id]


def _fail(job: JobContext) -> str:
    raise RuntimeError("模拟的任务失败")


@pytest.fixture
def recorder() -> Iterator[Recorder]:
    found = Recorder()
    registry.register(JobClass(RECORDER, "测试记录任务", "测试用", EVERY_SECOND, found.run))
    registry.register(JobClass(FAILING, "测试失败任务", "测试用", EVERY_SECOND, _fail))
    yield found
    registry.unregister(RECORDER)
    registry.unregister(FAILING)


@pytest.fixture
def process(settings: Settings) -> Iterator[Callable[[], FastAPI]]:
    """Starts app processes (scheduler on) sharing the test database; all are shut down afterwards."""
    with ExitStack() as stack:

        def start() -> FastAPI:
            app = create_app(settings.model_copy(update={"SCHEDULER_ENABLED": True}))
            stack.enter_context(TestClient(app))
            assert app.state.scheduler is not None
            return app

        yield start


@pytest.fixture
def admin(client: TestClient) -> Api:
    return Api(client, login(client, "superAdmin"))


def add_timer(admin: Api, action_class: str = RECORDER, cron: str = EVERY_SECOND, start: bool = True) -> int:
    name = f"任务{unique('run')}"
    admin.ok("POST", "/sysTimers/add", {"timerName": name, "actionClass": action_class, "cron": cron})
    timer_id = admin.ok("GET", "/sysTimers/page", timerName=name)["rows"][0]["id"]
    if start:
        admin.ok("POST", "/sysTimers/start", {"id": timer_id})
    return int(timer_id)


def runs(admin: Api, timer_id: int) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = admin.ok("GET", "/sysTimerLog/page", timerId=timer_id, pageSize=1000)["rows"]
    return rows


def finished(admin: Api, timer_id: int, count: int) -> list[dict[str, Any]] | None:
    done = [r for r in runs(admin, timer_id) if r["success"] is not None]
    return done if len(done) >= count else None


def test_a_per_second_timer_runs_and_its_runs_are_logged(
    admin: Api, recorder: Recorder, process: Callable[[], FastAPI]
) -> None:
    process()
    timer_id = add_timer(admin)
    done = wait_for(lambda: finished(admin, timer_id, 2), what="two runs")
    admin.ok("POST", "/sysTimers/stop", {"id": timer_id})
    first = done[-1]  # newest first
    assert (first["success"], first["message"], first["timerId"]) == ("Y", "已记录", str(timer_id))
    assert first["fireTime"][-2:] == first["fireTime"][-2:] and first["endTime"] and first["node"]
    assert first["durationMs"] >= 0 and first["startTime"] >= first["fireTime"]
    detail = admin.ok("GET", "/sysTimers/detail", id=timer_id)
    # A per-second timer may have fired again between the two reads.
    assert detail["lastSuccess"] == "Y" and detail["lastFireTime"] >= done[0]["fireTime"]


def test_two_processes_run_each_fire_exactly_once(
    admin: Api, ctx: AppContext, recorder: Recorder, process: Callable[[], FastAPI]
) -> None:
    process()
    process()
    timer_id = add_timer(admin)
    wait_for(lambda: finished(admin, timer_id, 5), what="five runs")
    admin.ok("POST", "/sysTimers/stop", {"id": timer_id})
    rows = runs(admin, timer_id)
    wait_for(lambda: len(recorder.fires(timer_id)) >= len(rows), what="executions of the logged runs")
    fires = recorder.fires(timer_id)
    assert len(fires) == len(set(fires)) == len(rows)  # every fire executed once, by one process
    with ctx.db.sessionmaker() as db:
        per_fire = db.execute(
            select(SysTimerLog.fire_time, func.count())
            .where(SysTimerLog.timer_id == timer_id)
            .group_by(SysTimerLog.fire_time)
        ).all()
    assert per_fire and all(count == 1 for _, count in per_fire)


def test_stopped_timers_run_no_more(admin: Api, recorder: Recorder, process: Callable[[], FastAPI]) -> None:
    process()
    process()
    stopped = add_timer(admin)
    wait_for(lambda: finished(admin, stopped, 1), what="a run before the stop")
    admin.ok("POST", "/sysTimers/stop", {"id": stopped})
    count = len(runs(admin, stopped))
    # Proof that time passed with both schedulers working: another timer runs three times meanwhile.
    sentinel = add_timer(admin)
    wait_for(lambda: finished(admin, sentinel, 3), what="the sentinel's runs")
    admin.ok("POST", "/sysTimers/stop", {"id": sentinel})
    assert len(runs(admin, stopped)) == count
    assert len(recorder.fires(stopped)) == count


def test_running_timers_resume_after_a_restart(admin: Api, settings: Settings, recorder: Recorder) -> None:
    timer_id = add_timer(admin)
    first = create_app(settings.model_copy(update={"SCHEDULER_ENABLED": True}))
    with TestClient(first):
        before = wait_for(lambda: finished(admin, timer_id, 1), what="a run before the restart")
    last_before = max(r["fireTime"] for r in runs(admin, timer_id))
    second = create_app(settings.model_copy(update={"SCHEDULER_ENABLED": True}))
    with TestClient(second):
        after = wait_for(
            lambda: [r for r in runs(admin, timer_id) if r["fireTime"] > last_before and r["success"]],
            what="a run after the restart",
        )
    admin.ok("POST", "/sysTimers/stop", {"id": timer_id})
    assert before and after[0]["success"] == "Y"


def test_a_failing_job_is_logged_and_the_scheduler_carries_on(
    admin: Api, recorder: Recorder, process: Callable[[], FastAPI]
) -> None:
    process()
    timer_id = add_timer(admin, FAILING)
    failed = wait_for(lambda: finished(admin, timer_id, 2), what="two failed runs")
    admin.ok("POST", "/sysTimers/stop", {"id": timer_id})
    assert {(r["success"], r["message"]) for r in failed} == {("N", "模拟的任务失败")}
    detail = admin.ok("GET", "/sysTimers/detail", id=timer_id)
    assert detail["lastSuccess"] == "N"


def test_edits_reschedule_and_a_vanished_class_is_a_failed_run(
    admin: Api, recorder: Recorder, process: Callable[[], FastAPI]
) -> None:
    process()
    timer_id = add_timer(admin, cron="0 0 0 1 1 ? 2099")
    row = admin.ok("GET", "/sysTimers/detail", id=timer_id)
    assert row["nextFireTime"] == "2099-01-01 00:00:00"
    admin.ok("POST", "/sysTimers/edit", {**row, "cron": EVERY_SECOND})
    wait_for(lambda: finished(admin, timer_id, 1), what="a run on the edited cron")
    registry.unregister(RECORDER)
    gone = wait_for(
        lambda: [r for r in runs(admin, timer_id) if r["success"] == "N"], what="a run of a missing class"
    )
    admin.ok("POST", "/sysTimers/stop", {"id": timer_id})
    assert gone[0]["message"] == f"定时任务执行类不存在：{RECORDER}"


def test_the_real_jobs_run(admin: Api, process: Callable[[], FastAPI]) -> None:
    process()
    ids = [add_timer(admin, name) for name in ("SessionCleanupTaskRunner", "LogCleanupTaskRunner")]
    for timer_id in ids:
        done = wait_for(lambda timer_id=timer_id: finished(admin, timer_id, 1), what="a real job's run")
        admin.ok("POST", "/sysTimers/stop", {"id": timer_id})
        assert done[0]["success"] == "Y", done[0]
    sessions, logs = (runs(admin, i)[-1]["message"] for i in ids)
    assert sessions.startswith("清理空闲超过7200秒的登录会话")
    assert logs.startswith("删除180天前的访问日志")
