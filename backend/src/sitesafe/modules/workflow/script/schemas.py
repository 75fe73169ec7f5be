from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from sitesafe.core.schema import CamelModel
from sitesafe.crud.schemas import AuditOut, EditBase, Text
from sitesafe.modules.workflow.engine import expressions


def _expression(value: str) -> str:
    try:
        expressions.parse(value)
    except expressions.ExpressionError as exc:
        raise ValueError(exc.message) from None
    return value


Expression = Annotated[Text, AfterValidator(_expression)]


class ScriptOut(AuditOut):
    name: str
    type: str
    content: str
    remark: str | None = None
    status: int


class ScriptQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="脚本名称")
    type: Literal["condition", "listener"] | None = Field(None, title="脚本类型")


class ScriptAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="脚本名称")
    type: Literal["condition", "listener"] = Field(title="脚本类型")
    content: Expression = Field(min_length=1, max_length=expressions.MAX_LENGTH, title="脚本内容")
    remark: Text | None = Field(None, max_length=255, title="备注")


class ScriptEdit(ScriptAdd, EditBase):
    pass


class ScriptTestBody(CamelModel):
    content: str = Field(max_length=expressions.MAX_LENGTH, title="脚本内容")
    variables: dict[str, Any] = Field(default_factory=dict, title="变量")


class ScriptTestResult(CamelModel):
    ok: bool
    result: Any = None
    message: str | None = None
    variables: list[str] = Field(default_factory=list)
