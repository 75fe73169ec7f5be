from __future__ import annotations

from typing import Any

from pydantic import Field

from sitesafe.core.schema import CamelModel, DateTimeStr, IdStr


class DefinitionOut(CamelModel):
    id: IdStr
    model_id: IdStr
    key: str
    name: str
    category_id: IdStr | None = None
    version: int
    form_id: IdStr | None = None
    form_version: int | None = None
    suspended: bool
    status: int
    deploy_time: DateTimeStr
    deploy_user: IdStr | None = None
    update_time: DateTimeStr | None = None


class DefinitionDetail(DefinitionOut):
    bpmn_xml: str
    node_config: dict[str, Any]
    process_config: dict[str, Any]
    flow_index: dict[str, str]
    form_snapshot: str | None = None


class DefinitionQuery(CamelModel):
    name: str | None = Field(None, max_length=100, title="流程名称")
    key: str | None = Field(None, max_length=64, title="流程标识")
    category_id: IdStr | None = Field(None, title="流程分类")
    suspended: bool | None = Field(None, title="是否挂起")


class VersionsQuery(CamelModel):
    id: IdStr | None = Field(None, title="主键")
    key: str | None = Field(None, max_length=64, title="流程标识")


class NodeOut(CamelModel):
    id: str
    name: str
    config: dict[str, Any]
