"""流程定义: read views of the deployed versions, suspension, deletion.

A suspended definition cannot start, and tasks of its running instances refuse actions; a definition
with running instances cannot be deleted (terminate them first)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import defer

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.repository import AnySelect
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.workflow.definition.schemas import (
    DefinitionDetail,
    DefinitionOut,
    DefinitionQuery,
    NodeOut,
)
from sitesafe.modules.workflow.models import INSTANCE_RUNNING, BpmDefinition, BpmInstance, BpmModel

DEFINITION = Resource(
    name="flwDefinition",
    title="流程定义",
    model=BpmDefinition,
    out=DefinitionOut,
    not_found=ErrorCode.WF_DEFINITION_NOT_EXIST,
    query=DefinitionQuery,
    filters=(Like("name"), Eq("key"), Eq("category_id"), Eq("suspended")),
    sortable={"name": "name", "key": "key", "version": "version", "deployTime": "deploy_time"},
    default_order=("key", "-version"),
    actions=frozenset({"page", "list", "detail", "delete"}),
)


def detail_of(row: BpmDefinition) -> DefinitionDetail:
    base = dict(DefinitionOut.model_validate(row))  # values as they are: model_dump would format the times
    return DefinitionDetail(
        **base,
        bpmn_xml=row.bpmn_xml,
        node_config=json.loads(row.node_config),
        process_config=json.loads(row.process_config),
        flow_index=json.loads(row.flow_index),
        form_snapshot=row.form_snapshot,
    )


class DefinitionService(CrudService):
    def base_select(self, act: Act) -> AnySelect:
        return select(BpmDefinition).options(
            defer(BpmDefinition.bpmn_xml), defer(BpmDefinition.spec_json), defer(BpmDefinition.form_snapshot)
        )

    def detail_out(self, act: Act, row: BpmDefinition) -> BaseModel:
        return detail_of(row)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        running = select(BpmInstance.id).where(
            BpmInstance.definition_id.in_(ids), BpmInstance.status == INSTANCE_RUNNING
        )
        if act.db.execute(running.limit(1)).first() is not None:
            raise AppError(ErrorCode.WF_DEFINITION_HAS_RUNNING)

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        for key in {r.key for r in rows}:
            _refresh_model_version(act, key)

    def versions(self, act: Act, row_id: int | None, key: str | None) -> list[DefinitionOut]:
        if row_id is not None:
            key = self.readable(act, row_id).key
        if not key:
            raise AppError(ErrorCode.PARAM_ERROR, message="请指定流程定义")
        rows = act.db.execute(
            self.base_select(act)
            .where(BpmDefinition.key == key, live(BpmDefinition))
            .order_by(BpmDefinition.version.desc())
        ).scalars()
        return [DefinitionOut.model_validate(r) for r in rows]

    def set_suspended(self, act: Act, row_id: int, suspended: bool) -> None:
        row: BpmDefinition = self.writable(act, row_id, "edit")
        row.suspended = suspended
        row.update_time = act.ctx.clock.now()
        act.commit()

    def nodes(self, act: Act, row_id: int) -> list[NodeOut]:
        row: BpmDefinition = self.readable(act, row_id)
        config = json.loads(row.node_config)
        tasks = json.loads(row.process_config).get("userTasks", [])
        return [NodeOut(id=t["id"], name=t["name"], config=config.get(t["id"], {})) for t in tasks]


def _refresh_model_version(act: Act, key: str) -> None:
    newest = act.db.execute(
        select(BpmDefinition.version)
        .where(BpmDefinition.key == key, live(BpmDefinition))
        .order_by(BpmDefinition.version.desc())
        .limit(1)
    ).scalar()
    for model in act.db.execute(select(BpmModel).where(BpmModel.key == key)).scalars():
        model.deployed_version = newest


def startable(act: Act, key: str) -> BpmDefinition:
    """The newest live version of `key`, refused when missing or suspended."""
    row = act.db.execute(
        select(BpmDefinition)
        .where(BpmDefinition.key == key, live(BpmDefinition))
        .order_by(BpmDefinition.version.desc())
        .limit(1)
    ).scalar_one_or_none()
    if row is None:
        raise AppError(ErrorCode.WF_DEFINITION_NOT_EXIST)
    if row.suspended:
        raise AppError(ErrorCode.WF_DEFINITION_IS_SUSPENDED)
    return row


service = DefinitionService(DEFINITION)
