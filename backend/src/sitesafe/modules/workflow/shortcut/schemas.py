from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, field_validator

from sitesafe.core.schema import CamelModel, IdStr
from sitesafe.crud.schemas import AuditOut, EditBase, Text


class Scope(CamelModel):
    """Who may start: everyone, or the named users / roles / organisations."""

    type: Literal["all", "user", "role", "org"] = Field("all", title="发起范围")
    ids: list[IdStr] = Field(default_factory=list, max_length=500, title="发起范围")


def _scope_text(value: Any) -> Any:
    if isinstance(value, Scope):
        return value.model_dump_json()
    if isinstance(value, dict):
        scope = Scope.model_validate(value)
        if scope.type != "all" and not scope.ids:
            raise ValueError("请选择可发起的人员范围")
        return json.dumps({"type": scope.type, "ids": [str(i) for i in scope.ids]})
    raise ValueError("发起范围格式不正确")


ScopeText = Annotated[str, BeforeValidator(_scope_text)]


class ShortcutOut(AuditOut):
    name: str
    model_key: str
    category_id: IdStr | None = None
    icon: str | None = None
    color: str | None = None
    scope: dict[str, Any]
    sort: int
    remark: str | None = None
    status: int

    @field_validator("scope", mode="before")
    @classmethod
    def _parse(cls, value: Any) -> Any:
        return json.loads(value) if isinstance(value, str) else value


class StartableOut(ShortcutOut):
    definition_id: IdStr
    definition_name: str
    definition_version: int
    form_id: IdStr | None = None


class ShortcutQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="入口名称")
    category_id: IdStr | None = Field(None, title="流程分类")


class ShortcutAdd(CamelModel):
    name: Text = Field(min_length=1, max_length=100, title="入口名称")
    model_key: Text = Field(min_length=1, max_length=64, title="流程")
    category_id: IdStr | None = Field(None, title="流程分类")
    icon: Text | None = Field(None, max_length=100, title="图标")
    color: Text | None = Field(None, max_length=20, title="颜色")
    scope: ScopeText = Field('{"type": "all", "ids": []}', title="发起范围")
    sort: int = Field(100, ge=0, le=1_000_000, title="排序")
    remark: Text | None = Field(None, max_length=255, title="备注")


class ShortcutEdit(ShortcutAdd, EditBase):
    pass
