"""流程表单: codes unique; copy; a form bound to a live model cannot be deleted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import defer

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import STATUS_NORMAL, live
from sitesafe.crud.repository import AnySelect
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.workflow.form.schemas import (
    FlwFormAdd,
    FlwFormDetail,
    FlwFormEdit,
    FlwFormOut,
    FlwFormQuery,
)
from sitesafe.modules.workflow.models import BpmForm, BpmModel

FORM = Resource(
    name="flwForm",
    title="流程表单",
    model=BpmForm,
    out=FlwFormOut,
    add=FlwFormAdd,
    edit=FlwFormEdit,
    not_found=ErrorCode.WF_FORM_NOT_EXIST,
    query=FlwFormQuery,
    filters=(Like("name"), Eq("category_id")),
    sortable={"name": "name", "sort": "sort", "createTime": "create_time", "updateTime": "update_time"},
    default_order=("sort", "-id"),
    uniques=(Unique("code", ErrorCode.WF_FORM_CODE_REPEAT),),
)


class FlwFormService(CrudService):
    def base_select(self, act: Act) -> AnySelect:
        return super().base_select(act).options(defer(BpmForm.design))

    def detail_out(self, act: Act, row: BpmForm) -> BaseModel:
        return FlwFormDetail.model_validate(row)

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        used = select(BpmModel.id).where(BpmModel.form_id.in_(ids), live(BpmModel))
        if act.db.execute(used.limit(1)).first() is not None:
            raise AppError(ErrorCode.WF_FORM_IN_USE)

    def copy(self, act: Act, row_id: int) -> BpmForm:
        """A new form with the design of `row_id`: name “…-副本”, a free code."""
        source: BpmForm = self.readable(act, row_id)
        taken = {
            r[0]
            for r in act.db.execute(
                select(BpmForm.code).where(BpmForm.code.like(f"{source.code[:40]}%"), live(BpmForm))
            )
        }
        n = 1
        while f"{source.code[:40]}_copy{n}" in taken:
            n += 1
        row = BpmForm(
            id=new_id(),
            name=f"{source.name[:95]}-副本",
            code=f"{source.code[:40]}_copy{n}",
            category_id=source.category_id,
            design=source.design,
            remark=source.remark,
            sort=source.sort,
            status=STATUS_NORMAL,
        )
        act.db.add(row)
        act.commit()
        return row


service = FlwFormService(FORM)
