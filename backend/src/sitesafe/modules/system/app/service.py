"""应用管理: menu groups. One app at most is the default (`active` Y); an app in use by menus stays."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select, update

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService
from sitesafe.modules.system.app.models import SysApp
from sitesafe.modules.system.app.schemas import AppAdd, AppEdit, AppOut, AppQuery
from sitesafe.modules.system.menu.models import SysMenu

APP = Resource(
    name="sysApp",
    title="应用",
    model=SysApp,
    out=AppOut,
    add=AppAdd,
    edit=AppEdit,
    not_found=ErrorCode.APP_NOT_EXIST,
    query=AppQuery,
    filters=(Like("name"), Like("code")),
    list_filters=(),
    sortable={"name": "name", "code": "code", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("code", ErrorCode.APP_CODE_REPEAT), Unique("name", ErrorCode.APP_NAME_REPEAT)),
)
ACTIVE = "Y"


def _menus_of(code: str) -> Any:
    return select(SysMenu.id).where(SysMenu.application == code, live(SysMenu)).limit(1)


class AppService(CrudService):
    def check(self, act: Act, row: SysApp, action: str) -> None:
        if row.active == ACTIVE:
            other = select(SysApp.id).where(SysApp.active == ACTIVE, SysApp.id != row.id, *self.repo.live())
            if act.db.execute(other.limit(1)).first() is not None:
                raise AppError(ErrorCode.APP_ONLY_ONE_ACTIVE)

    def before_edit(self, act: Act, body: AppEdit, row: SysApp) -> None:
        """A new code is carried over to the app's menus."""
        if body.code != row.code:
            act.db.execute(
                update(SysMenu)
                .where(SysMenu.application == row.code)
                .values(application=body.code)
                .execution_options(synchronize_session=False)
            )

    def before_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        if any(act.db.execute(_menus_of(row.code)).first() is not None for row in rows):
            raise AppError(ErrorCode.APP_HAS_MENUS)

    def set_as_default(self, act: Act, app_id: int) -> None:
        """Makes the app the default one (every other app stops being it)."""
        row = self.writable(act, app_id, "setAsDefault")
        act.db.execute(
            update(SysApp)
            .where(SysApp.id != row.id, SysApp.active == ACTIVE)
            .values(active="N")
            .execution_options(synchronize_session=False)
        )
        row.active = ACTIVE
        act.commit()


service = AppService(APP)
