"""Starting an instance (+ its draft), withdrawing (initiator) and terminating (administrator)."""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.model import live
from sitesafe.modules.system.user.models import SysUser
from sitesafe.modules.workflow.definition.service import startable
from sitesafe.modules.workflow.engine import assign, serializer
from sitesafe.modules.workflow.engine.sync import prepare_signers
from sitesafe.modules.workflow.form.values import merge_values
from sitesafe.modules.workflow.instance import runtime
from sitesafe.modules.workflow.instance.schemas import StartBody, StartForm
from sitesafe.modules.workflow.models import (
    INSTANCE_TERMINATED,
    INSTANCE_WITHDRAWN,
    TASK_CANCELLED,
    TASK_DONE,
    TASK_TODO,
    TASK_WAITING,
    BpmCc,
    BpmDefinition,
    BpmDraft,
    BpmInstance,
    BpmShortcut,
    BpmTask,
)
from sitesafe.modules.workflow.shortcut.service import in_scope
from sitesafe.modules.workflow.shortcut.service import service as shortcuts

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _title(template: str | None, name: str, initiator: str, values: dict[str, Any], now: datetime) -> str:
    if not template:
        return f"{initiator}的{name}"[:200]
    known = {"initiatorName": initiator, "processName": name, "date": now.strftime("%Y-%m-%d")}

    def fill(match: re.Match[str]) -> str:
        key = match.group(1)
        value = known.get(key, values.get(key))
        return "" if value is None or isinstance(value, dict | list) else str(value)

    return PLACEHOLDER.sub(fill, template)[:200] or f"{initiator}的{name}"[:200]


def _check_start_scope(act: Act, key: str) -> None:
    """Starting by key: when shortcuts exist for the process, the caller must be in one's scope."""
    scopes = list(
        act.db.execute(
            select(BpmShortcut.scope).where(BpmShortcut.model_key == key, live(BpmShortcut))
        ).scalars()
    )
    if scopes and not any(in_scope(act.db, s, act.user.user_id) for s in scopes):
        raise AppError(ErrorCode.WF_SHORTCUT_NOT_ALLOWED)


def startable_for(act: Act, key: str | None, shortcut_id: int | None) -> BpmDefinition:
    """The definition the caller may start, by shortcut or by key."""
    if shortcut_id is not None:
        key = shortcuts.for_start(act, shortcut_id).model_key
    elif key:
        _check_start_scope(act, key)
    else:
        raise AppError(ErrorCode.PARAM_ERROR, message="请指定要发起的流程")
    return startable(act, key)


def start_form(act: Act, key: str | None, shortcut_id: int | None) -> StartForm:
    definition = startable_for(act, key, shortcut_id)
    nodes, process = runtime.configs(definition)
    perms = nodes.get(process.get("startNode", ""), {}).get("fieldPerms", {})
    return StartForm(
        definition_id=definition.id,
        definition_key=definition.key,
        name=definition.name,
        version=definition.version,
        form=definition.form_snapshot,
        field_perms=perms,
    )


def start(act: Act, body: StartBody) -> BpmInstance:
    user_id = act.user.user_id
    definition = startable_for(act, body.definition_key, body.shortcut_id)
    draft = None
    if body.draft_id is not None:
        draft = act.db.get(BpmDraft, body.draft_id)
        if draft is None or draft.user_id != user_id or draft.model_key != definition.key:
            raise AppError(ErrorCode.WF_DRAFT_MISSING)
    instance = start_instance(
        act, definition, body.form_values, next_assignees=body.next_assignees, comment=body.comment
    )
    if draft is not None:
        act.db.delete(draft)
    act.commit()
    return instance


def start_instance(
    act: Act,
    definition: BpmDefinition,
    form_values: dict[str, Any],
    *,
    next_assignees: dict[str, list[int]] | None = None,
    comment: str | None = None,
    business_key: str | None = None,
    project_id: int | None = None,
    cc_user_ids: list[int] | None = None,
) -> BpmInstance:
    """Starts `definition` for the caller, without committing: a business module starts its record's
    instance (`business_key`, `project_id`) in the same transaction as the record's change."""
    user_id = act.user.user_id
    now = act.ctx.clock.now()
    nodes, process = runtime.configs(definition)
    initiator = act.db.get(SysUser, user_id)
    instance = BpmInstance(
        id=new_id(),
        definition_id=definition.id,
        definition_key=definition.key,
        definition_version=definition.version,
        category_id=definition.category_id,
        title="",
        business_key=business_key,
        project_id=project_id,
        initiator_id=user_id,
        initiator_org_id=assign.initiator_org(act.db, user_id),
        form_values="{}",
        engine_state="",
        rev=0,
        start_time=now,
    )
    run = runtime.Run(
        instance, definition, serializer.new_workflow(runtime.spec_of(definition)), nodes, process
    )
    start_node = process.get("startNode", "")
    design = run.design
    values = merge_values(design, {}, form_values, run.perms(start_node), start=True) if design else {}
    instance.form_values = json.dumps(values, ensure_ascii=False)
    instance.title = _title(
        process.get("titleTemplate"), definition.name, initiator.name if initiator else "", values, now
    )
    act.db.add(instance)
    act.db.flush()
    pick = runtime.candidates(act.db, run, next_assignees)
    data = runtime.routing_data(run, values)
    with runtime.engine_call():
        prepare_signers(data, nodes, pick)
        for task in run.wf.get_tasks():
            task.data.update(data)
    runtime.advance(act.db, run, pick, user_id, now)
    runtime.log(act.db, run, user_id, "start", now, node_id=start_node, node_name="发起", comment=comment)
    for cc_user in assign.active_users(act.db, cc_user_ids or []):
        act.db.add(
            BpmCc(
                id=new_id(),
                instance_id=instance.id,
                node_id=start_node,
                node_name="发起",
                user_id=cc_user,
                from_user_id=user_id,
                instance_title=instance.title,
                create_time=now,
            )
        )
    instance.rev = 1
    runtime.save(run, now)
    return instance


def withdraw(act: Act, instance_id: int) -> None:
    """撤回: the initiator, while no one has acted on it yet (and the process allows it)."""
    run = runtime.load(act.db, instance_id)
    if run.instance.initiator_id != act.user.user_id:
        raise AppError(ErrorCode.WF_NOT_INITIATOR)
    if not run.process.get("allowWithdraw", True):
        raise AppError(ErrorCode.WF_WITHDRAW_REFUSED, reason="该流程不允许撤回")
    acted = act.db.execute(
        select(BpmTask.id).where(BpmTask.instance_id == instance_id, BpmTask.status == TASK_DONE).limit(1)
    ).first()
    if acted is not None:
        raise AppError(ErrorCode.WF_WITHDRAW_REFUSED, reason="已有审批人处理过该流程")
    _finish(act, run, INSTANCE_WITHDRAWN, "withdraw", None)


def terminate(act: Act, instance_id: int, reason: str | None) -> None:
    """终止 by an administrator: the engine is cancelled, open tasks closed."""
    run = runtime.load(act.db, instance_id)
    _finish(act, run, INSTANCE_TERMINATED, "terminate", reason)


def _finish(act: Act, run: runtime.Run, status: str, action: str, reason: str | None) -> None:
    now = act.ctx.clock.now()
    runtime.claim(act.db, run)
    with runtime.engine_call():
        run.wf.cancel()
    open_rows = act.db.execute(
        select(BpmTask).where(
            BpmTask.instance_id == run.instance.id, BpmTask.status.in_((TASK_TODO, TASK_WAITING))
        )
    ).scalars()
    for row in open_rows:
        row.status, row.finish_time = TASK_CANCELLED, now
    run.instance.status, run.instance.end_time = status, now
    run.instance.end_reason, run.instance.current_nodes = reason, None
    runtime.log(act.db, run, act.user.user_id, action, now, comment=reason)
    runtime.save(run, now)
    act.commit()
