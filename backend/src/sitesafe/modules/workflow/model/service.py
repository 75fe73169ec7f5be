"""流程模型: keys unique; the key is fixed once deployed; saveXml keeps a well-formed diagram; deploy
compiles it (engine/parser.py refusals) into the next definition version with the form frozen."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from pydantic import BaseModel
from sqlalchemy import func, select
from sqlalchemy.orm import Session, defer

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import STATUS_DELETED, STATUS_NORMAL
from sitesafe.crud.repository import AnySelect
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.form.js.values import ScriptError
from sitesafe.modules.form.tree import DesignError
from sitesafe.modules.workflow.engine import parser, serializer
from sitesafe.modules.workflow.form.values import field_keys, load_design
from sitesafe.modules.workflow.model.blank import blank_xml
from sitesafe.modules.workflow.model.schemas import ModelAdd, ModelDetail, ModelEdit, ModelOut, ModelQuery
from sitesafe.modules.workflow.models import BpmCategory, BpmDefinition, BpmForm, BpmModel, BpmScript

MODEL = Resource(
    name="flwModel",
    title="流程模型",
    model=BpmModel,
    out=ModelOut,
    add=ModelAdd,
    edit=ModelEdit,
    not_found=ErrorCode.WF_MODEL_NOT_EXIST,
    query=ModelQuery,
    filters=(Like("name"), Like("key"), Eq("category_id")),
    sortable={"name": "name", "key": "key", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "-id"),
    uniques=(Unique("key", ErrorCode.WF_MODEL_KEY_REPEAT),),
)


def _live_form(db: Session, form_id: int | None) -> BpmForm | None:
    if form_id is None:
        return None
    form = db.get(BpmForm, form_id)
    return form if form is not None and form.status != STATUS_DELETED else None


class ModelService(CrudService):
    def base_select(self, act: Act) -> AnySelect:
        return (
            select(BpmModel, BpmCategory.name)
            .outerjoin(BpmCategory, BpmCategory.id == BpmModel.category_id)
            .options(defer(BpmModel.bpmn_xml))
        )

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        out: list[BaseModel] = []
        for row in rows:
            item = ModelOut.model_validate(row[0])
            item.category_name = row[1]
            out.append(item)
        return out

    def detail_out(self, act: Act, row: BpmModel) -> BaseModel:
        item = ModelDetail.model_validate(row)
        if row.category_id is not None:
            category = act.db.get(BpmCategory, row.category_id)
            item.category_name = category.name if category is not None else None
        return item

    def check(self, act: Act, row: BpmModel, action: str) -> None:
        if row.category_id is not None and act.db.get(BpmCategory, row.category_id) is None:
            raise AppError(ErrorCode.WF_CATEGORY_NOT_EXIST)
        if row.form_id is not None and _live_form(act.db, row.form_id) is None:
            raise AppError(ErrorCode.WF_FORM_NOT_EXIST)

    def before_add(self, act: Act, body: ModelAdd, row: BpmModel) -> None:
        row.bpmn_xml = blank_xml(body.key, body.name)

    def before_edit(self, act: Act, body: ModelEdit, row: BpmModel) -> None:
        if row.deployed_version is not None and body.key != row.key:
            raise AppError(ErrorCode.PARAM_ERROR, message="流程已部署，流程标识不能修改")

    def save_xml(self, act: Act, row_id: int, xml: str) -> None:
        row: BpmModel = self.writable(act, row_id, "edit")
        try:
            parser.read_xml(xml)
        except parser.DeployError as exc:
            raise AppError(ErrorCode.PARAM_ERROR, message=str(exc)) from None
        row.bpmn_xml = xml
        act.commit()

    def deploy(self, act: Act, row_id: int) -> BpmDefinition:
        """A new definition version of the model, or the refusal naming what to fix."""
        row: BpmModel = self.writable(act, row_id, "edit")
        definition = deploy_model(act.db, row, act.user.user_id, act.ctx.clock.now())
        act.commit()
        return definition


service = ModelService(MODEL)


def deploy_model(db: Session, row: BpmModel, actor_id: int | None, now: datetime) -> BpmDefinition:
    """Compiles the model's diagram into its next definition version (not committed)."""
    if not row.bpmn_xml:
        raise AppError(ErrorCode.WF_MODEL_XML_EMPTY)
    forms: dict[str, BpmForm] = {}

    def fields_of(form_id: str) -> set[str] | None:
        form = _live_form(db, int(form_id))
        if form is None:
            return None
        try:
            keys = field_keys(load_design(form.design))
        except (DesignError, ScriptError, ValueError):
            return None
        forms[form_id] = form
        return keys

    def script_of(script_id: str) -> tuple[str, str] | None:
        script = db.get(BpmScript, int(script_id))
        if script is None or script.status != STATUS_NORMAL:
            return None
        return script.type, script.content

    default_form = str(row.form_id) if row.form_id is not None else None
    try:
        compiled = parser.compile_bpmn(row.bpmn_xml, script_of, fields_of, default_form)
    except parser.DeployError as exc:
        raise AppError(ErrorCode.WF_DEPLOY_REFUSED, reason=str(exc)) from None
    bound = forms.get(compiled.process_config["formId"] or "")
    latest = db.execute(select(func.max(BpmDefinition.version)).where(BpmDefinition.key == row.key))
    version = (latest.scalar() or 0) + 1
    definition = BpmDefinition(
        id=new_id(),
        model_id=row.id,
        key=row.key,
        name=row.name,
        category_id=row.category_id,
        version=version,
        bpmn_xml=row.bpmn_xml,
        spec_json=serializer.spec_to_json(compiled.spec),
        node_config=json.dumps(compiled.node_config, ensure_ascii=False),
        flow_index=json.dumps(compiled.flow_index, ensure_ascii=False),
        process_config=json.dumps(compiled.process_config, ensure_ascii=False),
        form_id=bound.id if bound else None,
        form_version=bound.version if bound else None,
        form_snapshot=bound.design if bound else None,
        suspended=False,
        status=STATUS_NORMAL,
        deploy_time=now,
        deploy_user=actor_id,
    )
    db.add(definition)
    row.deployed_version, row.deploy_time = version, now
    return definition
