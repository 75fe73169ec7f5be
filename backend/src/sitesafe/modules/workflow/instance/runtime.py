"""Driving the engine inside one transaction: load an instance with its definition, claim its revision,
run the engine, sync the task rows, write the action log, save the state.

Every action of the workflow (here and in `task/`) follows the same steps: `load` → checks → `claim`
(optimistic revision: a concurrent action that saved first makes this one answer WF_INSTANCE_REV_STALE)
→ engine call inside `engine_call` → `advance` (engine steps + task sync + cc + end detection) →
`log` → `save` → commit."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from SpiffWorkflow.bpmn import BpmnWorkflow
from SpiffWorkflow.exceptions import SpiffWorkflowException
from sqlalchemy import update
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.model import STATUS_DELETED
from sitesafe.modules.workflow import hooks
from sitesafe.modules.workflow.engine import assign, expressions, serializer
from sitesafe.modules.workflow.engine.sync import (
    SyncResult,
    active_node_names,
    node_id,
    ready_user_tasks,
    sync_tasks,
)
from sitesafe.modules.workflow.form.values import load_design
from sitesafe.modules.workflow.models import (
    INSTANCE_APPROVED,
    INSTANCE_RUNNING,
    BpmActionLog,
    BpmCc,
    BpmDefinition,
    BpmInstance,
)


@dataclass
class Run:
    instance: BpmInstance
    definition: BpmDefinition
    wf: BpmnWorkflow
    nodes: dict[str, Any]
    process: dict[str, Any]

    @property
    def design(self) -> dict[str, Any] | None:
        snapshot = self.definition.form_snapshot
        return load_design(snapshot) if snapshot else None

    @property
    def values(self) -> dict[str, Any]:
        loaded: dict[str, Any] = json.loads(self.instance.form_values or "{}")
        return loaded

    def perms(self, node_id: str) -> dict[str, str]:
        found: dict[str, str] = self.nodes.get(node_id, {}).get("fieldPerms", {})
        return found


def spec_of(definition: BpmDefinition) -> Any:
    return serializer.SPECS.get(definition.id, definition.spec_json)


def configs(definition: BpmDefinition) -> tuple[dict[str, Any], dict[str, Any]]:
    return json.loads(definition.node_config), json.loads(definition.process_config)


def usable(definition: BpmDefinition | None) -> BpmDefinition:
    """Refuses actions on a deleted or suspended definition."""
    if definition is None or definition.status == STATUS_DELETED:
        raise AppError(ErrorCode.WF_DEFINITION_NOT_EXIST)
    if definition.suspended:
        raise AppError(ErrorCode.WF_DEFINITION_IS_SUSPENDED)
    return definition


def load(db: Session, instance_id: int, *, running: bool = True) -> Run:
    instance = db.get(BpmInstance, instance_id)
    if instance is None:
        raise AppError(ErrorCode.WF_INSTANCE_NOT_EXIST)
    if running and instance.status != INSTANCE_RUNNING:
        raise AppError(ErrorCode.WF_INSTANCE_NOT_RUNNING)
    definition = db.get(BpmDefinition, instance.definition_id)
    if running:
        definition = usable(definition)
    elif definition is None:
        raise AppError(ErrorCode.WF_DEFINITION_NOT_EXIST)
    nodes, process = configs(definition)
    wf = serializer.load(instance.engine_state, spec_of(definition))
    return Run(instance, definition, wf, nodes, process)


def claim(db: Session, run: Run, client_rev: int | None = None) -> None:
    """Takes the instance's revision (and, on PostgreSQL, its row lock) for this transaction."""
    rev = run.instance.rev
    if client_rev is not None and client_rev != rev:
        raise AppError(ErrorCode.WF_INSTANCE_REV_STALE)
    done = db.execute(
        update(BpmInstance)
        .where(BpmInstance.id == run.instance.id, BpmInstance.rev == rev)
        .values(rev=rev + 1)
        .execution_options(synchronize_session=False)
    )
    if done.rowcount != 1:  # type: ignore[attr-defined]
        raise AppError(ErrorCode.WF_INSTANCE_REV_STALE)
    run.instance.rev = rev + 1


@contextmanager
def engine_call() -> Iterator[None]:
    """Engine failures as a clear refusal (the transaction is rolled back by the caller)."""
    try:
        yield
    except expressions.ExpressionError as exc:
        raise AppError(ErrorCode.WF_ENGINE_ERROR, reason=exc.message) from None
    except serializer.ScriptRefused:
        raise AppError(ErrorCode.WF_ENGINE_ERROR, reason="不允许执行脚本") from None
    except SpiffWorkflowException as exc:
        raise AppError(ErrorCode.WF_ENGINE_ERROR, reason=_reason(exc)) from None


def _reason(exc: BaseException) -> str:
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, expressions.ExpressionError):
            return seen.message
        inner = getattr(seen, "exception", None)
        seen = inner if isinstance(inner, BaseException) else seen.__cause__
    if "No conditions satisfied" in str(exc):
        return "没有满足条件的分支，请检查连线条件或设置默认分支"
    return "流程图无法继续执行"


def routing_data(run: Run, values: dict[str, Any]) -> dict[str, Any]:
    """The engine variables: the fields conditions read (missing ones as null), and the initiator."""
    data = {key: values.get(key) for key in run.process.get("routingFields", [])}
    data["initiatorId"] = str(run.instance.initiator_id)
    return data


def candidates(db: Session, run: Run, picked: dict[str, list[int]] | None) -> Callable[[str], list[int]]:
    cache: dict[str, list[int]] = {}

    def of(node: str) -> list[int]:
        if node not in cache:
            rule = run.nodes.get(node, {}).get("assignee")
            allowed = assign.resolve(db, rule, run.instance.initiator_id, run.instance.project_id)
            chosen = (picked or {}).get(node)
            if chosen:
                if not set(chosen) <= set(allowed):
                    raise AppError(ErrorCode.PARAM_ERROR, message="所选审批人不在该节点的审批人范围内")
                allowed = sorted(set(chosen))
            cache[node] = allowed
        return cache[node]

    return of


def run_listeners(run: Run, node: str, event: str, data: dict[str, Any]) -> None:
    """Listener scripts of a node: an object result sets engine variables."""
    for listener in run.nodes.get(node, {}).get("listeners", []):
        if listener["event"] == event:
            result = expressions.evaluate(listener["content"], data)
            if isinstance(result, dict):
                data.update({str(k): v for k, v in result.items() if not str(k).startswith("wf_")})


def advance(db: Session, run: Run, pick: Callable[[str], list[int]], actor: int, now: datetime) -> SyncResult:
    """Engine steps, then task rows, automatic cc of entered nodes, and the instance's end."""
    with engine_call():
        run.wf.do_engine_steps()
    result = sync_tasks(db, run.instance, run.wf, run.nodes, pick, now)
    entered = {row.node_id: row.node_name for row in result.created}
    with engine_call():
        for task in ready_user_tasks(run.wf):
            if node_id(task) in entered:
                run_listeners(run, node_id(task), "create", task.data)
    for node, name in entered.items():
        for user in assign.resolve(
            db, run.nodes.get(node, {}).get("cc"), run.instance.initiator_id, run.instance.project_id
        ):
            db.add(
                BpmCc(
                    id=new_id(),
                    instance_id=run.instance.id,
                    node_id=node,
                    node_name=name,
                    user_id=user,
                    from_user_id=actor,
                    instance_title=run.instance.title,
                    create_time=now,
                )
            )
    run.instance.current_nodes = active_node_names(run.wf) or None
    if run.wf.is_completed():
        run.instance.status, run.instance.end_time = INSTANCE_APPROVED, now
        run.instance.current_nodes = None
    return result


def log(db: Session, run: Run, actor: int | None, action: str, now: datetime, **fields: Any) -> None:
    payload = fields.pop("payload", None)
    db.add(
        BpmActionLog(
            id=new_id(),
            instance_id=run.instance.id,
            actor_id=actor,
            action=action,
            payload=json.dumps(payload, ensure_ascii=False) if payload is not None else None,
            create_time=now,
            **fields,
        )
    )


def save(run: Run, now: datetime) -> None:
    run.instance.engine_state = serializer.save(run.wf)
    run.instance.update_time = now
    hooks.saved(run.instance)
