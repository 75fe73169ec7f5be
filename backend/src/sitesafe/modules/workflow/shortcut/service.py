"""快捷入口: the page is for administrators; `list` gives the caller the entries they may start (in
scope, with a live, active definition)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import STATUS_NORMAL, live
from sitesafe.crud.resource import Resource
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.emp.models import SysEmp
from sitesafe.modules.system.user.models import SysUserRole
from sitesafe.modules.workflow.models import BpmDefinition, BpmModel, BpmShortcut
from sitesafe.modules.workflow.shortcut.schemas import (
    ShortcutAdd,
    ShortcutEdit,
    ShortcutOut,
    ShortcutQuery,
    StartableOut,
)

SHORTCUT = Resource(
    name="flwShortcut",
    title="快捷入口",
    model=BpmShortcut,
    out=ShortcutOut,
    add=ShortcutAdd,
    edit=ShortcutEdit,
    not_found=ErrorCode.WF_SHORTCUT_NOT_EXIST,
    query=ShortcutQuery,
    filters=(Like("name"), Eq("category_id")),
    sortable={"name": "name", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    actions=frozenset({"page", "detail", "add", "edit", "delete"}),
)


def in_scope(db: Any, scope_text: str, user_id: int) -> bool:
    scope = json.loads(scope_text or "{}")
    kind, ids = scope.get("type", "all"), {int(i) for i in scope.get("ids", [])}
    if kind == "all":
        return True
    if kind == "user":
        return user_id in ids
    if kind == "role":
        rows = db.execute(select(SysUserRole.role_id).where(SysUserRole.user_id == user_id))
        return any(r[0] in ids for r in rows)
    if kind == "org":
        emp = db.get(SysEmp, user_id)
        return emp is not None and emp.org_id in ids
    return False


def _newest(db: Any, keys: set[str]) -> dict[str, BpmDefinition]:
    if not keys:
        return {}
    rows = db.execute(
        select(BpmDefinition)
        .where(BpmDefinition.key.in_(keys), live(BpmDefinition))
        .order_by(BpmDefinition.version)
    ).scalars()
    return {r.key: r for r in rows}


class ShortcutService(CrudService):
    def check(self, act: Act, row: BpmShortcut, action: str) -> None:
        found = act.db.execute(
            select(BpmModel.id).where(BpmModel.key == row.model_key, live(BpmModel))
        ).first()
        if found is None:
            raise AppError(ErrorCode.WF_MODEL_NOT_EXIST)

    def startable(self, act: Act) -> list[StartableOut]:
        rows = list(
            act.db.execute(
                select(BpmShortcut)
                .where(BpmShortcut.status == STATUS_NORMAL)
                .order_by(BpmShortcut.sort, BpmShortcut.id)
            ).scalars()
        )
        newest = _newest(act.db, {r.model_key for r in rows})
        out = []
        for row in rows:
            definition = newest.get(row.model_key)
            if (
                definition is None
                or definition.suspended
                or not in_scope(act.db, row.scope, act.user.user_id)
            ):
                continue
            # the field values as they are (model_dump would format the times; StartableOut read them
            # as UTC: 8 hours off)
            item = dict(ShortcutOut.model_validate(row))
            out.append(
                StartableOut(
                    **item,
                    definition_id=definition.id,
                    definition_name=definition.name,
                    definition_version=definition.version,
                    form_id=definition.form_id,
                )
            )
        return out

    def for_start(self, act: Act, shortcut_id: int) -> BpmShortcut:
        row = act.db.get(BpmShortcut, shortcut_id)
        if row is None or row.status != STATUS_NORMAL:
            raise AppError(ErrorCode.WF_SHORTCUT_NOT_EXIST)
        if not in_scope(act.db, row.scope, act.user.user_id):
            raise AppError(ErrorCode.WF_SHORTCUT_NOT_ALLOWED)
        return row


service = ShortcutService(SHORTCUT)
