"""Engine operations beyond submit: back, jump, end, add-sign and delete-sign on a BpmnWorkflow.

SpiffWorkflow 3.2.0 (pinned) offers back (reset) and end (cancel) as public API. The forward jump and
the removal of a countersign instance need private methods (`_drop_children`, `_add_child`,
`_remove_task`, `_set_state`): they are used here and nowhere else, and `tests/test_wf_ops.py`
covers each of them, so a version change shows up in one place.
"""

from __future__ import annotations

from collections import deque
from copy import deepcopy
from typing import Any
from uuid import UUID

from SpiffWorkflow.bpmn import BpmnWorkflow
from SpiffWorkflow.bpmn.specs.mixins import (
    InclusiveGatewayMixin,
    ParallelGatewayMixin,
    ParallelMultiInstanceTaskMixin,
    SequentialMultiInstanceTaskMixin,
    UserTaskMixin,
)
from SpiffWorkflow.bpmn.specs.mixins.multiinstance_task import MultiInstanceTask
from SpiffWorkflow.task import Task
from SpiffWorkflow.util.task import TaskState

ACTIVE = TaskState.READY | TaskState.WAITING | TaskState.STARTED


class OpRefused(Exception):
    """An operation the engine state does not allow; `reason` is a stable key the service maps."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _is_split(spec: Any) -> bool:
    return isinstance(spec, (ParallelGatewayMixin, InclusiveGatewayMixin)) and len(spec.outputs) > 1


def _is_join(spec: Any) -> bool:
    return isinstance(spec, (ParallelGatewayMixin, InclusiveGatewayMixin)) and len(spec.inputs) > 1


def parallel_depths(wf_spec: Any) -> dict[str, int]:
    """How many parallel blocks enclose each BPMN node (0 = on the main path), from the diagram."""
    cached = getattr(wf_spec, "_console_depths", None)
    if cached is not None:
        return dict(cached)
    depths: dict[str, int] = {}
    start = wf_spec.start
    queue: deque[tuple[Any, int]] = deque([(start, 0)])
    seen: set[str] = set()
    while queue:
        spec, depth = queue.popleft()
        if spec.name in seen:
            continue
        seen.add(spec.name)
        if spec.bpmn_id is not None and spec.name == spec.bpmn_id:
            depths.setdefault(spec.bpmn_id, depth)
        out_depth = depth + (1 if _is_split(spec) else 0)
        for nxt in spec.outputs:
            queue.append((nxt, max(0, out_depth - (1 if _is_join(nxt) else 0))))
    wf_spec._console_depths = depths
    return dict(depths)


def _node_spec(wf: BpmnWorkflow, node_id: str) -> Any:
    spec = wf.spec.task_specs.get(node_id)
    if spec is None or spec.bpmn_id != node_id:
        raise OpRefused("unknown_node")
    return spec


def _is_instance(task: Task) -> bool:
    """A countersign instance (the child of a multi-instance node)."""
    parent = task.parent
    return (
        parent is not None
        and isinstance(parent.task_spec, MultiInstanceTask)
        and task.task_spec.name == parent.task_spec.task_spec
    )


def node_task(task: Task) -> Task:
    """The task standing for the whole node: the multi-instance parent of an instance, else itself."""
    return task.parent if _is_instance(task) else task


def _mi_item_names(wf: BpmnWorkflow) -> set[str]:
    names: set[str] = set()
    for spec in wf.spec.task_specs.values():
        if isinstance(spec, MultiInstanceTask):
            for ref in (spec.input_item, spec.output_item):
                if ref is not None:
                    names.add(ref.bpmn_id)
    return names


def _stripped(wf: BpmnWorkflow, data: dict[str, Any]) -> dict[str, Any]:
    """A copy of task data without the per-instance variables of countersign nodes."""
    drop = _mi_item_names(wf)
    return {k: deepcopy(v) for k, v in data.items() if k not in drop}


def is_user_node(spec: Any) -> bool:
    return isinstance(spec, (UserTaskMixin, MultiInstanceTask)) and spec.name == spec.bpmn_id


def back_targets(wf: BpmnWorkflow, task_id: UUID) -> list[str]:
    """Visited nodes a task may go back to: main-path user tasks and parallel splits on its path."""
    depths = parallel_depths(wf.spec)
    current = node_task(wf.get_task_from_id(task_id))
    found: list[str] = []
    ancestor = current.parent
    while ancestor is not None:
        spec = ancestor.task_spec
        bpmn_id = spec.bpmn_id
        if (
            bpmn_id
            and bpmn_id != current.task_spec.bpmn_id
            and bpmn_id not in found
            and depths.get(bpmn_id) == 0
            and ancestor.has_state(TaskState.COMPLETED)
            and (is_user_node(spec) or _is_split(spec))
        ):
            found.append(bpmn_id)
        ancestor = ancestor.parent
    found.reverse()
    return found


def jump_targets(wf: BpmnWorkflow) -> list[str]:
    """User tasks on the main path, in diagram order: where a jump may land."""
    depths = parallel_depths(wf.spec)
    return [node for node, depth in depths.items() if depth == 0 and is_user_node(wf.spec.task_specs[node])]


def _latest_ancestor(task: Task, node_id: str) -> Task | None:
    ancestor = task.parent
    while ancestor is not None:
        if ancestor.task_spec.name == node_id:
            return ancestor
        ancestor = ancestor.parent
    return None


def back(wf: BpmnWorkflow, task_id: UUID, node_id: str) -> list[Task]:
    """Return the instance to a visited node; refused inside a parallel branch (other than its split)."""
    _node_spec(wf, node_id)
    if node_id not in back_targets(wf, task_id):
        depths = parallel_depths(wf.spec)
        raise OpRefused("parallel_branch" if depths.get(node_id, 0) > 0 else "not_visited")
    current = node_task(wf.get_task_from_id(task_id))
    target = _latest_ancestor(current, node_id)
    assert target is not None
    return _reset(wf, target)


def _reset(wf: BpmnWorkflow, target: Task) -> list[Task]:
    removed = wf.reset_from_task_id(target.id, data=_stripped(wf, target.parent.data))
    wf.do_engine_steps()
    return removed


def _cancel_outside(wf: BpmnWorkflow, keep: Task) -> None:
    """Cancel every unfinished branch that is not `keep`, its ancestors or its descendants."""
    kept = {t.id for t in keep}
    ancestor: Task | None = keep
    while ancestor is not None:
        kept.add(ancestor.id)
        ancestor = ancestor.parent
    for task in list(wf.get_tasks(state=TaskState.NOT_FINISHED_MASK)):
        if task.id in kept or task.id not in wf.tasks:
            continue
        parent = task.parent
        if parent is None or parent.id in kept or parent.has_state(TaskState.FINISHED_MASK):
            task.cancel()


def jump(wf: BpmnWorkflow, task_id: UUID, node_id: str) -> str:
    """Move the instance to a main-path user task: back if it is on the task's path, else forward."""
    spec = _node_spec(wf, node_id)
    if node_id not in jump_targets(wf):
        raise OpRefused("parallel_branch" if is_user_node(spec) else "not_user_task")
    current = node_task(wf.get_task_from_id(task_id))
    if node_id == current.task_spec.bpmn_id:
        raise OpRefused("same_node")
    target = _latest_ancestor(current, node_id)
    if target is not None and node_id in back_targets(wf, task_id):
        _reset(wf, target)
        return "back"
    _graft(wf, current, spec)
    return "forward"


def _graft(wf: BpmnWorkflow, anchor: Task, spec: Any) -> Task:
    """Private-API forward jump: finish `anchor` without running it and hang the target under it."""
    _cancel_outside(wf, anchor)
    anchor._drop_children(force=True)
    anchor.data = _stripped(wf, anchor.data)
    anchor.internal_data["jumped_to"] = spec.bpmn_id
    anchor._set_state(TaskState.COMPLETED)
    target = anchor._add_child(spec, TaskState.FUTURE)
    target.task_spec._predict(target, mask=TaskState.PREDICTED_MASK | TaskState.FUTURE)
    target.task_spec._update(target)
    wf.do_engine_steps()
    return target


def end(wf: BpmnWorkflow) -> list[Task]:
    """Stop the instance: every unfinished task is cancelled."""
    return list(wf.cancel())


def _multi_node(wf: BpmnWorkflow, task_id: UUID) -> Task:
    node = node_task(wf.get_task_from_id(task_id))
    if not isinstance(node.task_spec, MultiInstanceTask) or not node.has_state(TaskState.STARTED):
        raise OpRefused("not_multi")
    return node


def add_signers(wf: BpmnWorkflow, task_id: UUID, items: list[Any]) -> list[Task]:
    """Add countersign instances to the running multi-instance node of a task; returns new READY ones."""
    node = _multi_node(wf, task_id)
    spec = node.task_spec
    before = {t.id for t in node.children}
    if spec.input_item is not None:
        node.data.pop(spec.input_item.bpmn_id, None)
    if spec.data_input is None:
        raise OpRefused("not_multi")
    collection = spec.data_input.get(node)
    if not isinstance(collection, list):
        raise OpRefused("not_multi")
    for item in items:
        collection.append(item)
        index = len(collection) - 1
        if isinstance(spec, SequentialMultiInstanceTaskMixin):
            node.internal_data.setdefault("remaining", []).append(index)
        elif isinstance(spec, ParallelMultiInstanceTaskMixin):
            spec.create_child(node, item, index)
    return [t for t in node.children if t.id not in before and t.has_state(TaskState.READY)]


def pending_instances(wf: BpmnWorkflow, task_id: UUID) -> list[Task]:
    """The unfinished countersign instances of the node a task belongs to."""
    node = _multi_node(wf, task_id)
    return [t for t in node.children if _is_instance(t) and t.has_state(ACTIVE)]


def remove_signers(wf: BpmnWorkflow, instance_ids: list[UUID]) -> bool:
    """Remove pending countersign instances; the node completes if the rest are done. True if it did."""
    tasks = [wf.get_task_from_id(i) for i in instance_ids]
    if not tasks or any(t is None or not _is_instance(t) for t in tasks):
        raise OpRefused("not_multi")
    nodes = {t.parent.id for t in tasks}
    if len(nodes) != 1:
        raise OpRefused("not_multi")
    if any(not t.has_state(ACTIVE) for t in tasks):
        raise OpRefused("not_pending")
    node = tasks[0].parent
    spec = node.task_spec
    removing = {t.id for t in tasks}
    rest = [c for c in node.children if _is_instance(c) and c.id not in removing]
    sequential = isinstance(spec, SequentialMultiInstanceTaskMixin)
    waiting = node.internal_data.get("remaining", []) if sequential else []
    if not rest and not waiting and not node.internal_data.get("merged"):
        raise OpRefused("last_signer")
    for task in tasks:
        wf._remove_task(task.id)
    if sequential and waiting:
        spec.add_next_child(node)
        return False
    if all(c.has_state(TaskState.COMPLETED) for c in rest) or spec.check_completion_condition(node):
        for child in rest:
            if child.has_state(ACTIVE):
                child.cancel()
        node._set_state(TaskState.READY)
        wf.do_engine_steps()
        return True
    return False


def finish_multi(wf: BpmnWorkflow, task_id: UUID) -> None:
    """Complete a countersign node now (a ratio reached): pending instances are cancelled."""
    node = _multi_node(wf, task_id)
    for child in node.children:
        if _is_instance(child) and child.has_state(ACTIVE):
            child.cancel()
    node._set_state(TaskState.READY)
    wf.do_engine_steps()
