"""Save and load a running instance as state only: the spec lives once in `bpm_definition.spec_json`
(restored once per process and cached), the instance row keeps the task tree and data (~5 KB).

Every workflow this module creates or loads runs with `SafeScriptEngine`: conditions and completion
rules go through `expressions.evaluate`, scripts are refused. Spiff's default engine (eval/exec) is
never attached."""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import Any
from uuid import UUID

from SpiffWorkflow.bpmn import BpmnWorkflow
from SpiffWorkflow.bpmn.script_engine import PythonScriptEngine
from SpiffWorkflow.bpmn.serializer import BpmnWorkflowSerializer
from SpiffWorkflow.bpmn.serializer.config import DEFAULT_CONFIG
from SpiffWorkflow.bpmn.serializer.default.workflow import BpmnWorkflowConverter
from SpiffWorkflow.bpmn.specs.bpmn_process_spec import BpmnProcessSpec
from SpiffWorkflow.bpmn.specs.mixins.multiinstance_task import MultiInstanceTask
from SpiffWorkflow.task import Task
from SpiffWorkflow.util.task import TaskState

from sitesafe.modules.workflow.engine import expressions

SPEC_CACHE_SIZE = 256


class ScriptRefused(Exception):
    """A script task reached at run time (deploy refuses them; this is the second lock)."""


class SafeScriptEngine(PythonScriptEngine):  # type: ignore[misc]
    """Spiff's script engine interface over the safe expression language."""

    def __init__(self) -> None:
        super().__init__(environment=None)

    def validate(self, expression: str) -> None:
        expressions.parse(expression)

    def evaluate(self, task: Task, expression: str, external_context: Any = None) -> Any:
        context = dict(task.data)
        context.update(mi_counters(task))
        if external_context:
            context.update(external_context)
        return expressions.evaluate(expression, context)

    def execute(self, task: Task, script: str, external_context: Any = None) -> Any:
        raise ScriptRefused("script tasks are not allowed")

    def call_service(self, task: Task, **kwargs: Any) -> Any:
        raise ScriptRefused("service tasks are not allowed")


def mi_counters(task: Task) -> dict[str, int]:
    """nrOfInstances / nrOfCompletedInstances / nrOfActiveInstances of the MI node `task` belongs to."""
    parent = task.parent
    if parent is None or not isinstance(parent.task_spec, MultiInstanceTask):
        return {}
    instances = [c for c in parent.children if c.task_spec.name == parent.task_spec.task_spec]
    live = [c for c in instances if not c.has_state(TaskState.CANCELLED)]
    done = len(parent.internal_data.get("merged", []))
    return {
        "nrOfInstances": len(live),
        "nrOfCompletedInstances": done,
        "nrOfActiveInstances": len(live) - done,
    }


SAFE_ENGINE = SafeScriptEngine()


class _StateOnlyConverter(BpmnWorkflowConverter):  # type: ignore[misc]
    """The workflow without its spec; the spec object is handed in at load."""

    def to_dict(self, workflow: BpmnWorkflow) -> dict[str, Any]:
        dct: dict[str, Any] = super().to_dict(workflow)
        dct.pop("spec", None)
        dct.pop("subprocess_specs", None)
        return dct

    def from_dict(self, dct: dict[str, Any]) -> BpmnWorkflow:
        spec = dct.pop("spec")
        workflow = self.target_class(spec, {}, script_engine=SAFE_ENGINE, deserializing=True)
        workflow.tasks = self.mapping_from_dict(dct["tasks"], UUID, workflow=workflow)
        workflow.task_tree = workflow.tasks.get(UUID(dct["root"]))
        self.set_default_attributes(workflow, dct)
        self.subprocesses_from_dict(dct["subprocesses"], workflow)
        workflow.bpmn_events = self.registry.restore(dct.pop("bpmn_events", []))
        return workflow


_CONFIG = {**DEFAULT_CONFIG, BpmnWorkflow: _StateOnlyConverter}
_REGISTRY = BpmnWorkflowSerializer.configure(_CONFIG)
_SERIALIZER = BpmnWorkflowSerializer(_REGISTRY)
_SPEC_REGISTRY = BpmnWorkflowSerializer.configure(DEFAULT_CONFIG)


def spec_to_json(spec: BpmnProcessSpec) -> str:
    return json.dumps(_SPEC_REGISTRY.convert(spec), ensure_ascii=False)


class _SpecCache:
    """Deserialised specs by definition id (definitions are immutable, so entries never go stale)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.items: OrderedDict[int, BpmnProcessSpec] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, definition_id: int, spec_json: str) -> BpmnProcessSpec:
        with self.lock:
            found = self.items.get(definition_id)
            if found is not None:
                self.items.move_to_end(definition_id)
                return found
        spec: BpmnProcessSpec = _SPEC_REGISTRY.restore(json.loads(spec_json))
        with self.lock:
            self.items[definition_id] = spec
            while len(self.items) > self.size:
                self.items.popitem(last=False)
        return spec


SPECS = _SpecCache(SPEC_CACHE_SIZE)


def new_workflow(spec: BpmnProcessSpec) -> BpmnWorkflow:
    return BpmnWorkflow(spec, script_engine=SAFE_ENGINE)


def save(workflow: BpmnWorkflow) -> str:
    """The instance's state as JSON text (no spec)."""
    _REGISTRY._encoder_mode = True
    try:
        dct = _SERIALIZER.to_dict(workflow)
    finally:
        _REGISTRY._encoder_mode = False
    dct[_SERIALIZER.VERSION_KEY] = _SERIALIZER.VERSION
    return json.dumps(dct, ensure_ascii=False, separators=(",", ":"))


def load(state: str, spec: BpmnProcessSpec) -> BpmnWorkflow:
    dct = json.loads(state)
    _SERIALIZER.migrate(dct)
    dct["spec"] = spec
    workflow: BpmnWorkflow = _SERIALIZER.from_dict(dct)
    workflow.script_engine = SAFE_ENGINE
    return workflow
