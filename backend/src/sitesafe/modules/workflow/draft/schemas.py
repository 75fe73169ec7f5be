"""草稿: start-form values kept before an application is submitted."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class DraftQuery(CamelModel):
    search_key: str | None = Field(None, max_length=100, title="标题")
    model_key: str | None = Field(None, max_length=64, title="流程")


class DraftSave(CamelModel):
    id: IdStr | None = Field(None, title="草稿")
    model_key: str | None = Field(None, max_length=64, title="流程")
    shortcut_id: IdStr | None = Field(None, title="快捷入口")
    title: str | None = Field(None, max_length=200, title="标题")
    form_values: dict[str, Any] = Field(default_factory=dict, title="表单数据")


class DraftDelete(CamelModel):
    id: IdStr | None = Field(None, title="草稿")
    ids: list[IdStr] = Field(default_factory=list, max_length=1000, title="草稿")


class DraftOut(CamelModel):
    id: IdStr
    model_key: str
    shortcut_id: IdStr | None = None
    title: str | None = None
    name: str | None = None
    form_values: dict[str, Any] = Field(default_factory=dict)
    create_time: DateTimeStr
    update_time: DateTimeStr
