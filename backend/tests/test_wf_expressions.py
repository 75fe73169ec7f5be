"""The safe expression language and the engine's script engine: conditions evaluate, Python does not."""

from __future__ import annotations

import pytest
from SpiffWorkflow.util.task import TaskState

from sitesafe.modules.workflow.engine import expressions, parser, serializer
from sitesafe.modules.workflow.engine.expressions import ExpressionError, evaluate


@pytest.mark.parametrize(
    ("text", "context", "expected"),
    [
        ("days > 3", {"days": 5}, True),
        ("days > 3 and type in ['年假', '事假']", {"days": 4, "type": "病假"}, False),
        ("not (a or b)", {"a": False, "b": False}, True),
        ("x * 2 + y // 3 - z % 2", {"x": 2, "y": 7, "z": 3}, 5),
        ("amount / 2 >= 1.5", {"amount": 3}, True),
        ("1 < n <= 3", {"n": 3}, True),
        ("len(reason) > 3 and contains(tags, 'a')", {"reason": "事由较长", "tags": ["a"]}, True),
        ("form['days'] if ok else 0", {"form": {"days": 2}, "ok": True}, 2),
        ("{'next': 'hr'}", {}, {"next": "hr"}),
        ("empty(x) or x == null", {"x": None}, True),
        ("round(max(a, b) * 1.25, 1)", {"a": 1, "b": 2}, 2.5),
        ("'前' + name", {"name": "缀"}, "前缀"),
    ],
)
def test_expressions_evaluate(text: str, context: dict[str, object], expected: object) -> None:
    assert evaluate(text, context) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("__import__('os').system('id')", "不支持的函数"),
        ("open('/etc/passwd')", "不支持的函数"),
        ("x.__class__", "属性访问"),
        ("(1).real", "属性访问"),
        ("2 ** 100000", "乘方"),
        ("[c for c in 'abc']", "推导式"),
        ("(lambda: 1)()", "不支持的函数"),
        ("'a' * 100000000", "乘法只能用于数字"),
        ("__builtins__", "下划线"),
        ("f'{x}'", "f 字符串"),
        ("x := 1", "语法错误"),
        ("", "不能为空"),
        ("days >", "语法错误"),
        ("nope > 1", "变量未定义：nope"),
        ("1 / 0", "除数为 0"),
    ],
)
def test_expressions_refuse(text: str, message: str) -> None:
    with pytest.raises(ExpressionError) as caught:
        evaluate(text, {"x": 1})
    assert message in caught.value.message


def test_variables_lists_only_the_names_read() -> None:
    assert expressions.variables("len(reason) > 3 and days >= limit or true") == {"reason", "days", "limit"}


def test_growth_is_bounded() -> None:
    with pytest.raises(ExpressionError, match="过于复杂"):
        evaluate("+".join(["s"] * 250), {"s": "x"})
    with pytest.raises(ExpressionError, match="过长"):
        evaluate("+".join(["s"] * 60), {"s": "x" * 200})


XML = """<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="s" />
    <bpmn:exclusiveGateway id="g" default="f3" />
    <bpmn:endEvent id="a" />
    <bpmn:endEvent id="b" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="g" />
    <bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="a">
      <bpmn:conditionExpression>{condition}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f3" sourceRef="g" targetRef="b" />
  </bpmn:process>
</bpmn:definitions>"""


def _compile(condition: str) -> parser.Compiled:
    return parser.compile_bpmn(XML.replace("{condition}", condition), lambda _: None, lambda _: None)


def test_engine_conditions_run_through_the_safe_language() -> None:
    compiled = _compile("n &gt; 1")
    spec = serializer.SPECS.get(-1, serializer.spec_to_json(compiled.spec))
    for n, end in ((2, "a"), (0, "b")):
        wf = serializer.new_workflow(spec)
        for task in wf.get_tasks():
            task.data["n"] = n
        wf.do_engine_steps()
        finished = {t.task_spec.bpmn_id for t in wf.get_tasks(state=TaskState.COMPLETED)}
        assert wf.is_completed() and end in finished
        reloaded = serializer.load(serializer.save(wf), spec)
        assert reloaded.script_engine is serializer.SAFE_ENGINE and reloaded.is_completed()


def test_python_in_a_condition_is_refused_at_deploy() -> None:
    with pytest.raises(parser.DeployError, match="条件无效"):
        _compile("__import__('os').getcwd() == ''")


def test_the_script_engine_never_executes() -> None:
    compiled = _compile("true")
    wf = serializer.new_workflow(compiled.spec)
    with pytest.raises(serializer.ScriptRefused):
        serializer.SAFE_ENGINE.execute(wf.get_tasks()[0], "import os")
