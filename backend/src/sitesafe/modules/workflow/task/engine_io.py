"""The engine side of an action, on wfengine's runtime (`instance/runtime.py`): load the instance and
claim its revision, run the operation, then advance (engine steps, task sync, automatic cc, the end),
close the added signers of dropped tasks, and save the state."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import select

from sitesafe.modules.workflow.engine.sync import SyncResult
from sitesafe.modules.workflow.instance import runtime
from sitesafe.modules.workflow.models import INSTANCE_RUNNING, TASK_CANCELLED, TASK_TODO, BpmTask
from sitesafe.modules.workflow.task.frame import Frame
from sitesafe.modules.workflow.task.signs import WAITING


def begin(frame: Frame) -> runtime.Run:
    """The instance's engine, its revision claimed for this transaction."""
    run = runtime.load(frame.act.db, frame.instance.id)
    runtime.claim(frame.act.db, run)
    return run


def read(frame: Frame) -> runtime.Run:
    """The instance's engine for reading (detail, user-select)."""
    return runtime.load(frame.act.db, frame.instance.id, running=False)


@contextmanager
def engine_call() -> Iterator[None]:
    with runtime.engine_call():
        yield


def picker(frame: Frame, run: runtime.Run) -> Callable[[str], list[int]]:
    return runtime.candidates(frame.act.db, run, None)


def finish(
    frame: Frame, run: runtime.Run, *, status: str | None = None, reason: str | None = None
) -> SyncResult:
    """Advances and saves the engine; `status` ends the instance (rejected, terminated)."""
    act = frame.act
    now = act.ctx.clock.now()
    result = runtime.advance(act.db, run, picker(frame, run), act.user.user_id, now)
    if status is not None:
        run.instance.status, run.instance.end_time, run.instance.end_reason = status, now, reason
        run.instance.current_nodes = None
    _close_orphans(frame, result, now)
    runtime.save(run, now)
    return result


def _close_orphans(frame: Frame, result: SyncResult, now: Any) -> None:
    """Added signers' sub-tasks of tasks the engine dropped (or of an ended instance) are cancelled."""
    if frame.instance.status != INSTANCE_RUNNING:
        condition = BpmTask.instance_id == frame.instance.id
    else:
        parents = [r.id for r in result.cancelled]
        if not parents:
            return
        condition = BpmTask.parent_task_id.in_(parents)
    rows = frame.act.db.execute(
        select(BpmTask).where(condition, BpmTask.status.in_((TASK_TODO, WAITING)))
    ).scalars()
    for row in rows:
        row.status, row.finish_time = TASK_CANCELLED, now
