"""The generic operations of a resource and the hooks a resource overrides for its own rules.

Every write runs in one transaction: checks (data scope, project, uniqueness, tree integrity, version)
happen before anything is committed; `Act.after_commit` actions run once it is."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pydantic import BaseModel
from sqlalchemy import select

from sitesafe.core.db import AnyRow
from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.ids import new_id
from sitesafe.core.paging import PageParams, PageResult, page_result
from sitesafe.crud import guards, tree
from sitesafe.crud.batch import ImportBatch
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Condition
from sitesafe.crud.lookups import filled
from sitesafe.crud.model import STATUS_DELETED, STATUS_DISABLED, STATUS_NORMAL, has_column
from sitesafe.crud.repository import AnySelect, Repository
from sitesafe.crud.resource import ExcelColumn, Resource
from sitesafe.crud.schemas import StatusBody

# Attributes a body never writes directly (the machinery or a hook owns them).
PROTECTED = frozenset(
    (
        "id",
        "version",
        "status",
        "pids",
        "project_id",
        "create_time",
        "create_user",
        "update_time",
        "update_user",
    )
)


class FieldError(AppError):
    """A refusal about one field (a uniqueness clash, an unknown reference); imports report the column."""

    def __init__(self, error: ErrorCode, field: str, message: str | None = None) -> None:
        super().__init__(error, message)
        self.field = field


class CrudService:
    # Body fields `apply` leaves alone because a hook handles them (a password to hash, ...).
    skip_fields: frozenset[str] = frozenset()

    def __init__(self, resource: Resource) -> None:
        self.resource = resource
        self.repo = Repository(resource)
        self.model = resource.model

    # ----- reading hooks -----------------------------------------------------------------------

    def base_select(self, act: Act) -> AnySelect:
        """The page/list/export query before conditions; the model entity must come first."""
        return select(self.model)

    def fixed_conditions(self, act: Act) -> list[Condition]:
        """Rows this resource never lists (e.g. super administrators among users)."""
        return []

    def scope_condition(self, act: Act) -> Condition | None:
        """What a non-super user may read: rows whose organisation is in their data scope."""
        column = self.resource.org_column
        if column is None or act.unrestricted:
            return None
        result: Condition = self.repo.column(column).in_(act.scope.org_ids)
        return result

    def outs(self, act: Act, rows: Sequence[Any]) -> list[BaseModel]:
        """Model rows as response items, for pages, lists and details alike, with the resource's declared
        lookups (override to add other related data in one batched query, never one per row)."""
        items = [self.resource.out.model_validate(row) for row in rows]
        return filled(act.db, self.resource.lookups, rows, items)

    def to_out(self, act: Act, rows: Sequence[AnyRow]) -> list[BaseModel]:
        """Rows of `base_select` as response items (override when `base_select` adds columns)."""
        return self.outs(act, [row[0] for row in rows])

    def detail_out(self, act: Act, row: Any) -> BaseModel:
        return self.outs(act, [row])[0]

    # ----- writing hooks -----------------------------------------------------------------------

    def write_scope(self, act: Act, row: Any, action: str) -> Iterable[int | None]:
        """Organisations a write touches; each must be in the caller's data scope."""
        column = self.resource.org_column
        return [getattr(row, column)] if column else []

    def apply(self, act: Act, body: BaseModel, row: Any) -> None:
        """Copies the body's fields that are plain columns of the model onto the row."""
        for name in body.model_fields_set:  # the given fields, as Python values (not serialised)
            if name not in PROTECTED and name not in self.skip_fields and has_column(self.model, name):
                setattr(row, name, getattr(body, name))

    def before_add(self, act: Act, body: Any, row: Any) -> None: ...
    def check(self, act: Act, row: Any, action: str) -> None:
        """Rules on the row as it will be stored (add and edit, after the body is applied)."""

    def after_add(self, act: Act, body: Any, row: Any) -> None: ...
    def before_edit(self, act: Act, body: Any, row: Any) -> None:
        """Runs before the body is applied: `row` still holds the stored values."""

    def after_edit(self, act: Act, body: Any, row: Any) -> None: ...
    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        """`ids` covers `rows` and, for trees, their descendants (a hook may refuse or add)."""

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None: ...
    def before_change_status(self, act: Act, row: Any, status: int) -> None: ...
    def after_change_status(self, act: Act, row: Any) -> None: ...

    def export_columns(self, act: Act) -> Sequence[ExcelColumn]:
        """The exported columns (the declared ones; a resource with user-defined fields adds them)."""
        return self.resource.export_columns

    def import_body(self, act: Act, item: BaseModel, batch: ImportBatch) -> BaseModel:
        """An import row as an add body (same field names by default); `batch` holds the file's rows
        prepared so far (not yet written), for rows that refer to earlier ones."""
        assert self.resource.add is not None
        return self.resource.add.model_validate(item.model_dump())

    def after_import(self, act: Act, body: Any, row: Any) -> None:
        """Runs for each imported row once all are flushed (`after_add` by default); the rows were
        checked before, so a resource may write its related rows here without reading again."""
        self.after_add(act, body, row)

    # ----- conditions --------------------------------------------------------------------------

    def project_conditions(self, act: Act) -> list[Condition]:
        return guards.project_conditions(act, self.model)

    def conditions(self, act: Act, query: Any, *, listing: bool = False) -> list[Condition]:
        r = self.resource
        filters = r.list_filters if listing and r.list_filters is not None else r.filters
        scope = self.scope_condition(act)
        found = [
            *self.repo.live(),
            *self.fixed_conditions(act),
            *self.project_conditions(act),
            *self.repo.filtered(query, filters),
        ]
        return found if scope is None else [*found, scope]

    # ----- reads -------------------------------------------------------------------------------

    def page(self, act: Act, query: Any, params: PageParams) -> PageResult[BaseModel]:
        rows, total = self.repo.page(act.db, self.base_select(act), self.conditions(act, query), params)
        return page_result(self.to_out(act, rows), total.rows, params, approx=total.approx)

    def list_rows(self, act: Act, query: Any) -> list[BaseModel]:
        conditions = self.conditions(act, query, listing=True)
        return self.to_out(act, self.repo.rows(act.db, self.base_select(act), conditions, None))

    def readable(self, act: Act, row_id: int) -> Any:
        """The live row, refusing (1013003) one outside the caller's project or data scope."""
        row = self.repo.get(act.db, row_id)
        if row is None:
            raise AppError(self.resource.not_found)
        limits = [*self.project_conditions(act)]
        scope = self.scope_condition(act)
        if scope is not None:
            limits.append(scope)
        if limits:
            visible = select(self.model.id).where(self.model.id == row_id, *limits)
            if act.db.execute(visible).first() is None:
                raise AppError(ErrorCode.NO_PERMISSION_OPERATE)
        return row

    def detail(self, act: Act, row_id: int) -> BaseModel:
        return self.detail_out(act, self.readable(act, row_id))

    # ----- writes ------------------------------------------------------------------------------

    def check_writable(self, act: Act, row: Any, action: str) -> None:
        act.require_scope(self.write_scope(act, row, action))
        guards.check_project(act, row)

    def writable(self, act: Act, row_id: int, action: str) -> Any:
        """The live row, checked for a write (data scope, project) by a resource's own operations."""
        row = self.repo.get(act.db, row_id)
        if row is None:
            raise AppError(self.resource.not_found)
        self.check_writable(act, row, action)
        return row

    def check_unique(self, act: Act, row: Any, batch: ImportBatch | None = None) -> None:
        values = {column.key: getattr(row, column.key) for column in self.model.__table__.c}
        for rule in self.resource.uniques:
            if self.repo.clashes(act.db, rule, values, row.id) or (batch and batch.clashes(rule, values)):
                raise FieldError(rule.error, rule.field, rule.message)

    def add_row(self, act: Act, body: Any) -> Any:
        """Adds without committing."""
        row = self.prepare_row(act, body)
        act.db.add(row)
        act.db.flush()
        self.after_add(act, body, row)
        return row

    def prepare_row(self, act: Act, body: Any, batch: ImportBatch | None = None) -> Any:
        """A new row from `body`, checked by every rule of an add, but not yet in the session: this only
        reads, so an import can check all its rows before it writes any."""
        row = self.model(id=new_id())
        self.apply(act, body, row)
        if self.resource.project_scoped:
            row.project_id = act.require_project()
        if has_column(self.model, "status"):
            row.status = STATUS_NORMAL
        rules = self.resource.tree
        if rules is not None:
            parent = batch.rows_by_id.get(row.pid) if batch else None
            if parent is not None:  # a row given earlier in the same import
                row.pids = tree.child_pids(parent.pids, parent.id)
            else:
                row.pids = tree.place(act.db, self.model, rules, self.resource.not_found, None, row.pid)
        self.before_add(act, body, row)
        self.check(act, row, "add")
        act.require_scope(self.write_scope(act, row, "add"))
        self.check_unique(act, row, batch)
        return row

    def add(self, act: Act, body: Any) -> Any:
        row = self.add_row(act, body)
        act.commit()
        return row

    def edit(self, act: Act, body: Any) -> Any:
        row = self.writable(act, body.id, "edit")
        guards.claim_version(act, body, row)
        self.before_edit(act, body, row)
        old_pids = row.pids if self.resource.tree is not None else ""
        self.apply(act, body, row)
        if self.resource.tree is not None:
            rules, not_found = self.resource.tree, self.resource.not_found
            row.pids = tree.place(act.db, self.model, rules, not_found, row.id, row.pid)
            tree.move_descendants(act.db, self.model, row.id, old_pids, row.pids, act.user.user_id)
        self.check(act, row, "edit")
        act.require_scope(self.write_scope(act, row, "edit"))
        self.check_unique(act, row)
        act.db.flush()
        self.after_edit(act, body, row)
        act.commit()
        return row

    def delete(self, act: Act, ids: Sequence[int]) -> None:
        rows = self.repo.get_many(act.db, ids)
        for row in rows:
            self.check_writable(act, row, "delete")
        doomed = list(ids)
        if self.resource.tree is not None:
            given = set(ids)
            doomed += [i for i in tree.descendant_ids(act.db, self.model, ids) if i not in given]
        self.before_delete(act, rows, doomed)
        self.repo.remove(act.db, doomed, act.user.user_id)
        self.after_delete(act, rows, doomed)
        act.commit()

    def change_status(self, act: Act, body: StatusBody) -> None:
        row = self.repo.get(act.db, body.id, with_deleted=True)
        if row is None:
            raise AppError(self.resource.not_found)
        if row.status == STATUS_DELETED:
            raise AppError(ErrorCode.STATUS_DELETED)
        if body.status not in (STATUS_NORMAL, STATUS_DISABLED):
            raise AppError(ErrorCode.STATUS_ILLEGAL)
        self.check_writable(act, row, "changeStatus")
        self.before_change_status(act, row, body.status)
        row.status = body.status
        act.db.flush()
        self.after_change_status(act, row)
        act.commit()
