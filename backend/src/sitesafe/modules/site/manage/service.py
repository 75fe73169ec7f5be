"""`ManageService`: the CRUD service of a management module, with its approval through the workflow."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy.orm import Session

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud.context import Act
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.site.manage import files, flow
from sitesafe.modules.site.manage import models as m
from sitesafe.modules.site.manage.schemas import ApprovalRowExtra, ApproveDoc, FlowOut, RejectDoc, SubmitDoc
from sitesafe.modules.workflow import api as workflow


class ManageService(CrudService):
    """Subclass it for a management module; `process_key` names the module's BPMN process."""

    skip_fields = frozenset({"ext_values"})
    # photo / attachment columns: the body's list of file ids, stored as ",id,id," (manage/files.py)
    file_fields: tuple[str, ...] = ()

    def __init__(self, resource: Resource, process_key: str) -> None:
        super().__init__(resource)
        self.process_key = process_key
        self.name = resource.name
        self.skip_fields = frozenset({*type(self).skip_fields, "ext_values", *self.file_fields})
        for name in self.file_fields:  # whoever reads the record reads its files
            files.declare(getattr(self.model, name), self, f"{self.name}:detail", f"{self.name}:page")

    # ----- hooks for modules -------------------------------------------------------------------

    def check_submit(self, act: Act, row: Any) -> None:
        """Raise to refuse a submit (fields a draft may lack but an approval needs)."""

    def on_approved(self, db: Session, row: Any) -> None:
        """The record was approved (inside the approving action's transaction)."""

    def on_rejected(self, db: Session, row: Any) -> None:
        """The record was rejected or its instance terminated."""

    # ----- reads -------------------------------------------------------------------------------

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Any]:
        found = super().conditions(act, query, listing=listing)
        status = getattr(query, "approve_status", None)
        if status:
            found.append(self.model.approve_status == status)
        keyword = getattr(query, "ext_keyword", None)
        if keyword:
            found.append(self.model.ext_values.contains(str(keyword), autoescape=True))
        return found

    def readable(self, act: Act, row_id: int) -> Any:
        """Project members read the record; so do the people its approval reached (approvers, cc)."""
        try:
            return super().readable(act, row_id)
        except AppError as refused:
            if refused.error is not ErrorCode.NO_PERMISSION_OPERATE:
                raise
            if flow.took_part(act.db, self.name, row_id, act.user.user_id):
                return self.repo.get(act.db, row_id)
            raise

    def export_columns(self, act: Act) -> Sequence[ExcelColumn]:
        """The fixed columns, 审批状态, then the extension form's fields."""
        columns = [*super().export_columns(act), ExcelColumn("审批状态", "approve_status", 10, _status_name)]
        design = flow.ext_design(act.db, self.process_key)
        if design is not None:
            for key, label in _labels(design):
                columns.append(ExcelColumn(label, f"ext_values.{key}", 18, _plain))
        return columns

    # ----- writes ------------------------------------------------------------------------------

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        row.approve_status = m.DRAFT
        row.ext_values = flow.checked_ext_values(
            act.db, self.process_key, {}, getattr(body, "ext_values", None)
        )
        for name in self.file_fields:
            setattr(row, name, files.stored(act, getattr(body, name)))

    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        self._require_editable(row)
        if "ext_values" in body.model_fields_set:
            stored = json.loads(row.ext_values or "{}")
            row.ext_values = flow.checked_ext_values(act.db, self.process_key, stored, body.ext_values)
        for name in self.file_fields:
            if name in body.model_fields_set:
                setattr(row, name, files.stored(act, getattr(body, name)))

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        for row in rows:
            self._require_editable(row)

    def _require_editable(self, row: Any) -> None:
        if row.approve_status not in m.EDITABLE:
            raise AppError(ErrorCode.MANAGE_NOT_EDITABLE)

    # ----- approval ----------------------------------------------------------------------------

    def submit(self, act: Act, body: SubmitDoc) -> None:
        row = self.writable(act, body.id, "submit")
        self._require_editable(row)
        if row.create_user is not None and row.create_user != act.user.user_id and not act.user.is_super:
            raise AppError(ErrorCode.MANAGE_NOT_AUTHOR)
        self.check_submit(act, row)
        instance = flow.start(act, row, self.name, self.process_key, body.cc_user_ids, body.comment)
        if instance.status == "running":
            row.approve_status = m.PENDING
            row.approve_time = None
        row.instance_id = instance.id
        row.submit_time = act.ctx.clock.now()
        if instance.status != "running":  # a process without approval nodes ends at once
            flow.ended(act.db, instance, self.model, self._ended)
        act.commit()

    def withdraw(self, act: Act, row_id: int) -> None:
        row = self.writable(act, row_id, "withdraw")
        if row.approve_status != m.PENDING or row.instance_id is None:
            raise AppError(ErrorCode.MANAGE_NOT_PENDING)
        workflow.withdraw(act, row.instance_id)

    def approve(self, act: Act, body: ApproveDoc) -> None:
        task = flow.require_task(act, self.readable(act, body.id))
        workflow.approve(act, task.id, body.comment, body.form_values)

    def reject(self, act: Act, body: RejectDoc) -> None:
        task = flow.require_task(act, self.readable(act, body.id))
        workflow.reject(act, task.id, body.comment)

    def flow(self, act: Act, row_id: int) -> FlowOut:
        return flow.view(act, self.readable(act, row_id), self.name)

    def ext_form(self, act: Act) -> dict[str, Any] | None:
        return flow.ext_design(act.db, self.process_key)

    def _ended(self, db: Session, row: Any, instance: workflow.BpmInstance) -> None:
        if row.approve_status == m.APPROVED:
            self.on_approved(db, row)
        elif row.approve_status == m.REJECTED:
            self.on_rejected(db, row)

    def listen(self) -> None:
        """Registers the end listener of this module's instances (the router factory calls it)."""
        workflow.on_end(self.name, lambda db, instance: flow.ended(db, instance, self.model, self._ended))

    # ----- 审批列表 / 抄送列表 ---------------------------------------------------------------------

    def approval_page(self, act: Act, query: Any, params: PageParams) -> PageResult[BaseModel]:
        """Records waiting for the caller's approval (any of the caller's projects)."""
        found = workflow.todo_of(act.db, act.user.user_id, self.name)
        return self._page_of(
            act, query, params, found, lambda extra: ApprovalRowExtra(task_id=extra[0], node_name=extra[1])
        )

    def cc_page(self, act: Act, query: Any, params: PageParams) -> PageResult[BaseModel]:
        """Records whose approval was copied to the caller (read-only)."""
        found = workflow.ccs_of(act.db, act.user.user_id, self.name)
        return self._page_of(act, query, params, found, lambda time: ApprovalRowExtra(cc_time=time))

    def _page_of(
        self, act: Act, query: Any, params: PageParams, found: dict[int, Any], extra: Any
    ) -> PageResult[BaseModel]:
        if not found:
            return page_result([], 0, params)
        conditions = [
            *self.repo.live(),
            *self.repo.filtered(query, self.resource.filters),
            self.model.id.in_(list(found)),
        ]
        status = getattr(query, "approve_status", None)
        if status:
            conditions.append(self.model.approve_status == status)
        rows, total = self.repo.page(act.db, self.base_select(act), conditions, params)
        items = self.to_out(act, rows)
        out: list[BaseModel] = []
        for row, item in zip(rows, items, strict=True):
            data = item.model_dump(mode="json", by_alias=True)
            data.update(extra(found[row[0].id]).model_dump(mode="json", by_alias=True, exclude_none=True))
            out.append(_Row.model_validate(data))
        return page_result(out, total.rows, params, approx=total.approx)


class _Row(BaseModel):
    """A row of the module plus the list's extra keys (already serialised)."""

    model_config = {"extra": "allow"}


def _status_name(value: Any) -> str:
    return m.STATUS_NAMES.get(str(value), str(value))


def _plain(value: Any) -> Any:
    if isinstance(value, list | dict):
        return json.dumps(value, ensure_ascii=False)
    return value


def _labels(design: dict[str, Any]) -> list[tuple[str, str]]:
    keys = workflow.field_keys(design)
    found: list[tuple[str, str]] = []

    def walk(items: Any) -> None:
        if isinstance(items, list):
            for item in items:
                walk(item)
        elif isinstance(items, dict):
            model = items.get("model")
            if isinstance(model, str) and model in keys and items.get("label"):
                found.append((model, str(items["label"])))
            for value in items.values():
                if isinstance(value, list | dict):
                    walk(value)

    walk(design.get("list", []))
    seen: set[str] = set()
    return [(k, label) for k, label in found if not (k in seen or seen.add(k))]
