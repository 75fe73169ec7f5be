"""流程脚本: the content must parse in the safe expression language; `test` evaluates it."""

from __future__ import annotations

from sitesafe.core.errors import ErrorCode
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.workflow.engine import expressions
from sitesafe.modules.workflow.models import BpmScript
from sitesafe.modules.workflow.script.schemas import (
    ScriptAdd,
    ScriptEdit,
    ScriptOut,
    ScriptQuery,
    ScriptTestBody,
    ScriptTestResult,
)

SCRIPT = Resource(
    name="flwScript",
    title="流程脚本",
    model=BpmScript,
    out=ScriptOut,
    add=ScriptAdd,
    edit=ScriptEdit,
    not_found=ErrorCode.WF_SCRIPT_NOT_EXIST,
    query=ScriptQuery,
    filters=(Like("name"), Eq("type")),
    sortable={"name": "name", "createTime": "create_time"},
    default_order=("-id",),
)


def run_test(body: ScriptTestBody) -> ScriptTestResult:
    """Evaluates without touching anything; a refused or failing expression is a result, not an error."""
    try:
        names = sorted(expressions.variables(body.content))
        return ScriptTestResult(
            ok=True, result=expressions.evaluate(body.content, body.variables), variables=names
        )
    except expressions.ExpressionError as exc:
        return ScriptTestResult(ok=False, message=exc.message)


service = CrudService(SCRIPT)
