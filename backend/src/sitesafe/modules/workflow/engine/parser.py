"""Deploy-time reading of a bpmn-js diagram: parse safely, refuse what we do not run, normalise the node
configs, rewrite 会签/或签/比例 and conditions into what SpiffWorkflow executes, and build its spec.

What is refused: XML that does not parse or fails the BPMN schema, script/service/other tasks and events
we do not run, a user task without an assignee rule, a field permission naming a field the form lacks, a
condition that is not a valid safe expression or names an unknown script."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lxml import etree
from SpiffWorkflow.bpmn.parser import BpmnParser, BpmnValidator
from SpiffWorkflow.bpmn.parser.ValidationException import ValidationException
from SpiffWorkflow.bpmn.specs.bpmn_process_spec import BpmnProcessSpec
from SpiffWorkflow.exceptions import SpiffWorkflowException

from sitesafe.modules.workflow.engine import config, expressions
from sitesafe.modules.workflow.engine.config import ConfigError

BPMN_NS = "http://www.omg.org/spec/BPMN/20100524/MODEL"
WF_NS = "http://sitesafe.cn/schema/bpmn/wf"
SCRIPT_LANGUAGE = "wf:script"
MAX_XML_BYTES = 2 * 1024 * 1024
# Counters the completion rules and MI conditions read (see serializer.SafeScriptEngine).
MI_VARIABLES = {"nrOfInstances", "nrOfCompletedInstances", "nrOfActiveInstances"}

ALLOWED = {
    "startEvent", "endEvent", "userTask", "task", "manualTask", "exclusiveGateway", "parallelGateway",
    "inclusiveGateway", "sequenceFlow", "intermediateThrowEvent", "extensionElements", "documentation",
    "laneSet", "textAnnotation", "association", "group",
}  # fmt: skip
NAMES = {
    "scriptTask": "脚本任务", "serviceTask": "服务任务", "sendTask": "发送任务", "receiveTask": "接收任务",
    "businessRuleTask": "业务规则任务", "callActivity": "调用活动", "subProcess": "子流程",
    "boundaryEvent": "边界事件", "intermediateCatchEvent": "中间捕获事件", "eventBasedGateway": "事件网关",
    "complexGateway": "复杂网关", "transaction": "事务子流程", "adHocSubProcess": "自由子流程",
}  # fmt: skip

ScriptLookup = Callable[[str], tuple[str, str] | None]  # id -> (type, content)
FieldLookup = Callable[[str], set[str] | None]  # formId -> field keys (None: no such form)


class DeployError(ValueError):
    """A refusal at deploy; the message says what to fix, in Chinese."""


@dataclass
class Compiled:
    process_id: str
    name: str
    spec: BpmnProcessSpec
    node_config: dict[str, dict[str, Any]]
    process_config: dict[str, Any]
    flow_index: dict[str, str]
    user_tasks: list[dict[str, str]] = field(default_factory=list)


def _q(tag: str) -> str:
    return f"{{{BPMN_NS}}}{tag}"


def _local(el: Any) -> str:
    return etree.QName(el).localname if isinstance(el.tag, str) else ""


def read_xml(xml: str) -> Any:
    """The XML tree, parsed without entities, DTDs or network access."""
    data = xml.encode("utf-8") if isinstance(xml, str) else xml
    if len(data) > MAX_XML_BYTES:
        raise DeployError("流程图过大（最多 2MB）")
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        raise DeployError(f"流程图 XML 格式不正确（第 {exc.lineno} 行）") from exc
    if root.tag != _q("definitions"):
        raise DeployError("不是 BPMN 2.0 流程图")
    return root


def _label(el: Any) -> str:
    return f"“{el.get('name') or el.get('id')}”"


def _json_of(el: Any, tag: str) -> Any:
    ext = el.find(_q("extensionElements"))
    found = ext.find(f"{{{WF_NS}}}{tag}") if ext is not None else None
    if found is None or not (found.text or "").strip():
        return None
    try:
        return json.loads(found.text)
    except ValueError as exc:
        raise DeployError(f"节点{_label(el)}的配置不是有效的 JSON") from exc


def _check_elements(process: Any) -> None:
    for el in process:
        name = _local(el)
        if not name or name in ALLOWED:
            for sub in el.iter():
                sub_name = _local(sub)
                if sub_name.endswith("EventDefinition") and sub_name != "terminateEventDefinition":
                    raise DeployError(f"节点{_label(el)}使用了不支持的事件类型")
            continue
        if name == "scriptTask":
            raise DeployError(f"不允许脚本任务（scriptTask）：节点{_label(el)}，请改用流程脚本条件")
        raise DeployError(f"不支持的节点类型“{NAMES.get(name, name)}”：节点{_label(el)}")
    if len(process.findall(_q("startEvent"))) != 1:
        raise DeployError("流程必须有且只有一个开始节点")
    if not process.findall(_q("endEvent")):
        raise DeployError("流程缺少结束节点")


def _var(node_id: str) -> str:
    return re.sub(r"\W", "_", node_id)


def signers_key(node_id: str) -> str:
    """The engine variable holding a multi-instance node's signers (user ids)."""
    return f"wf_signers_{_var(node_id)}"


def _rewrite_multi(task: Any, cfg: dict[str, Any]) -> None:
    """会签/或签/比例/依次 as standard MI XML, one signer (user id) per instance."""
    for old in task.findall(_q("multiInstanceLoopCharacteristics")):
        task.remove(old)
    for old in task.findall(_q("standardLoopCharacteristics")):
        task.remove(old)
    mode = cfg["multi"]
    if mode == "none":
        return
    mi = etree.SubElement(task, _q("multiInstanceLoopCharacteristics"))
    mi.set("isSequential", "true" if mode == "sequential" else "false")
    etree.SubElement(mi, _q("loopDataInputRef")).text = signers_key(task.get("id"))
    item = etree.SubElement(mi, _q("inputDataItem"))
    item.set("id", f"wf_signer_{_var(task.get('id'))}")
    item.set("name", item.get("id"))
    rule = {
        "any": "nrOfCompletedInstances >= 1",
        "ratio": f"nrOfCompletedInstances >= nrOfInstances * {cfg.get('ratio')}",
    }
    if mode in rule:
        etree.SubElement(mi, _q("completionCondition")).text = rule[mode]


def _rewrite_condition(flow: Any, scripts: ScriptLookup) -> set[str]:
    cond = flow.find(_q("conditionExpression"))
    if cond is None:
        return set()
    body = (cond.text or "").strip()
    if not body:
        flow.remove(cond)
        return set()
    if cond.get("language") == SCRIPT_LANGUAGE:
        found = scripts(body) if body.isdigit() else None
        if found is None or found[0] != "condition":
            raise DeployError(f"连线{_label(flow)}引用的条件脚本不存在")
        body = found[1]
    try:
        names = expressions.variables(body)
    except expressions.ExpressionError as exc:
        raise DeployError(f"连线{_label(flow)}的条件无效：{exc.message}") from exc
    for attr in list(cond.attrib):
        del cond.attrib[attr]
    cond.text = body
    return names


def compile_bpmn(
    xml: str, scripts: ScriptLookup, form_fields: FieldLookup, default_form_id: str | None = None
) -> Compiled:
    """Check and compile a diagram; raises DeployError with the reason. The process config's form
    defaults to the model's (`default_form_id`)."""
    root = read_xml(xml)
    processes = root.findall(_q("process"))
    if len(processes) != 1:
        raise DeployError("流程图必须包含且只包含一个流程")
    process = processes[0]
    if not re.fullmatch(r"[A-Za-z_][\w.-]{0,63}", process.get("id") or ""):
        raise DeployError("流程标识只能由字母、数字、下划线组成，且以字母开头")
    _check_elements(process)
    try:
        pcfg = config.process_config(_json_of(process, "processConfig"))
    except ConfigError as exc:
        raise DeployError(str(exc)) from exc
    pcfg["formId"] = pcfg["formId"] or default_form_id
    fields = form_fields(pcfg["formId"]) if pcfg["formId"] else None
    if pcfg["formId"] and fields is None:
        raise DeployError("流程配置的表单不存在")
    node_cfg: dict[str, dict[str, Any]] = {}
    user_tasks: list[dict[str, str]] = []
    routing: set[str] = set()
    try:
        start = process.find(_q("startEvent"))
        raw_start = _json_of(start, "nodeConfig") or {}
        node_cfg[start.get("id")] = {
            "start": True,
            "fieldPerms": config.field_perms(raw_start.get("fieldPerms"), f"开始节点{_label(start)}", fields),
        }
        for task in process.findall(_q("userTask")):
            cfg = config.node_config(_json_of(task, "nodeConfig"), f"用户任务{_label(task)}", fields)
            for listener in cfg["listeners"]:
                found = scripts(listener["scriptId"])
                if found is None or found[0] != "listener":
                    raise DeployError(f"用户任务{_label(task)}引用的监听脚本不存在")
                listener["content"] = found[1]
                try:
                    routing |= expressions.variables(found[1])
                except expressions.ExpressionError as exc:
                    raise DeployError(f"用户任务{_label(task)}的监听脚本无效：{exc.message}") from exc
            node_cfg[task.get("id")] = cfg
            user_tasks.append({"id": task.get("id"), "name": task.get("name") or task.get("id")})
            _rewrite_multi(task, cfg)
    except ConfigError as exc:
        raise DeployError(str(exc)) from exc
    flow_index: dict[str, str] = {}
    for flow in process.findall(_q("sequenceFlow")):
        routing |= _rewrite_condition(flow, scripts)
        flow_index[f"{flow.get('sourceRef')}>{flow.get('targetRef')}"] = flow.get("id")
    pcfg["routingFields"] = sorted(routing - MI_VARIABLES)
    pcfg["startNode"] = start.get("id")
    pcfg["userTasks"] = user_tasks
    spec = _spiff_spec(root, process.get("id"))
    return Compiled(
        process.get("id"),
        process.get("name") or process.get("id"),
        spec,
        node_cfg,
        pcfg,
        flow_index,
        user_tasks,
    )


def _spiff_spec(root: Any, process_id: str) -> BpmnProcessSpec:
    try:
        parser = BpmnParser(validator=BpmnValidator())
        parser.add_bpmn_xml(root, filename="model.bpmn")
        return parser.get_spec(process_id)
    except ValidationException as exc:
        where = f"（节点“{exc.name or exc.id}”）" if (exc.name or exc.id) else ""
        raise DeployError(f"流程图不符合 BPMN 规范{where}：{str(exc).splitlines()[0][:200]}") from exc
    except SpiffWorkflowException as exc:
        raise DeployError(f"流程图无法执行：{str(exc).splitlines()[0][:200]}") from exc
