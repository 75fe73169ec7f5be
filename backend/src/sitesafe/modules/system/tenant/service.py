"""租户: the registry in the master database; adding one creates its database (see `sitesafe.app.provision`),
deleting one only closes it (the row is marked deleted, the data and the code stay)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from sqlalchemy import select

from sitesafe.core.errors import AppError, ErrorCode
from sitesafe.core.models.tenant import SysTenantInfo
from sitesafe.core.passwords import hash_password
from sitesafe.core.tenancy import TenantRegistry, db_name_for
from sitesafe.crud.context import Act
from sitesafe.crud.filters import Eq, Like
from sitesafe.crud.model import live
from sitesafe.crud.resource import Resource, Unique
from sitesafe.crud.service import CrudService, FieldError
from sitesafe.modules.system.tenant.provisioning import PROVISIONER
from sitesafe.modules.system.tenant.schemas import (
    TenantAdd,
    TenantEdit,
    TenantOut,
    TenantPwdBody,
    TenantQuery,
)
from sitesafe.modules.system.user.models import SysUser

TENANT = Resource(
    name="sysTenant",
    title="租户",
    model=SysTenantInfo,
    out=TenantOut,
    add=TenantAdd,
    edit=TenantEdit,
    not_found=ErrorCode.TENANT_NOT_EXIST,
    query=TenantQuery,
    filters=(Like("name"), Like("code"), Eq("search_status", "status")),
    sortable={"name": "name", "code": "code", "sort": "sort", "createTime": "create_time"},
    default_order=("sort", "id"),
    uniques=(Unique("name", ErrorCode.TENANT_NAME_REPEAT),),
    actions=frozenset({"page", "detail", "add", "edit", "delete", "changeStatus"}),
)


def _registry(act: Act) -> TenantRegistry:
    registry = act.ctx.tenants
    assert registry is not None
    return registry


class TenantService(CrudService):
    skip_fields = frozenset({"admin_password"})

    def before_add(self, act: Act, body: Any, row: Any) -> None:
        row.db_name = db_name_for(row.code)

    def add(self, act: Act, body: Any) -> Any:
        """Checks, creates the tenant's database, then registers it (undoing the database on failure)."""
        code = body.code
        # A deleted tenant keeps its code and data: codes are never reused.
        if act.db.execute(select(SysTenantInfo.id).where(SysTenantInfo.code == code)).first() is not None:
            raise FieldError(ErrorCode.TENANT_CODE_REPEAT, "code")
        for rule in self.resource.uniques:
            if self.repo.clashes(act.db, rule, {rule.field: getattr(body, rule.field)}, None):
                raise FieldError(rule.error, rule.field)
        registry = _registry(act)
        db_name = db_name_for(code)
        PROVISIONER.get().create(registry.master_url, db_name, body.admin_name, body.admin_password)
        try:
            return super().add(act, body)
        except BaseException:
            act.db.rollback()
            PROVISIONER.get().drop(registry.master_url, db_name)
            raise

    def after_delete(self, act: Act, rows: Sequence[Any], ids: list[int]) -> None:
        for row in rows:
            act.after_commit(partial(_registry(act).forget, row.code))

    def after_change_status(self, act: Act, row: Any) -> None:
        act.after_commit(partial(_registry(act).forget, row.code))

    def update_admin_password(self, act: Act, body: TenantPwdBody) -> None:
        """Sets the tenant administrator's password and ends their sessions in that tenant."""
        tenant = self.writable(act, body.id, "edit")
        scope = _registry(act).open(tenant.code, tenant.db_name)
        with scope.db.sessionmaker.begin() as db:
            admin = db.execute(
                select(SysUser).where(SysUser.account == tenant.admin_name, live(SysUser))
            ).scalar_one_or_none()
            if admin is None:
                raise AppError(ErrorCode.USER_NOT_EXIST)
            admin.password = hash_password(body.admin_password)
            admin_id = admin.id
        scope.sessions.delete_for_user(admin_id)


service = TenantService(TENANT)
